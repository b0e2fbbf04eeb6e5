import { ErrorCode } from "../../contracts/errors.ts";
import type { Db } from "../../server/db/client.ts";
import { AppError } from "../../server/platform/errors.ts";
import { HOUSE_CATALOGUE, type CatalogueEntry } from "../games/catalogue.ts";
import type { GameId } from "../games/registry.ts";
import type { CurrencyLookup, HouseCurrency } from "./currencies.ts";
import { demoPlayerRef } from "./demo-wallet.ts";
import { engineOf } from "./engines.ts";
import { balanceError, sessionExpired } from "./errors.ts";
import { demoFunds, operatorFunds, type Funds } from "./funds.ts";
import type { HouseLaunch } from "./launch.ts";
import type { WalletClient } from "./wallet-client.ts";

/**
 * Who is playing what, from a verified launch: the catalogue entry, its engine, the currency,
 * the player ref the studio keys seeds and rounds by, and where the money moves. A real
 * launch's player is whoever the operator's balance call names (its `playerId`); a demo launch
 * is its own player (`demo:<hash of the token>`).
 */
export type PlayContext = {
  launch: HouseLaunch;
  entry: CatalogueEntry;
  engine: GameId;
  currency: HouseCurrency;
  playerRef: string;
  funds: Funds;
  /** The balance, when resolving the player already asked the wallet for it. */
  balance: string | null;
};

/** Tokens whose player is known: a launch token names one player for good. */
const KNOWN_TOKENS_MAX = 10_000;

export function findCatalogueEntry(identity: string): CatalogueEntry | undefined {
  return HOUSE_CATALOGUE.find((entry) => entry.identity === identity);
}

export function createContextResolver(deps: {
  db: Db;
  wallet: WalletClient;
  currency: CurrencyLookup;
  demoBalanceMajor: number;
}) {
  const playerByToken = new Map<string, string>();

  function remember(token: string, playerId: string) {
    if (playerByToken.size >= KNOWN_TOKENS_MAX) {
      const oldest = playerByToken.keys().next().value;
      if (oldest !== undefined) playerByToken.delete(oldest);
    }
    playerByToken.set(token, playerId);
  }

  async function fundsFor(input: {
    isDemo: boolean;
    provider: string;
    token: string;
    gameId: string;
    currency: HouseCurrency;
    playerRef: string;
  }): Promise<Funds> {
    const { currency } = input;
    if (input.isDemo) {
      return demoFunds({
        db: deps.db,
        key: input.playerRef,
        currency: currency.code,
        subunitToUnit: currency.subunitToUnit,
        startBalance: BigInt(deps.demoBalanceMajor) * currency.subunitToUnit,
      });
    }
    return operatorFunds({
      db: deps.db,
      wallet: deps.wallet,
      provider: input.provider,
      token: input.token,
      gameId: input.gameId,
      currency: currency.code,
      subunitToUnit: currency.subunitToUnit,
    });
  }

  async function currencyOf(code: string): Promise<HouseCurrency> {
    const currency = await deps.currency(code);
    if (!currency) {
      throw new AppError(400, ErrorCode.VALIDATION, `The currency ${code} is not supported`);
    }
    return currency;
  }

  return {
    fundsFor,
    currencyOf,
    /**
     * `allowExpired`: moves of an already open round may finish it after the launch expired
     * (the operator accepts wins on expired launches; extra stakes it refuses itself).
     */
    async resolve(
      launch: HouseLaunch,
      options: { allowExpired?: boolean } = {},
    ): Promise<PlayContext> {
      const entry = findCatalogueEntry(launch.game);
      if (!entry || entry.brand !== launch.provider) {
        throw AppError.notFound(`No house game ${launch.game}`);
      }
      if (!options.allowExpired && launch.expiresAt <= Date.now()) throw sessionExpired();
      const currency = await currencyOf(launch.currency);
      const base = { launch, entry, engine: engineOf(entry), currency };
      if (launch.demo) {
        const playerRef = demoPlayerRef(launch.token);
        const funds = await fundsFor({
          isDemo: true,
          provider: launch.provider,
          token: launch.token,
          gameId: launch.game,
          currency,
          playerRef,
        });
        return { ...base, playerRef, funds, balance: null };
      }
      const funds = await fundsFor({
        isDemo: false,
        provider: launch.provider,
        token: launch.token,
        gameId: launch.game,
        currency,
        playerRef: "",
      });
      const known = playerByToken.get(launch.token);
      if (known) return { ...base, playerRef: known, funds, balance: null };
      const result = await funds.balance();
      if (result.kind !== "ok") throw balanceError(result);
      remember(launch.token, result.response.playerId);
      return {
        ...base,
        playerRef: result.response.playerId,
        funds,
        balance: result.response.balance,
      };
    },
  };
}
export type ContextResolver = ReturnType<typeof createContextResolver>;
