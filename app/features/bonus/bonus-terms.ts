/**
 * The standard terms of a bonus as lines of text (catalogue key and values), from what the
 * bonus says about itself. Pure, so what a player is promised is testable. Bets take real money
 * first and a bonus may be left at any time keeping one's own money (issue 12, UKGC rules), unless
 * the operator locked cancelling.
 */

export interface TermsInput {
  wagerMultiplier?: number | string | null;
  /** Display-ready amounts and dates (already formatted). */
  maxBet?: string | null;
  minDeposit?: string | null;
  maxAmount?: string | null;
  activateBy?: string | null;
  wagerBy?: string | null;
  isBonusCancelLock?: boolean | null;
}

export interface TermsLine {
  /** Under layout `pages.bonuses.termsLines`. */
  key: string;
  values?: Record<string, string>;
}

export function bonusTerms(input: TermsInput): TermsLine[] {
  const lines: TermsLine[] = [];
  if (input.minDeposit) {
    lines.push({ key: "minDeposit", values: { amount: input.minDeposit } });
  }
  if (input.maxAmount) {
    lines.push({ key: "maxAmount", values: { amount: input.maxAmount } });
  }
  lines.push({ key: "realFirst" });
  if (
    input.wagerMultiplier !== null &&
    input.wagerMultiplier !== undefined &&
    input.wagerMultiplier !== ""
  ) {
    lines.push({ key: "wagering", values: { multiplier: String(input.wagerMultiplier) } });
  }
  lines.push({ key: "contribution" });
  if (input.maxBet) {
    lines.push({ key: "maxBet", values: { amount: input.maxBet } });
  }
  if (input.activateBy) {
    lines.push({ key: "activateBy", values: { date: input.activateBy } });
  }
  if (input.wagerBy) {
    lines.push({ key: "wagerBy", values: { date: input.wagerBy } });
  }
  lines.push(input.isBonusCancelLock ? { key: "cancelLocked" } : { key: "cancelAnyTime" });
  return lines;
}
