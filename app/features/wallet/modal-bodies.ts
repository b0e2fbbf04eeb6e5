import type { ModalBodies } from "../../lib/modals/modal-registry.ts";

/** The wallet's dialogs, handed to app/modal-bodies.ts; each loads when it opens. */
export const walletModalBodies = {
  balance: () => import("./balance-body.tsx"),
  currencies: () => import("./currencies-body.tsx"),
  fiat: () => import("./fiat-body.tsx"),
} satisfies ModalBodies;
