import { inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_BET_STATUS } from "../../../contracts/game.ts";
import type { GameWalletError, GameWalletOk } from "../../../contracts/game-wallet.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { fundedLaunch, walletCall, type TestLaunch } from "../../../tests/support/game-wallet.ts";
import { gameBets, walletAccounts } from "../../db/schema.ts";
import { checkLedger } from "../wallet/check.ts";

/**
 * Property: whatever the interleaving of concurrent bets, wins and rollbacks over HTTP, with
 * duplicates sent at once, the same transaction id reused with another amount, and rollbacks
 * that arrive before their bets:
 * - every answer is one the protocol allows for that situation (never a 5xx);
 * - each transaction id is applied at most once (one answer with replayed: false), always by a
 *   request with the parameters of every other successful answer under that id;
 * - ledger:check passes;
 * - each player's balance is funded − applied bets + applied wins + refunds, all read off the
 *   answers (a rollback answered ok refunds its bet exactly when that bet was applied);
 * - each round row adds up the same way, with the status its calls imply.
 * Three runs of 500 calls each, 16 at a time. Runs on PGlite, and with real concurrency on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */

const PLAYERS = 4;
const FUNDED = 100_000n;
const CALLS_PER_RUN = 500;
const CONCURRENCY = 16;

type End =
  | { kind: "win"; amount: number; partial: boolean; duplicate: boolean }
  | { kind: "rollback"; which: boolean[]; early: boolean; duplicate: boolean }
  | { kind: "open" };

interface RoundPlan {
  player: number;
  bets: { amount: number; duplicate: boolean; conflict: boolean }[];
  end: End;
  jitter: number[];
}

const roundArbitrary: fc.Arbitrary<RoundPlan> = fc.record({
  player: fc.integer({ min: 0, max: PLAYERS - 1 }),
  bets: fc.array(
    fc.record({
      amount: fc.integer({ min: 1, max: 8_000 }),
      duplicate: fc.boolean(),
      // One bet in ten reuses its id with another amount.
      conflict: fc.integer({ min: 0, max: 9 }).map((value) => value === 0),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  end: fc.oneof(
    fc.record({
      kind: fc.constant("win" as const),
      amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 25_000 })),
      partial: fc.boolean(),
      duplicate: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant("rollback" as const),
      which: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      early: fc.boolean(),
      duplicate: fc.boolean(),
    }),
    fc.record({ kind: fc.constant("open" as const) }),
  ),
  // Tenths of a round: how far a call may drift from its round's place in the order.
  jitter: fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 12, maxLength: 12 }),
});

interface Call {
  order: number;
  player: number;
  action: "bet" | "win" | "rollback";
  transactionId: string;
  roundId: string;
  /** Minor units (bets, wins). */
  amount: bigint;
  finished?: boolean;
  betTransactionId?: string;
}

interface Answer {
  call: Call;
  status: number;
  body: GameWalletOk | GameWalletError;
}

const cents = (value: bigint) => {
  const text = value.toString().padStart(3, "0");
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
};

/** The calls of a scenario, in the order they are started. */
function planCalls(run: string, rounds: RoundPlan[]): Call[] {
  const calls: Call[] = [];
  rounds.forEach((plan, index) => {
    const roundId = `${run}-r${index}`;
    let jitter = 0;
    const next = () => (plan.jitter[jitter++ % plan.jitter.length] ?? 0) / 10;
    const base = index;
    const betIds: string[] = [];
    plan.bets.forEach((bet, position) => {
      const transactionId = `${run}-r${index}-b${position}`;
      betIds.push(transactionId);
      const call: Call = {
        order: base + position * 0.3 + next(),
        player: plan.player,
        action: "bet",
        transactionId,
        roundId,
        amount: BigInt(bet.amount),
      };
      calls.push(call);
      if (bet.duplicate) calls.push({ ...call, order: call.order + next() * 0.1 });
      if (bet.conflict) calls.push({ ...call, amount: call.amount + 1n, order: base + next() });
    });
    const end = plan.end;
    if (end.kind === "win") {
      const finishing: Call = {
        order: base + 2 + next(),
        player: plan.player,
        action: "win",
        transactionId: `${run}-r${index}-w`,
        roundId,
        amount: BigInt(end.amount),
        finished: true,
      };
      calls.push(finishing);
      if (end.duplicate) calls.push({ ...finishing, order: finishing.order + next() * 0.1 });
      if (end.partial) {
        calls.push({
          ...finishing,
          transactionId: `${run}-r${index}-wp`,
          amount: BigInt(Math.floor(end.amount / 2)),
          finished: false,
          order: base + 1.5 + next() * 0.5,
        });
      }
    } else if (end.kind === "rollback") {
      betIds.forEach((betTransactionId, position) => {
        if (!end.which[position]) return;
        const call: Call = {
          // An early rollback is started before its bet: the bet must then be refused.
          order: end.early ? base - 0.5 : base + 1 + next(),
          player: plan.player,
          action: "rollback",
          transactionId: `${run}-r${index}-x${position}`,
          roundId,
          amount: 0n,
          betTransactionId,
        };
        calls.push(call);
        if (end.duplicate) calls.push({ ...call, order: call.order + next() * 0.1 });
      });
    }
  });
  return calls.sort((a, b) => a.order - b.order).slice(0, CALLS_PER_RUN);
}

function requestOf(call: Call, launch: TestLaunch): Record<string, unknown> {
  const common = {
    action: call.action,
    token: launch.token,
    transactionId: call.transactionId,
    roundId: call.roundId,
  };
  switch (call.action) {
    case "bet":
      return { ...common, gameId: launch.game, amount: cents(call.amount), currency: "EUR" };
    case "win":
      return { ...common, amount: cents(call.amount), currency: "EUR", finished: call.finished };
    case "rollback":
      return { ...common, betTransactionId: call.betTransactionId };
  }
}

