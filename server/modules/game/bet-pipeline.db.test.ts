import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameWalletError } from "../../../contracts/game-wallet.ts";
import { formatMinor } from "../../../contracts/money.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { transactionRoundTrips } from "../../../tests/support/socket-writes.ts";
import {
  fundedLaunch,
  txId,
  walletBet,
  walletCall,
  walletWin,
  type TestLaunch,
} from "../../../tests/support/game-wallet.ts";
import type { DbExecutor } from "../../db/client.ts";
import { checkLedger } from "../wallet/check.ts";
import type { BetCheck } from "./bet-checks.ts";
import { BET_TOPICS, type BetPlacedEvent, type BetSettledEvent } from "./bet-events.ts";

/**
 * The two hooks of the bet pipeline (docs/decisions/007-bet-pipeline.md), each proven by a test
 * registration: a bet check with a per-player state row of its own, updated in the bet's
 * transaction (a stake cap), and a bet effect consuming the event stream outside it (a tally).
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
  await app.database.db.execute(
    sql`create table test_stake_totals (player_id uuid primary key, staked bigint not null)`,
  );
  await app.database.db.execute(
    sql`create table test_bet_tallies (player_id uuid primary key, bets int not null,
          staked bigint not null, won bigint not null, settled int not null)`,
  );
});
afterAll(async () => {
  await app?.close();
});

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>, db: DbExecutor = app.database.db) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

const bet = (launch: TestLaunch, amount: string, roundId = txId("round")) =>
  walletBet(app, launch, amount, roundId);
const win = (launch: TestLaunch, roundId: string, amount: string) =>
  walletWin(app, launch, roundId, amount);

/** At most 10.00 staked per player: the state row is locked, read, then added to. */
const STAKE_CAP = 1_000n;
const stakeCap: BetCheck = {
  name: "test-stake-cap",
  async check({ tx, playerId, amount }) {
    await tx.execute(
      sql`insert into test_stake_totals (player_id, staked) values (${playerId}, 0)
          on conflict do nothing`,
    );
    const [state] = await rows(
      sql`select staked from test_stake_totals where player_id = ${playerId} for update`,
      tx,
    );
    const staked = BigInt(String(state?.["staked"] ?? 0));
    return staked + amount > STAKE_CAP
      ? { code: "MAX_BET_EXCEEDED", maxBet: STAKE_CAP - staked }
      : null;
  },
  async recordBet({ tx, playerId, amount }) {
    await tx.execute(
      sql`update test_stake_totals set staked = staked + ${amount.toString()}::bigint
          where player_id = ${playerId}`,
    );
  },
};

function registerCheck(check: BetCheck): () => void {
  const module = app.app.games;
  if (!module) throw new Error("the game module is not on the app");
  return module.registerBetCheck(check);
}

