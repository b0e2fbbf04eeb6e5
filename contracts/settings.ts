import * as z from "zod/mini";

/** The 26 locales of the product (SPEC §1), in display order; `en` is the default. */
export const localeCodes = [
  "en",
  "en-ca",
  "de",
  "fr",
  "es",
  "es-mx",
  "pt",
  "pt-br",
  "ru",
  "tr",
  "hi",
  "fa",
  "uz",
  "kk",
  "it",
  "et",
  "fi",
  "el",
  "id",
  "nb",
  "pl",
  "ro",
  "se",
  "cs",
  "da",
  "nl",
] as const;
export type LocaleCode = (typeof localeCodes)[number];
export const DEFAULT_LOCALE: LocaleCode = "en";

export function isLocaleCode(value: string): value is LocaleCode {
  return (localeCodes as readonly string[]).includes(value);
}

/** Settings and content are cached for 15 minutes (SPEC §9), on the server and in browsers. */
export const SETTINGS_CACHE_TTL_MS = 15 * 60_000;

export const localeSchema = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  isDefault: z.boolean(),
  direction: z.enum(["ltr", "rtl"]),
});
export type Locale = z.infer<typeof localeSchema>;

export const countrySchema = z.object({
  code: z.string().check(z.describe("ISO 3166-1 alpha-2")),
  name: z.string(),
  locale: z.string().check(z.describe("default locale code for players from this country")),
  isRestricted: z.boolean().check(z.describe("players from here see the geo-restricted layout")),
  isRegistrationAllowed: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const countriesQuery = z.object({
  isRegistrationAllowed: z
    .optional(
      z.pipe(
        z.enum(["true", "false"]),
        z.transform((value) => value === "true"),
      ),
    )
    .check(z.describe("only countries that may (true) or may not (false) register")),
});

/** A display sub-unit such as mBTC: 1 BTC = 1000 mBTC. */
export const subCurrencySchema = z.object({
  code: z.string(),
  subunitToUnit: z.int(),
});

export const currencySchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(["fiat", "crypto"]),
  symbol: z.string(),
  isEnabled: z.boolean(),
  isBase: z.boolean(),
  /** Smallest stored units per major unit (USD 100, BTC 100000000); amounts are integers of them. */
  subunitToUnit: z.int(),
  /** Units of the base currency one unit is worth, as a decimal string (never a float). */
  rate: z.object({ rate: z.string().check(z.regex(/^\d+(\.\d+)?$/)) }),
  subCurrencies: z.array(subCurrencySchema),
});
export type Currency = z.infer<typeof currencySchema>;

export const currenciesQuery = z.object({
  type: z.optional(z.enum(["fiat", "crypto"])),
});

/** A numbered state such as invoice status 2 = success. */
export const numberedOption = z.object({ id: z.int(), name: z.string() });
export type NumberedOption = z.infer<typeof numberedOption>;

/** A period a player may choose (limit periods, self-exclusion, cooling-off). */
export const periodOption = z.object({
  id: z.string(),
  name: z.string(),
  /** Length in days; null means permanent. */
  days: z.nullable(z.int()),
});
export type PeriodOption = z.infer<typeof periodOption>;

export const timeZoneOption = z.object({ id: z.string(), name: z.string() });

/** Settings constants of SPEC §3 and §9, nested by their dotted keys. */
export const constantsSchema = z.object({
  player: z.object({
    timeZone: z.array(timeZoneOption),
    playerStatuses: z.array(numberedOption),
    document: z.object({ status: z.array(numberedOption) }),
  }),
  payment: z.object({
    invoiceStatuses: z.array(numberedOption),
    invoiceTypes: z.array(numberedOption),
  }),
  game: z.object({
    bet: z.object({ status: z.array(numberedOption) }),
    playerBonus: z.object({ status: z.array(numberedOption), result: z.array(numberedOption) }),
    playerFreespin: z.object({
      status: z.array(numberedOption),
      result: z.array(numberedOption),
    }),
  }),
  limit: z.object({
    definitions: z.array(numberedOption),
    periods: z.array(periodOption),
    selfExclusionPeriods: z.array(periodOption),
    coolingOffPeriods: z.array(periodOption),
  }),
});
export type SettingsConstants = z.infer<typeof constantsSchema>;

/** Dotted keys under which settings_constants rows are stored. */
export const constantKeys = [
  "player.timeZone",
  "player.playerStatuses",
  "player.document.status",
  "payment.invoiceStatuses",
  "payment.invoiceTypes",
  "game.bet.status",
  "game.playerBonus.status",
  "game.playerBonus.result",
  "game.playerFreespin.status",
  "game.playerFreespin.result",
  "limit.definitions",
  "limit.periods",
  "limit.selfExclusionPeriods",
  "limit.coolingOffPeriods",
] as const;
export type ConstantKey = (typeof constantKeys)[number];

export const localesResponse = z.object({ data: z.array(localeSchema) });
export const countriesResponse = z.object({ data: z.array(countrySchema) });
export const currenciesResponse = z.object({ data: z.array(currencySchema) });
export const constantsResponse = z.object({ data: constantsSchema });
