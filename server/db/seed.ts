import { sql } from "drizzle-orm";
import localesData from "../../content/seed/locales.json" with { type: "json" };
import countriesData from "../../content/seed/countries.json" with { type: "json" };
import currenciesData from "../../content/seed/currencies.json" with { type: "json" };
import constantsData from "../../content/seed/constants.json" with { type: "json" };
import fieldRulesData from "../../content/seed/field-rules.json" with { type: "json" };
import avatarsData from "../../content/seed/avatars.json" with { type: "json" };
import paymentMethodsData from "../../content/seed/payment-methods.json" with { type: "json" };
import { DEFAULT_LOCALE, type ConstantKey } from "../../contracts/settings.ts";
import { seedGameCatalogue } from "../modules/game/seed.ts";
import { seedLoyalty } from "../modules/loyalty/seed.ts";
import { seedQuests } from "../modules/quest/seed.ts";
import { seedContentPages } from "../modules/content/pages/seed.ts";
import { seedBonusDefinitions } from "../modules/bonus/seed.ts";
import type { Db } from "./client.ts";
import {
  avatars,
  countries,
  currencies,
  fieldRules,
  locales,
  paymentMethods,
  settingsConstants,
} from "./schema.ts";

interface SeedFieldRule {
  field: string;
  isRequired: boolean;
  rules: { name: string; args?: (string | number | boolean)[] }[];
}

/** Every IANA time zone the runtime knows, UTC first, as `{ id, name }` options. */
export function timeZoneOptions(): { id: string; name: string }[] {
  const zones = Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC");
  return [
    { id: "UTC", name: "UTC" },
    ...zones.map((zone) => ({ id: zone, name: zone.replaceAll("_", " ") })),
  ];
}

/** The settings constants rows, keyed by their dotted key. */
export function seedConstants(): Record<ConstantKey, unknown> {
  return { "player.timeZone": timeZoneOptions(), ...constantsData } as Record<ConstantKey, unknown>;
}

/**
 * Seeds reference data; safe to run on every start.
 * Locales, countries and currencies are inserted only when missing, so an operator's later
 * edits (a disabled currency, an updated rate) survive restarts. Settings constants are facts
 * of the code, so they are brought up to date on every run.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(locales)
      .values(
        localesData.map((locale, position) => ({
          code: locale.code,
          name: locale.name,
          nativeName: locale.nativeName,
          direction: locale.direction === "rtl" ? ("rtl" as const) : ("ltr" as const),
          isDefault: locale.code === DEFAULT_LOCALE,
          position,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(countries)
      .values(
        countriesData.map((country) => ({
          code: country.code,
          name: country.name,
          locale: country.locale,
          isRestricted: country.isRestricted,
          isRegistrationAllowed: country.isRegistrationAllowed,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(currencies)
      .values(
        currenciesData.map((currency, position) => ({
          code: currency.code,
          name: currency.name,
          type: currency.type === "crypto" ? ("crypto" as const) : ("fiat" as const),
          symbol: currency.symbol,
          isEnabled: true,
          isBase: "isBase" in currency && currency.isBase === true,
          subunitToUnit: BigInt(currency.subunitToUnit),
          rate: currency.rate,
          subCurrencies: "subCurrencies" in currency ? currency.subCurrencies : [],
          position,
        })),
      )
      .onConflictDoNothing();

    const constants = seedConstants();
    await tx
      .insert(settingsConstants)
      .values(Object.entries(constants).map(([key, value]) => ({ key, value })))
      .onConflictDoUpdate({ target: settingsConstants.key, set: { value: sql`excluded.value` } });

    // Field rules are operator-editable: defaults are inserted only where a field has none.
    const ruleRows = Object.entries(fieldRulesData as Record<string, SeedFieldRule[]>).flatMap(
      ([scenario, fields]) =>
        fields.map((field, position) => ({
          scenario,
          field: field.field,
          isRequired: field.isRequired,
          rules: field.rules,
          position,
        })),
    );
    await tx.insert(fieldRules).values(ruleRows).onConflictDoNothing();

    await tx
      .insert(avatars)
      .values(avatarsData.map((avatar, position) => ({ id: avatar.id, url: avatar.url, position })))
      .onConflictDoNothing();

    // The payment method catalogue is owned by the code (no back office yet): brought up to date
    // on every run, like the constants.
    await tx
      .insert(paymentMethods)
      .values(paymentMethodRows())
      .onConflictDoUpdate({
        target: paymentMethods.id,
        set: Object.fromEntries(
          Object.entries(PAYMENT_METHOD_COLUMNS).map(([property, column]) => [
            property,
            sql.raw(`excluded.${column}`),
          ]),
        ),
      });
  });
  // The game catalogue: collections and the house studio's games (upserted, idempotent).
  await seedGameCatalogue(db);
  // The bonuses on offer at first start (operators change them through the API afterwards).
  await seedBonusDefinitions(db);
  // Quests and loyalty levels: operator data, inserted only where missing.
  await seedQuests(db);
  await seedLoyalty(db);
  // The content store's pages from content/pages (operator revisions win over the files).
  await seedContentPages(db);
}

/** Property → column of the payment_methods values an upsert replaces. */
const PAYMENT_METHOD_COLUMNS = {
  provider: "provider",
  direction: "direction",
  kind: "kind",
  type: "type",
  processingType: "processing_type",
  isManual: "is_manual",
  countries: "countries",
  platforms: "platforms",
  limits: "limits",
  names: "names",
  logo: "logo",
  fields: "fields",
  details: "details",
  position: "position",
} as const;

/** content/seed/payment-methods.json as payment_methods rows. */
export function paymentMethodRows(): (typeof paymentMethods.$inferInsert)[] {
  type Row = typeof paymentMethods.$inferInsert;
  return paymentMethodsData.map((method) => ({
    id: method.method,
    provider: method.provider,
    direction: method.direction as Row["direction"],
    kind: method.kind,
    type: method.type as Row["type"],
    processingType: method.processingType as Row["processingType"],
    isManual: method.isManual,
    countries: method.countries,
    platforms: method.platforms,
    limits: method.limits as unknown as Row["limits"],
    names: method.names as Record<string, string>,
    logo: method.logo,
    fields: method.fields as Record<string, unknown>[],
    details: method.details as Record<string, string>,
    position: method.position,
  }));
}
