import { createHash } from "node:crypto";
import type { z } from "zod";
import { ErrorCode } from "../../../contracts/errors.ts";
import { channels, RealtimeEvent, type Channel } from "../../../contracts/events.ts";
import { GAME_BET_STATUS } from "../../../contracts/game.ts";
import {
  GAME_WALLET_ERRORS,
  gameWalletRequest,
  type gameWalletBetRequest,
  type gameWalletRollbackRequest,
  type gameWalletWinRequest,
  type GameWalletError,
  type GameWalletErrorCode,
  type GameWalletOk,
} from "../../../contracts/game-wallet.ts";
import { formatMinor, tryParseMajor } from "../../../contracts/money.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { transactionConflict } from "../../db/errors.ts";
import { writeTogether } from "../../db/statement.ts";
import { verifySignature } from "../../platform/signature.ts";
import type { EventStream } from "../../platform/event-stream.ts";
import type { Outbox } from "../../platform/outbox.ts";
import type { GameProviders } from "../../providers/games/provider.ts";
import {
  MAX_ENTRY_AMOUNT,
  playerAccount,
  systemAccount,
  type Ledger,
  type LedgerReference,
  type PreparedTransfer,
} from "../wallet/ledger.ts";
import type { BetChecks, BetContext, BetRefusal, CreditContext } from "./bet-checks.ts";
import { appendBetEvent, BET_TOPICS, type BetSportFact } from "./bet-events.ts";
import type { FreeRounds } from "./free-rounds.ts";
import { hashLaunchToken } from "./launch-token.ts";
import { lockRound, updateRound, type RoundRecord } from "./round-store.ts";
import { gameRef } from "./round-views.ts";
import {
  callWalletBet,
  callWalletWin,
  claimWalletTransaction,
  completeWalletTransaction,
  insertTombstone,
  inLaunchTransaction,
  ledgerKeyUsed,
  lockBonusStatus,
  selectBetMoney,
  selectLaunch,
  selectPlayableBalance,
  selectWalletTransaction,
  type ExistingWalletTransaction,
  type LaunchRecord,
  type WalletAction,
  type WalletClaim,
  type WalletMoveAnswer,
} from "./wallet-store.ts";

/**
 * The seamless wallet (contracts/game-wallet.ts): what a game provider calls to move a player's
 * money. A balance call is one query; a money call is one database transaction:
 * 1. the launch by its token's hash (unknown, demo, or another provider's: SESSION_NOT_FOUND),
 *    and in the same query what (provider, transactionId) already holds: a taken id answers the
 *    stored response (same request hash, `replayed: true`), TRANSACTION_CONFLICT (other
 *    parameters) or BET_REFUSED (a bet whose id a rollback tombstoned);
 * 2. a bet passes the bet checks (./bet-checks.ts), which may refuse it;
 * 3. one call of game_wallet_bet / game_wallet_win (migration 0006) claims the id in
 *    game_wallet_transactions (a concurrent call with the same id waits there, then finds it
 *    taken and answers as in 1), locks the round row (game_bets), moves the money through
 *    ledger_post (player real ⇄ house: the house keeps no stored balance, so only the player's
 *    own rows are locked), updates the round, appends the fact (bet placed, won, settled) to the
 *    event stream and stores the answer; a rollback does the same steps one statement at a time;
 * 4. the bet checks record the bet or credit in their per-player state.
 * The realtime messages of a call (round updated, spin, big win, balance) are a bet effect
 * (./bet-realtime.ts), sent once the event stream hands it the fact, outside the transaction.
 * A refusal throws, so the claim and everything else roll back: nothing is stored and the same
 * call may be retried. Lock order is always claim → round → ledger accounts, so concurrent calls
 * never deadlock (a rollback waiting on a bet's uncommitted claim holds no round lock yet).
 */

export interface WalletAnswer {
  status: number;
  body: GameWalletOk | GameWalletError;
}

export interface SeamlessWallet {
  /** One signed call to /callbacks/games/{provider}: the raw body and its x-signature. */
  handle(provider: string, rawBody: Buffer, signature: string | undefined): Promise<WalletAnswer>;
}

/** Provider identities are catalogue slugs: no ":" (the ledger keys below rely on it). */
const PROVIDER_KEY = /^[a-z0-9][a-z0-9._-]{0,63}$/;

