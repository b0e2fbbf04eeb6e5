import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { SportBet } from "../../contracts/sportsbook.ts";
import type { WalletClient } from "../../house/server/wallet-client.ts";
import type { Db } from "../../server/db/client.ts";
import { parseSelectionId } from "../markets/keys.ts";
import { settleSelection } from "../settlement/markets.ts";
import { allVoid, settledPayout } from "../settlement/payout.ts";
import { legResultOf } from "../settlement/rules.ts";
import {
  selectBetsById,
  selectLegs,
  type BetRow,
  type LegRow,
  type PendingCall,
} from "./bet-store.ts";
import { legsForPayout, toSportBet } from "./bet-views.ts";
import { selectEvent, selectEvents, updateEvent, type BookEvent } from "./event-store.ts";
import { sendCall, transactionIds } from "./wallet-calls.ts";

/**
 * Settlement: when an event's result arrives, its legs are resulted by the one rule
 * (settlement/rules.ts), then every bet whose payout is now known is settled through the
 * wallet — a `win` of the payout (0 for a loss) that closes the round, or a `rollback` when
 * every leg is void and nothing was cashed out. Bets move open → settling (payout and call
 * stored) → won / lost / void in bulk statements; the calls go out a few at a time. The calls'
 * transaction ids are the bet's own, so settling again (a retried job, the sweep) re-sends the
 * same calls and the wallet moves nothing twice.
 */

/** Bets settled per batch (one page of the event's bets). */
export const SETTLE_BATCH = 500;
/** Wallet calls in flight at once. */
export const SETTLE_CONCURRENCY = 16;

export interface SettleReport {
  settled: number;
  /** Calls that got no answer: left `settling`, re-sent by a retry or the sweep. */
  unanswered: number;
}

