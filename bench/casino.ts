import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { GAME_WALLET_SIGNATURE_HEADER } from "../contracts/game-wallet.ts";
import { buildApp, type RunningApp } from "../server/app.ts";
import { createLedger } from "../server/modules/wallet/ledger.ts";
import { gameProviderSecret } from "../server/providers/games/secret.ts";
import { signBody } from "../server/platform/signature.ts";
import { benchGames } from "./games.ts";
import {
  CONCURRENCY,
  benchConfig,
  benchDatabaseUrl,
  findPgbench,
  listenOnLoopback,
  load,
  postJson,
  printRows,
  registerFundedPlayer,
  runPgbench,
  withScratchDatabase,
  type Row,
} from "./support.ts";

/**
 * Issue 5: full casino rounds through the seamless wallet over HTTP against the database's own
 * floor, then the games catalogue (bench/games.ts) on the same run.
 *
 * A round is what a provider sends for one spin: a signed `bet` of 1.00 EUR, then a signed
 * `win` (0 or 2.00) that closes it, each a separate HTTP call to /callbacks/games/{provider}
 * with its own transaction id. Players are registered over HTTP, funded through the ledger and
 * launched with POST /api/game/games/sevens-dice/play; the workers take players round robin.
 * On PostgreSQL pgbench's simple-update at the same concurrency is the reference.
 */

const PLAYERS = 50;
const ROUND_SECONDS = 10;
const PROVIDER = "sevens-originals";
const GAME = "sevens-dice";

interface Launched {
  token: string;
}

async function launchPlayers(running: RunningApp, base: string): Promise<Launched[]> {
  const ledger = createLedger({ outbox: running.platform.outbox });
  const run = randomBytes(4).toString("hex");
  const launched: Launched[] = [];
  for (let start = 0; start < PLAYERS; start += CONCURRENCY) {
    const batch = Array.from(
      { length: Math.min(CONCURRENCY, PLAYERS - start) },
      async (_, offset) => {
        const player = await registerFundedPlayer(running, ledger, {
          base,
          email: `bench-casino-${run}-${start + offset}@example.com`,
          funding: 100_000_000n,
        });
        const play = await postJson<{ data?: { token: string } }>(
          `${base}/api/game/games/${GAME}/play`,
          { demoMode: false, accountId: player.walletAccountId },
          player.token,
        );
        if (play.status !== 200 || !play.body.data) {
          throw new Error(`play: ${play.status} ${JSON.stringify(play.body)}`);
        }
        return { token: play.body.data.token };
      },
    );
    launched.push(...(await Promise.all(batch)));
  }
  return launched;
}

async function walletCall(base: string, secret: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const response = await fetch(`${base}/callbacks/games/${PROVIDER}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [GAME_WALLET_SIGNATURE_HEADER]: signBody(secret, raw),
    },
    body: raw,
  });
  const answer = (await response.json()) as { status?: string };
  if (response.status !== 200 || answer.status !== "ok") {
    throw new Error(`${String(body.action)}: ${response.status} ${JSON.stringify(answer)}`);
  }
}

async function rounds(running: RunningApp): Promise<Row> {
  const base = await listenOnLoopback(running);
  const secret = gameProviderSecret(running.platform.config.secrets.providerSecret, PROVIDER);
  const players = await launchPlayers(running, base);
  const run = randomBytes(4).toString("hex");
  let next = 0;
  let firstError: string | undefined;
  const row = await load(
    "HTTP seamless wallet: bet + win round",
    ROUND_SECONDS,
    async (worker, sequence) => {
      const player = players[next++ % players.length];
      if (!player) return;
      const roundId = `bench-${run}-${worker}-${sequence}`;
      try {
        await walletCall(base, secret, {
          action: "bet",
          token: player.token,
          transactionId: `${roundId}-bet`,
          roundId,
          gameId: GAME,
          amount: "1.00",
          currency: "EUR",
        });
        await walletCall(base, secret, {
          action: "win",
          token: player.token,
          transactionId: `${roundId}-win`,
          roundId,
          amount: sequence % 2 === 0 ? "2.00" : "0",
          currency: "EUR",
        });
      } catch (error) {
        firstError ??= String(error);
        throw error;
      }
    },
  );
  if (firstError) console.log(`\n(first failed round: ${firstError.slice(0, 300)})`);
  return row;
}

async function onPostgres(url: string): Promise<void> {
  const config = benchConfig({ DATABASE_URL: url });
  try {
    const rows: Row[] = [];
    const pgbench = findPgbench();
    if (pgbench) rows.push(runPgbench(pgbench, url));
    else console.log("\n(pgbench not found: install PostgreSQL's client tools for the floor)");
    const running = await buildApp({ config, withWebApp: false });
    try {
      rows.push(await rounds(running));
    } finally {
      await running.close();
    }
    printRows(
      `Casino rounds on PostgreSQL: ${CONCURRENCY} concurrent clients (a round = 2 signed HTTP calls)`,
      rows,
      pgbench ? "pgbench simple-update" : "HTTP seamless wallet: bet + win round",
    );
  } finally {
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
}

async function onPglite(): Promise<void> {
  const config = benchConfig({});
  const running = await buildApp({ config, withWebApp: false });
  try {
    printRows(
      `Casino rounds on PGlite: ${CONCURRENCY} concurrent clients (a round = 2 signed HTTP calls)`,
      [await rounds(running)],
      "HTTP seamless wallet: bet + win round",
    );
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
