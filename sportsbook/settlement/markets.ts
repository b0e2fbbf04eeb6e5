import type { EventResult } from "../feed/types.ts";
import { runnerOutcome, type SelectionRef } from "../markets/keys.ts";
import { byMargin, LOST, VOID, WON, type LegOutcome } from "./rules.ts";

/**
 * Settles one selection from an event's result with the one rule of rules.ts. Goals sports
 * settle on regulation time; moneyline, totals and handicaps of points sports include overtime;
 * set markets read the sets played (a set never played is void); a void result (postponed,
 * abandoned) voids every selection. A selection that does not fit the result is void too: no bet
 * is ever lost on a market the result cannot decide.
 */

const decide = (won: boolean): LegOutcome => (won ? WON : LOST);

function sideOutcome(outcome: string, homeMargin: number): LegOutcome {
  if (outcome === "home") return decide(homeMargin > 0);
  if (outcome === "away") return decide(homeMargin < 0);
  if (outcome === "draw") return decide(homeMargin === 0);
  return VOID;
}

function overUnder(outcome: string, line: number, total: number): LegOutcome {
  if (outcome === "over") return byMargin(line, (half) => total - half);
  if (outcome === "under") return byMargin(line, (half) => half - total);
  return VOID;
}

function handicap(outcome: string, line: number, homeMargin: number): LegOutcome {
  // The line is the home side's; the away side takes the opposite.
  if (outcome === "home") return byMargin(line, (half) => homeMargin + half);
  if (outcome === "away") return byMargin(line, (half) => -(homeMargin + half));
  return VOID;
}

function yesNo(outcome: string, yes: boolean): LegOutcome {
  if (outcome === "yes") return decide(yes);
  if (outcome === "no") return decide(!yes);
  return VOID;
}

function scoreMarkets(
  selection: SelectionRef,
  result: EventResult & { kind: "score" },
): LegOutcome {
  const { outcome, line } = selection;
  const regulation = result.regulation.home - result.regulation.away;
  const final = result.home - result.away;
  switch (selection.type) {
    case "1x2":
      return sideOutcome(outcome, regulation);
    case "dc":
      if (outcome === "home_draw") return decide(regulation >= 0);
      if (outcome === "draw_away") return decide(regulation <= 0);
      if (outcome === "home_away") return decide(regulation !== 0);
      return VOID;
    case "dnb":
      return regulation === 0 ? VOID : sideOutcome(outcome, regulation);
    case "btts":
      return yesNo(outcome, result.regulation.home > 0 && result.regulation.away > 0);
    case "ml":
      // Overtime decides a tie; a tie that stands (a sport with draws) is void.
      return final === 0 ? VOID : sideOutcome(outcome, final);
    case "ou":
      return line === null ? VOID : overUnder(outcome, line, result.home + result.away);
    case "ah":
      return line === null ? VOID : handicap(outcome, line, final);
    default:
      return VOID;
  }
}

function setMarkets(selection: SelectionRef, result: EventResult & { kind: "sets" }): LegOutcome {
  const { outcome, line } = selection;
  switch (selection.type) {
    case "ml":
      return sideOutcome(outcome, result.home - result.away);
    case "set": {
      const set = selection.period === null ? undefined : result.sets[selection.period - 1];
      return set ? sideOutcome(outcome, set.home - set.away) : VOID;
    }
    case "sets_ou":
      return line === null ? VOID : overUnder(outcome, line, result.home + result.away);
    case "sets_ah":
      return line === null ? VOID : handicap(outcome, line, result.home - result.away);
    // Single-set matches (darts legs, snooker frames) have totals and handicaps of units.
    case "ou":
      return line === null ? VOID : overUnder(outcome, line, result.units.home + result.units.away);
    case "ah":
      return line === null ? VOID : handicap(outcome, line, result.units.home - result.units.away);
    default:
      return VOID;
  }
}

function combatMarkets(
  selection: SelectionRef,
  result: EventResult & { kind: "combat" },
): LegOutcome {
  const margin = result.winner === "home" ? 1 : result.winner === "away" ? -1 : 0;
  switch (selection.type) {
    case "1x2":
      return sideOutcome(selection.outcome, margin);
    case "ml":
      return margin === 0 ? VOID : sideOutcome(selection.outcome, margin);
    case "distance":
      return yesNo(selection.outcome, result.distance);
    default:
      return VOID;
  }
}

function raceMarkets(selection: SelectionRef, result: EventResult & { kind: "race" }): LegOutcome {
  if (selection.type !== "winner") return VOID;
  const first = result.order[0] ?? [];
  const runners = new Set(result.order.flat().map(runnerOutcome));
  // A runner that did not run (withdrawn) is void.
  if (!runners.has(selection.outcome)) return VOID;
  if (!first.some((id) => runnerOutcome(id) === selection.outcome)) return LOST;
  return first.length === 1 ? WON : { won: 2, returned: 0, share: [1, first.length] };
}

export function settleSelection(selection: SelectionRef, result: EventResult): LegOutcome {
  switch (result.kind) {
    case "void":
      return VOID;
    case "score":
      return scoreMarkets(selection, result);
    case "sets":
      return setMarkets(selection, result);
    case "combat":
      return combatMarkets(selection, result);
    case "race":
      return raceMarkets(selection, result);
  }
}
