import { createHmac } from "node:crypto";
import { nextInt } from "./draw.ts";

/** A source of uniform floats in [0, 1). Every game draws its randomness through one. */
export type Rng = {
  /** The next float of the stream, in [0, 1) with 32 bits of precision. */
  nextFloat(): number;
  /** How many floats have been consumed so far. */
  readonly used: number;
};

/** Bytes in one HMAC-SHA256 block, and floats carved out of it (four bytes each). */
export const BYTES_PER_ROUND = 32;
export const BYTES_PER_FLOAT = 4;
export const FLOATS_PER_ROUND = BYTES_PER_ROUND / BYTES_PER_FLOAT;

/**
 * bytes = HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`).
 * The server seed is used as the UTF-8 string the player sees (hex), not decoded.
 */
export function fairBytes(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  round: number,
): Uint8Array {
  assertCounter("nonce", nonce);
  assertCounter("round", round);
  const digest = createHmac("sha256", serverSeed)
    .update(`${clientSeed}:${nonce}:${round}`)
    .digest();
  return new Uint8Array(digest.buffer, digest.byteOffset, digest.byteLength);
}

/** float = b0/256 + b1/256² + b2/256³ + b3/256⁴ — exact in a double, always < 1. */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let value = 0;
  let scale = 1;
  for (let i = 0; i < BYTES_PER_FLOAT; i += 1) {
    scale /= 256;
    value += (bytes[offset + i] ?? 0) * scale;
  }
  return value;
}

/** The first `count` floats of a round's stream, consuming rounds 0, 1, 2… as needed. */
export function fairFloats(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
): number[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError("count must be an integer ≥ 0");
  const rng = fairRng(serverSeed, clientSeed, nonce);
  const floats: number[] = [];
  for (let i = 0; i < count; i += 1) floats.push(rng.nextFloat());
  return floats;
}

/** A lazy float stream for one bet (one nonce): a new HMAC round every eight floats. */
export function fairRng(serverSeed: string, clientSeed: string, nonce: number): Rng {
  assertCounter("nonce", nonce);
  let round = 0;
  let block: Uint8Array | null = null;
  let index = FLOATS_PER_ROUND;
  let used = 0;
  return {
    nextFloat() {
      if (index === FLOATS_PER_ROUND) {
        block = fairBytes(serverSeed, clientSeed, nonce, round);
        round += 1;
        index = 0;
      }
      const value = bytesToFloat(block as Uint8Array, index * BYTES_PER_FLOAT);
      index += 1;
      used += 1;
      return value;
    },
    get used() {
      return used;
    },
  };
}

/** A stream over fixed floats, for tests and hand-picked outcomes; throws when exhausted. */
export function arrayRng(floats: readonly number[]): Rng {
  let used = 0;
  return {
    nextFloat() {
      const value = floats[used];
      if (value === undefined) throw new RangeError(`arrayRng exhausted after ${used} floats`);
      if (!(value >= 0 && value < 1)) throw new RangeError(`float out of [0, 1): ${value}`);
      used += 1;
      return value;
    },
    get used() {
      return used;
    },
  };
}

function assertCounter(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a safe integer ≥ 0`);
  }
}

/** `count` integers in [0, max) from the fair stream of one nonce (with replacement). */
export function fairIntegers(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  count: number,
  max: number,
): number[] {
  const rng = fairRng(serverSeed, clientSeed, nonce);
  const values: number[] = [];
  for (let i = 0; i < count; i += 1) values.push(nextInt(rng, max));
  return values;
}
