import { randomBytes, randomInt } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_WALLET_SIGNATURE_HEADER } from "../../contracts/game-wallet.ts";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { outbox } from "../../server/db/schema.ts";
import { checkLedger } from "../../server/modules/wallet/check.ts";
import { signBody } from "../../server/platform/signature.ts";
import { gameProviderSecret } from "../../server/providers/games/secret.ts";
import { createScratchDatabase } from "../support/scratch-database.ts";
import { registrationPayload, testFingerprint } from "../support/players.ts";
import { freePort, startServerProcess, type ServerProcess } from "../support/server-process.ts";

/**
 * Crash test: the real server under a bounded load of deposit webhooks and seamless-wallet bets
 * and wins is killed with SIGKILL at a random moment, three times, and restarted on the same
 * database each time. Then every operation it acknowledged (2xx) is still there (a replay
 * answers the stored result and moves nothing), the ledger check is clean, and no outbox event
 * is left unpublished. On the embedded PGlite in DATA_DIR, and on PostgreSQL with
 * TEST_DATABASE_URL (CI).
 */

const PROVIDER_SECRET = "crash-test-provider-secret-0123456789abcdef";
const HOUSE_PROVIDER = "sevens-originals";
const HOUSE_GAME = "sevens-dice";
const PLAYERS = 4;
const CRASHES = 3;
const OPERATIONS_PER_ROUND = 150;
const CONCURRENCY = 6;

interface Player {
  token: string;
  accountId: string;
  launchToken: string;
}

type Acknowledged =
  { kind: "webhook"; body: string } | { kind: "wallet"; body: string; answer: { balance: string } };

let dataDir: string;
let databaseUrl = "";
let dropDatabase: (() => Promise<void>) | undefined;
let port: number;
let server: ServerProcess | undefined;

async function start(): Promise<ServerProcess> {
  server = await startServerProcess(
    {
      DATABASE_URL: databaseUrl,
      PROVIDER_SECRET,
      OPERATOR_TOKEN: "crash-test-operator-token-0123456789abcdef",
      PAYMENT_SANDBOX: "true",
      ALLOW_SANDBOX_IN_PRODUCTION: "true",
      PAYMENT_SANDBOX_CRYPTO_CONFIRM_MS: "0",
      RATE_LIMIT_PER_MINUTE: "1000000",
      OUTBOX_POLL_MS: "100",
      LOG_LEVEL: "fatal",
    },
    120_000,
    { dataDir, port },
  );
  return server;
}

async function call<T>(
  method: string,
  route: string,
  options: { body?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`http://127.0.0.1:${port}${route}`, {
    method,
    headers,
    body: options.body,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

const webhook = (body: string) =>
  call<{ data?: { applied: boolean }; replayed?: boolean }>("POST", "/callbacks/payments/sandbox", {
    body,
    headers: { "x-signature": signBody(PROVIDER_SECRET, body) },
  });

const wallet = (body: string) =>
  call<{ balance: string; replayed?: boolean }>("POST", `/callbacks/games/${HOUSE_PROVIDER}`, {
    body,
    headers: {
      [GAME_WALLET_SIGNATURE_HEADER]: signBody(
        gameProviderSecret(PROVIDER_SECRET, HOUSE_PROVIDER),
        body,
      ),
    },
  });

async function newPlayer(): Promise<Player> {
  const registered = await call<{ data: { accessToken: string } }>("POST", "/api/player/register", {
    body: JSON.stringify({ payload: registrationPayload(), fingerprint: testFingerprint() }),
  });
  expect(registered.status).toBe(200);
  const token = registered.body.data.accessToken;
  const accounts = await call<{ data: { id: string; currency: string }[] }>(
    "GET",
    "/api/wallet/accounts",
    { token },
  );
  const accountId = accounts.body.data.find((account) => account.currency === "EUR")!.id;
  const launch = await call<{ data: { token: string } }>(
    "POST",
    `/api/game/games/${HOUSE_GAME}/play`,
    { token, body: JSON.stringify({ accountId }) },
  );
  expect(launch.status).toBe(200);
  return { token, accountId, launchToken: launch.body.data.token };
}

/** A cash-agent deposit, confirmed by a signed webhook; the webhook body when acknowledged. */
async function deposit(player: Player, amount: string): Promise<Acknowledged | undefined> {
  const invoice = await call<{ data: { invoiceId: string } }>(
    "POST",
    "/api/payment/invoices/deposit",
    {
      token: player.token,
      body: JSON.stringify({
        method: "sandbox.deposit.cash_agent",
        amount,
        currency: "EUR",
        accountId: player.accountId,
        fields: { playerName: "Anna Schmidt", phone: "+491701234567" },
      }),
    },
  );
  if (invoice.status !== 200) return undefined;
  const body = JSON.stringify({
    transactionId: `crash-${randomBytes(8).toString("hex")}`,
    invoiceId: invoice.body.data.invoiceId,
    status: "success",
    amount: String(Math.round(Number(amount) * 100)),
    currency: "EUR",
  });
  const answer = await webhook(body);
  return answer.status === 200 ? { kind: "webhook", body } : undefined;
}

/** A 1.00 bet and its win (0.00–2.00) closing the round; each acknowledged call. */
async function round(player: Player): Promise<Acknowledged[]> {
  const roundId = `r-${randomBytes(8).toString("hex")}`;
  const acknowledged: Acknowledged[] = [];
  const bet = JSON.stringify({
    action: "bet",
    token: player.launchToken,
    transactionId: `b-${roundId}`,
    roundId,
    gameId: HOUSE_GAME,
    amount: "1.00",
    currency: "EUR",
  });
  const placed = await wallet(bet);
  if (placed.status !== 200) return acknowledged;
  acknowledged.push({ kind: "wallet", body: bet, answer: placed.body });
  const win = JSON.stringify({
    action: "win",
    token: player.launchToken,
    transactionId: `w-${roundId}`,
    roundId,
    amount: (randomInt(0, 201) / 100).toFixed(2),
    currency: "EUR",
  });
  const settled = await wallet(win);
  if (settled.status === 200)
    acknowledged.push({ kind: "wallet", body: win, answer: settled.body });
  return acknowledged;
}

/**
 * Runs up to OPERATIONS_PER_ROUND operations at CONCURRENCY and kills the server after a random
 * number of them; answers what was acknowledged before the kill.
 */
async function loadThenCrash(players: Player[]): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = [];
  const killAfter = randomInt(30, OPERATIONS_PER_ROUND - 20);
  let started = 0;
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (started < OPERATIONS_PER_ROUND && !killing) {
      const index = started++;
      if (index === killAfter) {
        killing = server!.kill();
        break;
      }
      const player = players[index % players.length]!;
      try {
        if (index % 5 === 0) {
          const done = await deposit(player, "20.00");
          if (done) acknowledged.push(done);
        } else {
          acknowledged.push(...(await round(player)));
        }
      } catch {
        // The connection died with the process: not acknowledged.
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await killing;
  return acknowledged;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "sevens-crash-"));
  port = await freePort();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, "sevens_crash");
    databaseUrl = scratch.url;
    dropDatabase = scratch.drop;
  }
});

