export type SymbolKind = "regular" | "wild" | "scatter";

export type SlotSymbol = {
  /** One character; reel strips are strings of these codes. */
  code: string;
  name: string;
  /** Artwork colours for the generated SVG: fill and accent. */
  colour: string;
  accent: string;
  kind: SymbolKind;
  /**
   * Pays for 3, 4 and 5 of a kind: regular and wild symbols in multiples of the line bet on a
   * payline (left to right from reel 1), the scatter in multiples of the total bet, anywhere.
   */
  pays: readonly [number, number, number];
};

export type Volatility = "low" | "medium" | "high";

export type SlotTitle = {
  id: string;
  name: string;
  /** Studio brand identity (see catalogue BRANDS). */
  brand: string;
  theme: string;
  volatility: Volatility;
  /** The first `paylines` lines of PAYLINES (10, 20 or 25). */
  paylines: number;
  symbols: readonly SlotSymbol[];
  /** Five reel strips, each a string of symbol codes read top to bottom, wrapping around. */
  reels: readonly [string, string, string, string, string];
  /** 3+ scatters award `award` free spins (also during free spins, up to `cap` in total). */
  freeSpins: { award: number; multiplier: number; cap: number };
  /** Exact RTP of the title (base game + feature), computed by slots/maths.ts. */
  rtp: number;
};
