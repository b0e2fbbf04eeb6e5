/** Bad game parameters (target out of range, unknown bet type, illegal action…). */
export class GameInputError extends Error {
  override readonly name = "GameInputError";
  readonly game: string;
  readonly field: string;
  constructor(game: string, field: string, message: string) {
    super(`${game}: ${field}: ${message}`);
    this.game = game;
    this.field = field;
  }
}

export type Params = Record<string, unknown>;

export function asRecord(game: string, input: unknown): Params {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    throw new GameInputError(game, "params", "expected an object");
  }
  return input as Params;
}

export function intField(
  game: string,
  params: Params,
  field: string,
  min: number,
  max: number,
): number {
  const value = params[field];
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new GameInputError(game, field, `expected an integer between ${min} and ${max}`);
  }
  return value;
}

export function oneOf<T extends string>(
  game: string,
  params: Params,
  field: string,
  values: readonly T[],
): T {
  const value = params[field];
  if (typeof value !== "string" || !(values as readonly string[]).includes(value)) {
    throw new GameInputError(game, field, `expected one of ${values.join(", ")}`);
  }
  return value as T;
}

export function arrayField(game: string, params: Params, field: string, maxLength: number) {
  const value = params[field];
  if (!Array.isArray(value) || value.length > maxLength) {
    throw new GameInputError(game, field, `expected an array of at most ${maxLength} items`);
  }
  return value as unknown[];
}

export function assertBet(game: string, bet: bigint): void {
  if (bet < 0n) throw new GameInputError(game, "bet", "must be ≥ 0");
}