/** Ledger idempotency keys: one movement per provider transaction, one refund per bet. */
const ledgerKey = {
  bet: (provider: string, transactionId: string) => `game.bet:${provider}:${transactionId}`,
  win: (provider: string, transactionId: string) => `game.win:${provider}:${transactionId}`,
  refund: (provider: string, betTransactionId: string) =>
    `game.refund:${provider}:${betTransactionId}`,
};

const PRODUCT_CODE: Partial<Record<BetRefusal["code"], number>> = {
  PLAYER_BLOCKED: ErrorCode.LIMITED_PLAYER,
  BET_RESTRICTED: ErrorCode.RESTRICTED_BET,
};

/** A realtime message published after a refused call rolled back. */
interface RefusalEvent {
  channel: Channel;
  message: { event: string } & Record<string, unknown>;
}

/** A refused call: thrown inside the transaction so everything rolls back. */
class WalletRefusal extends Error {
  readonly code: GameWalletErrorCode;
  readonly details: {
    productCode?: number;
    maxBet?: string;
    /** Answer with this account's balance (read after the rollback). */
    balanceOf?: { walletAccountId: string; currency: string; subunitToUnit: bigint };
    event?: RefusalEvent;
  };

  constructor(code: GameWalletErrorCode, message: string, details: WalletRefusal["details"] = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

const refuse = (code: GameWalletErrorCode, message: string) => new WalletRefusal(code, message);

/** ledger_post found a cached ledger account gone (its creation rolled back): run the call
 * again with the accounts read afresh. */
class StaleLedgerAccounts extends Error {}

function errorAnswer(
  code: GameWalletErrorCode,
  message: string,
  extra: Omit<GameWalletError, "status" | "code" | "message"> = {},
): WalletAnswer {
  return { status: GAME_WALLET_ERRORS[code], body: { status: "error", code, message, ...extra } };
}

/** A launch that may move money: real, of this provider, with a player and an account. */
interface RealLaunch extends LaunchRecord {
  playerId: string;
  walletAccountId: string;
  subunitToUnit: bigint;
}

type BetRequest = z.output<typeof gameWalletBetRequest>;
type WinRequest = z.output<typeof gameWalletWinRequest>;
type RollbackRequest = z.output<typeof gameWalletRollbackRequest>;

/** A launch that may move money for this provider, or SESSION_NOT_FOUND. */
function realLaunch(found: LaunchRecord | undefined, provider: string): RealLaunch {
  if (
    !found ||
    found.isDemo ||
    found.provider.identity !== provider ||
    !found.playerId ||
    !found.walletAccountId ||
    found.subunitToUnit === null
  ) {
    throw refuse("SESSION_NOT_FOUND", "No such launch");
  }
  return found as RealLaunch;
}

/** What the bet checks' recordCredit is told of a win or refund credited to the launch's player. */
function creditContext(
  tx: DbExecutor,
  launch: RealLaunch,
  credit: Pick<CreditContext, "provider" | "roundId" | "amount" | "kind">,
): CreditContext {
  return {
    tx,
    playerId: launch.playerId,
    walletAccountId: launch.walletAccountId,
    currency: launch.currency,
    ...credit,
  };
}

const betEventBase = (round: RoundRecord) => ({
  betId: round.id,
  provider: round.provider,
  roundId: round.roundId,
  playerId: round.playerId,
  walletAccountId: round.walletAccountId,
  currency: round.currency,
  gameId: round.gameId,
  bonusId: round.bonusId,
  freespinId: round.freespinId,
  // As game_bet_event (migration 0009): a sport bet's kind and legs.
  ...(round.sport
    ? { sport: { kind: round.sport["kind"], legs: round.sport["legs"] } as BetSportFact }
    : {}),
});

/** A sport settlement fits a round whose bet carried a slip with as many legs (as game_wallet_win). */
function sportFits(round: RoundRecord, settlement: { legs: readonly unknown[] }): boolean {
  return round.sport !== null && settlement.legs.length === Number(round.sport["legs"]);
}

const sportMismatch = (roundId: string) =>
  refuse(
    "INVALID_REQUEST",
    `sport.legs: round ${roundId} has no sport bet with that many legs (one result per leg of the bet call)`,
  );

/** The status of an active player bonus (SPEC §4): its bonus money may come back to it. */
const BONUS_ACTIVE = 2;

export function createSeamlessWallet(deps: {
  db: Db;
  outbox: Outbox;
  events: Pick<EventStream, "append" | "notify">;
  ledger: Ledger;
  providers: GameProviders;
  betChecks: BetChecks;
  /** Who takes free rounds' spins (the bonus module's free-spin packages). */
  freeRounds: () => FreeRounds;
  now?: () => Date;
}): SeamlessWallet {
  const { db, outbox, events, ledger, providers, betChecks } = deps;
  const now = deps.now ?? (() => new Date());

  function amountOf(launch: RealLaunch, text: string): bigint {
    const amount = tryParseMajor(text, launch.subunitToUnit);
    if (amount === null) {
      throw refuse("INVALID_REQUEST", `amount has more decimals than ${launch.currency} allows`);
    }
    if (amount > MAX_ENTRY_AMOUNT) throw refuse("INVALID_REQUEST", "amount is too large");
    return amount;
  }

  function assertCurrency(launch: RealLaunch, currency: string): void {
    if (currency !== launch.currency) {
      throw refuse("INVALID_REQUEST", `The launch plays in ${launch.currency}, not ${currency}`);
    }
  }

  /** What makes two calls with one transaction id "the same": everything but the signature. */
  function requestHash(launch: RealLaunch, fields: Record<string, string | boolean>): string {
    return createHash("sha256")
      .update(
        JSON.stringify([launch.id, Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1))]),
      )
      .digest("hex");
  }