type Final = "won" | "lost" | "void";

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Runs `work` over `items`, `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  });
  await Promise.all(lanes);
}

export function createSettlement(deps: {
  db: Db;
  wallet: WalletClient;
  logger: FastifyBaseLogger;
  publishBet(playerRef: string, bet: SportBet): void;
}) {
  const { db, wallet, logger } = deps;

  /** Results the event's unresulted legs: one statement for all legs of each selection. */
  async function resultLegs(event: BookEvent): Promise<void> {
    if (!event.result) return;
    const selections = rowsOf<{ selection_id: string }>(
      await db.execute(sql`select distinct selection_id from sportsbook_bet_legs
        where event_id = ${event.id} and result is null`),
    );
    if (selections.length === 0) return;
    const results = selections.map(({ selection_id: selectionId }) => {
      const ref = parseSelectionId(selectionId);
      const named = legResultOf(
        ref ? settleSelection(ref, event.result!) : { won: 0, returned: 2, share: [1, 1] },
      );
      return { selection: selectionId, result: named.result, deadHeat: named.deadHeat };
    });
    await db.execute(sql`update sportsbook_bet_legs l
      set result = v.result, dead_heat = v."deadHeat"
      from jsonb_to_recordset(${JSON.stringify(results)}::jsonb)
        as v(selection text, result text, "deadHeat" text)
      where l.event_id = ${event.id} and l.selection_id = v.selection and l.result is null`);
  }

  /** The call that settles a bet with these legs, or null while its payout is not known. */
  function settlementOf(
    bet: BetRow,
    legs: readonly LegRow[],
  ): { payout: bigint; call: PendingCall } | null {
    const forPayout = legsForPayout(legs);
    const payout = settledPayout(bet.kind, bet.systemSize, forPayout, bet.remainingStake);
    if (payout === null) return null;
    if (allVoid(forPayout) && bet.cashedOut === 0n) {
      return {
        payout: bet.stake,
        call: {
          action: "rollback",
          transactionId: transactionIds.settle(bet.id),
          betTransactionId: transactionIds.bet(bet.id),
        },
      };
    }
    const settles: Final = allVoid(forPayout) ? "void" : payout === 0n ? "lost" : "won";
    return {
      payout,
      call: {
        action: "win",
        transactionId: transactionIds.settle(bet.id),
        amount: payout.toString(),
        finished: true,
        settles,
      },
    };
  }

  const finalOf = (call: PendingCall): Final =>
    call.action === "rollback" ? "void" : call.action === "win" ? (call.settles ?? "won") : "won";

  /**
   * Settles `bets` (open ones whose payout is known, and settling ones again): claims them in
   * one statement, sends the calls, records the outcomes in one more.
   */
  async function settleBets(bets: readonly BetRow[]): Promise<SettleReport> {
    if (bets.length === 0) return { settled: 0, unanswered: 0 };
    const legs = await selectLegs(
      db,
      bets.map((bet) => bet.id),
    );
    const byBet = new Map<string, LegRow[]>();
    for (const leg of legs) byBet.set(leg.betId, [...(byBet.get(leg.betId) ?? []), leg]);

    const claims: { id: string; payout: string; call: PendingCall }[] = [];
    const ready: { bet: BetRow; call: PendingCall }[] = [];
    for (const bet of bets) {
      if (bet.state === "settling" && bet.call) {
        ready.push({ bet, call: bet.call as PendingCall });
        continue;
      }
      if (bet.state !== "open") continue;
      const decided = settlementOf(bet, byBet.get(bet.id) ?? []);
      if (decided)
        claims.push({ id: bet.id, payout: decided.payout.toString(), call: decided.call });
    }
    if (claims.length > 0) {
      const claimed = rowsOf<{ id: string }>(
        await db.execute(sql`update sportsbook_bets b
          set state = 'settling', payout = v.payout, call = v.call, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(claims)}::jsonb) as v(id uuid, payout bigint, call jsonb)
          where b.id = v.id and b.state = 'open'
          returning b.id`),
      );
      const taken = new Set(claimed.map((row) => row.id));
      const byId = new Map(bets.map((bet) => [bet.id, bet]));
      for (const claim of claims) {
        const bet = byId.get(claim.id);
        if (bet && taken.has(claim.id))
          ready.push({ bet: { ...bet, payout: BigInt(claim.payout) }, call: claim.call });
      }
    }

    const done: { id: string; state: Final }[] = [];
    let unanswered = 0;
    await inParallel(ready, SETTLE_CONCURRENCY, async ({ bet, call }) => {
      const result = await sendCall(wallet, bet, call, byBet.get(bet.id) ?? []);
      if (result.kind === "ok") {
        done.push({ id: bet.id, state: finalOf(call) });
        return;
      }
      unanswered += 1;
      if (result.kind === "refused") {
        logger.error(
          { betId: bet.id, code: result.error.code, message: result.error.message },
          "sportsbook: the wallet refused a settlement; the bet stays settling",
        );
      }
    });
    if (done.length > 0) {
      const settled = rowsOf<{ id: string }>(
        await db.execute(sql`update sportsbook_bets b
          set state = v.state, call = null, settled_at = now(), updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(done)}::jsonb) as v(id uuid, state text)
          where b.id = v.id and b.state = 'settling'
          returning b.id`),
      );
      await publish(settled.map((row) => row.id));
    }
    return { settled: done.length, unanswered };
  }

  /** Tells each player their settled bets (the `bets` topic of the live channel). */
  async function publish(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const [bets, legs] = await Promise.all([selectBetsById(db, ids), selectLegs(db, ids)]);
    const events = await selectEvents(db, [...new Set(legs.map((leg) => leg.eventId))]);
    const eventsById = new Map(events.map((event) => [event.id, event]));
    const byBet = new Map<string, LegRow[]>();
    for (const leg of legs) byBet.set(leg.betId, [...(byBet.get(leg.betId) ?? []), leg]);
    for (const bet of bets) {
      deps.publishBet(bet.playerRef, toSportBet(bet, byBet.get(bet.id) ?? [], eventsById));
    }
  }

  return {
    settleBets,
    /**
     * Results an event's legs and settles every bet on it that can be: a page of bets at a
     * time, so memory stays flat however many bets one result settles.
     */
    async settleEvent(eventId: number): Promise<SettleReport> {
      const event = await selectEvent(db, eventId);
      if (!event?.result) return { settled: 0, unanswered: 0 };
      await resultLegs(event);
      const total: SettleReport = { settled: 0, unanswered: 0 };
      let after = "00000000-0000-0000-0000-000000000000";
      for (;;) {
        const page = rowsOf<{ id: string }>(
          await db.execute(sql`select distinct b.id from sportsbook_bets b
            join sportsbook_bet_legs l on l.bet_id = b.id
            where l.event_id = ${eventId} and b.state in ('open', 'settling') and b.id > ${after}::uuid
            order by b.id limit ${SETTLE_BATCH}`),
        );
        if (page.length === 0) break;
        after = page.at(-1)!.id;
        const report = await settleBets(
          await selectBetsById(
            db,
            page.map((row) => row.id),
          ),
        );
        total.settled += report.settled;
        total.unanswered += report.unanswered;
        if (page.length < SETTLE_BATCH) break;
      }
      await updateEvent(db, eventId, { resultedAt: new Date() });
      return total;
    },
  };
}
export type Settlement = ReturnType<typeof createSettlement>;
