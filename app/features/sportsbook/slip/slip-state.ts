import { z } from "zod";
import {
  MAX_LEGS,
  ODDS_CHANGE_POLICIES,
  oddsSchema,
  type BetKind,
  type OddsChangePolicy,
} from "../../../../contracts/sportsbook.ts";
import { oddsHundredths } from "../../../lib/sport-odds.ts";

/**
 * The bet slip as data: the selections the player picked (with what the slip shows of them),
 * the kind of bet, the system size, the stake and the odds-change policy. Pure; slip-store.ts
 * keeps it in the browser.
 */

export const slipSelectionSchema = z.object({
  selectionId: z.string(),
  eventId: z.number().int(),
  eventName: z.string(),
  sportId: z.number().int(),
  marketId: z.string(),
  marketName: z.string(),
  selectionName: z.string(),
  /** The odds the slip offers at: taken when picked, replaced when the player accepts a change. */
  odds: oddsSchema,
  isLive: z.boolean(),
  isMain: z.boolean(),
  startsAt: z.string(),
  /** The event's page (without locale), for the slip's link. */
  eventPath: z.string(),
});
export type SlipSelection = z.infer<typeof slipSelectionSchema>;

export const slipStateSchema = z.object({
  selections: z.array(slipSelectionSchema).max(MAX_LEGS),
  kind: z.enum(["single", "accumulator", "system"]),
  systemSize: z.number().int().nullable(),
  stake: z.string().max(40),
  oddsChange: z.enum(ODDS_CHANGE_POLICIES),
});
export type SlipState = z.infer<typeof slipStateSchema>;

export const EMPTY_SLIP: SlipState = Object.freeze({
  selections: [],
  kind: "single",
  systemSize: null,
  stake: "",
  oddsChange: "higher",
});

/** Two selections of one event cannot share a multiple (the book answers 15005). */
export function sameEventSelections(selections: readonly SlipSelection[]): Set<string> {
  const byEvent = new Map<number, string[]>();
  for (const selection of selections) {
    byEvent.set(selection.eventId, [
      ...(byEvent.get(selection.eventId) ?? []),
      selection.selectionId,
    ]);
  }
  return new Set([...byEvent.values()].filter((ids) => ids.length > 1).flat());
}

/** The kinds the selections allow: singles always; multiples without two legs of one event. */
export function allowedKinds(selections: readonly SlipSelection[]): BetKind[] {
  const kinds: BetKind[] = ["single"];
  if (selections.length >= 2 && sameEventSelections(selections).size === 0)
    kinds.push("accumulator");
  if (selections.length >= 3 && sameEventSelections(selections).size === 0) kinds.push("system");
  return kinds;
}

/** Keeps kind and system size valid for the selections; a second pick makes an accumulator. */
function normalise(next: SlipState, previousCount: number): SlipState {
  const allowed = allowedKinds(next.selections);
  let kind = next.kind;
  if (previousCount <= 1 && next.selections.length === 2 && allowed.includes("accumulator")) {
    kind = "accumulator";
  }
  if (!allowed.includes(kind)) kind = allowed.includes("accumulator") ? "accumulator" : "single";
  let systemSize = next.systemSize;
  if (kind !== "system") systemSize = null;
  else if (systemSize === null || systemSize < 2 || systemSize >= next.selections.length) {
    systemSize = 2;
  }
  return { ...next, kind, systemSize };
}

export type SlipAction =
  | { type: "toggle"; selection: SlipSelection }
  | { type: "remove"; selectionId: string }
  | { type: "clear" }
  | { type: "kind"; kind: BetKind }
  | { type: "system-size"; size: number }
  | { type: "stake"; stake: string }
  | { type: "odds-change"; policy: OddsChangePolicy }
  /** The player takes these odds (a move shown on the slip, or a refusal's new odds). */
  | { type: "accept"; odds: readonly { selectionId: string; odds: string }[] }
  /** Placed: these selections leave the slip; the stake stays for the next bet. */
  | { type: "placed"; selectionIds: readonly string[] };

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  const count = state.selections.length;
  switch (action.type) {
    case "toggle": {
      const present = state.selections.some(
        (selection) => selection.selectionId === action.selection.selectionId,
      );
      if (present) {
        return normalise(
          {
            ...state,
            selections: state.selections.filter(
              (selection) => selection.selectionId !== action.selection.selectionId,
            ),
          },
          count,
        );
      }
      if (count >= MAX_LEGS) return state;
      return normalise({ ...state, selections: [...state.selections, action.selection] }, count);
    }
    case "remove":
      return normalise(
        {
          ...state,
          selections: state.selections.filter(
            (selection) => selection.selectionId !== action.selectionId,
          ),
        },
        count,
      );
    case "clear":
      return { ...EMPTY_SLIP, stake: state.stake, oddsChange: state.oddsChange };
    case "kind":
      return normalise({ ...state, kind: action.kind }, count);
    case "system-size":
      return normalise({ ...state, systemSize: action.size }, count);
    case "stake":
      return { ...state, stake: action.stake };
    case "odds-change":
      return { ...state, oddsChange: action.policy };
    case "accept": {
      const odds = new Map(action.odds.map((entry) => [entry.selectionId, entry.odds]));
      if (!state.selections.some((selection) => odds.has(selection.selectionId))) return state;
      return {
        ...state,
        selections: state.selections.map((selection) => {
          const next = odds.get(selection.selectionId);
          return next && oddsSchema.safeParse(next).success
            ? { ...selection, odds: next }
            : selection;
        }),
      };
    }
    case "placed": {
      const placed = new Set(action.selectionIds);
      return normalise(
        {
          ...state,
          selections: state.selections.filter((selection) => !placed.has(selection.selectionId)),
        },
        count,
      );
    }
  }
}

/** Reads a stored slip; anything unreadable is an empty slip. */
export function readSlip(raw: string | null): SlipState {
  if (!raw) return EMPTY_SLIP;
  try {
    const parsed = slipStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? normalise(parsed.data, parsed.data.selections.length) : EMPTY_SLIP;
  } catch {
    return EMPTY_SLIP;
  }
}

/** How a price on the slip compares with the odds the slip offers at. */
export type PriceMove = "same" | "up" | "down";

export function priceMove(taken: string, now: string): PriceMove {
  const before = oddsHundredths(taken) ?? 0;
  const after = oddsHundredths(now) ?? 0;
  return after > before ? "up" : after < before ? "down" : "same";
}

/**
 * Whether the player must accept a moved price before placing, under the policy: "any" takes
 * whatever the price is, "higher" takes a better price by itself, "none" takes no move.
 */
export function needsAcceptance(move: PriceMove, policy: OddsChangePolicy): boolean {
  if (move === "same" || policy === "any") return false;
  return policy === "none" || move === "down";
}

/** The odds a leg is sent with: the current price when the policy takes it, else the slip's. */
export function oddsToSend(taken: string, now: string, policy: OddsChangePolicy): string {
  const move = priceMove(taken, now);
  if (move === "same") return taken;
  if (policy === "any" || (policy === "higher" && move === "up")) return now;
  return taken;
}
