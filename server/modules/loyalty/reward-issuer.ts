/**
 * How quests and loyalty hand out a bonus or free spins: through the bonus engine
 * (server/modules/bonus), which issues once per idempotency key and applies its exclusions and
 * jurisdiction rules. A definition with a wagering multiplier of 0 is paid as real money at once
 * (rakeback, level-up bonuses). Loyalty points need none of this: they are loyalty's own.
 */

export interface RewardSource {
  kind: "quest" | "loyalty" | "manual";
  id: string;
}

export interface RewardIssueInput {
  playerId: string;
  /** A bonus definition of the bonus engine. */
  definitionId: string;
  /** The wallet currency to issue in; the engine picks the player's active one without it. */
  currency?: string;
  /**
   * The amount, in major units of `currency`, for definitions whose amount is given at issue
   * (rakeback); fixed-amount definitions leave it out. The bonus engine's issueReward passes it
   * to the issue as its operator issue does.
   */
  amount?: string;
  /** The same key issues once: a retry answers the first result. */
  idempotencyKey: string;
  source: RewardSource;
}

export interface IssuedReward {
  playerBonusId?: string;
  playerFreespinId?: string;
}

export interface RewardIssuer {
  issueReward(input: RewardIssueInput): Promise<IssuedReward>;
  /** Whether a bonus or free-spin definition exists, so operators can't name one that doesn't. */
  knowsDefinition?(definitionId: string): Promise<boolean>;
}

/** How the bonus engine is plugged in (server/modules.ts). */
export interface RewardWiring {
  issuer: RewardIssuer;
  /**
   * The bonus definition rakeback is paid with: wagering 0 (real money at once), its amount given
   * at issue. Without one, rakeback accrues and is shown but cannot be claimed.
   */
  rakebackDefinitionId?: string;
}

/** An answer of the engine that retrying cannot change (excluded player, jurisdiction rule). */
export function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 500;
}