/** The error codes each action may meet in these scenarios. */
const ALLOWED_ERRORS: Record<Call["action"], string[]> = {
  bet: ["INSUFFICIENT_FUNDS", "TRANSACTION_CONFLICT", "BET_REFUSED", "ROUND_CLOSED"],
  win: ["ROUND_NOT_FOUND", "ROUND_CLOSED"],
  rollback: ["ROUND_CLOSED"],
};

function describeAnswer(call: Call, body: unknown): string {
  return JSON.stringify({ call, body }, (_key, value: unknown) =>
    typeof value === "bigint" ? value.toString() : value,
  );
}

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe("seamless wallet under concurrent, repeated and out-of-order calls (fast-check)", () => {
  it("keeps the books and every balance right", { timeout: 180_000 }, async () => {
    let runIndex = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(roundArbitrary, { minLength: 220, maxLength: 220 }),
        async (rounds) => {
          const run = `p${runIndex++}-${Date.now().toString(36)}`;
          const launches: Awaited<ReturnType<typeof fundedLaunch>>[] = [];
          for (let index = 0; index < PLAYERS; index++) {
            launches.push(await fundedLaunch(app, { amount: FUNDED }));
          }
          const calls = planCalls(run, rounds);
          const answers: Answer[] = [];
          let next = 0;
          await Promise.all(
            Array.from({ length: CONCURRENCY }, async () => {
              while (next < calls.length) {
                const call = calls[next++];
                if (!call) break;
                const launch = launches[call.player];
                if (!launch) throw new Error("no launch");
                const response = await walletCall(app, launch.provider, requestOf(call, launch));
                answers.push({ call, status: response.status, body: response.body });
              }
            }),
          );
          expect(answers).toHaveLength(calls.length);

          // 1. Only answers the protocol allows here.
          for (const { call, status, body } of answers) {
            if (body.status === "ok") {
              expect(status).toBe(200);
              expect(body.transactionId).toBe(call.transactionId);
            } else {
              expect(ALLOWED_ERRORS[call.action], describeAnswer(call, body)).toContain(body.code);
            }
          }

          // 2. Each id applied at most once, by one set of parameters.
          const applied = new Map<string, Answer>();
          const okParams = new Map<string, string>();
          for (const answer of answers) {
            if (answer.body.status !== "ok") continue;
            const params = `${answer.call.amount}:${answer.call.finished ?? ""}`;
            const seen = okParams.get(answer.call.transactionId);
            if (seen !== undefined) expect(params).toBe(seen);
            okParams.set(answer.call.transactionId, params);
            if (!answer.body.replayed) {
              expect(applied.has(answer.call.transactionId)).toBe(false);
              applied.set(answer.call.transactionId, answer);
            }
          }
          // A replay only ever follows an application.
          for (const id of okParams.keys()) expect(applied.has(id)).toBe(true);

          // 3. The books balance.
          const report = await checkLedger(app.database.db);
          expect(report.problems).toEqual([]);

          // 4. Balances and rounds add up from the answers.
          const expected = launches.map(() => FUNDED);
          const perRound = new Map<
            string,
            { bet: bigint; win: bigint; refund: bigint; finished: boolean }
          >();
          const roundOf = (id: string) => {
            const entry = perRound.get(id) ?? { bet: 0n, win: 0n, refund: 0n, finished: false };
            perRound.set(id, entry);
            return entry;
          };
          for (const { call } of applied.values()) {
            const index = call.player;
            const current = expected[index] ?? 0n;
            if (call.action === "bet") {
              expected[index] = current - call.amount;
              roundOf(call.roundId).bet += call.amount;
            } else if (call.action === "win") {
              expected[index] = current + call.amount;
              const entry = roundOf(call.roundId);
              entry.win += call.amount;
              if (call.finished) entry.finished = true;
            } else {
              const bet = applied.get(call.betTransactionId ?? "");
              if (bet) {
                expected[index] = current + bet.call.amount;
                roundOf(call.roundId).refund += bet.call.amount;
              }
            }
          }
          const accounts = await app.database.db
            .select({ id: walletAccounts.id, realBalance: walletAccounts.realBalance })
            .from(walletAccounts)
            .where(
              inArray(
                walletAccounts.id,
                launches.map((launch) => launch.accountId),
              ),
            );
          launches.forEach((launch, index) => {
            const row = accounts.find((account) => account.id === launch.accountId);
            expect(row?.realBalance, `player ${index}`).toBe(expected[index]);
          });

          const rows = await app.database.db
            .select()
            .from(gameBets)
            .where(
              inArray(
                gameBets.walletAccountId,
                launches.map((launch) => launch.accountId),
              ),
            );
          expect(rows.length).toBe([...perRound.values()].filter((entry) => entry.bet > 0n).length);
          for (const row of rows) {
            const entry = perRound.get(row.roundId);
            expect(entry, row.roundId).toBeDefined();
            if (!entry) continue;
            expect({ bet: row.betAmount, win: row.winAmount, refund: row.refundAmount }).toEqual({
              bet: entry.bet,
              win: entry.win,
              refund: entry.refund,
            });
            const status =
              entry.refund > 0n && entry.refund === entry.bet
                ? GAME_BET_STATUS.REFUNDED
                : entry.finished
                  ? entry.win > 0n
                    ? GAME_BET_STATUS.WON
                    : GAME_BET_STATUS.LOST
                  : GAME_BET_STATUS.PENDING;
            expect(row.status, row.roundId).toBe(status);
            expect(row.settledAt !== null).toBe(status !== GAME_BET_STATUS.PENDING);
          }
        },
      ),
      { numRuns: 3, endOnFailure: true },
    );
  });
});
