import { rmSync } from "node:fs";
import { buildApp, type RunningApp } from "../server/app.ts";
import { BET_TOPICS } from "../server/modules/game/bet-events.ts";
import { checkLedger } from "../server/modules/wallet/check.ts";
import { gameProviderSecret } from "../server/providers/games/secret.ts";
import { printCpuSplits, withCpuSplit, type CpuSplit } from "./cpu.ts";
import { benchGames } from "./games.ts";
import { ledgerTransfers } from "./ledger.ts";
import { runWalletLoad } from "./wallet-load.ts";
import {
  CONCURRENCY,
  benchConfig,
  benchDatabaseUrl,
  findPgbench,
  launchFundedPlayers,
  listenOnLoopback,
  printRows,
  runPgbench,
  withScratchDatabase,
  type Row,
} from "./support.ts";

/**
 * Issues 5 and 10: seamless-wallet calls over HTTP against the database's own floor, then the
 * games catalogue (bench/games.ts) on the same run.
 *
 * A provider's round is a signed `bet` of 1.00 EUR, then a signed `win` (0 or 2.00) that closes
 * it, each a separate HTTP call to /callbacks/games/{provider} with its own transaction id; the
 * tables count calls. autocannon keeps N connections busy from a child process
 * (./wallet-load.ts), each playing rounds for the players in turn (50 players, or all on one
 * player: those bets queue on that player's balance). Players
 * are registered over HTTP, funded through the ledger and launched with POST
 * /api/game/games/sevens-dice/play. A bet effect (a no-op consumer of bet.placed and
 * bet.settled) runs during the load: its lag is printed after. On PostgreSQL, pgbench's
 * simple-update at the same concurrency is the reference, and `ledger.transfer` in process
 * (player → house, a bet's movement) is measured beside it; `ledger:check` runs at the end.
 */

const PLAYERS = 50;
const ROUND_SECONDS = 10;
const PROVIDER = "sevens-originals";
const GAME = "sevens-dice";

interface Launched {
  token: string;
}

async function launchPlayers(running: RunningApp, base: string): Promise<Launched[]> {
  const tokens = await launchFundedPlayers(running, base, {
    game: GAME,
    count: PLAYERS,
    emailPrefix: "bench-casino",
    funding: 100_000_000n,
  });
  return tokens.map((token) => ({ token }));
}

interface CallsOptions {
  name: string;
  connections: number;
  /** Every call on the first player (its bets queue on its own balance). */
  onePlayer?: boolean;
}

/** Rounds (bet, then win) on every connection for ROUND_SECONDS, from a child process. */
async function walletCalls(
  base: string,
  secret: string,
  players: Launched[],
  options: CallsOptions,
): Promise<Row> {
  const row = await runWalletLoad({
    ...options,
    url: `${base}/callbacks/games/${PROVIDER}`,
    secret,
    game: GAME,
    currency: "EUR",
    tokens: players.map((player) => player.token),
    seconds: ROUND_SECONDS,
  });
  if (row.errors > 0) console.log(`\n(${options.name}: ${row.errors} calls failed)`);
  return row;
}

/** A bet effect that does nothing but be there: what its lag is under the load. */
function benchEffect(running: RunningApp) {
  let handled = 0;
  const unregister = running.platform.events.register({
    name: "bench-bet-effect",
    topics: [BET_TOPICS.placed, BET_TOPICS.settled],
    handle: () => {
      handled += 1;
      return Promise.resolve();
    },
  });
  return {
    async report(): Promise<string> {
      const [during] = await running.platform.events.lag();
      const pendingAtEnd = during?.pending ?? 0;
      const started = performance.now();
      await running.platform.events.drain();
      const catchUpMs = Math.round(performance.now() - started);
      const [after] = await running.platform.events.lag();
      unregister();
      return (
        `bet effect: ${handled} events handled; lag (commit → handled) last ` +
        `${during?.lastLagMs ?? "–"} ms, max ${during?.maxLagMs ?? 0} ms; ${pendingAtEnd} pending ` +
        `when the load stopped, caught up in ${catchUpMs} ms; ${after?.pending ?? 0} pending after`
      );
    },
  };
}

