import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { SportEventWithMarkets } from "../contracts/sportsbook.ts";
import { buildApp, type RunningApp } from "../server/app.ts";
import { checkLedger } from "../server/modules/wallet/check.ts";
import type { Sportsbook } from "../sportsbook/server/book.ts";
import {
  CONCURRENCY,
  benchConfig,
  benchDatabaseUrl,
  findPgbench,
  launchFundedPlayers,
  listenOnLoopback,
  load,
  percentile,
  postJson,
  printRows,
  runPgbench,
  withScratchDatabase,
  type Row,
} from "./support.ts";

/**
 * Issue 14: the built-in sportsbook against the database's floor. Players launch the book with
 * POST /api/game/games/sevens-sportsbook/play; pre-match singles are placed over HTTP at
 * /sportsbook/api/bets by CONCURRENCY clients for PLACE_SECONDS (each bet is a book request
 * that makes a signed seamless-wallet bet call over HTTP); the event is then topped up to
 * SETTLE_BETS open bets and driven to its result, and settling them all through the wallet
 * (one win or rollback call each) is timed, then timed again as a replay that moves nothing.
 * pgbench simple-update at the same concurrency runs first, on the same server.
 */

const PLAYERS = 50;
const PLACE_SECONDS = 10;
const SETTLE_BETS = 10_000;
/** A Saturday afternoon: the book's clock is stopped there. */
const BENCH_NOW = new Date("2030-01-05T13:00:00Z");

function bookOf(running: RunningApp): Sportsbook {
  const book = running.app.sportsbook;
  if (!book) throw new Error("no sportsbook");
  return book;
}

/** A soccer match starting hours after the clock, with its markets. */
async function benchEvent(base: string, book: Sportsbook): Promise<SportEventWithMarkets> {
  const day = Math.floor(BENCH_NOW.getTime() / 86_400_000);
  const fixture = book.feed
    .fixtures(day)
    .find(
      (candidate) =>
        candidate.sportId === 66 &&
        candidate.startsAt.getTime() > BENCH_NOW.getTime() + 3 * 3600_000 &&
        book.feed.timeline(candidate.id)?.messages.at(-1)?.state.status === "ended",
    );
  if (!fixture) throw new Error("no soccer match to bet on");
  const response = await fetch(`${base}/sportsbook/api/events/${fixture.id}`);
  return ((await response.json()) as { data: SportEventWithMarkets }).data;
}

function placeBet(base: string, token: string, selection: { id: string; odds: string }) {
  return postJson<{ data?: { status: string } }>(
    `${base}/sportsbook/api/bets`,
    {
      requestId: randomUUID(),
      kind: "single",
      stake: "1.00",
      legs: [{ selectionId: selection.id, odds: selection.odds }],
    },
    token,
  );
}

async function openBetsOn(
  running: RunningApp,
  eventId: number,
  states: readonly string[] = ["open"],
): Promise<number> {
  const result = (await running.platform.db.execute(sql`select count(*)::int as open
    from sportsbook_bets b join sportsbook_bet_legs l on l.bet_id = b.id
    where l.event_id = ${eventId} and b.state = any(${`{${states.join(",")}}`}::text[])`)) as unknown as {
    rows: { open: number }[];
  };
  return Number(result.rows[0]?.open ?? 0);
}

/** Milliseconds from the result to each of the event's bets settling, sorted. */
async function settledDelays(
  running: RunningApp,
  eventId: number,
  resultAt: number,
): Promise<number[]> {
  const result = (await running.platform.db.execute(sql`select b.settled_at
    from sportsbook_bets b join sportsbook_bet_legs l on l.bet_id = b.id
    where l.event_id = ${eventId} and b.settled_at is not null`)) as unknown as {
    rows: { settled_at: string | Date }[];
  };
  return result.rows
    .map((row) => new Date(row.settled_at).getTime() - resultAt)
    .sort((a, b) => a - b);
}

