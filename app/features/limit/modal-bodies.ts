import type { ModalBodies } from "../../lib/modals/modal-registry.ts";

/** The responsible-gaming dialogs, handed to app/modal-bodies.ts; each loads when it opens. */
export const limitModalBodies = {
  "add-limit": () => import("./add-limit-body.tsx"),
  "edit-limit": () => import("./edit-limit-body.tsx"),
  "confirm-delete-limit": () => import("./confirm-delete-limit-body.tsx"),
  "confirm-limit-update": () => import("./confirm-limit-update-body.tsx"),
} satisfies ModalBodies;
