/**
 * Each studio's slot cabinet around the reels, so its games look like they come from the same
 * maker: Sevens Originals a gold cabinet with bright reels, Lucky Forge riveted bronze and
 * parchment, Neon Reels black glass with a magenta glow. The symbols follow the same split
 * (slot-symbol.tsx).
 */
export interface StudioLook {
  /** Around the five reels. */
  frame: string;
  /** Each reel's window. */
  reel: string;
}

const LOOKS: Record<string, StudioLook> = {
  "sevens-originals": {
    frame:
      "bg-gradient-to-b from-amber-200 via-amber-400 to-amber-600 p-1.5 shadow-md shadow-amber-900/20 dark:from-amber-300 dark:via-amber-500 dark:to-amber-700",
    reel: "bg-gradient-to-b from-white via-amber-50 to-white dark:from-[#221a2e] dark:via-[#171221] dark:to-[#221a2e]",
  },
  "lucky-forge": {
    frame:
      "border-4 border-[#6b4a2b] bg-[#3b2a1a] p-1.5 shadow-[inset_0_0_0_2px_rgba(250,204,21,0.25)]",
    reel: "bg-gradient-to-b from-[#efe3cb] to-[#d6c29c] shadow-[inset_0_2px_6px_rgba(59,42,26,0.45)] dark:from-[#3a3029] dark:to-[#261f1a]",
  },
  "neon-reels": {
    frame: "bg-[#07030d] p-1.5 ring-2 ring-fuchsia-500/80 shadow-[0_0_22px_rgba(217,70,239,0.45)]",
    reel: "bg-[#0b0614] ring-1 ring-cyan-400/40",
  },
};

export function studioLook(brand: string): StudioLook {
  return LOOKS[brand] ?? LOOKS["sevens-originals"]!;
}
