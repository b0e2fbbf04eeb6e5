import { describe, expect, it } from "vitest";
import type { GameWinner } from "../../../../contracts/game.ts";
import { mergeWinners, winnerFromMessage, WINNERS_SHOWN } from "./winners.ts";

let counter = 0;
function winner(overrides: Partial<GameWinner> = {}): GameWinner {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    playerName: "Ma***",
    game: {
      id: 1,
      identity: "slot-neon-fruits",
      name: "Neon Fruits",
      image: "/games/slot-neon-fruits.svg",
      provider: { identity: "neon-reels", name: "Neon Reels" },
    },
    currency: "USD",
    betAmount: "1.00",
    winAmount: "250.00",
    multiplier: "250.00",
    finishedAt: "2025-01-01T12:00:00.000Z",
    ...overrides,
  };
}

describe("live winners feed", () => {
  it("puts new wins on top of the loaded ones", () => {
    const loaded = [winner(), winner()];
    const live = winner();
    expect(mergeWinners(loaded, [live]).map((item) => item.id)).toEqual([
      live.id,
      loaded[0]!.id,
      loaded[1]!.id,
    ]);
  });

  it("shows a win that came both from the first load and the channel once", () => {
    const first = winner();
    const list = mergeWinners([first, winner()], [first]);
    expect(list.filter((item) => item.id === first.id)).toHaveLength(1);
    expect(list[0]!.id).toBe(first.id);
    expect(list).toHaveLength(2);
  });

  it("keeps only the newest wins", () => {
    const loaded = Array.from({ length: WINNERS_SHOWN }, () => winner());
    const incoming = [winner(), winner()];
    const list = mergeWinners(loaded, incoming);
    expect(list).toHaveLength(WINNERS_SHOWN);
    expect(list.slice(0, 2)).toEqual(incoming);
    expect(list.at(-1)!.id).toBe(loaded[WINNERS_SHOWN - 3]!.id);
    expect(mergeWinners(loaded, [], 3)).toEqual(loaded.slice(0, 3));
  });

  it("reads the win of a game.winner message and ignores anything else", () => {
    const win = winner();
    expect(winnerFromMessage({ event: "game.winner", winner: win })).toEqual(win);
    expect(winnerFromMessage({ event: "online.updated", count: 3 })).toBeNull();
    expect(winnerFromMessage({ event: "game.winner", winner: { id: "x" } })).toBeNull();
    expect(winnerFromMessage(null)).toBeNull();
  });
});
