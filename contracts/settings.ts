import { z } from "zod";

export const localeSchema = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  isDefault: z.boolean(),
  direction: z.enum(["ltr", "rtl"]),
});
export type Locale = z.infer<typeof localeSchema>;

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  locale: z.string(),
  isRestricted: z.boolean(),
  isRegistrationAllowed: z.boolean(),
});
export type Country = z.infer<typeof countrySchema>;

export const currencySchema = z.object({
  code: z.string(),
  name: z.string(),
  type: z.enum(["fiat", "crypto"]),
  symbol: z.string(),
  isEnabled: z.boolean(),
  isBase: z.boolean(),
  subunitToUnit: z.number().int(),
  rate: z.object({ rate: z.string() }),
  subCurrencies: z.array(z.object({ code: z.string(), subunitToUnit: z.number().int() })),
});
export type Currency = z.infer<typeof currencySchema>;

export const constantsSchema = z.record(z.string(), z.unknown());
export type SettingsConstants = z.infer<typeof constantsSchema>;
