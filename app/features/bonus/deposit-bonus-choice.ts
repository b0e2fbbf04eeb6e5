import type { DepositBonus } from "./bonus-shapes.ts";

/**
 * The deposit form's bonus choice (SPEC §7: the deposit request carries bonusId or
 * isBonusDecline), as pure functions: which option is chosen and what the request gets.
 */

/** "none" declines every bonus; otherwise an offer's id. */
export type BonusChoice = string;
export const DECLINE_BONUS = "none";

/**
 * The option to show as chosen: the player's own pick while it is still offered, else the
 * campaign the player came from, else the first offer; "none" when nothing is offered.
 */
export function effectiveChoice(
  offers: readonly DepositBonus[],
  picked: BonusChoice | null,
  preferred: string | null,
): BonusChoice {
  if (picked === DECLINE_BONUS) return DECLINE_BONUS;
  const ids = offers.map((offer) => offer.id);
  if (picked && ids.includes(picked)) return picked;
  if (preferred && ids.includes(preferred)) return preferred;
  return ids[0] ?? DECLINE_BONUS;
}

/** The form's choice on the offers shown, and whether any bonus was on offer at all. */
export function depositBonusSelection(
  offers: readonly DepositBonus[],
  picked: BonusChoice | null,
  preferred: string | null,
): { choice: BonusChoice; offered: boolean } {
  return { choice: effectiveChoice(offers, picked, preferred), offered: offers.length > 0 };
}

/** The deposit request's bonus fields for a choice (nothing when no bonus was on offer). */
export function bonusRequestFields(
  choice: BonusChoice,
  offered: boolean,
): { bonusId: string } | { isBonusDecline: true } | Record<string, never> {
  if (!offered) return {};
  return choice === DECLINE_BONUS ? { isBonusDecline: true } : { bonusId: choice };
}
