import type { ModalBodies } from "../../lib/modals/modal-registry.ts";

/** The deposit and withdrawal dialogs, handed to app/modal-bodies.ts; each loads when it opens. */
export const paymentModalBodies = {
  wallet: () => import("./wallet-body.tsx"),
  "deposit-redirect": () => import("./deposit-redirect-body.tsx"),
  "deposit-status": () => import("./deposit-status-body.tsx"),
  "deposit-error": () => import("./deposit-error-body.tsx"),
  "cancel-deposit": () => import("./cancel-deposit-body.tsx"),
  "wallet-choose-region": () => import("./choose-region-body.tsx"),
  "wallet-telegram-app": () => import("./telegram-wallet-body.tsx"),
} satisfies ModalBodies;
