import { isLocaleCode } from "../../../../contracts/settings.ts";
import { AppError } from "../../../platform/errors.ts";
import type { Platform } from "../../../platform/platform.ts";
import type { ClientInfo } from "../sessions/service.ts";
import { insertPlayer, insertWalletAccount, selectCountry, type PlayerRow } from "../store.ts";
import type { Messages } from "../validation/messages.ts";
import { appendPlayerRegistered } from "../events.ts";
import { insertConnection, type ConnectionProfile } from "./store.ts";

/** Local currency of a country, among the currencies Sevens may offer; else USD or the base. */
const COUNTRY_CURRENCIES: Record<string, string> = {
  CA: "CAD",
  MX: "MXN",
  BR: "BRL",
  IN: "INR",
  TR: "TRY",
  UZ: "UZS",
  KZ: "KZT",
  ID: "IDR",
  PL: "PLN",
  RO: "RON",
  CZ: "CZK",
  DK: "DKK",
  NO: "NOK",
  SE: "SEK",
  BD: "BDT",
  PH: "PHP",
  RU: "RUB",
  ...Object.fromEntries(
    [
      "AT",
      "BE",
      "CY",
      "DE",
      "EE",
      "ES",
      "FI",
      "FR",
      "GR",
      "HR",
      "IE",
      "IT",
      "LT",
      "LU",
      "LV",
      "MT",
      "NL",
      "PT",
      "SI",
      "SK",
      "AD",
      "MC",
      "SM",
      "VA",
      "ME",
      "XK",
    ].map((country) => [country, "EUR"]),
  ),
};

/** The first account's currency for a player from `country`: its local one if enabled, else USD, else the base. */
export async function currencyForCountry(
  settings: Platform["settings"],
  country: string | null,
): Promise<string> {
  const enabled = await settings.listCurrencies();
  const has = (code: string | undefined) =>
    code !== undefined && enabled.some((currency) => currency.code === code);
  const local = country ? COUNTRY_CURRENCIES[country] : undefined;
  if (has(local)) return local as string;
  if (has("USD")) return "USD";
  return enabled.find((currency) => currency.isBase)?.code ?? enabled[0]?.code ?? "USD";
}

/** A product locale from a request locale or an outside language tag (`pt-BR`, `de`). */
export function productLocale(...candidates: (string | null | undefined)[]): string | null {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const tag = candidate.trim().toLowerCase().replace("_", "-");
    if (isLocaleCode(tag)) return tag;
    const language = tag.split("-")[0] ?? "";
    if (isLocaleCode(language)) return language;
  }
  return null;
}

/** The two-letter language of a language tag, if it is one. */
export function languageOf(tag: string | null | undefined): string | null {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return language && /^[a-z]{2}$/.test(language) ? language : null;
}

/** Sign-ups from a country closed to registration are refused (403), as on the sign-up form. */
export async function assertRegistrationCountry(
  db: Platform["db"],
  client: ClientInfo,
  messages: Messages,
): Promise<void> {
  if (!client.country) return;
  const country = await selectCountry(db, client.country);
  if (country && !country.isRegistrationAllowed) {
    throw AppError.forbidden(
      messages.error("registrationNotAllowed", "Registration is not available in your country"),
    );
  }
}

export interface ExternalPlayerInput {
  email: string | null;
  emailVerified: boolean;
  tgUserId?: number;
  firstName: string | null;
  lastName: string | null;
  nickname: string | null;
  locale: string | null;
  language: string | null;
  affiliateTag: string | null;
  client: ClientInfo;
  connection: {
    provider: string;
    subject: string;
    email: string | null;
    profile: ConnectionProfile;
  };
}

/**
 * Creates a player who signs up through a social provider or Telegram: no password, the
 * first wallet account in the country's currency, and the outside identity linked. Unique
 * violations (a concurrent sign-up of the same identity) propagate to the caller.
 */
export async function createExternalPlayer(
  platform: Pick<Platform, "db" | "settings" | "events">,
  input: ExternalPlayerInput,
): Promise<PlayerRow> {
  const { db, settings, events } = platform;
  const currency = await currencyForCountry(settings, input.client.country);
  return db.transaction(async (tx) => {
    const player = await insertPlayer(tx, {
      email: input.email,
      emailVerifiedAt: input.email && input.emailVerified ? new Date() : null,
      passwordHash: null,
      tgUserId: input.tgUserId ?? null,
      firstName: input.firstName?.slice(0, 100) || null,
      lastName: input.lastName?.slice(0, 100) || null,
      nickname: input.nickname?.slice(0, 100) || null,
      locale: input.locale,
      language: input.language,
      country: input.client.country,
      affiliateTag: input.affiliateTag?.trim().slice(0, 200) || null,
      fingerprint: input.client.fingerprint ?? null,
      registrationIp: input.client.ip,
      registrationCountry: input.client.country,
    });
    await insertWalletAccount(tx, { playerId: player.id, currency, isActive: true });
    await insertConnection(tx, { playerId: player.id, ...input.connection });
    await appendPlayerRegistered(
      events,
      tx,
      player,
      input.tgUserId === undefined ? "social" : "telegram",
    );
    return player;
  });
}