  function balanceAnswer(
    launch: RealLaunch,
    balance: bigint,
    transactionId?: string,
  ): GameWalletOk {
    return {
      status: "ok",
      playerId: launch.playerId,
      currency: launch.currency,
      balance: formatMinor(balance, launch.subunitToUnit),
      ...(transactionId === undefined ? {} : { transactionId }),
      replayed: false,
    };
  }

  /** The stored answer when `existing` holds this same request; otherwise a refusal. */
  function replayOf(
    existing: Pick<ExistingWalletTransaction, "action" | "requestHash" | "httpStatus" | "response">,
    claim: { action: WalletAction; requestHash: string },
  ): WalletAnswer {
    if (existing.action === "tombstone") {
      if (claim.action === "bet") {
        throw refuse("BET_REFUSED", "This bet was rolled back before it arrived");
      }
      throw refuse("TRANSACTION_CONFLICT", "This transaction id names a rolled-back bet");
    }
    if (existing.requestHash !== claim.requestHash) {
      throw refuse(
        "TRANSACTION_CONFLICT",
        "This transaction id was already used with other parameters",
      );
    }
    return {
      status: existing.httpStatus,
      body: { ...(existing.response as GameWalletOk), replayed: true },
    };
  }

  /** The answer of a transaction id another call took (and committed) first. */
  async function takenAnswer(tx: DbExecutor, claim: WalletClaim): Promise<WalletAnswer> {
    const existing = await selectWalletTransaction(tx, claim.provider, claim.transactionId);
    if (!existing) throw new Error("seamless wallet: transaction id taken but not found");
    return replayOf(existing, claim);
  }

  /**
   * Claims the call's transaction id; returns the stored answer when the id was used by the
   * same request before, and throws for another request.
   */
  async function claimOrReplay(tx: DbExecutor, claim: WalletClaim): Promise<WalletAnswer | null> {
    if (await claimWalletTransaction(tx, claim)) return null;
    return takenAnswer(tx, claim);
  }

  /** What a wallet function answered, as the call's answer; refusals throw. */
  async function moveAnswer(
    tx: DbExecutor,
    answer: WalletMoveAnswer,
    call: WalletClaim & { launch: RealLaunch; move: PreparedTransfer | null },
  ): Promise<WalletAnswer> {
    switch (answer.status) {
      case "ok":
        return { status: 200, body: answer.response as GameWalletOk };
      case "taken":
        return takenAnswer(tx, call);
      case "foreign_round":
        throw refuse("INVALID_REQUEST", `Round ${call.roundId} belongs to another launch`);
      case "round_not_found":
        throw refuse("ROUND_NOT_FOUND", `No round ${call.roundId} for this player`);
      case "round_closed":
        throw refuse("ROUND_CLOSED", `Round ${call.roundId} is already settled`);
      case "insufficient":
        throw new WalletRefusal("INSUFFICIENT_FUNDS", "Not enough money for this bet", {
          balanceOf: call.launch,
        });
      case "stale":
        call.move?.forget();
        throw new StaleLedgerAccounts();
      case "sport_mismatch":
        throw sportMismatch(call.roundId);
    }
  }

