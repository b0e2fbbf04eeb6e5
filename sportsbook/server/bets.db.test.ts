import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../contracts/errors.ts";
import type { GameBet } from "../../contracts/game.ts";
import type { PlaceBetBody, SportBet, SportEventWithMarkets } from "../../contracts/sportsbook.ts";
import type { FeedState } from "../feed/types.ts";
import { playerLimits } from "../../server/db/schema.ts";
import type { TestApp } from "../../tests/support/app.ts";
import { launchGame } from "../../tests/support/game-wallet.ts";
import { api, registerPlayer } from "../../tests/support/players.ts";
import { fund } from "../../tests/support/wallet.ts";
import { testLedger } from "../../tests/support/game-wallet.ts";
import {
  balanceOf,
  bookCall,
  bookOf,
  bookPlayer,
  eventRows,
  eventWithMarkets,
  tickAt,
  TEST_NOW,
  withBookApp,
  type BookPlayer,
} from "./test-support.ts";

let app: TestApp;
withBookApp((started) => (app = started));

type BetAnswer = { data: SportBet };

function place(player: BookPlayer, body: Omit<PlaceBetBody, "requestId"> & { requestId?: string }) {
  return bookCall<BetAnswer>(app, player.token, "POST", "/bets", {
    requestId: randomUUID(),
    ...body,
  });
}

