/**
 * One address per route of SPEC §2 (parameters filled with seeded values), for the journeys and
 * the screenshot set that walk every page.
 */
export const EVERY_ROUTE = [
  "/",
  "/games",
  "/games/providers",
  "/games/providers/sevens-originals",
  "/games/slots",
  "/game/sevens-dice",
  "/favorites",
  "/recently-played",
  "/bonuses",
  "/bonus/welcome",
  "/welcome-package",
  "/wallet",
  "/wallet/history",
  "/profile/info",
  "/profile/limits",
  "/profile/personal",
  "/profile/sessions",
  "/profile/bonuses",
  "/profile/settings/account",
  "/profile/settings/notifications",
  "/referral",
  "/sport",
  "/static/terms-and-conditions",
  "/questions",
  "/contact",
  "/support",
  "/no-such-page",
] as const;