afterAll(async () => {
  await server?.close();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a server killed with SIGKILL under load", () => {
  it("keeps every acknowledged deposit and bet, a clean ledger and every event", async () => {
    await start();
    const players: Player[] = [];
    for (let index = 0; index < PLAYERS; index += 1) {
      const player = await newPlayer();
      expect(await deposit(player, "500.00")).toBeDefined();
      players.push(player);
    }

    const acknowledged: Acknowledged[] = [];
    for (let crash = 0; crash < CRASHES; crash += 1) {
      acknowledged.push(...(await loadThenCrash(players)));
      await start();
    }
    expect(acknowledged.length).toBeGreaterThan(CRASHES * 20);
    console.info(
      `crash: ${CRASHES} kills on ${databaseUrl ? "PostgreSQL" : "PGlite"}, ` +
        `${acknowledged.length} acknowledged operations (` +
        `${acknowledged.filter((operation) => operation.kind === "webhook").length} deposits)`,
    );

    // Every acknowledged operation is stored: its replay answers the stored result, moving nothing.
    const balancesBefore = await Promise.all(
      players.map(
        async (player) =>
          (
            await call<{ data: { balance: string }[] }>("GET", "/api/wallet/accounts", {
              token: player.token,
            })
          ).body.data,
      ),
    );
    for (const operation of acknowledged) {
      if (operation.kind === "webhook") {
        const replay = await webhook(operation.body);
        expect(replay.status).toBe(200);
        expect(replay.body.replayed).toBe(true);
      } else {
        const replay = await wallet(operation.body);
        expect(replay.status).toBe(200);
        expect(replay.body).toMatchObject({ replayed: true, balance: operation.answer.balance });
      }
    }
    const balancesAfter = await Promise.all(
      players.map(
        async (player) =>
          (
            await call<{ data: { balance: string }[] }>("GET", "/api/wallet/accounts", {
              token: player.token,
            })
          ).body.data,
      ),
    );
    expect(balancesAfter).toEqual(balancesBefore);

    await server!.close();
    server = undefined;
    // The embedded database belongs to one process at a time: read it once the server is gone.
    const database: Database = await openDatabase(
      databaseUrl ? { url: databaseUrl, poolSize: 2 } : { dataDir },
    );
    try {
      const report = await checkLedger(database.db);
      expect(report.problems).toEqual([]);
      const [pending] = await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(outbox)
        .where(isNull(outbox.publishedAt));
      expect(pending?.count).toBe(0);
    } finally {
      await database.close();
    }
  }, 600_000);
});