  async function finish(
    tx: DbExecutor,
    launch: RealLaunch,
    key: { provider: string; transactionId: string },
    done: { round: RoundRecord | null; amount: bigint; balance?: bigint | null },
  ): Promise<WalletAnswer> {
    const balance = done.balance ?? (await selectPlayableBalance(tx, launch.walletAccountId));
    const body = balanceAnswer(launch, balance, key.transactionId);
    await completeWalletTransaction(tx, key, {
      betId: done.round?.id ?? null,
      amount: done.amount,
      response: body,
    });
    return { status: 200, body };
  }

  function refusalOf(refusal: BetRefusal, launch: RealLaunch): WalletRefusal {
    const game = gameRef({
      ...launch.game,
      providerIdentity: launch.provider.identity,
      providerName: launch.provider.name,
    });
    const bets = channels.gameBets(launch.playerId);
    switch (refusal.code) {
      case "PLAYER_BLOCKED":
        return new WalletRefusal(refusal.code, refusal.message ?? "The player may not bet", {
          productCode: PRODUCT_CODE.PLAYER_BLOCKED,
        });
      case "BET_RESTRICTED":
        return new WalletRefusal(refusal.code, refusal.message ?? "The bet is restricted", {
          productCode: PRODUCT_CODE.BET_RESTRICTED,
          event: {
            channel: bets,
            message: { event: RealtimeEvent.GAME_BET_RESTRICTED, game },
          },
        });
      case "MAX_BET_EXCEEDED": {
        const maxBet = formatMinor(refusal.maxBet, launch.subunitToUnit);
        return new WalletRefusal(
          refusal.code,
          refusal.message ?? `The largest bet allowed is ${maxBet} ${launch.currency}`,
          {
            maxBet,
            event: {
              channel: bets,
              message: {
                event: RealtimeEvent.GAME_BET_MAX_EXCEED,
                game,
                maxBet,
                currency: launch.currency,
              },
            },
          },
        );
      }
      case "LIMIT_REACHED":
        return new WalletRefusal(refusal.code, refusal.message ?? "A game limit was reached", {
          productCode: refusal.productCode,
          event: {
            channel: bets,
            message: { event: RealtimeEvent.GAME_LIMIT_REACHED, game, code: refusal.productCode },
          },
        });
    }
  }

  async function bet(
    tx: DbExecutor,
    provider: string,
    launch: RealLaunch,
    request: BetRequest,
    fresh: boolean,
  ): Promise<WalletAnswer> {
    if (request.gameId !== launch.game.identity) {
      throw refuse(
        "INVALID_REQUEST",
        `The launch is for ${launch.game.identity}, not ${request.gameId}`,
      );
    }
    assertCurrency(launch, request.currency);
    const amount = amountOf(launch, request.amount);
    if (amount <= 0n) throw refuse("INVALID_REQUEST", "A bet must be more than zero");
    const freeRoundsId = request.freeRoundsId?.toLowerCase() ?? null;
    const claim = {
      provider,
      transactionId: request.transactionId,
      roundId: request.roundId,
      action: "bet" as const,
      requestHash: requestHash(launch, {
        action: "bet",
        roundId: request.roundId,
        gameId: request.gameId,
        amount: amount.toString(),
        currency: request.currency,
        ...(freeRoundsId ? { freeRoundsId } : {}),
      }),
    };
    if (launch.existing) return replayOf(launch.existing, claim);
    if (launch.expiresAt <= now()) throw refuse("SESSION_EXPIRED", "The launch has expired");

    const context: BetContext = {
      tx,
      playerId: launch.playerId,
      walletAccountId: launch.walletAccountId,
      currency: launch.currency,
      subunitToUnit: launch.subunitToUnit,
      amount,
      provider,
      roundId: request.roundId,
      game: launch.game,
      gameProvider: launch.provider,
      player: launch.player ?? { status: "active", country: null },
      account: launch.account ?? { status: 0, hidden: true },
      freeRound: freeRoundsId !== null,
    };
    const betCall = {
      ...claim,
      sessionId: launch.id,
      playerId: launch.playerId,
      walletAccountId: launch.walletAccountId,
      gameId: launch.game.id,
      currency: launch.currency,
      subunitToUnit: launch.subunitToUnit,
      sport: request.sport ?? null,
    };
    if (freeRoundsId) {
      const refusal = await betChecks.run(context);
      if (refusal) throw refusalOf(refusal, launch);
      const taken = await deps.freeRounds().take({
        tx,
        reference: freeRoundsId,
        playerId: launch.playerId,
        walletAccountId: launch.walletAccountId,
        gameId: launch.game.id,
        currency: launch.currency,
        amount,
      });
      if ("refused" in taken) throw refuse("INVALID_REQUEST", taken.refused);
      const answer = await callWalletBet(tx, {
        ...betCall,
        amount: 0n,
        ledger: null,
        freespinId: taken.freespinId,
      });
      return moveAnswer(tx, answer, { ...claim, launch, move: null });
    }

    const move = await ledger.prepareTransfer(
      tx,
      {
        from: playerAccount(launch.walletAccountId, "real"),
        to: systemAccount("house", launch.currency),
        amount,
        currency: launch.currency,
        kind: "game.bet",
        idempotencyKey: ledgerKey.bet(provider, request.transactionId),
        reference: { provider, roundId: request.roundId, game: launch.game.identity },
      },
      { fresh },
    );
    // The checks' reads and the debit go out in one write and run in that order; a refusal
    // rolls the debit back with the rest, so the debit need not wait for the checks' answer.
    const [refusal, answer] = await writeTogether(tx, () =>
      Promise.all([
        betChecks.run(context),
        callWalletBet(tx, { ...betCall, amount, ledger: move, freespinId: null }),
      ]),
    );
    if (refusal) throw refusalOf(refusal, launch);
    const done = await moveAnswer(tx, answer, { ...claim, launch, move });
    if (answer.status === "ok") await betChecks.recordBet(context);
    return done;
  }

