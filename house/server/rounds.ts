import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { formatMinor } from "../../contracts/money.ts";
import type { Db, DbExecutor } from "../../server/db/client.ts";
import { AppError } from "../../server/platform/errors.ts";
import type { JobQueue } from "../../server/platform/jobs.ts";
import { GameInputError } from "../games/errors.ts";
import type { GameId, OutcomeOf } from "../games/registry.ts";
import type { ContextResolver, PlayContext } from "./context.ts";
import {
  applyMove,
  closeAbandoned,
  evaluate,
  isInteractive,
  openingParams,
  stakeOfParams,
  toJson,
  type Evaluation,
  type JsonRecord,
  type Move,
  type RoundSeeds,
} from "./engines.ts";
import {
  balanceError,
  conflict,
  gameInputError,
  refusedBetError,
  walletUnreachable,
} from "./errors.ts";
import type { FreeRoundGrants } from "./free-rounds.ts";
import type { Funds } from "./funds.ts";
import { checkBetAmount } from "./limits.ts";
import type { PlaceBetBody, RoundActionBody, RoundResponse, RoundView } from "./protocol.ts";
import {
  findRound,
  findUnfinishedRound,
  insertRound,
  listPlayerRounds,
  updateRoundIf,
  type RoundGuard,
  type RoundPatch,
  type RoundTransaction,
} from "./round-store.ts";
import { serverSeedOf, takeNonce } from "./seeds.ts";
import { roundView, type RoundRow } from "./view.ts";
import type { WalletCallResult } from "./wallet-client.ts";

/**
 * The round server. A round's life (house_rounds.state):
 *
 *   betting ──bet ok──▶ open (mines, hi-lo, blackjack) ──last move──▶ settling ──win ok──▶ settled
 *      │      └──────── settling (one-shot games: the outcome is decided at once) ──┘
 *      ├──bet refused──▶ rolled_back (nothing moved)
 *      └──no answer────▶ rolling_back ──rollback ok──▶ rolled_back
 *
 * Every wallet call is written to the round's `transactions` (done: false) before it is sent
 * and marked done with the state change its answer allows, so whatever a crash interrupts,
 * recovery (recovery.ts) can finish with the same transaction ids. Extra stakes of an open round
 * (double, split) are such pending entries too: while one is pending the round takes no other
 * move. Nothing secret is stored for an open round: its outcome is replayed from the seeds and
 * the player's moves on every request.
 */

export const FINISH_ROUND_JOB = "house.round.finish";
/** First retry of a round the wallet did not answer; the job queue backs off from there. */
export const FINISH_RETRY_DELAY_MS = 10_000;
export const FINISH_MAX_ATTEMPTS = 50;
export const ROUND_LIST_MAX = 100;

const rollbackIdOf = (betTransactionId: string) => `${betTransactionId}:rollback`;
const betIdOfRollback = (rollbackId: string) => rollbackId.slice(0, -":rollback".length);

export function hasPendingCall(row: Pick<RoundRow, "transactions">): boolean {
  return row.transactions.some((entry) => !entry.done);
}

function initialBetOf(row: RoundRow): bigint {
  const first = row.transactions.find((entry) => entry.action === "bet");
  return first ? BigInt(first.amount) : row.betAmount;
}

function openGuard(row: RoundRow): RoundGuard {
  return { state: "open", params: row.params, transactions: row.transactions };
}

/** A guarded update that found the round changed: someone else moved it on. */
export class RoundChangedError extends Error {
  override readonly name = "RoundChangedError";
}

async function mustUpdate(
  executor: DbExecutor,
  id: string,
  guard: RoundGuard,
  patch: RoundPatch,
): Promise<RoundRow> {
  const row = await updateRoundIf(executor, id, guard, patch);
  if (!row) throw new RoundChangedError(`round ${id} is no longer ${guard.state}`);
  return row;
}

function winEntry(roundId: string, payout: bigint): RoundTransaction {
  return { transactionId: `${roundId}:win`, action: "win", amount: payout.toString(), done: false };
}

function finishedPatch(evaluation: Evaluation, roundId: string, transactions: RoundTransaction[]) {
  const payout = evaluation.payout ?? 0n;
  return {
    state: "settling" as const,
    outcome: toJson(evaluation.outcome) as JsonRecord,
    payout,
    transactions: [...transactions, winEntry(roundId, payout)],
  };
}