/** Pre-match events of a sport starting later today, with their markets. */
async function upcoming(sportId: number, count: number): Promise<SportEventWithMarkets[]> {
  const rows = (await eventRows(app))
    .filter(
      (event) =>
        event.sportId === sportId &&
        event.status === "not_started" &&
        event.startsAt.getTime() > TEST_NOW.getTime() + 30 * 60_000,
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const out: SportEventWithMarkets[] = [];
  for (const row of rows) {
    const event = await eventWithMarkets(app, row.id);
    if (event.mainMarket) out.push(event);
    if (out.length === count) break;
  }
  if (out.length < count) throw new Error(`only ${out.length} upcoming events of sport ${sportId}`);
  return out;
}

const mainSelection = (event: SportEventWithMarkets, index = 0) => {
  const selection = event.mainMarket?.selections[index];
  if (!selection) throw new Error(`no main selection on ${event.id}`);
  return selection;
};

async function historyOf(player: BookPlayer, isSettled: boolean): Promise<GameBet[]> {
  // A registered player's access token is needed for /api; test players come straight from
  // the ledger, so read the operator's rows through the history's own query instead.
  const rows = await app.app.games!.history.listBets(player.playerId, {
    page: 1,
    perPage: 50,
    isSettled,
  });
  return rows.data;
}

describe("placing bets through the wallet", () => {
  it("charges a pre-match single and records it in the operator's history with its leg", async () => {
    const [event] = await upcoming(66, 1);
    const selection = mainSelection(event!);
    const player = await bookPlayer(app, { amount: 50_000n });
    const placed = await place(player, {
      kind: "single",
      stake: "12.50",
      legs: [{ selectionId: selection.id, odds: selection.odds }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data).toMatchObject({
      status: "open",
      stake: "12.50",
      odds: selection.odds,
      legs: [{ selectionId: selection.id, odds: selection.odds, result: null }],
    });
    expect(await balanceOf(app, player.accountId)).toBe(50_000n - 1_250n);

    const [row] = await historyOf(player, false);
    expect(row).toMatchObject({
      betAmount: "12.50",
      status: 1,
      game: { identity: "sevens-sportsbook" },
      sport: {
        kind: "single",
        legs: 1,
        odds: selection.odds,
        selections: [{ eventId: event!.id, selectionName: selection.name, odds: selection.odds }],
      },
    });
    // The bet.placed fact says how many legs and which kind, for bet effects (quests).
    const facts = (await app.database.db.execute(
      sql`select payload from event_stream where topic = 'bet.placed' and payload->>'roundId' = ${placed.body.data.id}`,
    )) as unknown as { rows: { payload: unknown }[] };
    const payload = facts.rows[0]?.payload;
    const fact = typeof payload === "string" ? JSON.parse(payload) : payload;
    expect(fact).toMatchObject({ sport: { kind: "single", legs: 1 }, amount: "1250" });
  });

  it("places an accumulator and a system bet, and lists them as my open bets", async () => {
    const events = await upcoming(66, 4);
    const legs = events.map((event) => {
      const selection = mainSelection(event);
      return { selectionId: selection.id, odds: selection.odds };
    });
    const player = await bookPlayer(app, { amount: 100_000n });
    const treble = await place(player, {
      kind: "accumulator",
      stake: "5.00",
      legs: legs.slice(0, 3),
    });
    expect(treble.status, JSON.stringify(treble.body)).toBe(201);
    const product = legs.slice(0, 3).reduce((total, leg) => total * Number(leg.odds), 1);
    expect(Number(treble.body.data.odds)).toBeCloseTo(product, 1);

    const system = await place(player, { kind: "system", systemSize: 2, stake: "6.00", legs });
    expect(system.status, JSON.stringify(system.body)).toBe(201);
    expect(system.body.data).toMatchObject({ combinations: 6, systemSize: 2, odds: null });
    expect(await balanceOf(app, player.accountId)).toBe(100_000n - 500n - 600n);

    const mine = await bookCall<{ data: SportBet[] }>(
      app,
      player.token,
      "GET",
      "/bets?status=open",
    );
    expect(mine.body.data.map((bet) => bet.kind)).toEqual(["system", "accumulator"]);
    const history = await historyOf(player, false);
    expect(history.map((bet) => bet.sport?.kind).sort()).toEqual(["accumulator", "system"]);
  });

  it("answers a retried placement with the same bet and charges once", async () => {
    const [event] = await upcoming(68, 1);
    const selection = mainSelection(event!);
    const player = await bookPlayer(app, { amount: 10_000n });
    const body = {
      requestId: randomUUID(),
      kind: "single" as const,
      stake: "3.00",
      legs: [{ selectionId: selection.id, odds: selection.odds }],
    };
    const first = await place(player, body);
    const again = await place(player, body);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await balanceOf(app, player.accountId)).toBe(9_700n);
    const other = await place(player, { ...body, stake: "4.00" });
    expect(other.status).toBe(409);
    expect(other.body.error?.code).toBe(ErrorCode.IDEMPOTENCY_CONFLICT);
  });
});

describe("odds-change policies", () => {
  it("takes the better price with 'higher', refuses a worse one, and 'none' wants the same", async () => {
    const [event] = await upcoming(66, 1);
    const selection = mainSelection(event!);
    const odds = Number(selection.odds);
    const lower = (odds - 0.05).toFixed(2);
    const higher = (odds + 0.05).toFixed(2);
    const player = await bookPlayer(app, { amount: 10_000n });
    const leg = (price: string) => [{ selectionId: selection.id, odds: price }];

    const better = await place(player, {
      kind: "single",
      stake: "1.00",
      legs: leg(lower),
      oddsChange: "higher",
    });
    expect(better.status, JSON.stringify(better.body)).toBe(201);
    expect(better.body.data.legs[0]?.odds).toBe(selection.odds);

    const worse = await place(player, {
      kind: "single",
      stake: "1.00",
      legs: leg(higher),
      oddsChange: "higher",
    });
    expect(worse.status).toBe(409);
    expect(worse.body.error).toMatchObject({
      code: ErrorCode.SPORT_ODDS_CHANGED,
      changes: [{ selectionId: selection.id, odds: selection.odds }],
      fields: { "legs.0.odds": [`The odds are now ${selection.odds}`] },
    });

    const none = await place(player, {
      kind: "single",
      stake: "1.00",
      legs: leg(lower),
      oddsChange: "none",
    });
    expect(none.status).toBe(409);
    const any = await place(player, {
      kind: "single",
      stake: "1.00",
      legs: leg(higher),
      oddsChange: "any",
    });
    expect(any.status).toBe(201);
    expect(any.body.data.legs[0]?.odds).toBe(selection.odds);
    // Two accepted bets of 1.00; the refusals charged nothing.
    expect(await balanceOf(app, player.accountId)).toBe(9_800n);
  });
});

describe("refusals charge nothing", () => {
  it("refuses stakes outside the limits, impossible combinations and unknown selections", async () => {
    const events = await upcoming(66, 2);
    const selection = mainSelection(events[0]!);
    const sameEvent = events[0]!.markets.find((market) => market.type === "ou")!.selections[0]!;
    const player = await bookPlayer(app, { amount: 1_000_000_00n });
    const leg = { selectionId: selection.id, odds: selection.odds };

    const tooSmall = await place(player, { kind: "single", stake: "0.05", legs: [leg] });
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.error?.code).toBe(ErrorCode.SPORT_STAKE_LIMIT);
    expect(tooSmall.body.error?.fields?.stake?.[0]).toMatch(/minimum stake is 0.1/);

    const tooBig = await place(player, { kind: "single", stake: "90000.00", legs: [leg] });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error?.code).toBe(ErrorCode.SPORT_STAKE_LIMIT);

    const sameMatch = await place(player, {
      kind: "accumulator",
      stake: "1.00",
      legs: [leg, { selectionId: sameEvent.id, odds: sameEvent.odds }],
    });
    expect(sameMatch.status).toBe(400);
    expect(sameMatch.body.error).toMatchObject({
      code: ErrorCode.SPORT_INVALID_COMBINATION,
      fields: { "legs.1.selectionId": [expect.any(String)] },
    });

    const unknown = await place(player, {
      kind: "single",
      stake: "1.00",
      legs: [{ selectionId: `${events[0]!.id}:ou@99.5:over`, odds: "1.90" }],
    });
    expect(unknown.status).toBe(409);
    expect(unknown.body.error?.code).toBe(ErrorCode.SPORT_SELECTION_UNAVAILABLE);

    const malformed = await place(player, { kind: "single", stake: "1.00", legs: [] });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.fields).toHaveProperty("legs");

    const unevenSystem = await place(player, {
      kind: "system",
      systemSize: 2,
      stake: "1.00",
      legs: (await upcoming(66, 3)).map((event) => ({
        selectionId: mainSelection(event).id,
        odds: mainSelection(event).odds,
      })),
    });
    expect(unevenSystem.status).toBe(400);
    expect(unevenSystem.body.error?.fields?.stake?.[0]).toMatch(/split evenly over the 3/);
    expect(await balanceOf(app, player.accountId)).toBe(1_000_000_00n);
  });

  it("refuses a stake the player can't cover (12001) and keeps nothing", async () => {
    const [event] = await upcoming(66, 1);
    const selection = mainSelection(event!);
    const player = await bookPlayer(app, { amount: 500n });
    const requestId = randomUUID();
    const body = {
      requestId,
      kind: "single" as const,
      stake: "20.00",
      legs: [{ selectionId: selection.id, odds: selection.odds }],
    };
    const refused = await place(player, body);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: ErrorCode.INSUFFICIENT_FUNDS,
      balance: "5.00",
    });
    expect(await balanceOf(app, player.accountId)).toBe(500n);
    expect(await historyOf(player, false)).toEqual([]);
    // Once funded, the same slip goes through.
    await fund(app.database.db, testLedger(app), {
      walletAccountId: player.accountId,
      currency: "EUR",
      amount: 5_000n,
    });
    expect((await place(player, body)).status).toBe(201);
  });

  it("is refused by the operator's bet limit like any bet (14100)", async () => {
    const [event] = await upcoming(66, 1);
    const selection = mainSelection(event!);
    const player = await bookPlayer(app, { amount: 50_000n });
    await app.database.db.insert(playerLimits).values({
      playerId: player.playerId,
      definition: 1,
      currency: "EUR",
      period: "daily",
      amount: 1_000n,
    });
    const leg = [{ selectionId: selection.id, odds: selection.odds }];
    expect((await place(player, { kind: "single", stake: "6.00", legs: leg })).status).toBe(201);
    const over = await place(player, { kind: "single", stake: "6.00", legs: leg });
    expect(over.status).toBe(403);
    expect(over.body.error?.code).toBe(ErrorCode.GAME_LIMIT_BET);
    expect(await balanceOf(app, player.accountId)).toBe(50_000n - 600n);
  });

  it("needs a valid book token", async () => {
    const missing = await bookCall(app, null, "GET", "/bets");
    expect(missing.status).toBe(401);
    const forged = await bookCall(app, "abc.def-forged-token", "GET", "/bets");
    expect(forged.status).toBe(401);
    const expired = await bookPlayer(app, { expiresAt: new Date(Date.now() - 1000) });
    const [event] = await upcoming(66, 1);
    const selection = mainSelection(event!);
    const late = await place(expired, {
      kind: "single",
      stake: "1.00",
      legs: [{ selectionId: selection.id, odds: selection.odds }],
    });
    expect(late.status).toBe(401);
  });
});

