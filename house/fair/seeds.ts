import { createHash, randomBytes } from "node:crypto";

/** A fresh server seed: 32 random bytes as 64 lowercase hex characters. */
export function generateServerSeed(): string {
  return randomBytes(32).toString("hex");
}

/** The commitment shown before play: hex SHA-256 of the server seed's UTF-8 text. */
export function hashServerSeed(serverSeed: string): string {
  return createHash("sha256").update(serverSeed).digest("hex");
}

/** A client seed suggestion (the player may type any 1–64 printable ASCII characters). */
export function generateClientSeed(): string {
  return randomBytes(10).toString("hex");
}

export class SeedError extends Error {
  override readonly name = "SeedError";
  readonly code: "invalid_client_seed" | "invalid_server_seed" | "nonce_exhausted";
  constructor(code: SeedError["code"], message: string) {
    super(message);
    this.code = code;
  }
}

const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;
const SERVER_SEED = /^[0-9a-f]{64}$/;

export function assertClientSeed(clientSeed: string): void {
  if (!CLIENT_SEED.test(clientSeed)) {
    throw new SeedError("invalid_client_seed", "client seed: 1–64 printable ASCII characters");
  }
}

function assertServerSeed(serverSeed: string): void {
  if (!SERVER_SEED.test(serverSeed)) {
    throw new SeedError("invalid_server_seed", "server seed: 64 lowercase hex characters");
  }
}

/**
 * One player's seed pair. `serverSeed` stays secret until rotation; `serverSeedHash` is shown.
 * `nextServerSeedHash` commits to the seed that the next rotation will activate.
 */
export type SeedState = {
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** The nonce the next bet will use. */
  readonly nonce: number;
  readonly nextServerSeed: string;
  readonly nextServerSeedHash: string;
};

/** What the player may see of the state. */
export type PublicSeedState = Omit<SeedState, "serverSeed" | "nextServerSeed">;

/** A retired pair: everything needed to verify each of its nonces 0 … nonce − 1. */
export type RevealedSeedPair = {
  readonly serverSeed: string;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** Bets placed with this pair (nonces 0 … nonceCount − 1). */
  readonly nonceCount: number;
};

export function createSeedState(
  options: { clientSeed?: string; serverSeed?: string; nextServerSeed?: string } = {},
): SeedState {
  const clientSeed = options.clientSeed ?? generateClientSeed();
  const serverSeed = options.serverSeed ?? generateServerSeed();
  const nextServerSeed = options.nextServerSeed ?? generateServerSeed();
  assertClientSeed(clientSeed);
  assertServerSeed(serverSeed);
  assertServerSeed(nextServerSeed);
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    nonce: 0,
    nextServerSeed,
    nextServerSeedHash: hashServerSeed(nextServerSeed),
  };
}

export function publicSeedState(state: SeedState): PublicSeedState {
  return {
    serverSeedHash: state.serverSeedHash,
    clientSeed: state.clientSeed,
    nonce: state.nonce,
    nextServerSeedHash: state.nextServerSeedHash,
  };
}

/** Take the nonce for one bet: the bet uses `seeds`, the state moves on to nonce + 1. */
export function takeNonce(state: SeedState): {
  seeds: { serverSeed: string; clientSeed: string; nonce: number; serverSeedHash: string };
  state: SeedState;
} {
  if (state.nonce >= Number.MAX_SAFE_INTEGER) {
    throw new SeedError("nonce_exhausted", "rotate the seed pair");
  }
  return {
    seeds: {
      serverSeed: state.serverSeed,
      clientSeed: state.clientSeed,
      nonce: state.nonce,
      serverSeedHash: state.serverSeedHash,
    },
    state: { ...state, nonce: state.nonce + 1 },
  };
}

/**
 * Rotation: reveal the active server seed, activate the committed next one, commit a new next
 * one, reset the nonce. The player may choose a new client seed at the same time (changing the
 * client seed always rotates, so one server seed never serves two client seeds).
 */
export function rotateSeeds(
  state: SeedState,
  options: { clientSeed?: string; nextServerSeed?: string } = {},
): { revealed: RevealedSeedPair; state: SeedState } {
  const clientSeed = options.clientSeed ?? state.clientSeed;
  const nextServerSeed = options.nextServerSeed ?? generateServerSeed();
  assertClientSeed(clientSeed);
  assertServerSeed(nextServerSeed);
  return {
    revealed: {
      serverSeed: state.serverSeed,
      serverSeedHash: state.serverSeedHash,
      clientSeed: state.clientSeed,
      nonceCount: state.nonce,
    },
    state: {
      serverSeed: state.nextServerSeed,
      serverSeedHash: state.nextServerSeedHash,
      clientSeed,
      nonce: 0,
      nextServerSeed,
      nextServerSeedHash: hashServerSeed(nextServerSeed),
    },
  };
}

/** The player's new client seed: rotates the pair (see rotateSeeds). */
export function changeClientSeed(
  state: SeedState,
  clientSeed: string,
  nextServerSeed?: string,
): { revealed: RevealedSeedPair; state: SeedState } {
  return rotateSeeds(state, { clientSeed, nextServerSeed });
}

/** Does a revealed server seed match the hash that was shown before play? */
export function checkServerSeed(serverSeed: string, serverSeedHash: string): boolean {
  return hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
}
