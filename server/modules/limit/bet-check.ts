import { ErrorCode } from "../../../contracts/errors.ts";
import { LIMIT_DEFINITION } from "../../../contracts/limit.ts";
import type { DbExecutor } from "../../db/client.ts";
import type { PlayerLimitRow } from "../../db/schema.ts";
import type { BetCheck, BetContext, CreditContext } from "../game/bet-checks.ts";
import { betRefusal, nextUsage, settle, type LimitState } from "./rules.ts";
import { lockActiveLimits, updateLimit } from "./store.ts";
import { toState } from "./service.ts";

const BET_AND_LOSS = [LIMIT_DEFINITION.BET, LIMIT_DEFINITION.LOSS];

interface Loaded {
  row: PlayerLimitRow;
  state: LimitState;
}

/** The player's bet and loss limits of a currency, locked and settled at `at`. */
async function load(
  tx: DbExecutor,
  playerId: string,
  currency: string,
  at: Date,
): Promise<Loaded[]> {
  const rows = await lockActiveLimits(tx, playerId, BET_AND_LOSS, currency);
  const loaded: Loaded[] = [];
  for (const row of rows) {
    const settled = settle(toState(row), at);
    if (settled.kind === "unchanged" || settled.kind === "applied") {
      loaded.push({ row, state: settled.limit });
    } else {
      // A removal whose 24 hours are over: the row leaves with this bet's transaction.
      await updateLimit(tx, row.id, { status: 2 });
    }
  }
  return loaded;
}

async function record(
  tx: DbExecutor,
  loaded: readonly Loaded[],
  change: { kind: "bet" | "win" | "refund"; amount: bigint },
  at: Date,
): Promise<void> {
  for (const { row, state } of loaded) {
    const usage = nextUsage(state, change, at);
    if (!usage) continue;
    await updateLimit(tx, row.id, {
      ...usage,
      amount: state.amount,
      period: state.period,
      pendingAmount: state.pendingAmount,
      pendingPeriod: state.pendingPeriod,
      pendingRemoval: state.pendingRemoval,
      pendingAt: state.pendingAt,
    });
  }
}

/**
 * Bet and loss limits as a bet check (docs/decisions/007): in the bet's transaction, the player's
 * limit rows of the bet's currency are locked, so two bets of one player can't both pass on the
 * same room; a bet over a bet limit is refused with 14100, over a loss limit with 14101. After the
 * debit the same rows count the stake; wins and refunds count back.
 */
export function createLimitBetCheck(now: () => Date = () => new Date()): BetCheck {
  // The rows `check` locked, for `recordBet` of the same bet (one BetContext per bet).
  const loadedByBet = new WeakMap<BetContext, Loaded[]>();
  // The rows `prepareCredit` is locking, for `recordCredit` of the same credit.
  const loadingByCredit = new WeakMap<CreditContext, { at: Date; loaded: Promise<Loaded[]> }>();
  return {
    name: "responsible-gaming-limits",
    async check(context) {
      // A free spin stakes nothing: no limit applies to it.
      if (context.freeRound) return null;
      const loaded = await load(context.tx, context.playerId, context.currency, now());
      loadedByBet.set(context, loaded);
      const refused = betRefusal(
        loaded.map((item) => item.state),
        context.amount,
        now(),
      );
      if (refused === "bet") {
        return {
          code: "LIMIT_REACHED",
          productCode: ErrorCode.GAME_LIMIT_BET,
          message: "Your bet limit for this period is reached",
        };
      }
      if (refused === "loss") {
        return {
          code: "LIMIT_REACHED",
          productCode: ErrorCode.GAME_LIMIT_LOSS,
          message: "Your loss limit for this period is reached",
        };
      }
      return null;
    },
    async recordBet(context) {
      const loaded = loadedByBet.get(context);
      if (!loaded || loaded.length === 0) return;
      await record(context.tx, loaded, { kind: "bet", amount: context.amount }, now());
    },
    async prepareCredit(context: CreditContext) {
      const at = now();
      const loaded = load(context.tx, context.playerId, context.currency, at);
      loadingByCredit.set(context, { at, loaded });
      await loaded;
    },
    async recordCredit(context: CreditContext) {
      const prepared = loadingByCredit.get(context);
      const at = prepared?.at ?? now();
      const loaded = await (prepared?.loaded ??
        load(context.tx, context.playerId, context.currency, at));
      if (loaded.length === 0) return;
      await record(context.tx, loaded, { kind: context.kind, amount: context.amount }, at);
    },
  };
}
