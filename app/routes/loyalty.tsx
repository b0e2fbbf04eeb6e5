import { LoyaltyPage } from "../features/loyalty/loyalty-page.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["loyalty", "quests"] };

/** /loyalty: levels and perks for everyone; the player's level, rakeback and points history. */
export default function LoyaltyRoute() {
  return <LoyaltyPage />;
}
