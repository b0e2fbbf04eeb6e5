import { randomUUID } from "node:crypto";
import { Server, type Socket } from "socket.io";
import { createAdapter } from "@socket.io/redis-streams-adapter";
import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";
import { ErrorCode } from "../../contracts/errors.ts";
import {
  GLOBAL_ONLINE_CHANNEL,
  GLOBAL_WINNERS_CHANNEL,
  REALTIME_PATH,
  RealtimeEvent,
  channelRequestSchema,
  isKnownChannel,
  isPlayerChannel,
  type Channel,
  type ChannelAck,
  type ClientToServerEvents,
  type OnlineUpdatedMessage,
  type RealtimeMessage,
  type ServerToClientEvents,
} from "../../contracts/events.ts";
import type { Config } from "../config.ts";
import type { HttpServer } from "./http.ts";
import { verifyAccessToken } from "./auth-token.ts";

/**
 * Realtime: Socket.IO at /api/connection/websocket.
 *
 * - Guests connect without a token; a signed-in client sends `auth: { token }` (the access
 *   token). A token HTTP would refuse (invalid, expired, no session or a closed one) is
 *   refused with a `connect_error` whose `data` is `{ code: 10401, message }`, so the client can
 *   refresh and reconnect. More than SOCKETS_PER_IP sockets from one address (per process) are
 *   refused with `{ code: 10429 }`.
 * - Clients join rooms with `subscribe {channel}` and leave with `unsubscribe {channel}`, both
 *   acknowledged with `{ ok: true }` or `{ ok: false, error: { code, message } }`. A player may
 *   join only its own player channels (`…#{ownId}`) and `global:online`; a guest only
 *   `global:online`.
 * - `global:online` carries `{ event: "online.updated", count }`: people online, i.e. distinct
 *   signed-in players plus guests counted once per IP address. Sent on join and when the count changes, at most once
 *   per second. With Redis it is cluster-wide: each process keeps its own count in a Redis hash
 *   with an expiry, refreshed by a heartbeat, so a crashed process drops out within seconds.
 * - With REDIS_URL the Redis streams adapter makes `publish` reach sockets on every process and
 *   backs connection-state recovery (missed packets replayed after a short disconnect).
 */

/** Server → client heartbeat; the client waits pingInterval + pingTimeout before giving up. */
export const REALTIME_PING_INTERVAL_MS = 25_000;
/** The client's slack on a missing ping (SPEC §9: server ping slack 10000 ms). */
export const REALTIME_PING_SLACK_MS = 10_000;
/** How long a disconnected socket may come back and get what it missed. */
export const REALTIME_RECOVERY_MS = 2 * 60_000;
/** global:online is recomputed and, when changed, sent at most this often. */
export const ONLINE_UPDATE_INTERVAL_MS = 1_000;
/** A process's entry in the Redis online hash counts for this long after its last heartbeat. */
export const ONLINE_ENTRY_TTL_MS = 15_000;
const ONLINE_HEARTBEAT_MS = 5_000;
const REDIS_READY_TIMEOUT_MS = 10_000;

export interface SocketData {
  /** Signed-in player, absent for a guest. */
  playerId?: string;
  sessionId?: string;
}

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;
type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface Realtime {
  io: RealtimeServer;
  /** Sends a message to every socket in the room, on every process when Redis is configured. */
  publish(channel: Channel, message: RealtimeMessage): void;
  /** People online (cluster-wide with Redis). */
  onlineCount(): Promise<number>;
  /** Whether publishing can currently reach every process (always true without Redis). */
  isReady(): boolean;
  /** Disconnects the sockets of a player or of one session (logout, session closed), on every process. */
  disconnect(target: { playerId: string } | { sessionId: string }): void;
  /**
   * Installs a further check of a signed-in socket's access token (the identity module refuses
   * tokens of closed sessions and blocked players); false refuses the connection with 10401.
   */
  setTokenCheck(check: (token: string) => Promise<boolean>): void;
  close(): Promise<void>;
}

