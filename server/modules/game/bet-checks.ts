import { ErrorCode } from "../../../contracts/errors.ts";
import type { DbExecutor } from "../../db/client.ts";
import { writeTogether } from "../../db/statement.ts";
import type { PlayerStatus } from "../../db/schema.ts";

/** wallet_accounts.status of an account in use. */
const WALLET_ACCOUNT_ACTIVE = 1;

/**
 * Bet checks (docs/decisions/007-bet-pipeline.md): what may refuse a bet, inside the bet's
 * transaction, before the seamless wallet debits it. They start together, and the debit goes out
 * in the same write after their first queries (one round trip for all): the first refusal in
 * registration order wins and the debit rolls back with the rest, so a check must not rely on
 * another having run before it, and what a check reads after its first query already sees the
 * debit. For a credit, `prepareCredit` reads ahead in the same way, before the win's own call, so
 * a check's rows are locked before the player's balance in bets and credits alike. Built in: the limited player (14103), a hidden or inactive account and the
 * restricted bet (both 14306). Later issues plug theirs in with `register`: the bonus issue a
 * max-bet check (MAX_BET_EXCEEDED with `maxBet`), the responsible-gaming issue bet and loss
 * limits and self-exclusion (LIMIT_REACHED with 14100/14101/14105).
 *
 * A check that needs state keeps it in a small per-player row of its own: `check` reads it
 * (locking it, `FOR UPDATE`, when two bets of the player must not both pass), and `recordBet` /
 * `recordCredit` update it in the same transaction once the money moved, so the next bet sees
 * this one. A refusal rolls everything back. Anything slower or not needed to refuse a bet
 * (wagering progress, quests, loyalty, analytics) is a bet effect instead: a consumer of the
 * event stream (server/platform/event-stream.ts), outside the bet's transaction.
 */

export interface BetContext {
  tx: DbExecutor;
  playerId: string;
  walletAccountId: string;
  currency: string;
  /** Minor units per major unit of `currency`. */
  subunitToUnit: bigint;
  /** The stake in minor units (> 0). */
  amount: bigint;
  provider: string;
  roundId: string;
  game: {
    id: number;
    identity: string;
    isHidden: boolean;
    countriesBlocked: string[];
  };
  gameProvider: { identity: string; isEnabled: boolean; countriesBlocked: string[] };
  player: { status: PlayerStatus; country: string | null };
  /** The wallet account staked from (status 1 active). */
  account: { status: number; hidden: boolean };
  /**
   * A free round of a free-spin package: `amount` is the spin's worth but nothing is staked, so
   * checks of money (limits, max bet) let it pass and nothing is recorded.
   */
  freeRound?: boolean;
}

export const GAME_LIMIT_CODES = [
  ErrorCode.GAME_LIMIT_BET,
  ErrorCode.GAME_LIMIT_LOSS,
  ErrorCode.GAME_LIMIT_OTHER,
] as const;
export type GameLimitCode = (typeof GAME_LIMIT_CODES)[number];

/** Why a bet is refused; `message` is shown to the provider (and may reach the player). */
export type BetRefusal =
  | { code: "PLAYER_BLOCKED"; message?: string }
  | { code: "BET_RESTRICTED"; message?: string }
  /** `maxBet` in minor units of the bet's currency. */
  | { code: "MAX_BET_EXCEEDED"; maxBet: bigint; message?: string }
  | { code: "LIMIT_REACHED"; productCode: GameLimitCode; message?: string };

/** A win or refund credited to the player, in the transaction that credits it. */
export interface CreditContext {
  tx: DbExecutor;
  playerId: string;
  walletAccountId: string;
  currency: string;
  /** Minor units (> 0). */
  amount: bigint;
  kind: "win" | "refund";
  provider: string;
  roundId: string;
}

export interface BetCheck {
  /** For logs and tests. */
  name: string;
  check(context: BetContext): Promise<BetRefusal | null> | BetRefusal | null;
  /** The bet passed every check and was debited: update this check's per-player state. */
  recordBet?(context: BetContext): Promise<void> | void;
  /**
   * A win or refund is about to be credited: start the reads `recordCredit` will need, so they
   * go out with the credit's own call (one round trip for both). Whatever it locks stays locked
   * to the end of the transaction, also when the credit then does not go through.
   */
  prepareCredit?(context: CreditContext): Promise<void> | void;
  /** A win or refund was credited (a loss limit counts it back). */
  recordCredit?(context: CreditContext): Promise<void> | void;
}

export interface BetChecks {
  /** Adds a check after the ones already there; returns a function that removes it. */
  register(check: BetCheck): () => void;
  /** The first refusal of the checks in order, or null when the bet may go ahead. */
  run(context: BetContext): Promise<BetRefusal | null>;
  /** Every check's `recordBet`, after the debit. */
  recordBet(context: BetContext): Promise<void>;
  /** Every check's `prepareCredit`, at once; `recordCredit` of the same context follows. */
  prepareCredit(context: CreditContext): Promise<void>;
  /** Every check's `recordCredit`, after a credit. */
  recordCredit(context: CreditContext): Promise<void>;
}

/** Blocked and self-excluded players may not stake (14103 LIMITED_PLAYER). */
export const limitedPlayerCheck: BetCheck = {
  name: "limited-player",
  check: ({ player }) =>
    player.status === "active"
      ? null
      : { code: "PLAYER_BLOCKED", message: "The player may not place bets" },
};

/**
 * A wallet account the player hid, or one not active (status ≠ 1), takes no bets: money moves
 * only through accounts the player sees.
 */
export const activeAccountCheck: BetCheck = {
  name: "active-account",
  check: ({ account }) =>
    account.status === WALLET_ACCOUNT_ACTIVE && !account.hidden
      ? null
      : {
          code: "BET_RESTRICTED",
          message: "Bets from a hidden or inactive wallet account are refused",
        },
};

/**
 * A game hidden since the launch, a provider switched off, or either blocked in the player's
 * registration country: the bet is restricted (14306), and the app shows the restricted-bets
 * modal.
 */
export const restrictedBetCheck: BetCheck = {
  name: "restricted-bet",
  check: ({ game, gameProvider, player }) => {
    const country = player.country;
    const blocked =
      country !== null &&
      (game.countriesBlocked.includes(country) || gameProvider.countriesBlocked.includes(country));
    if (game.isHidden || !gameProvider.isEnabled || blocked) {
      return { code: "BET_RESTRICTED", message: "Bets on this game are restricted" };
    }
    return null;
  },
};

export function createBetChecks(
  builtIn: readonly BetCheck[] = [limitedPlayerCheck, activeAccountCheck, restrictedBetCheck],
): BetChecks {
  const checks: BetCheck[] = [...builtIn];
  return {
    register(check) {
      checks.push(check);
      return () => {
        const index = checks.indexOf(check);
        if (index >= 0) checks.splice(index, 1);
      };
    },
    async run(context) {
      // All at once: their reads go out together on the bet's connection (pipeline mode, one
      // round trip for all of them), and the first refusal in order wins as if they had run one
      // after another; whatever a later check did rolls back with the refused bet.
      const refusals = await writeTogether(context.tx, () =>
        Promise.all([...checks].map((check) => check.check(context))),
      );
      return refusals.find((refusal) => refusal !== null) ?? null;
    },
    async recordBet(context) {
      for (const check of [...checks]) await check.recordBet?.(context);
    },
    async prepareCredit(context) {
      await Promise.all([...checks].map((check) => check.prepareCredit?.(context)));
    },
    async recordCredit(context) {
      for (const check of [...checks]) await check.recordCredit?.(context);
    },
  };
}