describe("bet pipeline hooks", () => {
  it("a bet check keeps a per-player state row in the bet's transaction and refuses past it", async () => {
    const unregister = registerCheck(stakeCap);
    try {
      const launch = await fundedLaunch(app, { amount: 10_000n });
      expect((await bet(launch, "4.00")).status).toBe(200);
      expect((await bet(launch, "4.00")).status).toBe(200);
      const refused = await bet(launch, "4.00");
      expect(refused.status).toBe(403);
      expect((refused.body as GameWalletError).maxBet).toBe("2.00");
      expect((await bet(launch, "2.00")).status).toBe(200);
      const [state] = await rows(
        sql`select staked from test_stake_totals where player_id = ${launch.playerId}`,
      );
      expect(String(state?.["staked"])).toBe("1000");

      // Concurrent bets of one player: the state row serialises them, the cap holds.
      const other = await fundedLaunch(app, { amount: 10_000n });
      const answers = await Promise.all(Array.from({ length: 5 }, () => bet(other, "3.00")));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      const [otherState] = await rows(
        sql`select staked from test_stake_totals where player_id = ${other.playerId}`,
      );
      expect(String(otherState?.["staked"])).toBe("900");
    } finally {
      unregister();
    }
  });

  it("a bet and a win take three round trips each: the checks ride with the debit, a loss limit's reads with the credit", async () => {
    // PGlite runs in process: no socket, nothing to count.
    if (app.database.kind !== "postgres") return;
    const launch = await fundedLaunch(app, { amount: 10_000n });
    // The first calls also create and look up ledger accounts (a new one is cached once a later
    // movement finds it committed).
    for (const warm of [txId("round"), txId("round")]) {
      expect((await bet(launch, "1.00", warm)).status).toBe(200);
      expect((await win(launch, warm, "1.00")).status).toBe(200);
    }

    const roundId = txId("round");
    let answer: Awaited<ReturnType<typeof bet>> | undefined;
    // BEGIN with the launch; the checks with the debit; COMMIT.
    const betTrips = await transactionRoundTrips("wallet_bet", async () => {
      answer = await bet(launch, "2.00", roundId);
    });
    expect(answer?.status).toBe(200);
    // BEGIN with the launch; the limits' rows with the credit; COMMIT.
    const winTrips = await transactionRoundTrips("wallet_win", async () => {
      answer = await win(launch, roundId, "3.00");
    });
    expect(answer?.status).toBe(200);
    expect({ bet: betTrips, win: winTrips }).toEqual({ bet: 3, win: 3 });
  });

  it("runs a call again once when PostgreSQL rolled it back for a deadlock, and debits it once", async () => {
    const conflict = () => Object.assign(new Error("deadlock detected"), { code: "40P01" });
    let calls = 0;
    const unregister = registerCheck({
      name: "test-deadlock-once",
      check: () => {
        calls += 1;
        if (calls === 1) throw conflict();
        return null;
      },
    });
    try {
      const launch = await fundedLaunch(app, { amount: 10_000n });
      const answer = await bet(launch, "4.00");
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: "ok", balance: "96.00" });
      expect(calls).toBe(2);
    } finally {
      unregister();
    }

    // Only once: a conflict that comes back is the provider's to retry.
    calls = 0;
    const stubborn = registerCheck({
      name: "test-deadlock-always",
      check: () => {
        calls += 1;
        throw conflict();
      },
    });
    try {
      const launch = await fundedLaunch(app, { amount: 10_000n });
      expect((await bet(launch, "4.00")).status).toBe(500);
      expect(calls).toBe(2);
      expect(
        (await walletCall(app, launch.provider, { action: "balance", token: launch.token })).body,
      ).toMatchObject({ balance: "100.00" });
    } finally {
      stubborn();
    }
  });

  it("a bet effect consumes placed and settled bets from the stream, once each, outside the bet", async () => {
    const { events } = app.platform;
    const seenInBet: boolean[] = [];
    const unregister = events.register({
      name: "test-bet-tally",
      topics: [BET_TOPICS.placed, BET_TOPICS.settled],
      async handle(tx, event) {
        if (event.topic === BET_TOPICS.placed) {
          const placed = event.payload as unknown as BetPlacedEvent;
          // The bet committed before its effect runs: its round is there for anyone to read.
          const [round] = await rows(sql`select 1 from game_bets where id = ${placed.betId}`, tx);
          seenInBet.push(round !== undefined);
          await tx.execute(
            sql`insert into test_bet_tallies (player_id, bets, staked, won, settled)
                values (${placed.playerId}, 1, ${placed.amount}::bigint, 0, 0)
                on conflict (player_id) do update set bets = test_bet_tallies.bets + 1,
                  staked = test_bet_tallies.staked + excluded.staked`,
          );
        } else {
          const settled = event.payload as unknown as BetSettledEvent;
          await tx.execute(
            sql`update test_bet_tallies set won = won + ${settled.winAmount}::bigint,
                  settled = settled + 1
                where player_id = ${settled.playerId}`,
          );
        }
      },
    });
    try {
      const launch = await fundedLaunch(app, { amount: 10_000n });
      for (const [stake, prize] of [
        ["1.00", "2.50"],
        ["2.00", "0"],
        ["3.00", "1.00"],
      ] as const) {
        const roundId = txId("round");
        expect((await bet(launch, stake, roundId)).status).toBe(200);
        expect((await win(launch, roundId, prize)).status).toBe(200);
      }
      // A refused bet (more than the balance) leaves no event behind.
      expect((await bet(launch, "1000.00")).status).toBe(402);
      await events.drain();
      await events.drain();
      const [tally] = await rows(
        sql`select bets, staked::text, won::text, settled from test_bet_tallies
            where player_id = ${launch.playerId}`,
      );
      expect(tally).toEqual({ bets: 3, staked: "600", won: "350", settled: 3 });
      // Every placed bet so far (the first test's too: a new consumer reads what is kept).
      expect(seenInBet.length).toBeGreaterThanOrEqual(3);
      expect(seenInBet.every(Boolean)).toBe(true);
      const lag = (await events.lag()).find((consumer) => consumer.name === "test-bet-tally");
      expect(lag).toMatchObject({ pending: 0 });
      expect(lag?.processed).toBeGreaterThanOrEqual(6);
      expect((await checkLedger(app.database.db)).problems).toEqual([]);
    } finally {
      unregister();
    }
  });

  it("appends each fact with the fields bet-events.ts names: a win that leaves the round open is bet.won", async () => {
    const launch = await fundedLaunch(app, { amount: 10_000n });
    const roundId = txId("round");
    expect((await bet(launch, "4.00", roundId)).status).toBe(200);
    const partial = await walletCall(app, launch.provider, {
      action: "win",
      token: launch.token,
      transactionId: txId("partial"),
      roundId,
      amount: "1.25",
      currency: launch.currency,
      finished: false,
    });
    expect(partial.body).toMatchObject({ status: "ok", balance: "97.25" });
    expect((await win(launch, roundId, "0.75")).body).toMatchObject({ balance: "98.00" });
    const facts = await rows(
      sql`select topic, payload from event_stream
          where payload->>'roundId' = ${roundId} order by id`,
    );
    const [round] = await rows(sql`select id, game_id from game_bets where round_id = ${roundId}`);
    const base = {
      betId: round?.["id"],
      provider: launch.provider,
      roundId,
      playerId: launch.playerId,
      walletAccountId: launch.accountId,
      currency: launch.currency,
      gameId: round?.["game_id"],
      bonusId: null,
      freespinId: null,
    };
    const payload = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value);
    expect(
      facts.map((fact) => ({ topic: fact["topic"], payload: payload(fact["payload"]) })),
    ).toEqual([
      {
        topic: BET_TOPICS.placed,
        payload: { ...base, transactionId: expect.any(String), amount: "400", bonusAmount: "0" },
      },
      {
        topic: BET_TOPICS.won,
        payload: { ...base, transactionId: expect.any(String), amount: "125" },
      },
      {
        topic: BET_TOPICS.settled,
        payload: { ...base, betAmount: "400", winAmount: "200", refundAmount: "0", status: 2 },
      },
    ]);
  });

  it("formats minor units in SQL exactly as formatMinor does", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }),
        fc.constantFrom(1n, 10n, 100n, 1_000n, 100_000_000n, 1_000_000_000_000_000_000n),
        async (amount, subunit) => {
          const [row] = await rows(
            sql`select format_minor(${amount.toString()}::bigint, ${subunit.toString()}::bigint) as text`,
          );
          expect(row?.["text"]).toBe(formatMinor(amount, subunit));
        },
      ),
      { numRuns: 60 },
    );
  });
});
