import { createHmac, timingSafeEqual } from "node:crypto";
import {
  CASHOUT_QUOTE_TTL_SECONDS,
  type CashOutQuote,
  type LegResult,
  type SportBet,
} from "../../contracts/sportsbook.ts";
import { formatMinor, tryParseMajor } from "../../contracts/money.ts";
import { walletUnreachable } from "../../house/server/errors.ts";
import type { WalletClient } from "../../house/server/wallet-client.ts";
import type { Db } from "../../server/db/client.ts";
import { AppError } from "../../server/platform/errors.ts";
import { parseSelectionId } from "../markets/keys.ts";
import { cashOutValue, type CashOutLeg } from "../settlement/cashout-value.ts";
import { legOutcomeOf } from "../settlement/rules.ts";
import {
  claimBet,
  selectBet,
  selectLegs,
  type BetRow,
  type LegRow,
  type PendingCall,
} from "./bet-store.ts";
import { toSportBet } from "./bet-views.ts";
import type { BookClock } from "./clock.ts";
import { cashOutChanged, cashOutUnavailable } from "./errors.ts";
import { selectEvents, type BookEvent } from "./event-store.ts";
import type { BookSession } from "./session.ts";
import type { EventViews } from "./views.ts";
import { sendCall, transactionIds } from "./wallet-calls.ts";

/**
 * Cash-out: what the remaining stake of an open bet is worth now. Each leg still to play counts
 * odds taken / odds offered now (the book's margin is in today's price), each resulted leg its
 * settlement factor, combined as settlement combines them; a lost leg of a single or
 * accumulator, a suspended or withdrawn market, or an event already over make cash-out
 * unavailable. A quote is signed and holds CASHOUT_QUOTE_TTL_SECONDS; accepting pays it (or a
 * part of it, taking the same share of the stake out of the bet) through a wallet `win`, as long
 * as the bet's value has not fallen below it meanwhile.
 */

interface QuotePayload {
  betId: string;
  /** Full cash-out, minor units. */
  amount: string;
  remainingStake: string;
  cashOuts: number;
  expiresAt: number;
}

