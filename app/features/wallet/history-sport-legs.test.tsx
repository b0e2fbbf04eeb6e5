import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { SportWalletBet, SportWalletSettlement } from "../../../contracts/sportsbook.ts";
import { englishContent } from "../../../tests/support/catalogue.ts";
import { createI18n } from "../../lib/i18n.ts";
import { SportLegs } from "./history-sport-legs.tsx";

const leg = (eventId: number, selectionName: string, odds: string, isLive = false) => ({
  eventId,
  eventName: `Event ${eventId}`,
  sportId: 66,
  marketName: "Match result",
  selectionName,
  odds,
  startsAt: "2030-05-01T18:00:00.000Z",
  isLive,
});

function render(
  sport: SportWalletBet,
  settlement: SportWalletSettlement | null = null,
  isSettled = true,
): string {
  return renderToString(
    <I18nextProvider i18n={createI18n("en", englishContent())}>
      <SportLegs sport={sport} settlement={settlement} isSettled={isSettled} />
    </I18nextProvider>,
  ).replace(/<!-- -->/g, "");
}

describe("sport bets in the bets history", () => {
  it("shows an accumulator's total odds and every leg with its event, market and odds", () => {
    const html = render({
      kind: "accumulator",
      legs: 3,
      systemSize: null,
      odds: "5.82",
      selections: [
        leg(1, "Arsenal", "1.85"),
        leg(2, "Draw", "2.10"),
        leg(3, "Over 2.5", "1.50", true),
      ],
    });
    expect(html).toContain("Accumulator · 3 selections");
    expect(html).toContain("at 5.82");
    expect(html.match(/data-testid="sport-leg"/g)).toHaveLength(3);
    expect(html).toContain("Arsenal");
    expect(html).toContain("Event 1 · Match result");
    expect(html).toContain("1.85");
    expect(html).toContain("Event 3 · Match result · Live");
  });

  it("names a system bet by its size", () => {
    const html = render({
      kind: "system",
      legs: 3,
      systemSize: 2,
      odds: null,
      selections: [leg(1, "A", "2.00"), leg(2, "B", "2.00"), leg(3, "C", "2.00")],
    });
    expect(html).toContain("System 2/3");
    expect(html).not.toContain("at ");
  });

  const accumulator: SportWalletBet = {
    kind: "accumulator",
    legs: 3,
    systemSize: null,
    odds: "5.82",
    selections: [leg(1, "Arsenal", "1.85"), leg(2, "Draw", "2.10"), leg(3, "Over 2.5", "1.50")],
  };
  const results = (html: string) =>
    [...html.matchAll(/data-result="([a-z_]+)"[^>]*>([^<]+)</g)].map(([, result, text]) => [
      result,
      text,
    ]);

  it("shows each leg's result under a settled accumulator", () => {
    const html = render(accumulator, {
      ending: "settled",
      legs: [
        { result: "won", deadHeat: null },
        { result: "half_lost", deadHeat: null },
        { result: "dead_heat", deadHeat: "1/2" },
      ],
    });
    expect(results(html)).toEqual([
      ["won", "Won"],
      ["half_lost", "Half lost"],
      ["dead_heat", "Dead heat 1/2"],
    ]);
    expect(html).not.toContain("Cashed out");
  });

  it("says a bet was cashed out, partly while its round is open, and leaves unresulted legs bare", () => {
    const settlement: SportWalletSettlement = {
      ending: "cashed_out",
      legs: [
        { result: "void", deadHeat: null },
        { result: null, deadHeat: null },
        { result: "half_won", deadHeat: null },
      ],
    };
    const full = render(accumulator, settlement);
    expect(full).toMatch(/data-testid="sport-cashed-out"[^>]*>Cashed out</);
    expect(results(full)).toEqual([
      ["void", "Void"],
      ["half_won", "Half won"],
    ]);
    expect(render(accumulator, settlement, false)).toContain("Partly cashed out");
  });

  it("shows no results that do not match the legs", () => {
    const html = render(accumulator, {
      ending: "settled",
      legs: [{ result: "lost", deadHeat: null }],
    });
    expect(results(html)).toEqual([]);
  });
});
