import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { SportBet, SportEventWithMarkets } from "../../contracts/sportsbook.ts";
import { gameBets, jobs, sportsbookBets } from "../../server/db/schema.ts";
import { checkLedger } from "../../server/modules/wallet/check.ts";
import type { TestApp } from "../../tests/support/app.ts";
import { walletCall } from "../../tests/support/game-wallet.ts";
import { eventually } from "../../tests/support/realtime.ts";
import type { EventResult } from "../feed/types.ts";
import { SETTLE_EVENT_JOB } from "./ticker.ts";
import { transactionIds } from "./wallet-calls.ts";
import {
  balanceOf,
  bookCall,
  bookOf,
  bookPlayer,
  eventWithMarkets,
  tickAt,
  TEST_NOW,
  withBookApp,
  type BookPlayer,
} from "./test-support.ts";

let app: TestApp;
withBookApp((started) => (app = started));

type BetAnswer = { data: SportBet };

async function single(player: BookPlayer, selection: { id: string; odds: string }, stake: string) {
  const placed = await bookCall<BetAnswer>(app, player.token, "POST", "/bets", {
    requestId: randomUUID(),
    kind: "single",
    stake,
    legs: [{ selectionId: selection.id, odds: selection.odds }],
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data;
}

/** Fixtures of the test day (and the next) whose feed ends the way `fate` wants, soonest first. */
function fixturesEnding(
  fate: (result: EventResult) => boolean,
  after = TEST_NOW.getTime() + 60 * 60_000,
) {
  const book = bookOf(app);
  const day = Math.floor(TEST_NOW.getTime() / 86_400_000);
  return [...book.feed.fixtures(day), ...book.feed.fixtures(day + 1)]
    .filter((fixture) => fixture.startsAt.getTime() > after)
    .map((fixture) => ({ fixture, messages: book.feed.timeline(fixture.id)!.messages }))
    .filter(({ messages }) => {
      const result = messages.at(-1)?.state.result;
      return result ? fate(result) : false;
    })
    .sort((a, b) => a.fixture.startsAt.getTime() - b.fixture.startsAt.getTime());
}

async function betOf(player: BookPlayer, id: string): Promise<SportBet> {
  return (await bookCall<BetAnswer>(app, player.token, "GET", `/bets/${id}`)).body.data;
}

/** Runs the clock to `at` and waits for the settlement jobs it scheduled (the job worker runs them). */
async function settleUpTo(at: number) {
  await tickAt(app, at);
  await eventually(async () => {
    await app.platform.jobs.runDueOnce();
    const [left] = await app.database.db
      .select({ count: count() })
      .from(jobs)
      .where(and(eq(jobs.kind, SETTLE_EVENT_JOB), inArray(jobs.status, ["pending", "running"])));
    expect(left?.count).toBe(0);
  }, 30_000);
}

describe("settlement", () => {
  let event: SportEventWithMarkets;
  let result: EventResult & { kind: "score" };
  let endAt: number;
  const players: Record<string, BookPlayer> = {};
  const bets: Record<string, SportBet> = {};

  beforeAll(async () => {
    const [found] = fixturesEnding(
      (candidate) => candidate.kind === "score" && candidate.home !== candidate.away,
    ).filter(({ fixture }) => fixture.sportId === 66);
    if (!found) throw new Error("no soccer match with a winner");
    event = await eventWithMarkets(app, found.fixture.id);
    result = found.messages.at(-1)!.state.result as EventResult & { kind: "score" };
    endAt = found.messages.at(-1)!.at;
    const market = event.markets.find((candidate) => candidate.id === "1x2")!;
    for (const [name, outcome] of [
      ["home", 0],
      ["away", 2],
    ] as const) {
      players[name] = await bookPlayer(app, { amount: 10_000n });
      bets[name] = await single(players[name]!, market.selections[outcome]!, "10.00");
    }
  });

  it("pays the winners and closes the losers' rounds within one run of the job after the result", async () => {
    await settleUpTo(endAt + 1_000);
    const homeWon = result.home > result.away;
    const winner = homeWon ? "home" : "away";
    const loser = homeWon ? "away" : "home";
    const won = await betOf(players[winner]!, bets[winner]!.id);
    const lost = await betOf(players[loser]!, bets[loser]!.id);
    const odds = Number(bets[winner]!.odds);
    expect(won).toMatchObject({ status: "won", legs: [{ result: "won" }] });
    expect(won.payout).toBe((10 * odds).toFixed(2));
    expect(lost).toMatchObject({ status: "lost", payout: "0.00", legs: [{ result: "lost" }] });
    expect(await balanceOf(app, players[winner]!.accountId)).toBe(
      9_000n + BigInt(Math.round(1000 * odds)),
    );
    expect(await balanceOf(app, players[loser]!.accountId)).toBe(9_000n);
    // The operator's rounds are closed: won (2) and lost (3).
    const rounds = await app.database.db
      .select({
        roundId: gameBets.roundId,
        status: gameBets.status,
        settlement: gameBets.sportSettlement,
      })
      .from(gameBets)
      .where(eq(gameBets.provider, "sevens-sportsbook"));
    const byRound = new Map(rounds.map((round) => [round.roundId, round]));
    // … and say how each bet ended, leg by leg, for the player's history.
    expect(byRound.get(bets[winner]!.id)).toMatchObject({
      status: 2,
      settlement: { ending: "settled", legs: [{ result: "won", deadHeat: null }] },
    });
    expect(byRound.get(bets[loser]!.id)).toMatchObject({
      status: 3,
      settlement: { ending: "settled", legs: [{ result: "lost", deadHeat: null }] },
    });
  });

  it("moves nothing when settled again or when the wallet hears the settlement twice", async () => {
    const before = await Promise.all(
      Object.values(players).map((player) => balanceOf(app, player.accountId)),
    );
    const again = await bookOf(app).settlement.settleEvent(event.id);
    expect(again.settled).toBe(0);
    const winner = result.home > result.away ? "home" : "away";
    const player = players[winner]!;
    const bet = await betOf(player, bets[winner]!.id);
    const replay = await walletCall(app, "sevens-sportsbook", {
      action: "win",
      token: (await bookOf(app).sessions.decode(player.token))!.token,
      transactionId: transactionIds.settle(bet.id),
      roundId: bet.id,
      amount: bet.payout!,
      currency: "EUR",
      sport: { ending: "void", legs: [{ result: "void" }] },
    });
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ status: "ok", replayed: true });
    // The first call's leg results stay.
    const [round] = await app.database.db
      .select({ settlement: gameBets.sportSettlement })
      .from(gameBets)
      .where(eq(gameBets.roundId, bet.id));
    expect(round?.settlement).toEqual({
      ending: "settled",
      legs: [{ result: "won", deadHeat: null }],
    });
    const after = await Promise.all(Object.values(players).map((p) => balanceOf(app, p.accountId)));
    expect(after).toEqual(before);
    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  });

  it("lists settled bets apart from open ones", async () => {
    const player = players.home!;
    const settled = await bookCall<{ data: SportBet[] }>(
      app,
      player.token,
      "GET",
      "/bets?status=settled",
    );
    const open = await bookCall<{ data: SportBet[] }>(
      app,
      player.token,
      "GET",
      "/bets?status=open",
    );
    expect(settled.body.data.map((bet) => bet.id)).toEqual([bets.home!.id]);
    expect(open.body.data).toEqual([]);
  });
});