export function createCashOut(deps: {
  db: Db;
  clock: BookClock;
  views: EventViews;
  wallet: WalletClient;
  secret: string;
  publishBet(playerRef: string, bet: SportBet): void;
}) {
  const { db, clock, views, wallet } = deps;
  const key = createHmac("sha256", deps.secret).update("sportsbook:cashout").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

  function encode(payload: QuotePayload): string {
    const text = Buffer.from(JSON.stringify(payload)).toString("base64url");
    return `${text}.${sign(text)}`;
  }

  function decode(quoteId: string): QuotePayload | null {
    const [text, signature, extra] = quoteId.split(".");
    if (!text || !signature || extra !== undefined) return null;
    const expected = Buffer.from(sign(text));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      return JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as QuotePayload;
    } catch {
      return null;
    }
  }

  /** The value of the bet's remaining stake now; throws 15006 when it can't be cashed out. */
  function valueOf(
    bet: BetRow,
    legs: readonly LegRow[],
    events: ReadonlyMap<number, BookEvent>,
    now: Date,
  ): bigint {
    if (bet.state !== "open") throw cashOutUnavailable("This bet can't be cashed out now");
    const priced: CashOutLeg[] = legs.map((leg) => {
      const outcome = leg.result ? legOutcomeOf(leg.result as LegResult, leg.deadHeat) : null;
      if (outcome) return { odds: leg.odds, outcome, now: null };
      const event = events.get(leg.eventId);
      if (!event || (event.status !== "live" && event.status !== "not_started")) {
        throw cashOutUnavailable("An event of this bet is being settled");
      }
      if (event.state.suspended) throw cashOutUnavailable("A market of this bet is suspended");
      const ref = parseSelectionId(leg.selectionId);
      const offered = views
        .markets(event, now)
        .find((market) => market.key === ref?.key)
        ?.selections.find((selection) => selection.id === leg.selectionId);
      return { odds: leg.odds, outcome: null, now: offered?.odds ?? null };
    });
    const value = cashOutValue(bet.kind, bet.systemSize, priced, bet.remainingStake);
    if (value === null) {
      throw cashOutUnavailable(
        "This bet can't be cashed out now: a selection lost or is not offered",
      );
    }
    return value;
  }

  async function ownBet(session: BookSession, betId: string) {
    const bet = await selectBet(db, betId);
    if (!bet || bet.playerRef !== session.playerRef) throw AppError.notFound("Bet not found");
    const legs = await selectLegs(db, [bet.id]);
    const events = new Map(
      (await selectEvents(db, [...new Set(legs.map((leg) => leg.eventId))])).map((event) => [
        event.id,
        event,
      ]),
    );
    return { bet, legs, events };
  }

  /** The share of the remaining stake a partial cash-out takes (rounded in the book's favour). */
  function stakeTaken(remaining: bigint, paid: bigint, value: bigint): bigint {
    return (remaining * paid + value - 1n) / value;
  }

  function quoteOf(session: BookSession, bet: BetRow, value: bigint, now: Date): CashOutQuote {
    const expiresAt = now.getTime() + CASHOUT_QUOTE_TTL_SECONDS * 1000;
    const min = session.limits.minStake;
    // A part must be at least the minimum stake, and leave at least the minimum stake in play.
    const partialPossible =
      value >= min * 2n && bet.remainingStake - stakeTaken(bet.remainingStake, min, value) >= min;
    return {
      quoteId: encode({
        betId: bet.id,
        amount: value.toString(),
        remainingStake: bet.remainingStake.toString(),
        cashOuts: bet.cashOuts,
        expiresAt,
      }),
      betId: bet.id,
      currency: bet.currency,
      amount: formatMinor(value, bet.subunitToUnit),
      minPartial: partialPossible ? formatMinor(min, bet.subunitToUnit) : null,
      expiresAt: new Date(expiresAt).toISOString(),
    };
  }

  /** What landing a cash-out call does to the bet. */
  async function applyCashOut(
    bet: BetRow,
    call: PendingCall & { action: "win" },
  ): Promise<BetRow | null> {
    const paid = BigInt(call.amount);
    const taken = BigInt(call.stakeTaken ?? bet.remainingStake.toString());
    if (call.finished) {
      return claimBet(db, bet.id, ["cashing_out"], "cashed_out", {
        call: null,
        payout: bet.cashedOut + paid,
        cashedOut: bet.cashedOut + paid,
        remainingStake: 0n,
        cashOuts: bet.cashOuts + 1,
        settledAt: new Date(),
      });
    }
    return claimBet(db, bet.id, ["cashing_out"], "open", {
      call: null,
      cashedOut: bet.cashedOut + paid,
      remainingStake: bet.remainingStake - taken,
      cashOuts: bet.cashOuts + 1,
    });
  }

  async function publish(bet: BetRow) {
    const legs = await selectLegs(db, [bet.id]);
    const events = new Map(
      (await selectEvents(db, [...new Set(legs.map((leg) => leg.eventId))])).map((event) => [
        event.id,
        event,
      ]),
    );
    const view = toSportBet(bet, legs, events);
    deps.publishBet(bet.playerRef, view);
    return view;
  }

  return {
    async quote(session: BookSession, betId: string): Promise<CashOutQuote> {
      const { bet, legs, events } = await ownBet(session, betId);
      const now = clock.now();
      return quoteOf(session, bet, valueOf(bet, legs, events, now), now);
    },

    async accept(session: BookSession, betId: string, body: { quoteId: string; amount?: string }) {
      const { bet, legs, events } = await ownBet(session, betId);
      const quoted = decode(body.quoteId);
      if (!quoted || quoted.betId !== bet.id) {
        throw AppError.validation(
          { quoteId: ["Not a quote of this bet"] },
          "Not a quote of this bet",
        );
      }
      const now = clock.now();
      const fresh = () => {
        try {
          return quoteOf(session, bet, valueOf(bet, legs, events, now), now);
        } catch {
          return undefined;
        }
      };
      if (quoted.expiresAt <= now.getTime()) throw cashOutChanged("The quote expired", fresh());
      if (
        quoted.cashOuts !== bet.cashOuts ||
        quoted.remainingStake !== bet.remainingStake.toString()
      ) {
        throw cashOutChanged("The bet changed since the quote", fresh());
      }
      const amount = BigInt(quoted.amount);
      const value = valueOf(bet, legs, events, now);
      if (value < amount) {
        throw cashOutChanged(
          "The cash-out value fell since the quote",
          quoteOf(session, bet, value, now),
        );
      }
      let paid = amount;
      if (body.amount !== undefined) {
        const part = tryParseMajor(body.amount, bet.subunitToUnit);
        if (part === null || part <= 0n || part > amount) {
          throw AppError.validation(
            { amount: ["Choose an amount up to the quote"] },
            "Choose an amount up to the quote",
          );
        }
        paid = part;
      }
      const full = paid === amount;
      const taken = full ? bet.remainingStake : stakeTaken(bet.remainingStake, paid, amount);
      if (
        !full &&
        (paid < session.limits.minStake || bet.remainingStake - taken < session.limits.minStake)
      ) {
        throw AppError.validation(
          { amount: ["A part must be at least the minimum stake and leave at least that in play"] },
          "That part is too small or too large: cash out all of it instead",
        );
      }
      const call: PendingCall & { action: "win" } = {
        action: "win",
        transactionId: transactionIds.cashOut(bet.id, bet.cashOuts + 1),
        amount: paid.toString(),
        finished: full,
        stakeTaken: taken.toString(),
      };
      const claimed = await claimBet(db, bet.id, ["open"], "cashing_out", { call });
      if (!claimed) throw cashOutUnavailable("This bet can't be cashed out now");
      const result = await sendCall(wallet, claimed, call, legs);
      if (result.kind === "refused") {
        await claimBet(db, bet.id, ["cashing_out"], "open", { call: null });
        throw cashOutUnavailable(`The casino refused the cash-out: ${result.error.message}`);
      }
      if (result.kind === "unknown") {
        throw walletUnreachable(
          "The casino's wallet did not answer: the cash-out will be paid when it does",
          result,
        );
      }
      const done = (await applyCashOut(claimed, call)) ?? claimed;
      return { bet: await publish(done), paid: formatMinor(paid, bet.subunitToUnit) };
    },

    /** Re-sends the cash-out call an interruption left without an answer. */
    async finish(bet: BetRow): Promise<boolean> {
      const call = bet.call as PendingCall | null;
      if (bet.state !== "cashing_out" || !call || call.action !== "win") return false;
      const legs = await selectLegs(db, [bet.id]);
      const result = await sendCall(wallet, bet, call, legs);
      if (result.kind === "unknown") return false;
      if (result.kind === "refused") {
        await claimBet(db, bet.id, ["cashing_out"], "open", { call: null });
        return true;
      }
      const done = await applyCashOut(bet, call);
      if (done) await publish(done);
      return true;
    },
  };
}
export type CashOut = ReturnType<typeof createCashOut>;
