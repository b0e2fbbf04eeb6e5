import { asc, eq } from "drizzle-orm";
import type { Country, Currency, Locale } from "../../../contracts/settings.ts";
import type { DbExecutor } from "../../db/client.ts";
import { countries, currencies, locales, settingsConstants } from "../../db/schema.ts";

export async function selectLocales(db: DbExecutor): Promise<Locale[]> {
  return db
    .select({
      code: locales.code,
      name: locales.name,
      nativeName: locales.nativeName,
      isDefault: locales.isDefault,
      direction: locales.direction,
    })
    .from(locales)
    .orderBy(asc(locales.position));
}

export async function selectCountries(db: DbExecutor): Promise<Country[]> {
  return db
    .select({
      code: countries.code,
      name: countries.name,
      locale: countries.locale,
      isRestricted: countries.isRestricted,
      isRegistrationAllowed: countries.isRegistrationAllowed,
    })
    .from(countries)
    .orderBy(asc(countries.name));
}

/** Enabled ("visible") currencies in display order. */
export async function selectEnabledCurrencies(db: DbExecutor): Promise<Currency[]> {
  const rows = await db
    .select()
    .from(currencies)
    .where(eq(currencies.isEnabled, true))
    .orderBy(asc(currencies.position));
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    type: row.type,
    symbol: row.symbol,
    isEnabled: row.isEnabled,
    isBase: row.isBase,
    // Factors are powers of ten up to 1e9 here, well inside the safe integer range.
    subunitToUnit: Number(row.subunitToUnit),
    rate: { rate: normaliseDecimal(row.rate) },
    subCurrencies: row.subCurrencies,
  }));
}

export async function selectConstants(db: DbExecutor): Promise<{ key: string; value: unknown }[]> {
  return db
    .select({ key: settingsConstants.key, value: settingsConstants.value })
    .from(settingsConstants)
    .orderBy(asc(settingsConstants.key));
}

/** "1.080000000000000000" → "1.08", "1.000" → "1": numeric columns come back zero-padded. */
export function normaliseDecimal(value: string): string {
  if (!value.includes(".")) return value;
  return value.replace(/0+$/, "").replace(/\.$/, "");
}
