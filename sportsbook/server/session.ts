import { SPORTSBOOK_PROVIDER } from "../../contracts/sportsbook.ts";
import { ErrorCode } from "../../contracts/errors.ts";
import type { CurrencyLookup, HouseCurrency } from "../../house/server/currencies.ts";
import { balanceError, sessionExpired } from "../../house/server/errors.ts";
import { decodeLaunch, type HouseLaunch } from "../../house/server/launch.ts";
import type { WalletClient } from "../../house/server/wallet-client.ts";
import { AppError } from "../../server/platform/errors.ts";
import { BoundedMap } from "./bounded-map.ts";
import { limitsOf, type BookLimits } from "./limits.ts";

/**
 * Who is betting: the launch the operator signed for the book (the play call's `token`, sent as
 * `Authorization: Bearer …`) and the player its seamless wallet names. A launch names one player
 * for good, so the player is asked for once per launch (kept in a bounded map).
 */

export interface BookSession {
  launch: HouseLaunch;
  /** The operator's player id. */
  playerRef: string;
  currency: HouseCurrency;
  limits: BookLimits;
  /** The balance when resolving the player asked the wallet for it. */
  balance: string | null;
}

const PLAYERS_KEPT = 10_000;

export function bearerToken(header: unknown): string | null {
  if (typeof header !== "string") return null;
  const match = /^Bearer\s+(\S{10,4000})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function createSessions(deps: {
  secret: string;
  wallet: WalletClient;
  currencies: CurrencyLookup;
}) {
  const players = new BoundedMap<string, string>(PLAYERS_KEPT);
  const secretFor = (provider: string) => (provider === SPORTSBOOK_PROVIDER ? deps.secret : null);

  function decode(token: string | null): HouseLaunch | null {
    const launch = token ? decodeLaunch(secretFor, token) : null;
    return launch && !launch.demo ? launch : null;
  }

  /** The player of a launch: cached, or the wallet's balance call. */
  async function playerOf(
    launch: HouseLaunch,
  ): Promise<{ playerRef: string; balance: string | null }> {
    const known = players.get(launch.token);
    if (known) return { playerRef: known, balance: null };
    const result = await deps.wallet.call(SPORTSBOOK_PROVIDER, {
      action: "balance",
      token: launch.token,
    });
    if (result.kind !== "ok") throw balanceError(result);
    players.set(launch.token, result.response.playerId);
    return { playerRef: result.response.playerId, balance: result.response.balance };
  }

  return {
    decode,
    /**
     * The session of a request's bearer; 401 when it is missing, forged or (with `active`)
     * expired: placing a bet needs a live launch, while bets already placed stay readable and
     * can be cashed out.
     */
    async open(header: unknown, options: { active: boolean }): Promise<BookSession> {
      const launch = decode(bearerToken(header));
      if (!launch) {
        throw AppError.unauthorized("Open the sportsbook again: this session is not valid");
      }
      if (options.active && launch.expiresAt <= Date.now()) throw sessionExpired();
      const currency = await deps.currencies(launch.currency);
      if (!currency) {
        throw new AppError(
          400,
          ErrorCode.VALIDATION,
          `The currency ${launch.currency} is not supported`,
        );
      }
      const player = await playerOf(launch);
      return { launch, ...player, currency, limits: limitsOf(currency) };
    },
    /** The player of a live-channel token, or null (no throw). */
    async playerOfToken(token: unknown): Promise<string | null> {
      const launch = decode(typeof token === "string" ? token : null);
      if (!launch) return null;
      try {
        return (await playerOf(launch)).playerRef;
      } catch {
        return null;
      }
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
