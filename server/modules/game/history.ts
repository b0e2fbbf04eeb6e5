import type {
  GameBet,
  GameBetsQuery,
  GameSpin,
  GameSpinsQuery,
  GameWinner,
} from "../../../contracts/game.ts";
import type { Db } from "../../db/client.ts";
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
  return {
    async listBets(playerId, query) {
      const page = await selectPlayerBets(db, playerId, query);
      return {
        data: page.rows.map(toGameBet),
        meta: pageMeta(query.page, query.perPage, page.totalRows),
      };
    },
    async listSpins(playerId, query) {
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
