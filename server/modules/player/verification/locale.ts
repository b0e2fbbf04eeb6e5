import { isLocaleCode } from "../../../../contracts/settings.ts";

/** The language of a player's messages: the profile locale, else the request's locale. */
export function messageLocale(player: { locale: string | null }, requestLocale: string): string {
  return player.locale && isLocaleCode(player.locale) ? player.locale : requestLocale;
}
