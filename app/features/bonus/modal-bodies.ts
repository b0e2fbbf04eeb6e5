import type { ModalBodies } from "../../lib/modals/modal-registry.ts";

/** The bonus dialogs, handed to app/modal-bodies.ts; each loads when it opens. */
export const bonusModalBodies = {
  "bonus-details": () => import("./modals/bonus-details-body.tsx"),
  "bonus-condition": () => import("./modals/bonus-condition-body.tsx"),
  "bonus-cancel-lock": () => import("./modals/bonus-cancel-lock-body.tsx"),
  "confirm-bonus": () => import("./modals/confirm-bonus-body.tsx"),
  "confirm-bonus-unsettled": () => import("./modals/confirm-bonus-unsettled-body.tsx"),
  "package-bonus": () => import("./modals/package-bonus-body.tsx"),
  "turn-over-wager": () => import("./modals/turn-over-wager-body.tsx"),
  "wallet-bonus-info": () => import("./modals/wallet-bonus-info-body.tsx"),
} satisfies ModalBodies;
