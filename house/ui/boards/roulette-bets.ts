import {
  MAX_BETS,
  RED_NUMBERS,
  coveredNumbers,
  type RouletteBetType,
} from "../../games/roulette.ts";
import { GameInputError } from "../../games/errors.ts";

/**
 * The roulette board's bets. Each click on the table adds one chip of the frame's amount to a
 * bet; the spin sends one engine bet per distinct spot with its chips added up, in minor units
 * (house/games/roulette.ts: `amount` is minor units, the round's stake is their sum).
 */
export type BetSpot = { type: RouletteBetType; numbers?: number[]; index?: number };
export type Chip = { spot: BetSpot; minor: bigint };
export type PlacedBet = { key: string; spot: BetSpot; minor: bigint; chips: number };

export const ROULETTE_MAX_BETS = MAX_BETS;

/** European wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export type PocketColour = "green" | "red" | "black";

export function pocketColour(n: number): PocketColour {
  if (n === 0) return "green";
  return RED_NUMBERS.has(n) ? "red" : "black";
}

/** A stable key per spot: the same spot always aggregates into one bet. */
export function spotKey(spot: BetSpot): string {
  if (spot.numbers) return `${spot.type}:${[...spot.numbers].sort((a, b) => a - b).join("-")}`;
  if (spot.index !== undefined) return `${spot.type}:${spot.index}`;
  return spot.type;
}

/** Chips grouped by spot, in the order each spot first got a chip. */
export function placedBets(chips: readonly Chip[]): PlacedBet[] {
  const bets = new Map<string, PlacedBet>();
  for (const chip of chips) {
    const key = spotKey(chip.spot);
    const bet = bets.get(key);
    if (bet) {
      bet.minor += chip.minor;
      bet.chips += 1;
    } else {
      bets.set(key, { key, spot: chip.spot, minor: chip.minor, chips: 1 });
    }
  }
  return [...bets.values()];
}

export function totalMinor(chips: readonly Chip[]): bigint {
  return chips.reduce((sum, chip) => sum + chip.minor, 0n);
}

/** The engine's `params.bets`: amounts as strings of minor units. */
export function spinParams(chips: readonly Chip[]) {
  return {
    bets: placedBets(chips).map(({ spot, minor }) => ({
      type: spot.type,
      ...(spot.numbers ? { numbers: [...spot.numbers].sort((a, b) => a - b) } : {}),
      ...(spot.index !== undefined ? { index: spot.index } : {}),
      amount: minor.toString(),
    })),
  };
}

export const INSIDE_SIZES = { straight: 1, split: 2, street: 3, corner: 4, sixLine: 6 } as const;
export type InsideType = keyof typeof INSIDE_SIZES;

/**
 * An inside bet from the numbers the player tapped, or null when they are not that bet on the
 * layout (the engine decides: 0-1-2, 17-20, 1-2-4-5 …).
 */
export function insideSpot(type: InsideType, numbers: readonly number[]): BetSpot | null {
  if (numbers.length !== INSIDE_SIZES[type]) return null;
  try {
    return { type, numbers: coveredNumbers({ type, numbers: [...numbers] }) };
  } catch (error) {
    if (error instanceof GameInputError) return null;
    throw error;
  }
}

/** The numbers a spot covers (for highlighting a winning spot). */
export function spotNumbers(spot: BetSpot): number[] {
  return coveredNumbers(spot);
}

export function spotWins(spot: BetSpot, pocket: number): boolean {
  return coveredNumbers(spot).includes(pocket);
}

/** What a spot returns per chip staked: 36 / covered numbers (35:1 pays 36×). */
export function spotPayoutRatio(spot: BetSpot): number {
  return 36 / coveredNumbers(spot).length;
}

/** Grid placement of a spot on the table, wide (14 × 5) and tall (5 × 14) layouts. */
export type Placement = { row: string; column: string };
export type SpotPlacement = { wide: Placement; tall: Placement };

const span = (start: number, length = 1) => `${start} / span ${length}`;

export function numberPlacement(n: number): SpotPlacement {
  if (n === 0)
    return {
      wide: { row: span(1, 3), column: span(1) },
      tall: { row: span(1), column: span(3, 3) },
    };
  const streetIndex = Math.ceil(n / 3); // 1 … 12
  const columnIndex = ((n - 1) % 3) + 1; // 1 … 3 (1 = 1, 4, 7 …)
  return {
    wide: { row: span(4 - columnIndex), column: span(streetIndex + 1) },
    tall: { row: span(streetIndex + 1), column: span(columnIndex + 2) },
  };
}

export function columnPlacement(index: number): SpotPlacement {
  return {
    wide: { row: span(4 - index), column: span(14) },
    tall: { row: span(14), column: span(index + 2) },
  };
}

export function dozenPlacement(index: number): SpotPlacement {
  const start = (index - 1) * 4 + 2;
  return {
    wide: { row: span(4), column: span(start, 4) },
    tall: { row: span(start, 4), column: span(2) },
  };
}

export const EVEN_MONEY = ["low", "even", "red", "black", "odd", "high"] as const;
export type EvenMoneyType = (typeof EVEN_MONEY)[number];

export function evenMoneyPlacement(type: EvenMoneyType): SpotPlacement {
  const start = EVEN_MONEY.indexOf(type) * 2 + 2;
  return {
    wide: { row: span(5), column: span(start, 2) },
    tall: { row: span(start, 2), column: span(1) },
  };
}
