import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import { ErrorCode } from "../../contracts/errors.ts";
import { formatMinor, tryParseMajor } from "../../contracts/money.ts";
import type { OddsChangePolicy, placeBetBody, SportBet } from "../../contracts/sportsbook.ts";
import { refusedBetError, walletUnreachable } from "../../house/server/errors.ts";
import type { WalletClient } from "../../house/server/wallet-client.ts";
import type { Db } from "../../server/db/client.ts";
import { sportsbookBetLegs } from "../../server/db/schema.ts";
import { AppError } from "../../server/platform/errors.ts";
import { and, eq } from "drizzle-orm";
import type { Catalogue } from "../catalogue/catalogue.ts";
import { parseSelectionId } from "../markets/keys.ts";
import { oddsText, parseOdds } from "../pricing/margin.ts";
import type { PricedMarket, PricedSelection } from "../pricing/markets.ts";
import { combinationCount, potentialPayout } from "../settlement/payout.ts";
import {
  claimBet,
  deleteBet,
  insertBet,
  selectBet,
  selectBetByRequest,
  selectDuePending,
  selectLegs,
  selectPlayerBets,
  SETTLED_STATES,
  UNSETTLED_STATES,
  type BetRow,
  type LegRow,
  type PendingCall,
} from "./bet-store.ts";
import { toSportBet } from "./bet-views.ts";
import type { BookClock } from "./clock.ts";
import {
  invalidCombination,
  oddsChanged,
  stakeLimit,
  suspended,
  unavailable,
  BookError,
} from "./errors.ts";
import { selectEvents, type BookEvent } from "./event-store.ts";
import { maxStakeOf } from "./limits.ts";
import type { BookSession } from "./session.ts";
import type { EventViews } from "./views.ts";
import { sendCall, transactionIds } from "./wallet-calls.ts";

/**
 * Placing bets (sportsbook/README.md "How a bet flows"): every leg priced now and checked
 * against the slip's odds-change policy, the stake against the limits of its markets and
 * currency; a pre-match bet is charged at once with the wallet's `bet` call, a live one waits
 * out its sport's delay as `pending` and is priced again when the ticker accepts it. A refusal
 * charges nothing.
 */

export type PlaceBet = z.output<typeof placeBetBody>;

/** Pending live bets accepted per tick at most. */
const ACCEPT_PER_TICK = 100;

interface CheckedLeg {
  field: string;
  event: BookEvent;
  market: PricedMarket;
  selection: PricedSelection;
  /** The odds the bet takes (hundredths). */
  odds: number;
}

/** Whether a price now satisfies the slip's price under the policy. */
function acceptable(policy: OddsChangePolicy, wanted: number, now: number): boolean {
  if (policy === "any") return true;
  if (policy === "higher") return now >= wanted;
  return now === wanted;
}

