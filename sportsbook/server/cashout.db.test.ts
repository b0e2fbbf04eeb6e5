import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../contracts/errors.ts";
import type { CashOutQuote, SportBet, SportEventWithMarkets } from "../../contracts/sportsbook.ts";
import { gameBets } from "../../server/db/schema.ts";
import type { TestApp } from "../../tests/support/app.ts";
import {
  balanceOf,
  bookCall,
  bookOf,
  bookPlayer,
  eventRows,
  eventWithMarkets,
  tickAt,
  withBookApp,
  type BookPlayer,
} from "./test-support.ts";

let app: TestApp;
withBookApp((started) => (app = started));

type BetAnswer = { data: SportBet };
type QuoteAnswer = { data: CashOutQuote };

async function upcomingSoccer(): Promise<SportEventWithMarkets> {
  const now = bookOf(app).clock.now().getTime();
  const rows = (await eventRows(app))
    .filter(
      (row) =>
        row.sportId === 66 &&
        row.status === "not_started" &&
        row.startsAt.getTime() > now + 3600_000,
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const row of rows) {
    const event = await eventWithMarkets(app, row.id);
    if (event.mainMarket) return event;
  }
  throw new Error("no upcoming soccer match");
}

async function single(player: BookPlayer, event: SportEventWithMarkets, stake: string) {
  const selection = event.mainMarket!.selections[0]!;
  const placed = await bookCall<BetAnswer>(app, player.token, "POST", "/bets", {
    requestId: randomUUID(),
    kind: "single",
    stake,
    legs: [{ selectionId: selection.id, odds: selection.odds }],
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data;
}

const quote = (player: BookPlayer, betId: string) =>
  bookCall<QuoteAnswer>(app, player.token, "POST", `/bets/${betId}/cashout/quote`);
const accept = (player: BookPlayer, betId: string, body: { quoteId: string; amount?: string }) =>
  bookCall<{ data: { bet: SportBet; paid: string } }>(
    app,
    player.token,
    "POST",
    `/bets/${betId}/cashout`,
    body,
  );

describe("cash-out", () => {
  it("quotes the stake back while the price has not moved, and pays a full cash-out", async () => {
    const event = await upcomingSoccer();
    const player = await bookPlayer(app, { amount: 10_000n });
    const bet = await single(player, event, "10.00");
    const offer = await quote(player, bet.id);
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    expect(offer.body.data).toMatchObject({
      betId: bet.id,
      amount: "10.00",
      currency: "EUR",
      minPartial: "0.10",
    });
    const paid = await accept(player, bet.id, { quoteId: offer.body.data.quoteId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({
      paid: "10.00",
      bet: { status: "cashed_out", cashedOut: "10.00" },
    });
    expect(await balanceOf(app, player.accountId)).toBe(10_000n);
    const [round] = await app.database.db
      .select({
        status: gameBets.status,
        win: gameBets.winAmount,
        settlement: gameBets.sportSettlement,
      })
      .from(gameBets)
      .where(eq(gameBets.roundId, bet.id));
    // The operator's history says the bet was cashed out, its leg not resulted.
    expect(round).toEqual({
      status: 2,
      win: 1_000n,
      settlement: { ending: "cashed_out", legs: [{ result: null, deadHeat: null }] },
    });
    // A closed bet offers no more cash-out.
    const again = await quote(player, bet.id);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe(ErrorCode.SPORT_CASHOUT_UNAVAILABLE);
  });

  it("cashes out part of a bet and keeps the rest of its stake in play", async () => {
    const event = await upcomingSoccer();
    const player = await bookPlayer(app, { amount: 10_000n });
    const bet = await single(player, event, "10.00");
    const offer = await quote(player, bet.id);
    const part = await accept(player, bet.id, { quoteId: offer.body.data.quoteId, amount: "4.00" });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data.bet).toMatchObject({
      status: "open",
      cashedOut: "4.00",
      remainingStake: "6.00",
      stake: "10.00",
    });
    expect(await balanceOf(app, player.accountId)).toBe(9_000n + 400n);
    const [round] = await app.database.db
      .select({ status: gameBets.status, settlement: gameBets.sportSettlement })
      .from(gameBets)
      .where(eq(gameBets.roundId, bet.id));
    expect(round).toEqual({
      status: 1,
      settlement: { ending: "cashed_out", legs: [{ result: null, deadHeat: null }] },
    });
    const odds = Number(bet.odds);
    expect(Number(part.body.data.bet.potentialPayout)).toBeCloseTo(6 * odds, 2);
    // The old quote is spent: the bet changed.
    const stale = await accept(player, bet.id, { quoteId: offer.body.data.quoteId });
    expect(stale.status).toBe(409);
    expect(stale.body.error?.code).toBe(ErrorCode.SPORT_CASHOUT_CHANGED);
    expect(stale.body.error?.quote?.amount).toBe("6.00");
  });

  it("refuses an expired quote with a new one, and a quote of another bet", async () => {
    const event = await upcomingSoccer();
    const player = await bookPlayer(app, { amount: 10_000n });
    const first = await single(player, event, "3.00");
    const second = await single(player, event, "2.00");
    const offer = await quote(player, first.id);
    const wrong = await accept(player, second.id, { quoteId: offer.body.data.quoteId });
    expect(wrong.status).toBe(400);
    bookOf(app).clock.advance(6_000);
    const late = await accept(player, first.id, { quoteId: offer.body.data.quoteId });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({
      code: ErrorCode.SPORT_CASHOUT_CHANGED,
      quote: { betId: first.id, amount: "3.00" },
    });
    const forged = await accept(player, first.id, { quoteId: `${offer.body.data.quoteId}x` });
    expect(forged.status).toBe(400);
    expect(await balanceOf(app, player.accountId)).toBe(10_000n - 500n);
  });

  it("values a live bet from the price now, and offers none while its market is suspended", async () => {
    const book = bookOf(app);
    const event = await upcomingSoccer();
    const player = await bookPlayer(app, { amount: 10_000n });
    const bet = await single(player, event, "10.00");
    const messages = book.feed.timeline(event.id)!.messages;
    const kickOff = messages.find((message) => message.state.status === "live")!;
    // Twenty minutes in, at a moment the markets are open.
    const open = messages.find(
      (message) =>
        message.at > kickOff.at + 20 * 60_000 &&
        !message.state.suspended &&
        message.state.status === "live",
    );
    if (!open) throw new Error("no open moment");
    await tickAt(app, open.at + 1_000);
    const live = await eventWithMarkets(app, event.id);
    const now = live.mainMarket?.selections.find(
      (selection) => selection.id === bet.legs[0]!.selectionId,
    );
    const offer = await quote(player, bet.id);
    if (now) {
      expect(offer.status, JSON.stringify(offer.body)).toBe(200);
      const expected = Math.floor(
        (1000 * Math.round(Number(bet.odds) * 100)) / Math.round(Number(now.odds) * 100),
      );
      expect(offer.body.data.amount).toBe((expected / 100).toFixed(2));
    }
    const closed = messages.find((message) => message.at > open.at && message.state.suspended);
    if (!closed) return;
    await tickAt(app, closed.at + 500);
    const suspended = await quote(player, bet.id);
    expect(suspended.status).toBe(409);
    expect(suspended.body.error?.code).toBe(ErrorCode.SPORT_CASHOUT_UNAVAILABLE);
  });
});
