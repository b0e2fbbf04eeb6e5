/**
 * A game provider adapter: the operator's side of one studio or aggregator. It knows which
 * catalogue providers (identities in game_providers) it serves, the secret each of them signs
 * its seamless-wallet calls with (contracts/game-wallet.ts), and how to turn a launch into the
 * URL the app opens in the game iframe.
 */

/** What the play endpoint hands an adapter for one launch. */
export interface GameLaunchInput {
  /** The launch token the provider's wallet calls will carry (only its hash is stored). */
  token: string;
  /** The game's catalogue identity. */
  gameIdentity: string;
  /** The catalogue provider identity the game belongs to. */
  provider: string;
  demo: boolean;
  currency: string;
  locale: string;
  /** Where the game's lobby button leads; null for none. */
  lobbyUrl: string | null;
  /** 1 mobile, 2 desktop. */
  platform: 1 | 2;
  expiresAt: Date;
}

export interface GameProviderAdapter {
  /** The catalogue provider identities this adapter serves. */
  readonly identities: readonly string[];
  /** The HMAC secret of one served identity; null for an identity it does not serve. */
  secretFor(identity: string): string | null;
  /**
   * The game page to open (absolute, or a same-origin path), and the token the app hands the
   * game when the provider has its own (a sportsbook's); the launch token otherwise.
   */
  launch(input: GameLaunchInput): Promise<{ gameUrl: string; token?: string }>;
  /**
   * Grants a player free rounds of one game (a free-spin package), by the operator's id for them;
   * granting the same again is harmless. Throws when the provider did not confirm (retry later).
   * Absent: the provider takes no free rounds.
   */
  grantFreeRounds?(grant: FreeRoundsGrantInput): Promise<void>;
  /** Takes back the free rounds left of a grant; harmless when none are left. */
  revokeFreeRounds?(input: { reference: string; provider: string }): Promise<void>;
}

/** Free rounds to grant: `count` spins of `betAmount` (major units) of one game. */
export interface FreeRoundsGrantInput {
  reference: string;
  provider: string;
  playerId: string;
  gameIdentity: string;
  currency: string;
  betAmount: string;
  count: number;
  expiresAt: Date | null;
}

/** Every adapter of this process, looked up by provider identity. */
export interface GameProviders {
  /** The adapter serving a provider identity, if any (no adapter: the game can't be launched). */
  get(identity: string): GameProviderAdapter | undefined;
  /** The wallet secret of a provider identity; null when no adapter serves it. */
  secretFor(identity: string): string | null;
  /** Every served identity. */
  identities(): string[];
}

/** A lookup over adapters; an identity served twice is a wiring mistake and throws. */
export function gameProviderRegistry(adapters: readonly GameProviderAdapter[]): GameProviders {
  const byIdentity = new Map<string, GameProviderAdapter>();
  for (const adapter of adapters) {
    for (const identity of adapter.identities) {
      if (byIdentity.has(identity)) {
        throw new Error(`game providers: ${identity} is served by two adapters`);
      }
      byIdentity.set(identity, adapter);
    }
  }
  return {
    get: (identity) => byIdentity.get(identity),
    secretFor: (identity) => byIdentity.get(identity)?.secretFor(identity) ?? null,
    identities: () => [...byIdentity.keys()],
  };
}
