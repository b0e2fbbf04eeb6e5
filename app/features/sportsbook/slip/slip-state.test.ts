import { describe, expect, it } from "vitest";
import {
  EMPTY_SLIP,
  allowedKinds,
  needsAcceptance,
  oddsToSend,
  readSlip,
  slipReducer,
  type SlipSelection,
  type SlipState,
} from "./slip-state.ts";

function pick(eventId: number, outcome = "home", odds = "2.00"): SlipSelection {
  return {
    selectionId: `${eventId}:1x2:${outcome}`,
    eventId,
    eventName: `Event ${eventId}`,
    sportId: 66,
    marketId: "1x2",
    marketName: "Match result",
    selectionName: outcome,
    odds,
    isLive: false,
    isMain: true,
    startsAt: "2030-05-01T18:00:00.000Z",
    eventPath: `/sport/event/${eventId}`,
  };
}

const apply = (state: SlipState, ...actions: Parameters<typeof slipReducer>[1][]) =>
  actions.reduce(slipReducer, state);

describe("bet slip", () => {
  it("adds a selection with one press and removes it with the next", () => {
    const once = apply(EMPTY_SLIP, { type: "toggle", selection: pick(1) });
    expect(once.selections.map((s) => s.selectionId)).toEqual(["1:1x2:home"]);
    expect(once.kind).toBe("single");
    expect(apply(once, { type: "toggle", selection: pick(1) }).selections).toEqual([]);
  });

  it("makes an accumulator of a second selection, and a single again when one is left", () => {
    const two = apply(
      EMPTY_SLIP,
      { type: "toggle", selection: pick(1) },
      { type: "toggle", selection: pick(2) },
    );
    expect(two.kind).toBe("accumulator");
    expect(apply(two, { type: "remove", selectionId: "2:1x2:home" }).kind).toBe("single");
  });

  it("keeps singles when the player chose them", () => {
    const state = apply(
      EMPTY_SLIP,
      { type: "toggle", selection: pick(1) },
      { type: "toggle", selection: pick(2) },
      { type: "kind", kind: "single" },
      { type: "toggle", selection: pick(3) },
    );
    expect(state.kind).toBe("single");
  });

  it("offers system bets from three selections, with a size below the count", () => {
    const three = apply(
      EMPTY_SLIP,
      { type: "toggle", selection: pick(1) },
      { type: "toggle", selection: pick(2) },
      { type: "toggle", selection: pick(3) },
      { type: "kind", kind: "system" },
    );
    expect(three).toMatchObject({ kind: "system", systemSize: 2 });
    expect(apply(three, { type: "system-size", size: 3 }).systemSize).toBe(2);
    expect(apply(three, { type: "remove", selectionId: "3:1x2:home" }).kind).toBe("accumulator");
  });

  it("allows only singles while two selections are of one event", () => {
    const state = apply(
      EMPTY_SLIP,
      { type: "toggle", selection: pick(1, "home") },
      { type: "toggle", selection: pick(1, "draw") },
    );
    expect(allowedKinds(state.selections)).toEqual(["single"]);
    expect(state.kind).toBe("single");
  });

  it("takes accepted odds and drops placed selections, keeping the stake", () => {
    const state = apply(
      EMPTY_SLIP,
      { type: "toggle", selection: pick(1) },
      { type: "toggle", selection: pick(2) },
      { type: "stake", stake: "5" },
      { type: "accept", odds: [{ selectionId: "2:1x2:home", odds: "2.40" }] },
    );
    expect(state.selections[1]?.odds).toBe("2.40");
    const placed = apply(state, { type: "placed", selectionIds: ["1:1x2:home", "2:1x2:home"] });
    expect(placed.selections).toEqual([]);
    expect(placed.stake).toBe("5");
  });

  it("reads a stored slip, and an empty one from anything unreadable", () => {
    const state = apply(EMPTY_SLIP, { type: "toggle", selection: pick(1) });
    expect(readSlip(JSON.stringify(state))).toEqual(state);
    expect(readSlip("{broken")).toEqual(EMPTY_SLIP);
    expect(readSlip(JSON.stringify({ selections: "x" }))).toEqual(EMPTY_SLIP);
    expect(readSlip(null)).toEqual(EMPTY_SLIP);
  });
});

describe("odds-change policy", () => {
  it("accept any: takes every move by itself, sending the current price", () => {
    expect(needsAcceptance("down", "any")).toBe(false);
    expect(oddsToSend("2.00", "1.80", "any")).toBe("1.80");
  });

  it("only higher: takes a better price, asks about a worse one", () => {
    expect(needsAcceptance("up", "higher")).toBe(false);
    expect(needsAcceptance("down", "higher")).toBe(true);
    expect(oddsToSend("2.00", "2.20", "higher")).toBe("2.20");
    expect(oddsToSend("2.00", "1.80", "higher")).toBe("2.00");
  });

  it("none: asks about every move and sends the slip's price", () => {
    expect(needsAcceptance("up", "none")).toBe(true);
    expect(needsAcceptance("same", "none")).toBe(false);
    expect(oddsToSend("2.00", "2.20", "none")).toBe("2.00");
  });
});
