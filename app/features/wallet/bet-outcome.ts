import { parseMajor } from "../../../contracts/money.ts";

/**
 * A round's result as the best books show it: win, loss or push (stake back), the multiplier
 * (returned ÷ staked) and the profit with its sign. A 1.00 bet that returned 0.40 is a loss of
 * 0.60 at 0.40×, not a "win". Exact decimal arithmetic: amounts are decimal strings.
 */
export type Outcome = "open" | "win" | "loss" | "push" | "refund";

export interface BetOutcome {
  outcome: Outcome;
  /** returned ÷ staked with two decimals ("0.40"); null while open or for a zero stake. */
  multiplier: string | null;
  /** returned − staked with the stake's decimals and a sign ("+1.50", "-0.60", "0.00"). */
  profit: string | null;
}

function decimals(text: string): number {
  return text.split(".")[1]?.length ?? 0;
}

function signed(minor: bigint, places: number): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const factor = 10n ** BigInt(places);
  const whole = (absolute / factor).toString();
  const fraction = places > 0 ? `.${(absolute % factor).toString().padStart(places, "0")}` : "";
  return `${negative ? "-" : minor > 0n ? "+" : ""}${whole}${fraction}`;
}

export function betOutcome(round: {
  staked: string;
  /** What came back (win or refund); null while the round is open. */
  returned: string | null;
  refunded?: boolean;
}): BetOutcome {
  if (round.returned === null) return { outcome: "open", multiplier: null, profit: null };
  const places = Math.max(decimals(round.staked), decimals(round.returned));
  const factor = 10n ** BigInt(places);
  const staked = parseMajor(round.staked, factor);
  const returned = parseMajor(round.returned, factor);
  const difference = returned - staked;
  // Hundredths of the multiplier, rounded half up.
  const multiplier =
    staked > 0n ? signed((returned * 200n + staked) / (staked * 2n), 2).replace("+", "") : null;
  const outcome: Outcome = round.refunded
    ? "refund"
    : difference > 0n
      ? "win"
      : difference < 0n
        ? "loss"
        : "push";
  return { outcome, multiplier, profit: signed(difference, places) };
}
