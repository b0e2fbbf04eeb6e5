import type { ModalBodies } from "../../lib/modals/modal-registry.ts";

/** The Telegram news dialogs, handed to app/modal-bodies.ts; each loads when it opens. */
export const telegramModalBodies = {
  "tg-news": () => import("./news-body.tsx"),
  "telegram-news": () => import("./news-body.tsx"),
} satisfies ModalBodies;