async function onPostgres(url: string): Promise<void> {
  const config = benchConfig({
    DATABASE_URL: url,
    SPORTSBOOK_TICK_MS: "0",
    SPORTSBOOK_FIXTURE_DAYS: "1",
  });
  try {
    const pgbench = findPgbench();
    const floor = pgbench ? runPgbench(pgbench, url) : undefined;
    if (!pgbench)
      console.log("\n(pgbench not found: install PostgreSQL's client tools for the floor)");
    const running = await buildApp({ config, withWebApp: false });
    const rows: Row[] = floor ? [floor] : [];
    const notes: string[] = [];
    try {
      const base = await listenOnLoopback(running);
      const book = bookOf(running);
      book.clock.set(BENCH_NOW);
      await book.ticker.tick();
      const tokens = await launchFundedPlayers(running, base, {
        game: "sevens-sportsbook",
        count: PLAYERS,
        emailPrefix: "bench-sport",
        funding: 100_000_000n,
      });
      const event = await benchEvent(base, book);
      const selection = event.mainMarket?.selections[0];
      if (!selection) throw new Error("the match has no main market");

      rows.push(
        await load(
          `bets placed: pre-match singles over HTTP, ${CONCURRENCY} clients, ${PLAYERS} players`,
          PLACE_SECONDS,
          async (worker, sequence) => {
            const token = tokens[(worker * 7 + sequence) % tokens.length] ?? "";
            const placed = await placeBet(base, token, selection);
            if (placed.status !== 201) throw new Error(`bet: ${placed.status}`);
          },
        ),
      );

      // Top the match up to SETTLE_BETS open bets (untimed), then drive it to its result.
      let open = await openBetsOn(running, event.id);
      while (open < SETTLE_BETS) {
        const batch = Math.min(200, SETTLE_BETS - open);
        await Promise.all(
          Array.from({ length: batch }, (_, index) =>
            placeBet(base, tokens[index % tokens.length] ?? "", selection),
          ),
        );
        open = await openBetsOn(running, event.id);
      }
      const end = book.feed.timeline(event.id)?.messages.at(-1)?.at ?? 0;
      book.clock.set(end + 1_000);
      // The result arrives: the tick schedules the settlement job, the job worker runs it.
      const resultAt = Date.now();
      await book.ticker.tick();
      while ((await openBetsOn(running, event.id, ["open", "settling"])) > 0) {
        if (Date.now() - resultAt > 15 * 60_000) throw new Error("settlement did not finish");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seconds = (Date.now() - resultAt) / 1000;
      const settled = await settledDelays(running, event.id, resultAt);
      rows.push({
        name: `settlement of ${open.toLocaleString("en")} open bets on one result (ms from result to each bet settled)`,
        perSecond: Math.round(settled.length / seconds),
        p50Ms: percentile(settled, 50),
        p99Ms: percentile(settled, 99),
        errors: open - settled.length,
      });
      notes.push(
        `settlement: ${settled.length} bets settled through the wallet ${seconds.toFixed(1)} s after the result`,
      );
      const replayStarted = performance.now();
      const replay = await book.settlement.settleEvent(event.id);
      notes.push(
        `settling the same result again: ${replay.settled} bets moved in ` +
          `${((performance.now() - replayStarted) / 1000).toFixed(2)} s (idempotent)`,
      );
      const ledger = await checkLedger(running.platform.db);
      notes.push(
        ledger.ok
          ? `ledger:check clean (${ledger.transactions} transactions, ${ledger.entries} entries)`
          : `ledger:check: ${ledger.problems.length} problem(s)`,
      );
    } finally {
      await running.close();
    }
    printRows(
      `Sportsbook on PostgreSQL, ${CONCURRENCY} concurrent clients`,
      rows,
      floor?.name ?? rows[0]?.name ?? "",
    );
    for (const note of notes) console.log(`\n${note}`);
  } finally {
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
}

export async function benchSportsbook(): Promise<void> {
  const adminUrl = benchDatabaseUrl();
  if (!adminUrl) {
    console.log(
      "\n(no BENCH_DATABASE_URL / TEST_DATABASE_URL: the sportsbook benchmark needs PostgreSQL)",
    );
    return;
  }
  await withScratchDatabase(adminUrl, onPostgres);
}
