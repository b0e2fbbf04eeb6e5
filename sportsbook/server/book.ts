import type { FastifyBaseLogger } from "fastify";
import {
  SPORTSBOOK_PROVIDER,
  type EventsQuery,
  type SportBet,
} from "../../contracts/sportsbook.ts";
import { createCurrencyLookup } from "../../house/server/currencies.ts";
import { createWalletClient } from "../../house/server/wallet-client.ts";
import type { Config } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import type { JobQueue } from "../../server/platform/jobs.ts";
import type { RealtimeServer } from "../../server/platform/realtime.ts";
import { gameProviderSecret } from "../../server/providers/games/secret.ts";
import { CATALOGUE } from "../catalogue/catalogue.ts";
import { localNames } from "../catalogue/local-names.ts";
import { createBets } from "./bets.ts";
import { createCashOut } from "./cashout.ts";
import { catalogueMatches, sportTree } from "./catalogue-views.ts";
import { createBookClock } from "./clock.ts";
import {
  countEventsByChampionship,
  selectEvent,
  selectEventPage,
  selectLiveEvents,
  selectTopEvents,
  type EventFilter,
} from "./event-store.ts";
import { createSandboxFeed } from "./feed-source.ts";
import { registerSportsbookJobs } from "./jobs.ts";
import { createLiveChannel } from "./live.ts";
import { createSessions } from "./session.ts";
import { createSettlement } from "./settlement.ts";
import { createTicker } from "./ticker.ts";
import { localizeEvent } from "./localize.ts";
import { createEventViews } from "./views.ts";

/**
 * The built-in sportsbook's parts wired together: the sandbox feed and its clock, the ticker
 * that applies the feed and publishes live changes, pricing views, bets, settlement and
 * cash-out, the live channel, and its seamless-wallet client (signed HTTP to this process's
 * own /callbacks/games/sevens-sportsbook, or HOUSE_WALLET_URL).
 */
export function createSportsbook(deps: {
  config: Config;
  db: Db;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  io: RealtimeServer;
}) {
  const { config, db, jobs, logger } = deps;
  const catalogue = CATALOGUE;
  const clock = createBookClock();
  const feed = createSandboxFeed(catalogue, config.SPORTSBOOK_SEED);
  const views = createEventViews(catalogue);
  const secret = gameProviderSecret(config.secrets.providerSecret, SPORTSBOOK_PROVIDER);

  const configured = config.HOUSE_WALLET_URL?.replace(/\/+$/, "") ?? null;
  let listeningUrl: string | null = null;
  const wallet = createWalletClient({
    walletUrl: () => configured ?? listeningUrl,
    secretFor: () => secret,
  });
  const sessions = createSessions({ secret, wallet, currencies: createCurrencyLookup(db) });
  // Declared before the live channel exists: the parts below tell players through it.
  const publishBet = (playerRef: string, bet: SportBet) => live.publishBet(playerRef, bet);
  const live = createLiveChannel({
    io: deps.io,
    db,
    clock,
    views,
    logger,
    playerOfToken: (token) => sessions.playerOfToken(token),
  });
  const ticker = createTicker({
    db,
    catalogue,
    feed,
    clock,
    views,
    jobs,
    logger,
    fixtureDays: config.SPORTSBOOK_FIXTURE_DAYS,
    publish: (changes) => live.publish(changes),
  });
  const bets = createBets({
    db,
    clock,
    catalogue,
    views,
    wallet,
    logger,
    publishBet,
  });

  const settlement = createSettlement({
    db,
    wallet,
    logger,
    publishBet,
  });
  const cashOut = createCashOut({
    db,
    clock,
    views,
    wallet,
    secret,
    publishBet,
  });
  const bookJobs = registerSportsbookJobs({
    db,
    jobs,
    logger,
    clock,
    ticker,
    bets,
    settlement,
    finishCashOut: (bet) => cashOut.finish(bet),
    tickMs: config.SPORTSBOOK_TICK_MS,
  });

  const page = (query: { page: number; perPage: number }, totalRows: number) => ({
    page: query.page,
    perPage: query.perPage,
    totalPages: Math.ceil(totalRows / query.perPage),
    totalRows,
  });

  async function eventPage(
    filter: EventFilter,
    query: { page: number; perPage: number; locale?: string | undefined },
  ) {
    const now = clock.now();
    const names = localNames(query.locale);
    const result = await selectEventPage(db, filter, query);
    return {
      data: result.rows.map((event) => localizeEvent(views.event(event, now), names)),
      meta: page(query, result.totalRows),
    };
  }

  return {
    catalogue,
    clock,
    feed,
    views,
    sessions,
    ticker,
    bets,
    settlement,
    cashOut,
    jobs: bookJobs,
    live,
    wallet,

    /** Names in `locale` (a BCP 47 tag) where the book has them, else English; so below. */
    async tree(locale?: string) {
      return sportTree(catalogue, await countEventsByChampionship(db), localNames(locale));
    },
    events(query: EventsQuery) {
      return eventPage(
        {
          sportId: query.sportId,
          categoryIds: query.categoryIds,
          championshipIds: query.championshipIds,
          status: query.status,
        },
        query,
      );
    },
    async topEvents(query: { sportId?: number; limit: number; locale?: string }) {
      const now = clock.now();
      const names = localNames(query.locale);
      const rows = await selectTopEvents(db, now, query.limit, query.sportId);
      return rows.map((event) => localizeEvent(views.event(event, now), names));
    },
    async liveEvents(query: { sportId?: number; limit: number; locale?: string }) {
      const now = clock.now();
      const names = localNames(query.locale);
      const rows = await selectLiveEvents(db, query.sportId, query.limit);
      return rows.map((event) => localizeEvent(views.event(event, now), names));
    },
    async event(id: number, locale?: string) {
      const event = await selectEvent(db, id);
      return event
        ? localizeEvent(views.eventWithMarkets(event, clock.now()), localNames(locale))
        : null;
    },
    /**
     * Open events by team, event, championship or category name (English, or in `locale`),
     * live first.
     */
    search(query: { name: string; page: number; perPage: number; locale?: string }) {
      const names = localNames(query.locale);
      return eventPage(
        {
          status: "all",
          search: { text: query.name, ...catalogueMatches(catalogue, query.name, names) },
        },
        query,
      );
    },

    /** The wallet's address once this process listens (the house studio learns it alike). */
    learnListeningUrl(url: string | null) {
      if (url && !listeningUrl) listeningUrl = url;
    },
  };
}
export type Sportsbook = ReturnType<typeof createSportsbook>;
