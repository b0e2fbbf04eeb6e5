import type {
  GameBet,
  GameBetsQuery,
  GameSpin,
  GameSpinsQuery,
  GameWinner,
} from "../../../contracts/game.ts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { walletAccounts } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { Cache } from "../../platform/cache.ts";
import { selectBigWins, selectPlayerBets, selectPlayerSpins } from "./round-store.ts";
import { toGameBet, toGameSpin, toGameWinner } from "./round-views.ts";
import { pageMeta, type Paged } from "./service.ts";

/**
 * The play history: a player's bets (open or settled rounds) and spins (finished rounds), and the
 * public feed of recent big wins. The feed is read by every home page, so it is cached briefly;
 * new wins also arrive live on global:winners.
 */

export const WINNERS_CACHE_TTL_MS = 5_000;

export interface GameHistory {
  listBets(playerId: string, query: GameBetsQuery): Promise<Paged<GameBet>>;
  listSpins(playerId: string, query: GameSpinsQuery): Promise<Paged<GameSpin>>;
  listWinners(perPage: number): Promise<GameWinner[]>;
}

export function createGameHistory(deps: {
  db: Db;
  cache: Cache;
  winnersTtlMs?: number;
}): GameHistory {
  const { db, cache } = deps;
  const winnersTtl = deps.winnersTtlMs ?? WINNERS_CACHE_TTL_MS;

  /** Another player's (or no) account is 404, as every foreign id: an empty page would say it exists. */
  async function requireOwnAccount(playerId: string, accountId: string | undefined) {
    if (accountId === undefined) return;
    const [own] = await db
      .select({ id: walletAccounts.id })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.id, accountId), eq(walletAccounts.playerId, playerId)))
      .limit(1);
    if (!own) throw AppError.notFound("Account not found");
  }

  return {
    async listBets(playerId, query) {
      await requireOwnAccount(playerId, query.accountId);
      const page = await selectPlayerBets(db, playerId, query);
      return {
        data: page.rows.map(toGameBet),
        meta: pageMeta(query.page, query.perPage, page.totalRows),
      };
    },
    async listSpins(playerId, query) {
      await requireOwnAccount(playerId, query.accountId);
      const page = await selectPlayerSpins(db, playerId, query);
      return {
        data: page.rows.map(toGameSpin),
        meta: pageMeta(query.page, query.perPage, page.totalRows),
      };
    },
    async listWinners(perPage) {
      const load = async () => (await selectBigWins(db, perPage)).map(toGameWinner);
      if (winnersTtl <= 0) return load();
      return cache.getOrSet(`game:v1:winners:${perPage}`, winnersTtl, load);
    },
  };
}
