/**
 * The standard terms of a bonus as lines of text (key, English default, values), from what the
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
  key: string;
  defaultValue: string;
  values?: Record<string, string>;
}

export function bonusTerms(input: TermsInput): TermsLine[] {
  const lines: TermsLine[] = [];
  if (input.minDeposit) {
    lines.push({
      key: "minDeposit",
      defaultValue: "Minimum deposit: {{amount}}.",
      values: { amount: input.minDeposit },
    });
  }
  if (input.maxAmount) {
    lines.push({
      key: "maxAmount",
      defaultValue: "The bonus is at most {{amount}}.",
      values: { amount: input.maxAmount },
    });
  }
  lines.push({
    key: "realFirst",
    defaultValue:
      "Bets use your real money first, then bonus money. Bonus money can't be withdrawn.",
  });
  if (
    input.wagerMultiplier !== null &&
    input.wagerMultiplier !== undefined &&
    input.wagerMultiplier !== ""
  ) {
    lines.push({
      key: "wagering",
      defaultValue:
        "Wager the bonus {{multiplier}} times; then the bonus money left becomes real money.",
      values: { multiplier: String(input.wagerMultiplier) },
    });
  }
  lines.push({
    key: "contribution",
    defaultValue: "Games count towards wagering at their own rate; some don't count at all.",
  });
  if (input.maxBet) {
    lines.push({
      key: "maxBet",
      defaultValue: "While wagering, a single bet may be at most {{amount}}.",
      values: { amount: input.maxBet },
    });
  }
  if (input.activateBy) {
    lines.push({
      key: "activateBy",
      defaultValue: "Activate it by {{date}}.",
      values: { date: input.activateBy },
    });
  }
  if (input.wagerBy) {
    lines.push({
      key: "wagerBy",
      defaultValue: "Finish wagering by {{date}}, or the bonus money expires.",
      values: { date: input.wagerBy },
    });
  }
  lines.push(
    input.isBonusCancelLock
      ? {
          key: "cancelLocked",
          defaultValue: "This bonus can't be canceled before its wagering is complete.",
        }
      : {
          key: "cancelAnyTime",
          defaultValue:
            "You may cancel at any time: only bonus money is removed; your deposit and its winnings stay yours.",
        },
  );
  return lines;
}
