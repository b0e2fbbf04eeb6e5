import type { ModalBodies } from "../../lib/modals/modal-registry.ts";

/** The cookie categories dialog, handed to app/modal-bodies.ts; it loads when it opens. */
export const consentModalBodies = {
  "cookie-request": () => import("./cookie-request-body.tsx"),
} satisfies ModalBodies;