  async function win(
    tx: DbExecutor,
    provider: string,
    launch: RealLaunch,
    request: WinRequest,
    fresh: boolean,
  ): Promise<WalletAnswer> {
    assertCurrency(launch, request.currency);
    const amount = amountOf(launch, request.amount);
    if (request.sport && !request.finished && request.sport.ending !== "cashed_out") {
      throw refuse(
        "INVALID_REQUEST",
        "sport.ending: a win that leaves the round open is a partial cash-out (cashed_out)",
      );
    }
    const claim = {
      provider,
      transactionId: request.transactionId,
      roundId: request.roundId,
      action: "win" as const,
      requestHash: requestHash(launch, {
        action: "win",
        roundId: request.roundId,
        amount: amount.toString(),
        currency: request.currency,
        finished: request.finished,
      }),
    };
    if (launch.existing) return replayOf(launch.existing, claim);

    const move =
      amount > 0n
        ? await ledger.prepareTransfer(
            tx,
            {
              from: systemAccount("house", launch.currency),
              to: playerAccount(launch.walletAccountId, "real"),
              amount,
              currency: launch.currency,
              kind: "game.win",
              idempotencyKey: ledgerKey.win(provider, request.transactionId),
              reference: { provider, roundId: request.roundId, game: launch.game.identity },
            },
            // A free round's win waits in the bonus pool for its package to end.
            { fresh, also: [systemAccount("bonus_pool", launch.currency)] },
          )
        : null;
    // The checks' reads for a credit (a loss limit's rows) go out in one write with the win,
    // and before it: a bet locks them before the player's balance, so a win must too.
    const credit =
      amount > 0n
        ? creditContext(tx, launch, { provider, roundId: request.roundId, amount, kind: "win" })
        : null;
    const [, answer] = await writeTogether(tx, () =>
      Promise.all([
        credit ? betChecks.prepareCredit(credit) : null,
        callWalletWin(tx, {
          ...claim,
          playerId: launch.playerId,
          walletAccountId: launch.walletAccountId,
          currency: launch.currency,
          subunitToUnit: launch.subunitToUnit,
          amount,
          finished: request.finished,
          now: now(),
          ledger: move,
          sport: request.sport ?? null,
        }),
      ]),
    );
    const done = await moveAnswer(tx, answer, { ...claim, launch, move });
    if (answer.status === "ok" && credit && !answer.freeRound) {
      await betChecks.recordCredit(credit);
    }
    return done;
  }

