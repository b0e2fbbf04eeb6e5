import type { RoundView } from "../server/protocol.ts";
import { currencyDecimals, parseAmount } from "./amount.ts";
import { formatMoney, formatMultiplier, fromHundredths } from "./format.ts";

/** One line about what happened in a round, as an i18n key with its English default. */
export type RoundSummary = {
  key: string;
  values: Record<string, string | number>;
  /** Values that are themselves catalogue keys, translated before they are put in. */
  valueKeys?: Record<string, string>;
};

function field(view: Record<string, unknown>, name: string): unknown {
  return view[name];
}

function numberField(view: Record<string, unknown>, name: string): number | null {
  const value = field(view, name);
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * The result of a round in the history list: the roll, the limbo result, the plinko slot, the
 * keno hits or the slot feature. Games without a line of their own (and open rounds, whose
 * outcome is partly hidden) get null and the list shows multiplier and payout only.
 */
export function roundSummary(
  round: Pick<RoundView, "type" | "view" | "isOpen">,
): RoundSummary | null {
  const view = round.view;
  if (!view || round.isOpen) return null;
  switch (round.type) {
    case "dice": {
      const roll = numberField(view, "roll");
      const target = numberField(view, "target");
      const direction = field(view, "direction");
      if (roll === null || target === null) return null;
      return {
        key: direction === "over" ? "house.summary.diceOver" : "house.summary.diceUnder",
        values: { roll: fromHundredths(roll), target: fromHundredths(target) },
      };
    }
    case "limbo": {
      const result = numberField(view, "result");
      const target = numberField(view, "target");
      if (result === null || target === null) return null;
      return {
        key: "house.summary.limbo",
        values: { result: fromHundredths(result), target: fromHundredths(target) },
      };
    }
    case "plinko": {
      const bucket = numberField(view, "bucket");
      const rows = numberField(view, "rows");
      if (bucket === null || rows === null) return null;
      return {
        key: "house.summary.plinko",
        values: { slot: bucket + 1, slots: rows + 1, rows },
        valueKeys: { risk: `house.risk.${String(field(view, "risk"))}` },
      };
    }
    case "keno": {
      const picks = field(view, "picks");
      const hits = field(view, "hits");
      if (!Array.isArray(picks) || !Array.isArray(hits)) return null;
      return {
        key: "house.summary.keno",
        values: { hits: hits.length, picks: picks.length },
      };
    }
    case "slots": {
      const freeSpins = field(view, "freeSpins");
      const count = Array.isArray(freeSpins) ? freeSpins.length : 0;
      return count > 0
        ? {
            key: "house.summary.slotsFree",
            values: { count },
          }
        : { key: "house.summary.slots", values: {} };
    }
    default:
      return null;
  }
}

/** Paid more than was bet. */
export function isWin(round: Pick<RoundView, "payout" | "betAmount">): boolean {
  if (round.payout === null) return false;
  const decimals = currencyDecimals([round.payout, round.betAmount]);
  const payout = parseAmount(round.payout, decimals);
  const bet = parseAmount(round.betAmount, decimals);
  return payout !== null && bet !== null && payout > bet;
}

/**
 * What the status region announces after a bet or a move: the result of the round and the
 * new balance. The bet number (nonce) makes each announcement new, so screen readers repeat
 * an identical result.
 */
export function roundStatus(
  round: Pick<RoundView, "isOpen" | "nonce" | "payout" | "betAmount" | "multiplier" | "currency">,
  balance: string,
): RoundSummary {
  const money = (amount: string) => formatMoney(amount, round.currency);
  const base = { nonce: round.nonce, balance: money(balance) };
  if (round.isOpen || round.payout === null) {
    return round.multiplier !== null && round.multiplier !== "0.0000" && round.isOpen
      ? {
          key: "house.status.openAt",
          values: { ...base, multiplier: formatMultiplier(round.multiplier) },
        }
      : {
          key: "house.status.open",
          values: base,
        };
  }
  const multiplier = round.multiplier === null ? "" : ` (${formatMultiplier(round.multiplier)})`;
  const decimals = currencyDecimals([round.payout, round.betAmount]);
  const payout = parseAmount(round.payout, decimals) ?? 0n;
  if (payout === 0n) {
    return {
      key: "house.status.lost",
      values: base,
    };
  }
  if (isWin(round)) {
    return {
      key: "house.status.won",
      values: { ...base, payout: money(round.payout), multiplier },
    };
  }
  return {
    key: "house.status.returned",
    values: { ...base, payout: money(round.payout), multiplier },
  };
}

/** The values of a summary line with its catalogue-key values translated. */
export function summaryValues(
  summary: RoundSummary,
  t: (key: string) => string,
): Record<string, string | number> {
  const translated = Object.entries(summary.valueKeys ?? {}).map(([name, key]) => [name, t(key)]);
  return { ...summary.values, ...Object.fromEntries(translated) };
}
