import { ALTENAR_PROVIDER } from "../../../../contracts/sportsbook.ts";

/**
 * The vendor widget's start parameters (SPEC §3 "Sportsbook start parameters", §9): what the
 * launch call sends with the widget's game code, and the culture the widget speaks.
 */

/** The culture of each locale of the product, before the widget's own mapping. */
const CULTURES: Readonly<Record<string, string>> = {
  en: "en-US",
  "en-ca": "en-CA",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  "es-mx": "es-MX",
  pt: "pt-PT",
  "pt-br": "pt-BR",
  ru: "ru-RU",
  tr: "tr-TR",
  hi: "hi-IN",
  fa: "fa-IR",
  uz: "uz-UZ",
  kk: "kk-KZ",
  it: "it-IT",
  et: "et-EE",
  fi: "fi-FI",
  el: "el-GR",
  id: "id-ID",
  nb: "nb-NO",
  pl: "pl-PL",
  ro: "ro-RO",
  // The product's "se" is Swedish (ARCHITECTURE "The web app").
  se: "sv-SE",
  cs: "cs-CZ",
  da: "da-DK",
  nl: "nl-NL",
};

/** SPEC §9: the widget has no es-MX or en-US; unknown locales get its default. */
const WIDGET_CULTURE_MAPPING: Readonly<Record<string, string>> = {
  "es-MX": "es-ES",
  "en-US": "en-GB",
};
export const WIDGET_DEFAULT_CULTURE = "en-GB";

/** The widget's culture for a locale of the product: es-MX → es-ES, en-US → en-GB, else en-GB. */
export function widgetCulture(locale: string | undefined): string {
  const culture = locale ? CULTURES[locale.toLowerCase()] : undefined;
  if (!culture) return WIDGET_DEFAULT_CULTURE;
  return WIDGET_CULTURE_MAPPING[culture] ?? culture;
}

/** SPEC §3: the profile's country, else the request's (header) country, else UA. */
export const FALLBACK_COUNTRY = "UA";

export function startCountry(
  profileCountry?: string | null,
  headerCountry?: string | null,
): string {
  const valid = (code: string | null | undefined) =>
    code && /^[A-Z]{2}$/.test(code.toUpperCase()) ? code.toUpperCase() : null;
  return valid(profileCountry) ?? valid(headerCountry) ?? FALLBACK_COUNTRY;
}

/** SPEC §3 platform: 1 mobile, 2 desktop. */
export type StartPlatform = 1 | 2;

export interface SportsbookStartParams {
  accountId?: string;
  lobbyUrl: string;
  locale: string;
  countryCode: string;
  demoMode: false;
  platform: StartPlatform;
  provider: typeof ALTENAR_PROVIDER;
}

export function startParams(input: {
  accountId?: string | null;
  /** The site's origin (SPEC §3 lobbyUrl). */
  origin: string;
  locale: string | undefined;
  profileCountry?: string | null;
  headerCountry?: string | null;
  isMobile: boolean;
}): SportsbookStartParams {
  return {
    ...(input.accountId ? { accountId: input.accountId } : {}),
    lobbyUrl: input.origin,
    locale: widgetCulture(input.locale),
    countryCode: startCountry(input.profileCountry, input.headerCountry),
    demoMode: false,
    platform: input.isMobile ? 1 : 2,
    provider: ALTENAR_PROVIDER,
  };
}
