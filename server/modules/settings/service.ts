import {
  SETTINGS_CACHE_TTL_MS,
  type Country,
  type Currency,
  type Locale,
  type SettingsConstants,
} from "../../../contracts/settings.ts";
import type { Db } from "../../db/client.ts";
import type { Cache } from "../../platform/cache.ts";
import {
  selectConstants,
  selectCountries,
  selectEnabledCurrencies,
  selectLocales,
} from "./store.ts";

export { SETTINGS_CACHE_TTL_MS };

/** Cache keys carry a version so a changed shape never reads an old entry from Redis. */
export const settingsCacheKeys = {
  locales: "settings:v1:locales",
  countries: "settings:v1:countries",
  currencies: "settings:v1:currencies",
  constants: "settings:v1:constants",
} as const;

export interface SettingsService {
  listLocales(): Promise<Locale[]>;
  listCountries(): Promise<Country[]>;
  /** Enabled ("visible") currencies only. */
  listCurrencies(): Promise<Currency[]>;
  getConstants(): Promise<SettingsConstants>;
  /** True when players from this ISO country get the geo-restricted layout. */
  isCountryRestricted(code: string): Promise<boolean>;
  /** Drops every cached settings list (after an operator edits them). */
  invalidate(): Promise<void>;
}

export function createSettingsService(db: Db, cache: Cache): SettingsService {
  const cached = <T>(key: string, load: () => Promise<T>) =>
    cache.getOrSet(key, SETTINGS_CACHE_TTL_MS, load);

  const listCountries = () => cached(settingsCacheKeys.countries, () => selectCountries(db));

  return {
    listLocales: () => cached(settingsCacheKeys.locales, () => selectLocales(db)),
    listCountries,
    listCurrencies: () => cached(settingsCacheKeys.currencies, () => selectEnabledCurrencies(db)),
    getConstants: () =>
      cached(
        settingsCacheKeys.constants,
        async () => nestDottedKeys(await selectConstants(db)) as SettingsConstants,
      ),
    async isCountryRestricted(code) {
      const upper = code.toUpperCase();
      const list = await listCountries();
      return list.some((country) => country.code === upper && country.isRestricted);
    },
    async invalidate() {
      await Promise.all(Object.values(settingsCacheKeys).map((key) => cache.delete(key)));
    },
  };
}

/** [{ key: "game.bet.status", value }] → { game: { bet: { status: value } } } */
export function nestDottedKeys(rows: { key: string; value: unknown }[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const { key, value } of rows) {
    const parts = key.split(".");
    const last = parts.pop();
    if (!last) continue;
    let node = root;
    for (const part of parts) {
      const next = node[part];
      if (typeof next === "object" && next !== null && !Array.isArray(next)) {
        node = next as Record<string, unknown>;
      } else {
        const created: Record<string, unknown> = {};
        node[part] = created;
        node = created;
      }
    }
    node[last] = value;
  }
  return root;
}
