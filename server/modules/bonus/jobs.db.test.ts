import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cashback } from "../../../contracts/bonus.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  createDefinition,
  issueBonus,
  newBonusPlayer,
  operatorBonusesOf,
  playerBonuses,
  seededDefinition,
} from "../../../tests/support/bonus.ts";
import {
  createLaunch,
  testLedger,
  txId,
  walletBet,
  walletWin,
} from "../../../tests/support/game-wallet.ts";
import { api } from "../../../tests/support/players.ts";
import { fund } from "../../../tests/support/wallet.ts";
import { jobs, playerBonuses as playerBonusesTable, walletAccounts } from "../../db/schema.ts";
import { checkLedger } from "../wallet/check.ts";
import { CASHBACK_JOB, cashbackPeriod } from "./cashback.ts";
import { BONUS_EXPIRE_JOB } from "./engine.ts";

/** The jobs of the bonus engine: expiry of issued and active bonuses, and the cashback period. */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

/** Moves a bonus's expiry (and its job) into the past, then runs the due jobs. */
async function expireNow(bonusId: string, column: "activation_expires_at" | "wagering_expires_at") {
  const past = new Date(Date.now() - 1000);
  await app.database.db.execute(
    sql`update player_bonuses set ${sql.raw(column)} = ${past.toISOString()}::timestamptz
        where id = ${bonusId}::uuid`,
  );
  const moved = await app.database.db
    .update(jobs)
    .set({ runAt: past })
    .where(and(eq(jobs.kind, BONUS_EXPIRE_JOB), sql`${jobs.payload}->>'id' = ${bonusId}`))
    .returning({ id: jobs.id });
  expect(moved.length).toBeGreaterThan(0);
  await app.platform.jobs.runDueOnce();
}

describe("expiry by job", () => {
  it("expires a bonus not activated in time, and forfeits the bonus money of one not wagered in time", async () => {
    const definition = await createDefinition(app, {
      kind: "fixed",
      trigger: "manual",
      amounts: { EUR: { amount: "10.00" } },
      wagerMultiplier: 20,
      activationDays: 3,
      wageringDays: 7,
    });
    const player = await newBonusPlayer(app);
    const waiting = (await issueBonus(app, { playerId: player.id, definitionId: definition.id }))
      .body.data.playerBonus;
    expect(waiting?.activationExpiresAt).toBeTruthy();
    await expireNow(waiting?.id ?? "", "activation_expires_at");
    expect((await playerBonuses(app, player, "?status[]=3"))[0]).toMatchObject({
      id: waiting?.id,
      result: 4,
    });

    const active = (
      await issueBonus(app, { playerId: player.id, definitionId: definition.id, activate: true })
    ).body.data.playerBonus;
    expect(active?.wageringExpiresAt).toBeTruthy();
    await expireNow(active?.id ?? "", "wagering_expires_at");
    const [expired] = (await operatorBonusesOf(app, player.id)).bonuses.filter(
      (item) => item.id === active?.id,
    );
    expect(expired).toMatchObject({ status: 3, result: 4, forfeitedAmount: "10.00" });
    const [account] = await app.database.db
      .select({ bonus: walletAccounts.bonusBalance })
      .from(walletAccounts)
      .where(eq(walletAccounts.id, player.accountId));
    expect(account?.bonus).toBe(0n);
  });

  it("leaves a bonus whose expiry moved later alone", async () => {
    const definition = await createDefinition(app, {
      kind: "fixed",
      trigger: "manual",
      amounts: { EUR: { amount: "2.00" } },
      wagerMultiplier: 5,
      activationDays: 3,
    });
    const player = await newBonusPlayer(app);
    const bonus = (await issueBonus(app, { playerId: player.id, definitionId: definition.id })).body
      .data.playerBonus;
    await app.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.kind, BONUS_EXPIRE_JOB), sql`${jobs.payload}->>'id' = ${bonus?.id}`));
    await app.platform.jobs.runDueOnce();
    expect((await playerBonuses(app, player))[0]).toMatchObject({ id: bonus?.id, status: 1 });
  });
});

describe("cashback", () => {
  it("shows the period so far, then issues a percentage of real-money net losses when it ends", async () => {
    const player = await newBonusPlayer(app);
    await fund(app.database.db, testLedger(app), {
      walletAccountId: player.accountId,
      currency: "EUR",
      amount: 10_000n,
    });
    const launch = await createLaunch(app, {
      playerId: player.id,
      walletAccountId: player.accountId,
      currency: "EUR",
    });
    for (const [stake, won] of [
      ["40.00", "0"],
      ["20.00", "5.00"],
    ] as const) {
      const round = txId("round");
      await walletBet(app, launch, stake, round);
      await walletWin(app, launch, round, won);
    }
    const current = await api<{ data: Cashback }>(app, "GET", "/api/game/bonuses/cashback", {
      token: player.accessToken,
    });
    expect(current.body.data).toMatchObject({
      currency: "EUR",
      losses: "55.00",
      amount: "5.50",
      percent: 10,
    });

    const weekly = await seededDefinition(app, "weekly-cashback");
    const period = cashbackPeriod("weekly", new Date());
    // The period's job (scheduled at start-up) runs at its end; run it now.
    const moved = await app.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(jobs.kind, CASHBACK_JOB),
          sql`${jobs.payload}->>'definitionId' = ${weekly.id}`,
          sql`${jobs.payload}->>'periodStart' = ${period.start.toISOString()}`,
        ),
      )
      .returning({ id: jobs.id });
    expect(moved).toHaveLength(1);
    await app.platform.jobs.runDueOnce();

    const [bonus] = await playerBonuses(app, player);
    expect(bonus).toMatchObject({
      bonusType: "cashback",
      amount: "5.50",
      status: 2,
      wagerMultiplier: 1,
    });
    const issued = await app.database.db
      .select({ id: playerBonusesTable.id })
      .from(playerBonusesTable)
      .where(eq(playerBonusesTable.playerId, player.id));
    expect(issued).toHaveLength(1);
    // The next period's job is waiting.
    const next = await app.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, CASHBACK_JOB),
          sql`${jobs.payload}->>'periodStart' = ${period.end.toISOString()}`,
        ),
      );
    expect(next).toHaveLength(1);
    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  });
});
