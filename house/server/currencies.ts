import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";
import { currencies } from "../../server/db/schema.ts";
import { betLimits, type BetLimits } from "./limits.ts";

export type HouseCurrency = {
  code: string;
  subunitToUnit: bigint;
  /** Base-currency units one unit is worth (currency.rate.rate). */
  rate: string;
  limits: BetLimits;
};

/**
 * Currencies as the studio needs them (decimals and bet bounds), read from the shared
 * `currencies` table once per code and kept for the life of the process.
 */
export function createCurrencyLookup(db: Db) {
  const known = new Map<string, HouseCurrency>();
  return async function currency(code: string): Promise<HouseCurrency | null> {
    const cached = known.get(code);
    if (cached) return cached;
    const [row] = await db
      .select({
        code: currencies.code,
        subunitToUnit: currencies.subunitToUnit,
        rate: currencies.rate,
      })
      .from(currencies)
      .where(eq(currencies.code, code));
    if (!row) return null;
    const value = {
      code: row.code,
      subunitToUnit: row.subunitToUnit,
      rate: row.rate,
      limits: betLimits(row.subunitToUnit, row.rate),
    };
    known.set(code, value);
    return value;
  };
}
export type CurrencyLookup = ReturnType<typeof createCurrencyLookup>;
