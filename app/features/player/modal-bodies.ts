import type { ModalBodies } from "../../lib/modals/modal-registry.ts";

/** The identity and account dialogs, handed to app/modal-bodies.ts; each loads when it opens. */
export const playerModalBodies = {
  "sign-in": () => import("./modals/sign-in-body.tsx"),
  "sign-up": () => import("./modals/sign-up-body.tsx"),
  success: () => import("./modals/success-body.tsx"),
  "forgot-pass": () => import("./modals/forgot-pass-body.tsx"),
  "reset-email-send": () => import("./modals/reset-email-send-body.tsx"),
  "reset-pass": () => import("./modals/reset-pass-body.tsx"),
  "change-pass": () => import("./modals/change-pass-body.tsx"),
  phone: () => import("./modals/phone-body.tsx"),
  "get-code": () => import("./modals/get-code-body.tsx"),
  "confirm-email": () => import("./modals/confirm-email-body.tsx"),
  "email-verify": () => import("./modals/email-verify-body.tsx"),
  "confirm-session-logout": () => import("./modals/confirm-session-logout-body.tsx"),
  avatars: () => import("./modals/avatars-body.tsx"),
} satisfies ModalBodies;