  async function rollback(
    tx: DbExecutor,
    provider: string,
    launch: RealLaunch,
    request: RollbackRequest,
  ): Promise<WalletAnswer> {
    if (request.betTransactionId === request.transactionId) {
      throw refuse("INVALID_REQUEST", "A rollback needs a transaction id of its own");
    }
    if (request.sport && request.sport.ending !== "void") {
      throw refuse("INVALID_REQUEST", "sport.ending: a rollback voids the bet (void)");
    }
    const key = { provider, transactionId: request.transactionId };
    const replay = await claimOrReplay(tx, {
      ...key,
      action: "rollback",
      roundId: request.roundId,
      requestHash: requestHash(launch, {
        action: "rollback",
        roundId: request.roundId,
        betTransactionId: request.betTransactionId,
      }),
    });
    if (replay) return replay;

    let target = await selectWalletTransaction(tx, provider, request.betTransactionId);
    if (!target) {
      const tombstone = {
        provider,
        transactionId: request.betTransactionId,
        roundId: request.roundId,
      };
      // Waits for a concurrent bet with this id; false when it committed first.
      if (await insertTombstone(tx, tombstone)) {
        return finish(tx, launch, key, { round: null, amount: 0n });
      }
      target = await selectWalletTransaction(tx, provider, request.betTransactionId);
      if (!target) throw new Error("seamless wallet: bet id taken but not found");
    }
    // Another rollback already tombstoned the bet: nothing more to do.
    if (target.action === "tombstone") return finish(tx, launch, key, { round: null, amount: 0n });
    if (target.action !== "bet" || !target.betId) {
      throw refuse(
        "INVALID_REQUEST",
        `${request.betTransactionId} is a ${target.action}, not a bet`,
      );
    }
    if (target.roundId !== request.roundId) {
      throw refuse(
        "INVALID_REQUEST",
        `Bet ${request.betTransactionId} belongs to round ${target.roundId}`,
      );
    }
    const credit = creditContext(tx, launch, {
      provider,
      roundId: request.roundId,
      amount: target.amount,
      kind: "refund",
    });
    // Before the round and the balance, in the order a bet locks them (see win).
    const betId = target.betId;
    const [, round] = await writeTogether(tx, () =>
      Promise.all([betChecks.prepareCredit(credit), lockRound(tx, { id: betId })]),
    );
    if (!round || round.walletAccountId !== launch.walletAccountId) {
      throw refuse("ROUND_NOT_FOUND", `No round ${request.roundId} for this player`);
    }
    const refundKey = ledgerKey.refund(provider, request.betTransactionId);
    // Refunded by an earlier rollback with another id: answer, move nothing.
    if (await ledgerKeyUsed(tx, refundKey)) {
      return finish(tx, launch, key, { round: null, amount: 0n });
    }
    if (round.status !== GAME_BET_STATUS.PENDING) {
      throw refuse("ROUND_CLOSED", `Round ${request.roundId} is already settled`);
    }
    if (request.sport && !sportFits(round, request.sport)) throw sportMismatch(request.roundId);
    const refunded = round.freespinId
      ? await releaseFreeRound(tx, round.freespinId)
      : await refundStake(tx, launch, round, {
          key: refundKey,
          betKey: ledgerKey.bet(provider, request.betTransactionId),
          reference: {
            provider,
            roundId: request.roundId,
            game: launch.game.identity,
            bet: request.betTransactionId,
          },
        });
    const refundAmount = round.refundAmount + target.amount;
    const refundedAll = refundAmount >= round.betAmount;
    await updateRound(tx, round.id, {
      refundAmount,
      ...(refundedAll ? { status: GAME_BET_STATUS.REFUNDED, settledAt: now() } : {}),
      ...(request.sport ? { sportSettlement: request.sport } : {}),
    });
    await betChecks.recordCredit(credit);
    await appendBetEvent(events, tx, BET_TOPICS.refunded, {
      ...betEventBase(round),
      transactionId: request.betTransactionId,
      amount: target.amount.toString(),
    });
    return finish(tx, launch, key, { round, amount: target.amount, balance: refunded });
  }

  /** A free round's spin goes back to its package; no money had moved. */
  async function releaseFreeRound(tx: DbExecutor, freespinId: string): Promise<null> {
    await deps.freeRounds().release(tx, freespinId);
    return null;
  }

