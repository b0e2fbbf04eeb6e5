import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BONUS_RESULT, BONUS_STATUS } from "../../../contracts/bonus.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { createDefinition, issueBonus } from "../../../tests/support/bonus.ts";
import {
  fundedLaunch,
  txId,
  walletBet,
  walletCall,
  walletWin,
  type TestLaunch,
} from "../../../tests/support/game-wallet.ts";
import { gameBets, ledgerTransactions, playerBonuses, walletAccounts } from "../../db/schema.ts";
import { checkLedger } from "../wallet/check.ts";

/**
 * Property: concurrent bets, wins (some partial) and rollbacks of several players with an active
 * bonus each, 16 rounds at a time, keep the books: ledger:check passes (every wallet's real and
 * bonus balances equal their ledger accounts, balance = real + bonus, every system account sums
 * its entries); no bonus converts twice; a finished bonus leaves no bonus money behind; an
 * active one has bonus money or a round still open; what converted is what the ledger moved.
 * Runs on PGlite, and with real concurrency on PostgreSQL when TEST_DATABASE_URL is set.
 */

const PLAYERS = 4;
const CONCURRENCY = 16;

interface RoundPlan {
  player: number;
  bets: number[];
  end: { kind: "win"; amount: number; partial: boolean } | { kind: "rollback" };
}

const roundArbitrary: fc.Arbitrary<RoundPlan> = fc.record({
  player: fc.integer({ min: 0, max: PLAYERS - 1 }),
  bets: fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 1, maxLength: 2 }),
  end: fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant("win" as const),
        amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_500 })),
        partial: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("rollback" as const) }) },
  ),
});

const cents = (value: number) => (value / 100).toFixed(2);

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
});
afterAll(async () => {
  await app?.close();
});

async function playRound(launch: TestLaunch, plan: RoundPlan): Promise<void> {
  const roundId = txId("round");
  const betIds: string[] = [];
  for (const amount of plan.bets) {
    const transactionId = txId("bet");
    const answer = await walletBet(app, launch, cents(amount), roundId, { transactionId });
    expect(answer.status).toBeLessThan(500);
    if (answer.status === 200) betIds.push(transactionId);
  }
  if (betIds.length === 0) return;
  if (plan.end.kind === "rollback") {
    for (const betTransactionId of betIds) {
      const answer = await walletCall(app, launch.provider, {
        action: "rollback",
        token: launch.token,
        transactionId: txId("rollback"),
        roundId,
        betTransactionId,
      });
      expect(answer.status).toBe(200);
    }
    // Fully refunded rounds close themselves; anything left is closed by a zero win.
    await walletWin(app, launch, roundId, "0");
    return;
  }
  if (plan.end.partial) {
    const part = await walletWin(
      app,
      launch,
      roundId,
      cents(Math.floor(plan.end.amount / 2)),
      false,
    );
    expect(part.status).toBe(200);
  }
  expect((await walletWin(app, launch, roundId, cents(plan.end.amount))).status).toBe(200);
}

async function runPool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const item = items[next++];
        if (item !== undefined) await work(item);
      }
    }),
  );
}

describe("bonus money under concurrent play", () => {
  it("keeps real + bonus = ledger and never converts a bonus twice", async () => {
    const definition = await createDefinition(app, {
      kind: "fixed",
      trigger: "manual",
      amounts: { EUR: { amount: "20.00" } },
      wagerMultiplier: 2,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(roundArbitrary, { minLength: 40, maxLength: 80 }),
        async (rounds) => {
          const launches: (TestLaunch & { playerId: string; accountId: string })[] = [];
          for (let index = 0; index < PLAYERS; index++) {
            const launch = await fundedLaunch(app, { amount: 1_500n });
            const issued = await issueBonus(app, {
              playerId: launch.playerId,
              definitionId: definition.id,
              activate: true,
            });
            expect(issued.body.data.playerBonus?.status).toBe(BONUS_STATUS.ACTIVE);
            launches.push(launch);
          }
          await runPool(rounds, async (plan) => {
            const launch = launches[plan.player];
            if (launch) await playRound(launch, plan);
          });
          await app.platform.events.drain();

          expect((await checkLedger(app.database.db)).problems).toEqual([]);
          const accountIds = launches.map((launch) => launch.accountId);
          const bonuses = await app.database.db
            .select()
            .from(playerBonuses)
            .where(inArray(playerBonuses.walletAccountId, accountIds));
          expect(bonuses).toHaveLength(PLAYERS);
          for (const bonus of bonuses) {
            const [account] = await app.database.db
              .select({ bonus: walletAccounts.bonusBalance })
              .from(walletAccounts)
              .where(eq(walletAccounts.id, bonus.walletAccountId));
            const conversions = await app.database.db
              .select({ id: ledgerTransactions.id })
              .from(ledgerTransactions)
              .where(
                sql`${ledgerTransactions.kind} = 'bonus.convert'
                    and ${ledgerTransactions.reference}->>'playerBonusId' = ${bonus.id}`,
              );
            expect(conversions.length).toBeLessThanOrEqual(1);
            if (bonus.status === BONUS_STATUS.FINISHED) {
              expect(account?.bonus).toBe(0n);
              expect(conversions.length).toBe(bonus.result === BONUS_RESULT.PLAYED ? 1 : 0);
            } else {
              const open = await app.database.db
                .select({ id: gameBets.id })
                .from(gameBets)
                .where(
                  sql`${gameBets.bonusId} = ${bonus.id} and ${gameBets.status} = 1
                      and ${gameBets.bonusBetAmount} > 0`,
                );
              expect(bonus.status).toBe(BONUS_STATUS.ACTIVE);
              expect((account?.bonus ?? 0n) > 0n || open.length > 0).toBe(true);
              expect(bonus.wagerCurrent < bonus.wagerRequired || open.length > 0).toBe(true);
            }
          }
        },
      ),
      { numRuns: 3 },
    );
  });
});
