import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** Pages that live under the optional locale prefix (SPEC §2). */
const localizedPages = [
  index("routes/home.tsx"),
  route("auth/autologin", "routes/auth-autologin.tsx"),
  route("auth/social/:connection/callback", "routes/auth-social-callback.tsx"),
  route("bonus/:pageIdentity", "routes/bonus-page.tsx"),
  route("bonuses", "routes/bonuses.tsx"),
  route("contact", "routes/contact.tsx"),
  route("favorites", "routes/favorites.tsx"),
  route("game/:id", "routes/game.tsx"),
  route("games", "routes/games.tsx", { id: "games-index" }),
  route("games/providers", "routes/games-providers.tsx"),
  route("games/providers/:providerIdentity", "routes/games-provider.tsx"),
  route("games/*", "routes/games.tsx", { id: "games-params" }),
  route("profile", "routes/profile.tsx", [
    index("routes/profile-index.tsx"),
    route("info", "routes/profile-info.tsx"),
    route("limits", "routes/profile-limits.tsx"),
    route("personal", "routes/profile-personal.tsx"),
    route("sessions", "routes/profile-sessions.tsx"),
    route("bonuses", "routes/profile-bonuses.tsx"),
    route("settings", "routes/profile-settings.tsx", [
      index("routes/profile-settings-index.tsx"),
      route("account", "routes/profile-settings-account.tsx"),
      route("notifications", "routes/profile-settings-notifications.tsx"),
    ]),
  ]),
  route("loyalty", "routes/loyalty.tsx"),
  route("questions", "routes/questions.tsx"),
  route("questions/:pageIdentity", "routes/questions-page.tsx"),
  route("recently-played", "routes/recently-played.tsx"),
  route("redirect", "routes/redirect.tsx"),
  route("referral", "routes/referral.tsx"),
  route("sport/*", "routes/sport.tsx"),
  route("static/:pageIdentity", "routes/static-page.tsx"),
  route("support", "routes/support.tsx"),
  route("wallet", "routes/wallet.tsx"),
  route("wallet/history", "routes/wallet-history.tsx"),
  route("welcome-package", "routes/welcome-package.tsx"),
  route("*", "routes/not-found.tsx"),
];

export default [
  // The house studio's game pages, shown inside the game iframe (no site chrome, no locale).
  route("house/play/:game", "routes/house-play.tsx"),
  // Provably-fair verification of any house round.
  route("house/verify", "routes/house-verify.tsx"),
  // Links sent by e-mail carry no locale prefix.
  route("verify/:confirmCode", "routes/verify-confirm-code.tsx"),
  route("password-reset/:resetCode", "routes/password-reset.tsx"),
  route(":locale?", "routes/locale.tsx", localizedPages),
] satisfies RouteConfig;
