import { describe, expect, it } from "vitest";
import { makeLiveEvent, makeMarket } from "../../../../tests/support/sport-events.ts";
import { linePrice } from "./slip-prices.ts";
import type { SlipSelection } from "./slip-state.ts";

const selection: SlipSelection = {
  selectionId: "7:1x2:home",
  eventId: 7,
  eventName: "Arsenal vs Chelsea",
  sportId: 66,
  marketId: "1x2",
  marketName: "Match result",
  selectionName: "Arsenal",
  odds: "1.85",
  isLive: true,
  isMain: true,
  startsAt: "2030-05-01T18:00:00.000Z",
  eventPath: "/sport/event/7",
};

const withHomeOdds = (odds: string, status: "open" | "suspended" = "open") => {
  const market = makeMarket(7, { status });
  market.selections[0] = { id: "7:1x2:home", outcome: "home", name: "Arsenal", odds };
  return market;
};

describe("slip line prices", () => {
  it("shows the slip's own price while the channel says nothing", () => {
    expect(linePrice(selection, undefined, "higher")).toMatchObject({
      odds: "1.85",
      move: "same",
      needsAcceptance: false,
      send: "1.85",
    });
  });

  it("follows the live price and asks to accept a worse one under 'only higher'", () => {
    const entry = { event: makeLiveEvent({ id: 7 }), markets: [withHomeOdds("1.70")] };
    expect(linePrice(selection, entry, "higher")).toMatchObject({
      odds: "1.70",
      move: "down",
      needsAcceptance: true,
      send: "1.85",
    });
    expect(linePrice(selection, entry, "any")).toMatchObject({
      needsAcceptance: false,
      send: "1.70",
    });
  });

  it("takes a better price by itself under 'only higher'", () => {
    const entry = { event: makeLiveEvent({ id: 7 }), markets: [withHomeOdds("2.05")] };
    expect(linePrice(selection, entry, "higher")).toMatchObject({ move: "up", send: "2.05" });
  });

  it("marks suspended markets and events", () => {
    const suspendedMarket = {
      event: makeLiveEvent({ id: 7 }),
      markets: [withHomeOdds("1.85", "suspended")],
    };
    expect(linePrice(selection, suspendedMarket, "any").suspended).toBe(true);
    const suspendedEvent = {
      event: makeLiveEvent({ id: 7, isSuspended: true }),
      markets: [withHomeOdds("1.85")],
    };
    expect(linePrice(selection, suspendedEvent, "any").suspended).toBe(true);
  });

  it("marks a selection that cannot be bet on any more", () => {
    const ended = {
      event: makeLiveEvent({ id: 7, status: "ended", isLive: false }),
      markets: null,
    };
    expect(linePrice(selection, ended, "any").unavailable).toBe(true);
    const closed = {
      event: makeLiveEvent({ id: 7 }),
      markets: [makeMarket(7, { id: "btts", type: "btts" })],
    };
    expect(linePrice(selection, closed, "any").unavailable).toBe(true);
  });

  it("reads the main market of an event of the live list, whose markets it does not hold", () => {
    const event = makeLiveEvent({ id: 7, mainMarket: withHomeOdds("1.95") });
    expect(linePrice(selection, { event, markets: null }, "none")).toMatchObject({
      odds: "1.95",
      needsAcceptance: true,
    });
  });
});