function markDone(transactions: RoundTransaction[], ids: string[]): RoundTransaction[] {
  return transactions.map((entry) =>
    ids.includes(entry.transactionId) ? { ...entry, done: true } : entry,
  );
}

export type RoundServerDeps = {
  db: Db;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  contexts: ContextResolver;
  freeRounds: FreeRoundGrants;
};

export function createRoundServer(deps: RoundServerDeps) {
  const { db, jobs, logger, contexts } = deps;

  async function seedsOf(row: RoundRow): Promise<RoundSeeds> {
    return {
      serverSeed: await serverSeedOf(db, row.seedPairId),
      clientSeed: row.clientSeed,
      nonce: row.nonce,
    };
  }

  /** The view of any round; an open round's board is replayed from its seeds. */
  async function viewOf(
    row: RoundRow,
    subunitToUnit: bigint,
    outcome?: OutcomeOf<GameId>,
  ): Promise<RoundView> {
    if (row.state === "open" && !outcome) {
      const evaluation = evaluate(
        row.gameType as GameId,
        row.params,
        await seedsOf(row),
        initialBetOf(row),
      );
      outcome = evaluation.outcome;
    }
    return roundView(row, subunitToUnit, outcome);
  }

  /**
   * Hands a round the wallet has not finished to the retry job (backing off up to
   * FINISH_MAX_ATTEMPTS). One job per round and version: scheduling it again is a no-op.
   */
  async function scheduleFinish(row: RoundRow, delayMs = FINISH_RETRY_DELAY_MS): Promise<void> {
    try {
      await jobs.schedule(
        db,
        FINISH_ROUND_JOB,
        { roundId: row.id },
        {
          runAt: new Date(Date.now() + delayMs),
          maxAttempts: FINISH_MAX_ATTEMPTS,
          uniqueKey: `house-round-finish:${row.id}:${row.state}:${row.updatedAt.toISOString()}`,
        },
      );
    } catch (error) {
      // The sweep (recovery.ts) schedules it again.
      logger.error({ err: error, roundId: row.id }, "house: could not schedule the round's retry");
    }
  }

  async function reload(id: string): Promise<RoundRow> {
    const row = await findRound(db, id);
    if (!row) throw new Error(`round ${id} disappeared`);
    return row;
  }

  /**
   * Sends the pending win of a settling round. The settled round and the balance after the
   * win, or the round still settling when the wallet did not take it (the caller decides who
   * tries again: settleNow hands it to the retry job, the job itself backs off).
   */
  async function sendWin(
    row: RoundRow,
    funds: Funds,
  ): Promise<{ row: RoundRow; balance: string | null }> {
    const win = row.transactions.find((entry) => entry.action === "win" && !entry.done);
    if (!win) {
      const settled = await updateRoundIf(
        db,
        row.id,
        { state: "settling" },
        { state: "settled", settled: true },
      );
      return { row: settled ?? (await reload(row.id)), balance: null };
    }
    try {
      return await funds.move(
        { action: "win", transactionId: win.transactionId, amount: BigInt(win.amount) },
        row.id,
        async (executor, result) => {
          if (result.kind !== "ok") {
            logger.warn(
              { roundId: row.id, result },
              "house: the wallet did not take a win; retrying later",
            );
            return { row, balance: null };
          }
          const settled = await mustUpdate(
            executor,
            row.id,
            { state: "settling" },
            {
              state: "settled",
              transactions: markDone(row.transactions, [win.transactionId]),
              settled: true,
            },
          );
          return { row: settled, balance: result.response.balance };
        },
      );
    } catch (error) {
      if (error instanceof RoundChangedError) return { row: await reload(row.id), balance: null };
      throw error;
    }
  }

  /** sendWin for a player's request: an unpaid win is handed to the retry job. */
  async function settleNow(row: RoundRow, funds: Funds) {
    const settled = await sendWin(row, funds);
    if (settled.row.state === "settling") await scheduleFinish(settled.row);
    return settled;
  }

  /**
   * Sends every pending rollback of a round. A rolling_back round becomes rolled_back once all
   * are answered; an open round stays open (its cancelled stake never counted). True when
   * nothing is left pending.
   */
  async function sendRollbacks(
    row: RoundRow,
    funds: Funds,
  ): Promise<{ row: RoundRow; done: boolean }> {
    let current = row;
    for (const entry of row.transactions.filter(
      (item) => item.action === "rollback" && !item.done,
    )) {
      const betId = betIdOfRollback(entry.transactionId);
      try {
        current = await funds.move(
          { action: "rollback", transactionId: entry.transactionId, betTransactionId: betId },
          row.id,
          async (executor, result) => {
            const final =
              result.kind === "ok" ||
              (result.kind === "refused" &&
                (result.error.code === "ROUND_NOT_FOUND" ||
                  result.error.code === "SESSION_NOT_FOUND"));
            if (!final) {
              logger.warn(
                { roundId: row.id, result },
                "house: the wallet did not take a rollback; retrying later",
              );
              return current;
            }
            const transactions = markDone(current.transactions, [entry.transactionId, betId]);
            const stillPending = transactions.some(
              (item) => item.action === "rollback" && !item.done,
            );
            const patch: RoundPatch =
              current.state === "rolling_back" && !stillPending
                ? { transactions, state: "rolled_back", settled: true }
                : { transactions };
            return mustUpdate(
              executor,
              row.id,
              { state: current.state, transactions: current.transactions },
              patch,
            );
          },
        );
      } catch (error) {
        if (!(error instanceof RoundChangedError)) throw error;
        current = await reload(row.id);
      }
    }
    const done = !current.transactions.some((item) => item.action === "rollback" && !item.done);
    return { row: current, done };
  }

  async function balanceNow(context: PlayContext): Promise<string> {
    const result = await context.funds.balance();
    if (result.kind !== "ok") throw balanceError(result);
    return result.response.balance;
  }

  /** The stake of a free round: its grant's, when the launch may play one now. */
  async function freeRoundStake(context: PlayContext, reference: string): Promise<bigint> {
    const available = await deps.freeRounds.available({
      playerRef: context.playerRef,
      gameIdentity: context.entry.identity,
      currency: context.currency.code,
    });
    if (!available || available.reference !== reference) {
      throw conflict("These free rounds are used up or no longer available");
    }
    return available.betAmount;
  }

  function checkAmount(context: PlayContext, text: string): bigint {
    const check = checkBetAmount(text, context.currency.subunitToUnit, context.currency.limits);
    if (!check.ok) throw AppError.validation({ amount: [check.message] }, check.message);
    return check.amount;
  }

  /** Parses the game's params (GameInputError → 400) — shared by bets and moves. */
  function asInput<T>(work: () => T, prefix?: string): T {
    try {
      return work();
    } catch (error) {
      if (error instanceof GameInputError) throw gameInputError(error, prefix);
      throw error;
    }
  }

  async function placeBet(context: PlayContext, body: PlaceBetBody): Promise<RoundResponse> {
    const { launch, entry, engine, currency, playerRef, funds } = context;
    const freeRoundId = body.freeRoundsId ?? null;
    if (freeRoundId && launch.demo) {
      throw AppError.validation({ freeRoundsId: ["Free rounds are played for real only"] });
    }
    // A free round is worth the grant's stake, whatever the bet field says.
    const amount = freeRoundId
      ? await freeRoundStake(context, freeRoundId)
      : checkAmount(context, body.amount);
    const params = asInput(() => openingParams(engine, entry, body.params ?? {}));
    const stake = stakeOfParams(engine, params);
    if (stake !== null && stake !== amount) {
      const message = `The bet must equal the sum of the chips (${formatMinor(stake, currency.subunitToUnit)})`;
      throw AppError.validation({ amount: [message] }, message);
    }

    const id = randomUUID();
    const bet: RoundTransaction = {
      transactionId: `${id}:bet`,
      action: "bet",
      amount: amount.toString(),
      done: false,
    };
    const { row, seeds } = await db.transaction(async (tx) => {
      // Taking the nonce locks the player's seed pair until commit: the open-round check below
      // cannot race another opening of the same player.
      const taken = await takeNonce(tx, playerRef);
      if (freeRoundId) {
        // Locks the grant: two spins of its last free round can't both start.
        await deps.freeRounds.takeSpin(tx, {
          reference: freeRoundId,
          playerRef,
          gameIdentity: entry.identity,
          currency: currency.code,
        });
      }
      if (isInteractive(engine)) {
        const open = await findUnfinishedRound(tx, playerRef, entry.identity);
        if (open) {
          throw conflict("You have an unfinished round of this game: finish it first.", {
            openRoundId: open.id,
          });
        }
      }
      const inserted = await insertRound(tx, {
        id,
        provider: launch.provider,
        gameIdentity: entry.identity,
        gameType: engine,
        playerRef,
        sessionToken: launch.token,
        isDemo: launch.demo,
        currency: currency.code,
        betAmount: amount,
        seedPairId: taken.seedPairId,
        nonce: taken.nonce,
        clientSeed: taken.clientSeed,
        serverSeedHash: taken.serverSeedHash,
        params,
        transactions: [bet],
        state: "betting",
        freeRoundId,
      });
      return {
        row: inserted,
        seeds: { serverSeed: taken.serverSeed, clientSeed: taken.clientSeed, nonce: taken.nonce },
      };
    });

    type Placed =
      | { kind: "ok"; row: RoundRow; balance: string; outcome: OutcomeOf<GameId> }
      | { kind: "refused"; result: Extract<WalletCallResult, { kind: "refused" }> }
      | { kind: "unknown"; row: RoundRow; result: Extract<WalletCallResult, { kind: "unknown" }> };

    const placed = await funds.move<Placed>(
      {
        action: "bet",
        transactionId: bet.transactionId,
        amount,
        ...(freeRoundId ? { freeRoundsId: freeRoundId } : {}),
      },
      id,
      async (executor, result) => {
        const guard: RoundGuard = { state: "betting", transactions: row.transactions };
        if (result.kind === "ok") {
          const evaluation = evaluate(engine, params, seeds, amount);
          const transactions = markDone(row.transactions, [bet.transactionId]);
          const patch: RoundPatch = evaluation.finished
            ? finishedPatch(evaluation, id, transactions)
            : { state: "open", transactions };
          const updated = await mustUpdate(executor, id, guard, patch);
          return {
            kind: "ok",
            row: updated,
            balance: result.response.balance,
            outcome: evaluation.outcome,
          };
        }
        if (result.kind === "refused") {
          await mustUpdate(executor, id, guard, { state: "rolled_back", settled: true });
          return { kind: "refused", result };
        }
        const updated = await mustUpdate(executor, id, guard, {
          state: "rolling_back",
          transactions: [
            ...row.transactions,
            {
              transactionId: rollbackIdOf(bet.transactionId),
              action: "rollback",
              amount: bet.amount,
              done: false,
            },
          ],
        });
        return { kind: "unknown", row: updated, result };
      },
    );

    if (placed.kind === "refused") throw refusedBetError(placed.result.error);
    if (placed.kind === "unknown") {
      logger.warn(
        { roundId: id, result: placed.result },
        "house: no answer to a bet; rolling it back",
      );
      const rolled = await sendRollbacks(placed.row, funds);
      if (!rolled.done) await scheduleFinish(rolled.row);
      throw walletUnreachable(
        rolled.done
          ? "The casino's wallet did not answer, so the bet was cancelled. Nothing was charged."
          : "The casino's wallet did not answer. The bet is being cancelled; anything taken will be refunded automatically.",
        placed.result,
      );
    }
    if (placed.row.state === "settling") {
      const settled = await settleNow(placed.row, funds);
      return {
        round: await viewOf(settled.row, currency.subunitToUnit),
        balance: settled.balance ?? placed.balance,
      };
    }
    return {
      round: await viewOf(placed.row, currency.subunitToUnit, placed.outcome),
      balance: placed.balance,
    };
  }

  async function ownRound(context: PlayContext, roundId: string): Promise<RoundRow> {
    const row = await findRound(db, roundId);
    if (
      !row ||
      row.playerRef !== context.playerRef ||
      row.gameIdentity !== context.entry.identity
    ) {
      throw AppError.notFound("No such round");
    }
    return row;
  }

  /** Settles a round that has just been claimed (state settling) and answers the player. */
  async function settleAndAnswer(context: PlayContext, claimed: RoundRow): Promise<RoundResponse> {
    const settled = await settleNow(claimed, context.funds);
    const round = await viewOf(settled.row, context.currency.subunitToUnit);
    if (settled.balance !== null) return { round, balance: settled.balance };
    return { round, balance: await balanceNow(context) };
  }

  async function stakeMore(
    context: PlayContext,
    row: RoundRow,
    move: Move,
    seeds: RoundSeeds,
    initialBet: bigint,
  ): Promise<RoundResponse> {
    const { funds, currency } = context;
    const extra: RoundTransaction = {
      transactionId: `${row.id}:bet:${randomBytes(6).toString("hex")}`,
      action: "bet",
      amount: initialBet.toString(),
      done: false,
    };
    const claimed = await updateRoundIf(db, row.id, openGuard(row), {
      transactions: [...row.transactions, extra],
      sessionToken: context.launch.token,
    });
    if (!claimed) throw conflict("The round changed meanwhile: reload it and play on.");
    const guard: RoundGuard = { state: "open", transactions: claimed.transactions };

    type Staked =
      | { kind: "ok"; row: RoundRow; balance: string; outcome: OutcomeOf<GameId> }
      | { kind: "refused"; result: Extract<WalletCallResult, { kind: "refused" }> }
      | { kind: "unknown"; row: RoundRow; result: Extract<WalletCallResult, { kind: "unknown" }> };

    const staked = await funds.move<Staked>(
      { action: "bet", transactionId: extra.transactionId, amount: initialBet },
      row.id,
      async (executor, result) => {
        if (result.kind === "ok") {
          const evaluation = evaluate(row.gameType as GameId, move.params, seeds, initialBet);
          const transactions = markDone(claimed.transactions, [extra.transactionId]);
          const patch: RoundPatch = {
            params: move.params,
            betAmount: claimed.betAmount + initialBet,
            ...(evaluation.finished
              ? finishedPatch(evaluation, row.id, transactions)
              : { transactions }),
          };
          const updated = await mustUpdate(executor, row.id, guard, patch);
          return {
            kind: "ok",
            row: updated,
            balance: result.response.balance,
            outcome: evaluation.outcome,
          };
        }
        if (result.kind === "refused") {
          // Nothing moved: forget the attempt (its id is never reused).
          await mustUpdate(executor, row.id, guard, { transactions: row.transactions });
          return { kind: "refused", result };
        }
        const updated = await mustUpdate(executor, row.id, guard, {
          transactions: [
            ...claimed.transactions,
            {
              transactionId: rollbackIdOf(extra.transactionId),
              action: "rollback",
              amount: extra.amount,
              done: false,
            },
          ],
        });
        return { kind: "unknown", row: updated, result };
      },
    );

    if (staked.kind === "refused") throw refusedBetError(staked.result.error);
    if (staked.kind === "unknown") {
      const rolled = await sendRollbacks(staked.row, funds);
      if (!rolled.done) await scheduleFinish(rolled.row);
      throw walletUnreachable(
        rolled.done
          ? "The casino's wallet did not answer, so the extra stake was cancelled. Nothing was charged; the hand is as it was."
          : "The casino's wallet did not answer. The extra stake is being cancelled and will be refunded automatically.",
        staked.result,
      );
    }
    if (staked.row.state === "settling") return settleAndAnswer(context, staked.row);
    return {
      round: await viewOf(staked.row, currency.subunitToUnit, staked.outcome),
      balance: staked.balance,
    };
  }

  async function act(
    context: PlayContext,
    roundId: string,
    action: RoundActionBody,
  ): Promise<RoundResponse> {
    const row = await ownRound(context, roundId);
    if (row.state !== "open") throw conflict("This round is already finished.");
    if (hasPendingCall(row))
      throw conflict("Your previous move is still being processed: try again in a moment.");
    const engine = row.gameType as GameId;
    const seeds = await seedsOf(row);
    const initialBet = initialBetOf(row);
    const { move, evaluation } = asInput(() => {
      const next = applyMove(engine, row.params, action);
      return {
        move: next,
        evaluation: evaluate(engine, next.params, seeds, initialBet, next.cashout),
      };
    }, "params");

    if (move.extraBet) return stakeMore(context, row, move, seeds, initialBet);

    if (!evaluation.finished) {
      // No money moves: ask for the balance first, so a launch the wallet no longer accepts
      // changes nothing (the player reopens the game and resumes the round).
      const balance = await balanceNow(context);
      const updated = await updateRoundIf(db, row.id, openGuard(row), {
        params: move.params,
        sessionToken: context.launch.token,
      });
      if (!updated) throw conflict("The round changed meanwhile: reload it and play on.");
      return {
        round: await viewOf(updated, context.currency.subunitToUnit, evaluation.outcome),
        balance,
      };
    }
    const claimed = await updateRoundIf(db, row.id, openGuard(row), {
      params: move.params,
      sessionToken: context.launch.token,
      ...finishedPatch(evaluation, row.id, row.transactions),
    });
    if (!claimed) throw conflict("The round changed meanwhile: reload it and play on.");
    return settleAndAnswer(context, claimed);
  }

  /** The funds a round's calls go through when no player request is at hand (recovery). */
  async function fundsOfRound(row: RoundRow): Promise<Funds> {
    const currency = await contexts.currencyOf(row.currency);
    return contexts.fundsFor({
      isDemo: row.isDemo,
      provider: row.provider,
      token: row.sessionToken,
      gameId: row.gameIdentity,
      currency,
      playerRef: row.playerRef,
    });
  }

  /**
   * Finishes a round a crash or an unreachable wallet left half-way (recovery and its retry
   * job): a bet never confirmed is rolled back, a pending win or rollback is re-sent with its
   * transaction id. True when the round needs nothing more.
   */
  async function finishStuckRound(input: RoundRow): Promise<boolean> {
    let row = input;
    const funds = await fundsOfRound(row);
    try {
      if (row.state === "betting") {
        const bet = row.transactions.find((entry) => entry.action === "bet");
        const transactions = [...row.transactions];
        if (bet) {
          transactions.push({
            transactionId: rollbackIdOf(bet.transactionId),
            action: "rollback",
            amount: bet.amount,
            done: false,
          });
        }
        row = await mustUpdate(
          db,
          row.id,
          { state: "betting", transactions: row.transactions },
          {
            state: "rolling_back",
            transactions,
          },
        );
      }
      if (row.state === "open") {
        const rollbacks = new Set(
          row.transactions
            .filter((entry) => entry.action === "rollback")
            .map((entry) => entry.transactionId),
        );
        const unanswered = row.transactions.filter(
          (entry) =>
            entry.action === "bet" &&
            !entry.done &&
            !rollbacks.has(rollbackIdOf(entry.transactionId)),
        );
        if (unanswered.length > 0) {
          row = await mustUpdate(
            db,
            row.id,
            { state: "open", transactions: row.transactions },
            {
              transactions: [
                ...row.transactions,
                ...unanswered.map((entry) => ({
                  transactionId: rollbackIdOf(entry.transactionId),
                  action: "rollback",
                  amount: entry.amount,
                  done: false,
                })),
              ],
            },
          );
        }
      }
      if (row.state === "rolling_back" || row.state === "open") {
        const rolled = await sendRollbacks(row, funds);
        row = rolled.row;
        if (row.state === "rolling_back" && rolled.done) {
          row =
            (await updateRoundIf(
              db,
              row.id,
              { state: "rolling_back" },
              { state: "rolled_back", settled: true },
            )) ?? row;
        }
        if (!rolled.done) return false;
      }
      if (row.state === "settling") {
        row = (await sendWin(row, funds)).row;
        return row.state === "settled";
      }
      return true;
    } catch (error) {
      if (error instanceof RoundChangedError) return false;
      throw error;
    }
  }

  /** Ends an open round nobody moved for a long time (engines.ts closeAbandoned states the rule). */
  async function closeAbandonedRound(row: RoundRow): Promise<boolean> {
    const engine = row.gameType as GameId;
    const closed = closeAbandoned(engine, row.params, await seedsOf(row), initialBetOf(row));
    const claimed = await updateRoundIf(db, row.id, openGuard(row), {
      params: closed.params,
      ...finishedPatch(closed.evaluation, row.id, row.transactions),
    });
    if (!claimed) return false;
    const settled = await settleNow(claimed, await fundsOfRound(claimed));
    return settled.row.state === "settled";
  }

  async function openRoundOf(context: PlayContext): Promise<RoundView | null> {
    if (!isInteractive(context.engine)) return null;
    const row = await findUnfinishedRound(db, context.playerRef, context.entry.identity, ["open"]);
    return row ? viewOf(row, context.currency.subunitToUnit) : null;
  }

  async function listRounds(context: PlayContext, limit: number): Promise<RoundView[]> {
    const rows = await listPlayerRounds(
      db,
      context.playerRef,
      context.entry.identity,
      Math.min(limit, ROUND_LIST_MAX),
    );
    return Promise.all(rows.map((row) => viewOf(row, context.currency.subunitToUnit)));
  }

  return {
    placeBet,
    act,
    balanceNow,
    openRoundOf,
    listRounds,
    finishStuckRound,
    closeAbandonedRound,
    scheduleFinish,
  };
}
export type RoundServer = ReturnType<typeof createRoundServer>;
