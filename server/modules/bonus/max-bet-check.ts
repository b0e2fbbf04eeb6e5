import { BONUS_STATUS } from "../../../contracts/bonus.ts";
import { runStatement, statement } from "../../db/statement.ts";
import type { BetCheck } from "../game/bet-checks.ts";

/** Every bet runs it: a prepared statement. */
const maxBetStatement = statement(
  "bonus_max_bet",
  "select max_bet::text as max_bet from player_bonuses where wallet_account_id = $1 and status = $2",
);

/**
 * The max bet while wagering, as a bet check (docs/decisions/007): in the bet's transaction, a
 * stake above the maxBet of the account's active bonus is refused with MAX_BET_EXCEEDED, which
 * the app shows as the max-bets modal (game.bet.max.exceed: game, maximum, currency). One
 * indexed read per bet; a free round stakes nothing and passes.
 */
export function createMaxBetCheck(): BetCheck {
  return {
    name: "bonus-max-bet",
    async check(context) {
      if (context.freeRound) return null;
      const [active] = await runStatement<{ max_bet: string | null }>(context.tx, maxBetStatement, [
        context.walletAccountId,
        BONUS_STATUS.ACTIVE,
      ]);
      if (!active || active.max_bet === null) return null;
      const maxBet = BigInt(active.max_bet);
      if (context.amount <= maxBet) return null;
      return { code: "MAX_BET_EXCEEDED", maxBet };
    },
  };
}