export function createBets(deps: {
  db: Db;
  clock: BookClock;
  catalogue: Catalogue;
  views: EventViews;
  wallet: WalletClient;
  logger: FastifyBaseLogger;
  publishBet(playerRef: string, bet: SportBet): void;
}) {
  const { db, clock, catalogue, views, wallet } = deps;

  async function eventsOf(legs: readonly { eventId: number }[]) {
    const events = await selectEvents(db, [...new Set(legs.map((leg) => leg.eventId))]);
    return new Map(events.map((event) => [event.id, event]));
  }

  async function view(
    bet: BetRow,
    legs?: LegRow[],
    events?: ReadonlyMap<number, BookEvent>,
  ): Promise<SportBet> {
    const own = legs ?? (await selectLegs(db, [bet.id]));
    return toSportBet(bet, own, events ?? (await eventsOf(own)));
  }

  /**
   * Prices each leg now and applies the policy; throws the first refusal (unavailable,
   * suspended) or every odds change at once. `placedCursor` (acceptance of a live bet): the
   * feed must not have moved the event since the bet was placed.
   */
  function checkLegs(
    legs: readonly { selectionId: string; odds: number; placedCursor?: number }[],
    events: ReadonlyMap<number, BookEvent>,
    policy: OddsChangePolicy,
    now: Date,
  ): CheckedLeg[] {
    const checked: CheckedLeg[] = [];
    const changes: { selectionId: string; odds: string }[] = [];
    const changeFields: Record<string, string[]> = {};
    legs.forEach((leg, index) => {
      const field = `legs.${index}.selectionId`;
      const ref = parseSelectionId(leg.selectionId);
      const event = ref ? events.get(ref.eventId) : undefined;
      if (!ref || !event) throw unavailable(field, "This event is not in the book");
      if (event.status !== "not_started" && event.status !== "live") {
        throw unavailable(field, "This event is over: it takes no more bets");
      }
      const market = views.markets(event, now).find((candidate) => candidate.key === ref.key);
      const selection = market?.selections.find((candidate) => candidate.id === leg.selectionId);
      if (!market || !selection) {
        throw unavailable(field, "This selection is no longer offered");
      }
      if (event.state.suspended) throw suspended(field);
      if (leg.placedCursor !== undefined && leg.placedCursor !== event.feedCursor) {
        throw suspended(field, "The match moved on while the bet waited: place it again");
      }
      if (!acceptable(policy, leg.odds, selection.odds)) {
        const odds = oddsText(selection.odds);
        changes.push({ selectionId: leg.selectionId, odds });
        changeFields[`legs.${index}.odds`] = [`The odds are now ${odds}`];
      }
      checked.push({
        field,
        event,
        market,
        selection,
        odds: policy === "none" ? leg.odds : selection.odds,
      });
    });
    if (changes.length > 0) throw oddsChanged(changeFields, changes);
    return checked;
  }

  /** The stake against the limits; returns the stake in minor units. */
  function checkStake(session: BookSession, body: PlaceBet, legs: readonly CheckedLeg[]): bigint {
    const { subunitToUnit } = session.currency;
    const money = (amount: bigint) =>
      `${formatMinor(amount, subunitToUnit)} ${session.currency.code}`;
    const amount = tryParseMajor(body.stake, subunitToUnit);
    if (amount === null) {
      const decimals = subunitToUnit.toString().length - 1;
      throw AppError.validation({ stake: [`Enter a stake with at most ${decimals} decimals`] });
    }
    if (amount <= 0n) throw AppError.validation({ stake: ["Enter a stake above zero"] });
    const combinations = BigInt(combinationCount(body.kind, legs.length, body.systemSize ?? null));
    if (amount % combinations !== 0n) {
      throw AppError.validation(
        { stake: [`The stake must split evenly over the ${combinations} combinations`] },
        "The stake must split evenly over the combinations",
      );
    }
    const unit = amount / combinations;
    if (unit < session.limits.minStake) {
      throw stakeLimit(
        body.kind === "system"
          ? `The minimum stake is ${money(session.limits.minStake)} per combination`
          : `The minimum stake is ${money(session.limits.minStake)}`,
      );
    }
    const max = legs
      .map((leg) =>
        maxStakeOf(session.limits, {
          isMain: leg.market.isMain,
          isLive: leg.event.status === "live",
        }),
      )
      .reduce((low, value) => (value < low ? value : low));
    if (amount > max) throw stakeLimit(`The most you can stake on this bet is ${money(max)}`);
    const payout = potentialPayout(
      body.kind,
      body.systemSize ?? null,
      legs.map((leg) => ({ odds: leg.odds, outcome: null })),
      amount,
    );
    if (payout > session.limits.maxPayout) {
      throw stakeLimit(
        `This bet could pay more than the maximum payout of ${money(session.limits.maxPayout)}: lower the stake`,
      );
    }
    return amount;
  }

  function requestHash(body: PlaceBet): string {
    return createHash("sha256")
      .update(
        JSON.stringify([
          body.kind,
          body.stake,
          body.systemSize ?? null,
          body.oddsChange,
          body.legs,
        ]),
      )
      .digest("hex");
  }

  /**
   * Charges a bet in `placing` with the wallet's bet call. Answers the open bet; a refusal
   * (funds, limits, exclusion) leaves it `refused` and throws the player's error; no answer
   * rolls it back (the sweep retries a rollback that did not land either).
   */
  async function charge(bet: BetRow, legs: readonly LegRow[]): Promise<BetRow> {
    const call: PendingCall = { action: "bet", transactionId: transactionIds.bet(bet.id) };
    const result = await sendCall(wallet, bet, call, legs);
    if (result.kind === "ok") {
      return (await claimBet(db, bet.id, ["placing"], "open", { call: null })) ?? bet;
    }
    if (result.kind === "refused") {
      const error = refusedBetError(result.error);
      await claimBet(db, bet.id, ["placing"], "refused", {
        call: null,
        refusal: { code: error.code, message: error.message },
      });
      throw error;
    }
    const rollback: PendingCall = {
      action: "rollback",
      transactionId: transactionIds.rollback(bet.id),
      betTransactionId: call.transactionId,
    };
    const rolling = await claimBet(db, bet.id, ["placing"], "rolling_back", { call: rollback });
    if (rolling) await rollBack(rolling, legs);
    throw walletUnreachable(
      "The casino's wallet did not answer: the bet was not placed and nothing stays charged",
      result,
    );
  }

  /** Sends a bet's rollback; true once it landed (the bet is then `refused`). */
  async function rollBack(bet: BetRow, legs: readonly LegRow[]): Promise<boolean> {
    const call = bet.call as PendingCall | null;
    if (!call || call.action !== "rollback") return false;
    const result = await sendCall(wallet, bet, call, legs);
    if (result.kind === "unknown") return false;
    await claimBet(db, bet.id, ["rolling_back"], "refused", {
      call: null,
      refusal: {
        code: ErrorCode.INTERNAL,
        message: "The wallet did not confirm the bet: nothing was charged",
      },
    });
    return true;
  }

  return {
    view,
    rollBack,

    async place(
      session: BookSession,
      body: PlaceBet,
    ): Promise<{ status: 200 | 201 | 202; bet: SportBet }> {
      const hash = requestHash(body);
      const existing = await selectBetByRequest(db, session.playerRef, body.requestId);
      if (existing) {
        if (existing.requestHash !== hash) {
          throw new AppError(
            409,
            ErrorCode.IDEMPOTENCY_CONFLICT,
            "This requestId was used for another bet",
          );
        }
        return { status: 200, bet: await view(existing) };
      }
      const parsedLegs = body.legs.map((leg, index) => {
        const ref = parseSelectionId(leg.selectionId);
        const odds = parseOdds(leg.odds);
        if (!ref || odds === null) {
          throw AppError.validation({ [`legs.${index}`]: ["Not a selection of this book"] });
        }
        return { ...leg, ref, odds };
      });
      if (body.kind !== "single") {
        const seen = new Set<number>();
        parsedLegs.forEach((leg, index) => {
          if (seen.has(leg.ref.eventId)) {
            throw invalidCombination(
              `legs.${index}.selectionId`,
              "Two selections of one event can't be combined",
            );
          }
          seen.add(leg.ref.eventId);
        });
      }
      const now = clock.now();
      const events = await eventsOf(parsedLegs.map((leg) => leg.ref));
      const checked = checkLegs(parsedLegs, events, body.oddsChange, now);
      const stake = checkStake(session, body, checked);
      const liveLegs = checked.filter((leg) => leg.event.status === "live");
      const delay = Math.max(
        0,
        ...liveLegs.map(
          (leg) => catalogue.championship(leg.event.championshipId)?.profile.delaySeconds ?? 0,
        ),
      );
      const isLive = liveLegs.length > 0;
      const created = await insertBet(
        db,
        {
          playerRef: session.playerRef,
          requestId: body.requestId,
          requestHash: hash,
          token: session.launch.token,
          currency: session.currency.code,
          subunitToUnit: session.currency.subunitToUnit,
          kind: body.kind,
          systemSize: body.systemSize ?? null,
          combinations: combinationCount(body.kind, checked.length, body.systemSize ?? null),
          stake,
          remainingStake: stake,
          oddsChange: body.oddsChange,
          isLive,
          state: isLive ? "pending" : "placing",
          call: null,
          acceptAt: isLive ? new Date(now.getTime() + delay * 1000) : null,
        },
        checked.map((leg, position) => ({
          position,
          eventId: leg.event.id,
          selectionId: leg.selection.id,
          odds: leg.odds,
          isLive: leg.event.status === "live",
          sportId: leg.event.sportId,
          eventName: leg.event.name,
          marketName: leg.market.name,
          selectionName: leg.selection.name,
          startsAt: leg.event.startsAt,
          placedCursor: leg.event.feedCursor,
        })),
      );
      if (!created) {
        // The same request placed at the same moment by a retry: answer that one.
        const twin = await selectBetByRequest(db, session.playerRef, body.requestId);
        if (!twin) throw new Error("sportsbook: a bet's request id is taken but not found");
        return { status: 200, bet: await view(twin) };
      }
      const { bet: inserted, legs } = created;
      if (isLive) return { status: 202, bet: await view(inserted, legs, events) };
      try {
        const open = await charge(inserted, legs);
        return { status: 201, bet: await view(open, legs, events) };
      } catch (error) {
        // Refused before it was ever open: forget it, so the same slip may be tried again.
        if (error instanceof AppError && error.status < 500) await deleteBet(db, inserted.id);
        throw error;
      }
    },

    /** Live bets whose delay is over: priced again and charged, or refused. */
    async acceptDue(): Promise<number> {
      const due = await selectDuePending(db, clock.now(), ACCEPT_PER_TICK);
      let handled = 0;
      for (const pending of due) {
        const claimed = await claimBet(db, pending.id, ["pending"], "placing", {
          call: { action: "bet", transactionId: transactionIds.bet(pending.id) },
        });
        if (!claimed) continue;
        handled += 1;
        let legs = await selectLegs(db, [claimed.id]);
        let final: BetRow;
        try {
          const checked = checkLegs(
            legs.map((leg) => ({
              selectionId: leg.selectionId,
              odds: leg.odds,
              placedCursor: leg.placedCursor,
            })),
            await eventsOf(legs),
            claimed.oddsChange,
            clock.now(),
          );
          // Re-priced: the bet takes the odds of now.
          for (const [index, leg] of checked.entries()) {
            const row = legs[index];
            if (row && row.odds !== leg.odds) {
              await db
                .update(sportsbookBetLegs)
                .set({ odds: leg.odds })
                .where(
                  and(
                    eq(sportsbookBetLegs.betId, row.betId),
                    eq(sportsbookBetLegs.position, row.position),
                  ),
                );
            }
          }
          legs = await selectLegs(db, [claimed.id]);
          final = await charge(claimed, legs);
        } catch (error) {
          if (error instanceof BookError) {
            final =
              (await claimBet(db, claimed.id, ["placing"], "refused", {
                call: null,
                refusal: {
                  code: error.code,
                  message: error.message,
                  ...(error.fields ? { fields: error.fields } : {}),
                },
              })) ?? claimed;
          } else if (error instanceof AppError) {
            final = (await selectBet(db, claimed.id)) ?? claimed;
          } else {
            deps.logger.error(
              { err: error, betId: claimed.id },
              "sportsbook: accepting a live bet failed",
            );
            final = (await selectBet(db, claimed.id)) ?? claimed;
          }
        }
        deps.publishBet(final.playerRef, await view(final, legs));
      }
      return handled;
    },

    async get(session: BookSession, id: string): Promise<SportBet> {
      const bet = await selectBet(db, id);
      if (!bet || bet.playerRef !== session.playerRef) throw AppError.notFound("Bet not found");
      return view(bet);
    },

    async list(
      session: BookSession,
      query: { status: "open" | "settled"; page: number; perPage: number },
    ) {
      const states = query.status === "open" ? UNSETTLED_STATES : SETTLED_STATES;
      const page = await selectPlayerBets(db, session.playerRef, states, query);
      const legs = await selectLegs(
        db,
        page.rows.map((row) => row.id),
      );
      const events = await eventsOf(legs);
      const byBet = new Map<string, LegRow[]>();
      for (const leg of legs) byBet.set(leg.betId, [...(byBet.get(leg.betId) ?? []), leg]);
      return {
        data: page.rows.map((row) => toSportBet(row, byBet.get(row.id) ?? [], events)),
        meta: {
          page: query.page,
          perPage: query.perPage,
          totalPages: Math.ceil(page.totalRows / query.perPage),
          totalRows: page.totalRows,
        },
      };
    },
  };
}
export type Bets = ReturnType<typeof createBets>;
