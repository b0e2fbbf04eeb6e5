import { ProvidersPage } from "../features/game/lobby/providers-page.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.game", "pages.providers"] };

export default function GameProvidersPage() {
  return <ProvidersPage />;
}