async function ledgerReport(running: RunningApp): Promise<string> {
  const report = await checkLedger(running.platform.db);
  return report.ok
    ? `ledger:check clean (${report.transactions} transactions, ${report.entries} entries)`
    : `ledger:check: ${report.problems.length} problem(s): ${JSON.stringify(report.problems.slice(0, 3))}`;
}

async function onPostgres(url: string): Promise<void> {
  const config = benchConfig({ DATABASE_URL: url });
  try {
    const pgbench = findPgbench();
    const pgbench10 = pgbench
      ? await withCpuSplit(() => Promise.resolve(runPgbench(pgbench, url)))
      : undefined;
    const floor10 = pgbench10?.row;
    const floor50 = pgbench ? runPgbench(pgbench, url, 50) : undefined;
    if (!pgbench)
      console.log("\n(pgbench not found: install PostgreSQL's client tools for the floor)");
    const running = await buildApp({ config, withWebApp: false });
    const notes: string[] = [];
    const ten: Row[] = floor10 ? [floor10] : [];
    const fifty: Row[] = floor50 ? [floor50] : [];
    const splits: CpuSplit[] = pgbench10?.split ? [pgbench10.split] : [];
    const measured = async (rows: Row[], run: () => Promise<Row>) => {
      const { row, split } = await withCpuSplit(run);
      rows.push(row);
      if (split) splits.push(split);
    };
    try {
      const base = await listenOnLoopback(running);
      const secret = gameProviderSecret(running.platform.config.secrets.providerSecret, PROVIDER);
      const players = await launchPlayers(running, base);
      const effect = benchEffect(running);
      await measured(ten, () =>
        walletCalls(base, secret, players, {
          name: `seamless wallet calls, ${CONCURRENCY} clients, ${PLAYERS} players`,
          connections: CONCURRENCY,
        }),
      );
      notes.push(await effect.report());
      await measured(ten, () => ledgerTransfers(running, "house"));
      await measured(ten, () =>
        walletCalls(base, secret, players, {
          name: `seamless wallet calls, ${CONCURRENCY} clients, one player (no target)`,
          connections: CONCURRENCY,
          onePlayer: true,
        }),
      );
      await measured(fifty, () =>
        walletCalls(base, secret, players, {
          name: `seamless wallet calls, 50 clients, ${PLAYERS} players (no target)`,
          connections: 50,
        }),
      );
      notes.push(await ledgerReport(running));
    } finally {
      await running.close();
    }
    const reference = floor10 ? floor10.name : (ten[0]?.name ?? "");
    printRows(
      `Casino on PostgreSQL, ${CONCURRENCY} concurrent clients (targets: wallet calls ≥ 0.30, p99 ≤ 50 ms; ledger.transfer ≥ 0.50)`,
      ten,
      reference,
    );
    printRows(
      "Casino on PostgreSQL, 50 concurrent clients",
      fifty,
      floor50?.name ?? fifty[0]?.name ?? "",
    );
    printCpuSplits(
      "Where the CPU went (both cores; server = this process, rest = the load generator, the kernel and the rest of the machine)",
      splits,
    );
    for (const note of notes) console.log(`\n${note}`);
  } finally {
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
}

async function onPglite(): Promise<void> {
  const config = benchConfig({});
  const running = await buildApp({ config, withWebApp: false });
  try {
    const base = await listenOnLoopback(running);
    const secret = gameProviderSecret(running.platform.config.secrets.providerSecret, PROVIDER);
    const players = await launchPlayers(running, base);
    const rows = [
      await walletCalls(base, secret, players, {
        name: `seamless wallet calls, ${CONCURRENCY} clients, ${PLAYERS} players`,
        connections: CONCURRENCY,
      }),
      await ledgerTransfers(running, "house"),
    ];
    printRows(
      `Casino on PGlite (one connection, in process), ${CONCURRENCY} concurrent clients`,
      rows,
      rows[0]?.name ?? "",
    );
    console.log(`\n${await ledgerReport(running)}`);
  } finally {
    await running.close();
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
}

export async function benchCasino(): Promise<void> {
  const adminUrl = benchDatabaseUrl();
  if (adminUrl) await withScratchDatabase(adminUrl, onPostgres);
  else console.log("\n(no BENCH_DATABASE_URL / TEST_DATABASE_URL: PostgreSQL part skipped)");
  await onPglite();
  await benchGames();
}
