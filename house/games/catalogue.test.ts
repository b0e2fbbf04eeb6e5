import { describe, expect, it } from "vitest";
import { BRANDS, HOUSE_CATALOGUE } from "./catalogue.ts";
import { GAMES } from "./registry.ts";

describe("house catalogue", () => {
  it("lists every game once with its maths and a demo", () => {
    const identities = HOUSE_CATALOGUE.map((game) => game.identity);
    expect(new Set(identities).size).toBe(identities.length);
    expect(HOUSE_CATALOGUE.length).toBeGreaterThanOrEqual(38);
    for (const type of [
      "dice",
      "limbo",
      "mines",
      "plinko",
      "keno",
      "hilo",
      "roulette",
      "blackjack",
    ]) {
      expect(HOUSE_CATALOGUE.filter((game) => game.type === type)).toHaveLength(1);
    }
    expect(HOUSE_CATALOGUE.filter((game) => game.type === "slot").length).toBeGreaterThanOrEqual(
      30,
    );
    for (const game of HOUSE_CATALOGUE) {
      expect(game.hasDemo).toBe(true);
      expect(game.rtp).toBeGreaterThan(0.94);
      expect(game.rtp).toBeLessThan(1);
      expect(game.rtp + game.houseEdge).toBeCloseTo(1, 6);
      expect(game.maxWinMultiplier).toBeGreaterThan(1);
      expect(BRANDS.map((brand) => brand.identity)).toContain(game.brand);
      if (game.type === "slot") expect(game.paylines).toBeGreaterThan(0);
    }
    expect(new Set(HOUSE_CATALOGUE.map((game) => game.brand)).size).toBe(3);
  });

  it("matches the engines' constants", () => {
    const dice = HOUSE_CATALOGUE.find((game) => game.identity === "sevens-dice");
    expect(dice).toMatchObject({ rtp: GAMES.dice.RTP, maxWinMultiplier: 9_900 });
  });
});
