/**
 * Which way the game page opens a game (SPEC §2: /game/{identity}?real=true). The address is
 * the state: `real=true` asks for real money, `real=false` for demo, nothing leaves the choice
 * to the rules below. Pure, so every combination is tested.
 */

export type PlayMode = "real" | "demo";

export type PlayDecision =
  /** The stored session is still being restored: nothing is decided yet. */
  | { kind: "wait" }
  /** Launch the game in this mode now. */
  | { kind: "launch"; mode: PlayMode }
  /** A player who came without a preference: offer real money and demo side by side. */
  | { kind: "choose" }
  /** Real money was asked for by a guest: sign in first (demo offered when there is one). */
  | { kind: "sign-in"; demoAvailable: boolean }
  /** Demo was asked for (or is all a guest may have) but the game has none. */
  | { kind: "demo-unavailable" };

export interface PlayDecisionInput {
  isPlayer: boolean;
  restoring: boolean;
  /** The `real` query value: "true", "false" or absent. */
  real: string | null;
  /** The game offers demo play. */
  demoAvailable: boolean;
}

/** The `real` query value as a request: real, demo, or no preference. */
export function requestedMode(real: string | null): PlayMode | null {
  if (real === "true") return "real";
  if (real === "false") return "demo";
  return null;
}

export function decidePlay(input: PlayDecisionInput): PlayDecision {
  if (input.restoring) return { kind: "wait" };
  const requested = requestedMode(input.real);
  if (!input.isPlayer) {
    // Guests play demo only; real money needs an account.
    if (requested === "real") return { kind: "sign-in", demoAvailable: input.demoAvailable };
    return input.demoAvailable ? { kind: "launch", mode: "demo" } : { kind: "demo-unavailable" };
  }
  if (requested === "real") return { kind: "launch", mode: "real" };
  if (requested === "demo") {
    return input.demoAvailable ? { kind: "launch", mode: "demo" } : { kind: "demo-unavailable" };
  }
  // Nothing to choose between when the game has no demo.
  return input.demoAvailable ? { kind: "choose" } : { kind: "launch", mode: "real" };
}

/** The query string with the mode set (other parameters kept). */
export function searchWithMode(search: string, mode: PlayMode): string {
  const params = new URLSearchParams(search);
  params.set("real", mode === "real" ? "true" : "false");
  return `?${params.toString()}`;
}

/** SPEC §7 play body `platform`: 1 on a phone (narrower than 528 px), else 2. */
export function platformForWidth(viewportWidth: number, mobileBreakpointPx: number): 1 | 2 {
  return viewportWidth < mobileBreakpointPx ? 1 : 2;
}
