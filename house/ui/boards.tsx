import { lazy, type LazyExoticComponent } from "react";
import type { Board } from "./board-types.ts";

/**
 * Engine type → the board that plays it, each in its own chunk so the iframe loads only its
 * game. The session names the type as the catalogue does ("slot") and rounds as the engine
 * does ("slots"); both reach the slot board.
 */
const BOARDS: Record<string, LazyExoticComponent<Board>> = {
  dice: lazy(() => import("./boards/dice.tsx")),
  limbo: lazy(() => import("./boards/limbo.tsx")),
  plinko: lazy(() => import("./boards/plinko.tsx")),
  keno: lazy(() => import("./boards/keno.tsx")),
  slots: lazy(() => import("./boards/slots.tsx")),
  mines: lazy(() => import("./boards/mines.tsx")),
  hilo: lazy(() => import("./boards/hilo.tsx")),
  roulette: lazy(() => import("./boards/roulette.tsx")),
  blackjack: lazy(() => import("./boards/blackjack.tsx")),
};

const ALIASES: Record<string, string> = { slot: "slots" };

export function boardFor(type: string): LazyExoticComponent<Board> | null {
  return BOARDS[ALIASES[type] ?? type] ?? null;
}