  /**
   * Gives a bet's stake back the way it was paid: the real part to real money, the bonus part
   * to the bonus balance while the round's bonus is active, else to the bonus pool it came from
   * (the bonus was canceled or expired meanwhile). Answers the playable balance after it.
   */
  async function refundStake(
    tx: DbExecutor,
    launch: RealLaunch,
    round: RoundRecord,
    refund: { key: string; betKey: string; reference: LedgerReference },
  ): Promise<bigint | null> {
    const paid = await selectBetMoney(tx, refund.betKey);
    const bonusActive =
      paid.bonus > 0n &&
      round.bonusId !== null &&
      (await lockBonusStatus(tx, round.bonusId)) === BONUS_ACTIVE;
    const house = systemAccount("house", launch.currency);
    const entries = [
      { account: house, amount: -(paid.real + paid.bonus) },
      { account: playerAccount(launch.walletAccountId, "real"), amount: paid.real },
      {
        account: bonusActive
          ? playerAccount(launch.walletAccountId, "bonus")
          : systemAccount("bonus_pool", launch.currency),
        amount: paid.bonus,
      },
    ].filter((entry) => entry.amount !== 0n);
    if (entries.length < 2) return null;
    const moved = await ledger.postTransaction(tx, {
      kind: "game.refund",
      idempotencyKey: refund.key,
      reference: refund.reference,
      entries,
    });
    if (moved.replayed) return null;
    const after = (kind: string) =>
      moved.entries.find((entry) => entry.kind === kind)?.balanceAfter ?? null;
    const real = after("player_real");
    const bonus = after("player_bonus");
    // Both parts are known only when both moved; otherwise finish() reads the balance.
    return real !== null && bonus !== null ? real + bonus : null;
  }

  async function answerRefusal(
    refusal: WalletRefusal,
    transactionId: string | undefined,
  ): Promise<WalletAnswer> {
    const { details } = refusal;
    if (details.event) {
      // Its own write, after the refused transaction rolled back.
      await outbox.enqueue(db, details.event.channel, details.event.message);
      outbox.notify();
    }
    const balance = details.balanceOf
      ? formatMinor(
          await selectPlayableBalance(db, details.balanceOf.walletAccountId),
          details.balanceOf.subunitToUnit,
        )
      : undefined;
    return errorAnswer(refusal.code, refusal.message, {
      ...(details.productCode === undefined ? {} : { productCode: details.productCode }),
      ...(details.maxBet === undefined ? {} : { maxBet: details.maxBet }),
      ...(balance === undefined ? {} : { balance, currency: details.balanceOf?.currency }),
      ...(transactionId === undefined ? {} : { transactionId }),
    });
  }

  return {
    async handle(provider, rawBody, signature) {
      const secret = PROVIDER_KEY.test(provider) ? providers.secretFor(provider) : null;
      if (!secret) return errorAnswer("UNKNOWN_PROVIDER", `No game provider ${provider}`);
      if (!verifySignature(secret, rawBody, signature)) {
        return errorAnswer("INVALID_SIGNATURE", "Missing or invalid x-signature");
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString("utf8"));
      } catch {
        return errorAnswer("INVALID_REQUEST", "The body is not JSON");
      }
      const parsed = gameWalletRequest.safeParse(json);
      if (!parsed.success) {
        const problems = parsed.error.issues
          .map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`)
          .join("; ");
        return errorAnswer("INVALID_REQUEST", problems);
      }
      const request = parsed.data;
      const transactionId = "transactionId" in request ? request.transactionId : undefined;
      const tokenHash = hashLaunchToken(request.token);
      try {
        if (request.action === "balance") {
          const launch = realLaunch(await selectLaunch(db, tokenHash), provider);
          if (launch.expiresAt <= now()) throw refuse("SESSION_EXPIRED", "The launch has expired");
          return { status: 200, body: balanceAnswer(launch, launch.balance) };
        }
        const peek = { provider, transactionId: request.transactionId };
        const call = (fresh: boolean) =>
          inLaunchTransaction(db, tokenHash, peek, async (tx, found) => {
            const launch = realLaunch(found, provider);
            switch (request.action) {
              case "bet":
                return bet(tx, provider, launch, request, fresh);
              case "win":
                return win(tx, provider, launch, request, fresh);
              case "rollback":
                return rollback(tx, provider, launch, request);
            }
          });
        let answer: WalletAnswer;
        try {
          answer = await call(false);
        } catch (error) {
          // Both roll the call back whole, and its transaction id makes running it again safe.
          if (error instanceof StaleLedgerAccounts) answer = await call(true);
          else if (transactionConflict(error)) answer = await call(false);
          else throw error;
        }
        outbox.notify();
        events.notify();
        return answer;
      } catch (error) {
        if (error instanceof WalletRefusal) return answerRefusal(error, transactionId);
        throw error;
      }
    },
  };
}
