import type { LoyaltyAccount } from "../../../contracts/loyalty.ts";

/**
 * SPEC §4 "Loyalty": when the socket shows a higher level order, the player sees the level
 * modal, or on a game page a small notification for 3 s (SPEC §9 "level notification 3 s").
 */

export const LEVEL_NOTIFICATION_MS = 3000;

export type LevelReached = NonNullable<LoyaltyAccount["currentLevel"]>;

/** The level just reached, when the message's level is higher than the one known. */
export function levelReached(
  knownOrder: number | null,
  message: Pick<LoyaltyAccount, "currentLevel">,
): LevelReached | null {
  const level = message.currentLevel;
  if (!level || knownOrder === null) return null;
  return level.order > knownOrder ? level : null;
}

/** How a level-up shows: a dialog, or on a game page (where a dialog would cover play) a notice. */
export function levelUpPresentation(onGamePage: boolean): "dialog" | "notification" {
  return onGamePage ? "notification" : "dialog";
}
