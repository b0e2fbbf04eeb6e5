import * as blackjack from "./blackjack.ts";
import * as dice from "./dice.ts";
import * as hilo from "./hilo.ts";
import * as keno from "./keno.ts";
import * as limbo from "./limbo.ts";
import * as mines from "./mines.ts";
import * as plinko from "./plinko.ts";
import * as roulette from "./roulette.ts";
import { maxWinBound } from "./slots/maths.ts";
import { SLOT_TITLES } from "./slots/titles.ts";
import type { Volatility } from "./slots/types.ts";

/** The studio brands that appear as game providers. */
export const BRANDS = [
  { identity: "sevens-originals", name: "Sevens Originals" },
  { identity: "lucky-forge", name: "Lucky Forge" },
  { identity: "neon-reels", name: "Neon Reels" },
] as const;
export type BrandIdentity = (typeof BRANDS)[number]["identity"];

export type HouseGameType =
  "dice" | "limbo" | "mines" | "plinko" | "keno" | "hilo" | "roulette" | "blackjack" | "slot";

export type CatalogueEntry = {
  /** Unique, URL-safe: "sevens-dice", "slot-golden-pharaoh". */
  identity: string;
  name: string;
  brand: BrandIdentity;
  type: HouseGameType;
  category: "originals" | "table" | "slots";
  /** Return to player as a fraction (0.99 = 99 %); a slot's exact figure. */
  rtp: number;
  houseEdge: number;
  /** Largest return of one round in bets (for slots an upper bound). */
  maxWinMultiplier: number;
  /** "adjustable" when the player chooses the risk (target, mines, rows…). */
  volatility: Volatility | "adjustable";
  paylines: number | null;
  /** For slots: the title id the engine takes as `params.title`. */
  slotTitle: string | null;
  theme: string | null;
  hasDemo: true;
};

type Engine = { RTP: number; HOUSE_EDGE: number; MAX_WIN_MULTIPLIER: number };
const original = (
  type: Exclude<HouseGameType, "slot">,
  name: string,
  engine: Engine,
  volatility: CatalogueEntry["volatility"],
  category: CatalogueEntry["category"] = "originals",
): CatalogueEntry => ({
  identity: `sevens-${type}`,
  name,
  brand: "sevens-originals",
  type,
  category,
  rtp: engine.RTP,
  houseEdge: engine.HOUSE_EDGE,
  maxWinMultiplier: engine.MAX_WIN_MULTIPLIER,
  volatility,
  paylines: null,
  slotTitle: null,
  theme: null,
  hasDemo: true,
});

export const HOUSE_CATALOGUE: readonly CatalogueEntry[] = [
  original("dice", "Dice", dice, "adjustable"),
  original("limbo", "Limbo", limbo, "adjustable"),
  original("mines", "Mines", mines, "adjustable"),
  original("plinko", "Plinko", plinko, "adjustable"),
  original("keno", "Keno", keno, "adjustable"),
  original("hilo", "Hi-Lo", hilo, "adjustable"),
  original("roulette", "European Roulette", roulette, "adjustable", "table"),
  original("blackjack", "Blackjack", blackjack, "low", "table"),
  ...SLOT_TITLES.map((title): CatalogueEntry => ({
    identity: `slot-${title.id}`,
    name: title.name,
    brand: title.brand as BrandIdentity,
    type: "slot",
    category: "slots",
    rtp: title.rtp,
    houseEdge: Math.round((1 - title.rtp) * 1e6) / 1e6,
    maxWinMultiplier: maxWinBound(title),
    volatility: title.volatility,
    paylines: title.paylines,
    slotTitle: title.id,
    theme: title.theme,
    hasDemo: true,
  })),
];
