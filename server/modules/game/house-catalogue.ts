import { BRANDS, HOUSE_CATALOGUE, type CatalogueEntry } from "../../../house/games/catalogue.ts";
import type { CatalogueGameInput, CatalogueInput } from "./catalogue.ts";
import { collectionItems, seedCollections } from "./catalogue.ts";

/**
 * The house studio's games (house/games/catalogue.ts) as a catalogue source: each studio brand
 * is a provider, each entry a game. Every house game is provably fair and has a demo; slots run
 * the video-slot engine (paylines, wilds, scatters, free spins); originals let the player pick
 * the risk (their volatility is null with the feature "adjustable-risk").
 */

/** How many of the newest titles (the end of the studio's list) carry the "new" label. */
const NEW_TITLES = 6;

/** RTP as a percentage with two decimals: 0.9648 → 96.48. */
function percent(rtp: number): number {
  return Math.round(rtp * 10_000) / 100;
}

function features(entry: CatalogueEntry): string[] {
  const list = ["provably-fair"];
  if (entry.type === "slot") list.push("free-spins", "wilds", "scatters");
  if (entry.volatility === "adjustable") list.push("adjustable-risk");
  return list;
}

export function houseGame(entry: CatalogueEntry, position: number): CatalogueGameInput {
  const isSlot = entry.type === "slot";
  return {
    identity: entry.identity,
    name: entry.name,
    provider: entry.brand,
    type: entry.type,
    rtp: percent(entry.rtp),
    volatility: entry.volatility === "adjustable" ? null : entry.volatility,
    paylines: entry.paylines,
    isDemoMode: entry.hasDemo,
    features: features(entry),
    labels: position >= HOUSE_CATALOGUE.length - NEW_TITLES ? ["new"] : [],
    platforms: [1, 2],
    // Slots are drawn for a wide screen; originals and table games fit a squarer frame.
    screenWidthRatio: isSlot ? 16 : 4,
    screenHeightRatio: isSlot ? 9 : 3,
    position,
  };
}

export function houseCatalogue(): CatalogueInput {
  const games = HOUSE_CATALOGUE.map(houseGame);
  return {
    providers: BRANDS.map((brand, position) => ({
      identity: brand.identity,
      name: brand.name,
      position,
    })),
    games,
    collections: seedCollections,
    items: collectionItems(games),
  };
}