describe("the operator's launch", () => {
  it("gives signed-in players a book token and guests none (SPEC §6)", async () => {
    const player = await registerPlayer(app);
    const launched = await launchGame(app, player.accessToken, "sevens-sportsbook", {});
    expect(launched.status, JSON.stringify(launched.body)).toBe(200);
    expect(launched.body.data.gameUrl).toBe("/sportsbook/api");
    const session = await bookCall<{ data: { currency: string; balance: string } }>(
      app,
      launched.body.data.token,
      "GET",
      "/session",
    );
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(session.body.data).toMatchObject({ balance: "0.00", limits: { minStake: "0.10" } });
    const guest = await launchGame(app, undefined, "sevens-sportsbook", {});
    expect(guest.status).toBe(401);
    // Not a casino tile.
    const lobby = await api<{ data: { identity: string }[] }>(
      app,
      "GET",
      "/api/game/games?perPage=100",
    );
    expect(lobby.body.data.map((game) => game.identity)).not.toContain("sevens-sportsbook");
  });
});

describe("live bets", () => {
  /**
   * Moments of live soccer matches after the book's clock (tests move it forward only): a
   * message of a live, open market followed by a quiet gap, soonest first.
   */
  function liveMoments(gapSeconds: number) {
    const book = bookOf(app);
    const after = book.clock.now().getTime();
    const day = Math.floor(after / 86_400_000);
    const moments: { eventId: number; at: number; next: FeedState; nextAt: number }[] = [];
    for (const fixture of [...book.feed.fixtures(day), ...book.feed.fixtures(day + 1)]) {
      if (fixture.sportId !== 66) continue;
      const messages = book.feed.timeline(fixture.id)?.messages ?? [];
      const kickOff = messages.find((message) => message.state.status === "live")?.at ?? Infinity;
      for (let index = 0; index < messages.length - 1; index += 1) {
        const here = messages[index]!;
        const next = messages[index + 1]!;
        if (here.at < Math.max(after, kickOff + 60_000)) continue;
        if (here.state.status !== "live" || here.state.suspended) continue;
        if (next.at - here.at > gapSeconds * 1000) {
          moments.push({ eventId: fixture.id, at: here.at, next: next.state, nextAt: next.at });
          break;
        }
      }
    }
    return moments.sort((a, b) => a.at - b.at);
  }

  /** The first of `moments` whose event offers a main market, with the clock moved there. */
  async function atMoment(
    moments: ReturnType<typeof liveMoments>,
    offset: (m: (typeof moments)[number]) => number,
  ) {
    for (const moment of moments) {
      const at = offset(moment);
      if (at < bookOf(app).clock.now().getTime()) continue;
      await tickAt(app, at);
      const event = await eventWithMarkets(app, moment.eventId);
      if (event.mainMarket && !event.isSuspended) return { moment, at, event };
    }
    throw new Error("no live moment with a main market");
  }

  it("waits out the sport's delay, then charges at the price of then", async () => {
    const { at, event } = await atMoment(liveMoments(40), (moment) => moment.at + 5_000);
    expect(event).toMatchObject({ isLive: true, isSuspended: false, betDelaySeconds: 8 });
    const selection = mainSelection(event);
    const player = await bookPlayer(app, { amount: 10_000n });
    const placed = await place(player, {
      kind: "single",
      stake: "2.00",
      legs: [{ selectionId: selection.id, odds: selection.odds }],
      oddsChange: "any",
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(202);
    expect(placed.body.data).toMatchObject({ status: "pending", isLive: true });
    // Nothing is charged while it waits.
    expect(await balanceOf(app, player.accountId)).toBe(10_000n);
    await tickAt(app, at + 4_000);
    const waiting = await bookCall<BetAnswer>(
      app,
      player.token,
      "GET",
      `/bets/${placed.body.data.id}`,
    );
    expect(waiting.body.data.status).toBe("pending");
    await tickAt(app, at + 9_000);
    const accepted = await bookCall<BetAnswer>(
      app,
      player.token,
      "GET",
      `/bets/${placed.body.data.id}`,
    );
    expect(accepted.body.data.status).toBe("open");
    expect(await balanceOf(app, player.accountId)).toBe(9_800n);
  });

  it("refuses a live bet when the match moved during its delay, charging nothing", async () => {
    // Just before the feed's next message (a goal building, a stoppage): the bet waits past it.
    const { at, event, moment } = await atMoment(
      liveMoments(15).filter((candidate) => candidate.next.suspended),
      (candidate) => candidate.nextAt - 3_000,
    );
    expect(event.isSuspended).toBe(false);
    const selection = mainSelection(event);
    const player = await bookPlayer(app, { amount: 10_000n });
    const placed = await place(player, {
      kind: "single",
      stake: "2.00",
      legs: [{ selectionId: selection.id, odds: selection.odds }],
      oddsChange: "any",
    });
    expect(placed.status).toBe(202);
    const { messages } = bookOf(app).feed.timeline(moment.eventId)!;
    const nextAt = messages.find((message) => message.at > at)!.at;
    // The delay (8 s) ends after the market closed.
    expect(nextAt).toBeLessThan(at + 8_000);
    await tickAt(app, at + 9_000);
    const decided = await bookCall<BetAnswer>(
      app,
      player.token,
      "GET",
      `/bets/${placed.body.data.id}`,
    );
    expect(decided.body.data).toMatchObject({
      status: "refused",
      refusal: { code: ErrorCode.SPORT_SELECTION_SUSPENDED },
    });
    expect(await balanceOf(app, player.accountId)).toBe(10_000n);
    // And while the market is closed, a new bet is refused at once.
    const now = await eventWithMarkets(app, moment.eventId);
    if (now.isSuspended) {
      const closed = await place(player, {
        kind: "single",
        stake: "2.00",
        legs: [{ selectionId: selection.id, odds: selection.odds }],
        oddsChange: "any",
      });
      expect(closed.status).toBe(409);
      expect(closed.body.error?.code).toBe(ErrorCode.SPORT_SELECTION_SUSPENDED);
    }
  });
});