describe("voids", () => {
  it("refunds every bet on an abandoned match and marks its round refunded", async () => {
    const abandoned = fixturesEnding(
      (candidate) => candidate.kind === "void" && candidate.reason === "abandoned",
    ).find(
      ({ fixture }) => fixture.startsAt.getTime() > bookOf(app).clock.now().getTime() + 30 * 60_000,
    );
    if (!abandoned) throw new Error("no abandoned fixture");
    const event = await eventWithMarkets(app, abandoned.fixture.id);
    const selection = event.mainMarket!.selections[0]!;
    const player = await bookPlayer(app, { amount: 10_000n });
    const bet = await single(player, selection, "7.00");
    expect(await balanceOf(app, player.accountId)).toBe(9_300n);

    await settleUpTo(abandoned.messages.at(-1)!.at + 1_000);
    expect((await eventWithMarkets(app, event.id)).status).toBe("abandoned");
    const settled = await betOf(player, bet.id);
    expect(settled).toMatchObject({ status: "void", payout: "7.00", legs: [{ result: "void" }] });
    expect(await balanceOf(app, player.accountId)).toBe(10_000n);
    const [round] = await app.database.db
      .select({
        status: gameBets.status,
        refund: gameBets.refundAmount,
        settlement: gameBets.sportSettlement,
      })
      .from(gameBets)
      .where(eq(gameBets.roundId, bet.id));
    expect(round).toEqual({
      status: 4,
      refund: 700n,
      settlement: { ending: "void", legs: [{ result: "void", deadHeat: null }] },
    });
  });

  it("refunds a postponed match's bets when the postponement is announced", async () => {
    const postponed = fixturesEnding(
      (candidate) => candidate.kind === "void" && candidate.reason === "postponed",
    ).find(({ messages }) => messages[0]!.at > bookOf(app).clock.now().getTime() + 60_000);
    if (!postponed) throw new Error("no postponed fixture");
    const event = await eventWithMarkets(app, postponed.fixture.id);
    const player = await bookPlayer(app, { amount: 10_000n });
    const bet = await single(player, event.mainMarket!.selections[0]!, "4.00");
    await settleUpTo(postponed.messages[0]!.at + 1_000);
    expect(await betOf(player, bet.id)).toMatchObject({ status: "void", payout: "4.00" });
    expect(await balanceOf(app, player.accountId)).toBe(10_000n);
  });
});

describe("the cleanup sweep", () => {
  it("rolls back a placement an interruption left without an answer, refunding the stake", async () => {
    const upcoming = fixturesEnding(
      () => true,
      bookOf(app).clock.now().getTime() + 60 * 60_000,
    ).find(({ fixture }) => fixture.sportId === 66);
    if (!upcoming) throw new Error("no upcoming match");
    const event = await eventWithMarkets(app, upcoming.fixture.id);
    const player = await bookPlayer(app, { amount: 10_000n });
    const bet = await single(player, event.mainMarket!.selections[0]!, "5.00");
    expect(await balanceOf(app, player.accountId)).toBe(9_500n);
    // As if the process died between the wallet's answer and recording it, a while ago.
    await app.database.db
      .update(sportsbookBets)
      .set({ state: "placing", updatedAt: sql`now() - interval '2 minutes'` })
      .where(eq(sportsbookBets.id, bet.id));
    await bookOf(app).jobs.sweep();
    expect(await betOf(player, bet.id)).toMatchObject({ status: "refused" });
    expect(await balanceOf(app, player.accountId)).toBe(10_000n);
    const [round] = await app.database.db
      .select({ status: gameBets.status, settlement: gameBets.sportSettlement })
      .from(gameBets)
      .where(eq(gameBets.roundId, bet.id));
    // A placement's rollback is no void of the bet: it says nothing of the legs.
    expect(round).toEqual({ status: 4, settlement: null });
  });
});
