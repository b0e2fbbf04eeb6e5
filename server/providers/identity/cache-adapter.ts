import type { Adapter, AdapterPayload } from "oidc-provider";
import type { Cache } from "../../platform/cache.ts";

interface Entry {
  payload: AdapterPayload;
  /** Epoch ms. */
  expiresAt: number;
}

const DEFAULT_TTL_MS = 14 * 24 * 60 * 60_000;

/**
 * oidc-provider storage on the platform cache (memory, or Redis when REDIS_URL is set so
 * several processes share the sandbox provider's codes, sessions and interactions).
 */
export function createCacheAdapter(cache: Cache, prefix: string, model: string): Adapter {
  const key = (id: string) => `${prefix}:${model}:${id}`;
  const uidKey = (uid: string) => `${prefix}:${model}:uid:${uid}`;
  const userCodeKey = (code: string) => `${prefix}:${model}:user-code:${code}`;
  const grantKey = (grantId: string) => `${prefix}:grant-members:${grantId}`;

  async function load(id: string): Promise<Entry | undefined> {
    const entry = await cache.get<Entry>(key(id));
    if (!entry || entry.expiresAt <= Date.now()) return undefined;
    return entry;
  }

  return {
    async upsert(id, payload, expiresIn) {
      const ttlMs = expiresIn ? expiresIn * 1000 : DEFAULT_TTL_MS;
      const entry: Entry = { payload, expiresAt: Date.now() + ttlMs };
      await cache.set(key(id), entry, ttlMs);
      if (payload.uid) await cache.set(uidKey(payload.uid), id, ttlMs);
      if (payload.userCode) await cache.set(userCodeKey(payload.userCode), id, ttlMs);
      if (payload.grantId) {
        const members = (await cache.get<string[]>(grantKey(payload.grantId))) ?? [];
        await cache.set(grantKey(payload.grantId), [...members, key(id)], ttlMs);
      }
    },
    async find(id) {
      return (await load(id))?.payload;
    },
    async findByUid(uid) {
      const id = await cache.get<string>(uidKey(uid));
      return id ? (await load(id))?.payload : undefined;
    },
    async findByUserCode(userCode) {
      const id = await cache.get<string>(userCodeKey(userCode));
      return id ? (await load(id))?.payload : undefined;
    },
    async consume(id) {
      const entry = await load(id);
      if (!entry) return;
      const payload = { ...entry.payload, consumed: Math.floor(Date.now() / 1000) };
      await cache.set(key(id), { ...entry, payload }, Math.max(1, entry.expiresAt - Date.now()));
    },
    async destroy(id) {
      await cache.delete(key(id));
    },
    async revokeByGrantId(grantId) {
      const members = (await cache.get<string[]>(grantKey(grantId))) ?? [];
      await Promise.all(members.map((member) => cache.delete(member)));
      await cache.delete(grantKey(grantId));
    },
  };
}
