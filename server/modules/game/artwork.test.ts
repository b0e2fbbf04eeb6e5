import { describe, expect, it } from "vitest";
import { BRANDS, HOUSE_CATALOGUE } from "../../../house/games/catalogue.ts";
import { SCENES } from "./artwork-scenes.ts";
import { gameArtworkSvg } from "./artwork.ts";

const brandName = (identity: string) =>
  BRANDS.find((brand) => brand.identity === identity)?.name ?? "";

describe("lobby artwork", () => {
  const tiles = HOUSE_CATALOGUE.map((game) => ({
    game,
    svg: gameArtworkSvg({ identity: game.identity, name: game.name, brand: brandName(game.brand) }),
  }));

  it("draws a scene of its own for every house game, and only for them", () => {
    expect(Object.keys(SCENES).sort()).toEqual(HOUSE_CATALOGUE.map((game) => game.identity).sort());
    const scenes = new Set(HOUSE_CATALOGUE.map((game) => SCENES[game.identity]!()));
    expect(scenes.size).toBe(HOUSE_CATALOGUE.length);
  });

  it("names the game on its studio's band, with numbers that are numbers", () => {
    for (const { game, svg } of tiles) {
      expect(svg, game.identity).toMatch(/^<svg [^>]*viewBox="0 0 200 200"/);
      expect(svg, game.identity).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg, game.identity).toContain(`aria-label="${game.name}"`);
      expect(svg.match(/<svg/g)).toHaveLength(1);
    }
    const forge = tiles.find(({ game }) => game.brand === "lucky-forge")!.svg;
    const neon = tiles.find(({ game }) => game.brand === "neon-reels")!.svg;
    expect(forge).toContain("Georgia");
    expect(neon).toContain("monospace");
  });

  it("keeps games without a scene (the synthetic scale entries) on a generic tile", () => {
    const svg = gameArtworkSvg({ identity: "synthetic", name: "Scale Test", brand: "Synthetic" });
    expect(svg).toContain("linearGradient");
    expect(svg).toContain("Scale Test");
  });
});
