import { ErrorCode } from "../../../contracts/errors.ts";

/** How the query value of a modal is read. */
export type ModalValueRule =
  /** The key is a switch: its value is always "true". */
  | { kind: "flag" }
  /** One of a fixed set of values; anything else becomes the fallback. */
  | { kind: "choice"; options: readonly string[]; fallback: string }
  /** A free value matching `pattern` (a code from a link, a session id); else the fallback. */
  | { kind: "text"; pattern: RegExp; fallback: string };

/**
 * How the game modals travel in the address (`?restricted-bets=sevens-dice`). The value is the
 * game's identity for every game modal, so a link or a reload restores which game it was about;
 * game-limit-reached carries the limit's error code instead. Anything else becomes the fallback,
 * which the bodies read as "no particular game".
 */

/** The fallback of the identity-valued modals: the body speaks of "this game" and links nowhere. */
export const NO_GAME_VALUE = "none";

/** Catalogue identities (contracts/game.ts idOrIdentitySchema), never markup or paths. */
export const GAME_IDENTITY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

export const gameIdentityValue: ModalValueRule = {
  kind: "text",
  pattern: GAME_IDENTITY_PATTERN,
  fallback: NO_GAME_VALUE,
};

/** SPEC "Reference shapes": the codes of a reached game limit. */
export const GAME_LIMIT_CODES = [
  ErrorCode.GAME_LIMIT_BET,
  ErrorCode.GAME_LIMIT_LOSS,
  ErrorCode.GAME_LIMIT_OTHER,
] as const;
export type GameLimitCode = (typeof GAME_LIMIT_CODES)[number];

export const gameLimitValue: ModalValueRule = {
  kind: "choice",
  options: GAME_LIMIT_CODES.map(String),
  fallback: String(ErrorCode.GAME_LIMIT_OTHER),
};

/** The identity a modal value names, or null for the fallback. */
export function gameIdentityOf(value: string): string | null {
  return value !== NO_GAME_VALUE && GAME_IDENTITY_PATTERN.test(value) ? value : null;
}

/** Which limit a game-limit-reached value names; anything unknown reads as "another limit". */
export function gameLimitCodeOf(value: string): GameLimitCode {
  const code = Number(value);
  return (GAME_LIMIT_CODES as readonly number[]).includes(code)
    ? (code as GameLimitCode)
    : ErrorCode.GAME_LIMIT_OTHER;
}