const playerRoom = (playerId: string) => `player:${playerId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

function refusal(code: number, message: string): ChannelAck {
  return { ok: false, error: { code, message } };
}

/** Whether a socket with this identity may join the channel; null when it may. */
export function authorizeChannel(data: SocketData, channel: string): ChannelAck | null {
  if (channel === GLOBAL_ONLINE_CHANNEL || channel === GLOBAL_WINNERS_CHANNEL) return null;
  const parsed = isPlayerChannel(channel);
  if (!parsed) return refusal(ErrorCode.NOT_FOUND, `Unknown channel: ${channel.slice(0, 100)}`);
  if (!data.playerId)
    return refusal(ErrorCode.UNAUTHORIZED, "Sign in to subscribe to this channel");
  if (parsed.playerId !== data.playerId) {
    return refusal(ErrorCode.FORBIDDEN, "This channel belongs to another player");
  }
  return null;
}

/** The address a socket comes from; behind a trusted proxy the client's, as HTTP's request.ip. */
export function socketClientIp(
  handshake: { address: string; headers: Record<string, string | string[] | undefined> },
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const forwarded = handshake.headers["x-forwarded-for"];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
    if (first) return first;
  }
  return handshake.address;
}

function refusedError(code: number, message: string): Error {
  const error = new Error(message) as Error & { data?: unknown };
  error.data = { code, message };
  return error;
}

function unauthorizedError(message: string): Error {
  const error = new Error(message) as Error & { data?: unknown };
  error.data = { code: ErrorCode.UNAUTHORIZED, message };
  return error;
}

async function connectRedis(url: string, logger: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  let lastError: Error | undefined;
  redis.on("error", (error: Error) => {
    lastError = error;
    logger.warn({ err: error }, "realtime redis error");
  });
  if (redis.status === "ready") return redis;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      redis.disconnect();
      reject(
        new Error(
          `REDIS_URL: could not connect to Redis within ${REDIS_READY_TIMEOUT_MS} ms` +
            (lastError ? ` (${lastError.message})` : ""),
        ),
      );
    }, REDIS_READY_TIMEOUT_MS);
    const onReady = () => {
      cleanup();
      resolve();
    };
    const cleanup = () => {
      clearTimeout(timer);
      redis.off("ready", onReady);
    };
    redis.on("ready", onReady);
  });
  return redis;
}

export async function createRealtime(app: HttpServer, config: Config): Promise<Realtime> {
  const onlineHashKey = `${config.REDIS_KEY_PREFIX}:realtime:online`;
  const logger = app.log;
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, logger) : undefined;

  const io: RealtimeServer = new Server(app.server, {
    path: REALTIME_PATH,
    serveClient: false,
    // Same origin only: no CORS headers are sent, and browsers refuse cross-origin polling.
    cors: undefined,
    pingInterval: REALTIME_PING_INTERVAL_MS,
    pingTimeout: REALTIME_PING_SLACK_MS,
    connectTimeout: 10_000,
    maxHttpBufferSize: 16 * 1024,
    connectionStateRecovery: {
      maxDisconnectionDuration: REALTIME_RECOVERY_MS,
      skipMiddlewares: false,
    },
    ...(redis
      ? { adapter: createAdapter(redis, { streamName: `${config.REDIS_KEY_PREFIX}:realtime` }) }
      : {}),
  });

  // --- people online -------------------------------------------------------------------
  const nodeId = randomUUID();
  /** identity → open sockets on this process; identity is the player id, or the socket id of a guest. */
  const localIdentities = new Map<string, number>();
  let localDirty = true;
  let lastHeartbeatAt = 0;
  let lastSentCount: number | undefined;
  let closing = false;

  const clientIp = (socket: RealtimeSocket) => socketClientIp(socket.handshake, config.TRUST_PROXY);
  // A guest counts once per IP address, however many sockets it opens, so opening sockets
  // cannot inflate the count.
  const identityOf = (socket: RealtimeSocket) =>
    socket.data.playerId ? `p:${socket.data.playerId}` : `g:${clientIp(socket)}`;

  function localCount(): number {
    return localIdentities.size;
  }

  async function writeLocalEntry(): Promise<void> {
    if (!redis) return;
    const entry = JSON.stringify({
      count: localCount(),
      expiresAt: Date.now() + ONLINE_ENTRY_TTL_MS,
    });
    await redis.hset(onlineHashKey, nodeId, entry);
    await redis.pexpire(onlineHashKey, ONLINE_ENTRY_TTL_MS * 4);
    lastHeartbeatAt = Date.now();
    localDirty = false;
  }

  async function onlineCount(): Promise<number> {
    if (!redis || redis.status !== "ready") return localCount();
    const entries = await redis.hgetall(onlineHashKey);
    const now = Date.now();
    let total = localCount();
    const expired: string[] = [];
    for (const [node, value] of Object.entries(entries)) {
      if (node === nodeId) continue;
      try {
        const { count, expiresAt } = JSON.parse(value) as { count: number; expiresAt: number };
        if (expiresAt < now) expired.push(node);
        else if (Number.isFinite(count) && count > 0) total += count;
      } catch {
        expired.push(node);
      }
    }
    if (expired.length > 0) await redis.hdel(onlineHashKey, ...expired);
    return total;
  }

  function onlineMessage(count: number): OnlineUpdatedMessage {
    return { event: RealtimeEvent.ONLINE_UPDATED, count };
  }

  let ticking = false;
  async function tick(): Promise<void> {
    if (ticking || closing) return;
    ticking = true;
    try {
      if (
        redis &&
        redis.status === "ready" &&
        (localDirty || Date.now() - lastHeartbeatAt >= ONLINE_HEARTBEAT_MS)
      ) {
        await writeLocalEntry();
      }
      if (!redis) localDirty = false;
      const count = await onlineCount();
      if (count !== lastSentCount && !closing) {
        lastSentCount = count;
        // Every process tells its own sockets, so no process's message races another's.
        io.local
          .to(GLOBAL_ONLINE_CHANNEL)
          .emit("message", GLOBAL_ONLINE_CHANNEL, onlineMessage(count));
      }
    } catch (error) {
      logger.warn({ err: error }, "realtime online count failed");
    } finally {
      ticking = false;
    }
  }
  const ticker = setInterval(() => void tick(), ONLINE_UPDATE_INTERVAL_MS);
  ticker.unref();

  // --- authentication ------------------------------------------------------------------
  // Runs on recovered connections too, so a restored session is checked against the token it
  // comes back with: another identity (sign-out, other player) starts clean, without old rooms.
  const admit = (socket: RealtimeSocket, data: SocketData) => {
    if (
      socket.recovered &&
      (socket.data.playerId !== data.playerId || socket.data.sessionId !== data.sessionId)
    ) {
      for (const room of [...socket.rooms]) if (room !== socket.id) void socket.leave(room);
    }
    socket.data = data;
  };
  let tokenCheck: ((token: string) => Promise<boolean>) | undefined;
  io.use((socket, next) => {
    const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (token === undefined || token === null || token === "") {
      admit(socket, {});
      next();
      return;
    }
    if (typeof token !== "string") {
      next(unauthorizedError("Invalid access token"));
      return;
    }
    // The same acceptance as HTTP: a token must name a session, and the identity module's
    // check (tokenCheck: the session is open and the player's) must pass.
    const check = async () => {
      const claims = await verifyAccessToken(token, config.secrets.jwtSecret);
      if (!claims?.sessionId || !tokenCheck || !(await tokenCheck(token))) return null;
      return claims;
    };
    check().then(
      (claims) => {
        if (!claims) {
          next(unauthorizedError("Invalid or expired access token"));
          return;
        }
        admit(socket, { playerId: claims.playerId, sessionId: claims.sessionId });
        next();
      },
      (error: unknown) => next(error instanceof Error ? error : new Error(String(error))),
    );
  });

  // Sockets per IP on this process: one address may not hold more than SOCKETS_PER_IP. A slot
  // is taken when the handshake passes (this runs after authentication, the last check) and
  // given back when the underlying connection closes.
  const socketsPerIp = new Map<string, number>();
  io.use((socket, next) => {
    const ip = clientIp(socket);
    if ((socketsPerIp.get(ip) ?? 0) >= config.SOCKETS_PER_IP) {
      next(refusedError(ErrorCode.RATE_LIMITED, "Too many connections from this address"));
      return;
    }
    socketsPerIp.set(ip, (socketsPerIp.get(ip) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (socketsPerIp.get(ip) ?? 1) - 1;
      if (left <= 0) socketsPerIp.delete(ip);
      else socketsPerIp.set(ip, left);
    };
    socket.conn.once("close", release);
    next();
  });

  // --- connections and rooms -----------------------------------------------------------
  io.on("connection", (socket) => {
    if (closing) {
      socket.disconnect(true);
      return;
    }
    const identity = identityOf(socket);
    localIdentities.set(identity, (localIdentities.get(identity) ?? 0) + 1);
    localDirty = true;
    if (socket.data.playerId) void socket.join(playerRoom(socket.data.playerId));
    if (socket.data.sessionId) void socket.join(sessionRoom(socket.data.sessionId));

    socket.on("disconnect", () => {
      const left = (localIdentities.get(identity) ?? 1) - 1;
      if (left <= 0) localIdentities.delete(identity);
      else localIdentities.set(identity, left);
      localDirty = true;
    });

    socket.on("subscribe", (request, ack) => {
      const reply = typeof ack === "function" ? ack : () => undefined;
      const parsed = channelRequestSchema.safeParse(request);
      if (!parsed.success) {
        reply(refusal(ErrorCode.VALIDATION, "Expected { channel: string }"));
        return;
      }
      const { channel } = parsed.data;
      const refused = authorizeChannel(socket.data, channel);
      if (refused) {
        reply(refused);
        return;
      }
      void Promise.resolve(socket.join(channel)).then(async () => {
        reply({ ok: true });
        if (channel === GLOBAL_ONLINE_CHANNEL) {
          const count = await onlineCount().catch(() => localCount());
          socket.emit("message", GLOBAL_ONLINE_CHANNEL, onlineMessage(count));
        }
      });
    });

    socket.on("unsubscribe", (request, ack) => {
      const reply = typeof ack === "function" ? ack : () => undefined;
      const parsed = channelRequestSchema.safeParse(request);
      if (!parsed.success || !isKnownChannel(parsed.data.channel)) {
        reply(refusal(ErrorCode.VALIDATION, "Expected { channel } naming a known channel"));
        return;
      }
      void Promise.resolve(socket.leave(parsed.data.channel)).then(() => reply({ ok: true }));
    });
  });

  // Open websockets would keep the HTTP server from closing: drop them before it closes.
  app.addHook("preClose", async () => {
    closing = true;
    io.local.disconnectSockets(true);
    io.engine.close();
  });

  let closed: Promise<void> | undefined;
  return {
    io,
    publish(channel, message) {
      io.to(channel).emit("message", channel, message);
    },
    onlineCount,
    isReady() {
      return !redis || redis.status === "ready";
    },
    setTokenCheck(check) {
      tokenCheck = check;
    },
    disconnect(target) {
      const room =
        "playerId" in target ? playerRoom(target.playerId) : sessionRoom(target.sessionId);
      io.in(room).disconnectSockets(true);
    },
    close() {
      closed ??= (async () => {
        closing = true;
        clearInterval(ticker);
        io.local.disconnectSockets(true);
        // Not io.close(): that would also close the HTTP server, which Fastify owns.
        await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
        io.engine.close();
        if (redis) {
          await redis.hdel(onlineHashKey, nodeId).catch(() => undefined);
          await redis.quit().catch(() => redis.disconnect());
        }
      })();
      return closed;
    },
  };
}
