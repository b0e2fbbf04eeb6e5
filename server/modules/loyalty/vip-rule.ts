/**
 * VIP treatment and the regulators' checks (UKGC LCCP, high-value customer and VIP rules): a
 * player in Great Britain gets the perks of a VIP level only with a verified identity and at 25
 * or older. Elsewhere VIP levels apply as reached. A refused player still earns points and
 * reaches the level; the perks of the highest non-VIP level apply instead and a VIP level's
 * level-up reward is withheld.
 */

/** Countries whose regulator requires these checks before VIP treatment. */
export const VIP_CHECK_COUNTRIES: ReadonlySet<string> = new Set(["GB"]);
export const VIP_MINIMUM_AGE = 25;

export interface VipFacts {
  /** ISO 3166 alpha-2 of the player's profile (registration country when the profile has none). */
  country: string | null;
  /** YYYY-MM-DD. */
  birthdate: string | null;
  identityVerified: boolean;
}

export type VipDecision =
  { eligible: true; reason: null } | { eligible: false; reason: "identity" | "age" };

/** Full years between a YYYY-MM-DD birthdate and `now` (UTC); null for an unreadable date. */
export function ageOn(birthdate: string, now: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = now.getUTCFullYear() - year;
  const beforeBirthday =
    now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function vipTreatment(facts: VipFacts, now: Date): VipDecision {
  if (!facts.country || !VIP_CHECK_COUNTRIES.has(facts.country.toUpperCase())) {
    return { eligible: true, reason: null };
  }
  if (!facts.identityVerified) return { eligible: false, reason: "identity" };
  const age = facts.birthdate ? ageOn(facts.birthdate, now) : null;
  if (age === null || age < VIP_MINIMUM_AGE) return { eligible: false, reason: "age" };
  return { eligible: true, reason: null };
}

/**
 * The level whose perks apply: the level reached, or, when VIP treatment is refused and that
 * level is a VIP one, the highest non-VIP level at or below it.
 */
export function perksLevel<L extends { order: number; isVip: boolean }>(
  levels: readonly L[],
  reached: L | null,
  decision: VipDecision,
): L | null {
  if (!reached || !reached.isVip || decision.eligible) return reached;
  const below = levels
    .filter((level) => !level.isVip && level.order <= reached.order)
    .sort((a, b) => b.order - a.order);
  return below[0] ?? null;
}
