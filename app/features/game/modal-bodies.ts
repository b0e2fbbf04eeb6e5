import type { ModalBodies } from "../../lib/modals/modal-registry.ts";

/** The lobby's and the game page's dialogs, handed to app/modal-bodies.ts; each loads when it opens. */
export const gameModalBodies = {
  categories: () => import("./lobby/modals/categories-body.tsx"),
  "games-filter": () => import("./lobby/modals/games-filter-body.tsx"),
  "global-search": () => import("./lobby/modals/global-search-body.tsx"),
  providers: () => import("./lobby/modals/providers-body.tsx"),
  "demo-game": () => import("./play/modals/demo-game-body.tsx"),
  "demo-unavailable": () => import("./play/modals/demo-unavailable-body.tsx"),
  "restricted-bets": () => import("./play/modals/restricted-bets-body.tsx"),
  "max-bets": () => import("./play/modals/max-bets-body.tsx"),
  "game-limit-reached": () => import("./play/modals/game-limit-reached-body.tsx"),
  "mobile-game": () => import("./play/modals/mobile-game-body.tsx"),
} satisfies ModalBodies;
