import type { ModalBodies } from "../../lib/modals/modal-registry.ts";

/** The quest dialogs (SPEC §2), handed to app/modal-bodies.ts; each loads when it opens. */
export const questModalBodies = {
  "quests-hub": () => import("./quests-hub-body.tsx"),
  "quest-tasks": () => import("./quest-tasks-body.tsx"),
  "quest-task-games": () => import("./quest-task-games-body.tsx"),
  "quest-rewards": () => import("./quest-rewards-body.tsx"),
} satisfies ModalBodies;
