import { and, eq } from "drizzle-orm";
import { BONUS_STATUS } from "../../../contracts/bonus.ts";
import { playerBonuses } from "../../db/schema.ts";
import type { BetCheck } from "../game/bet-checks.ts";

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
      const [active] = await context.tx
        .select({ maxBet: playerBonuses.maxBet })
        .from(playerBonuses)
        .where(
          and(
            eq(playerBonuses.walletAccountId, context.walletAccountId),
            eq(playerBonuses.status, BONUS_STATUS.ACTIVE),
          ),
        );
      if (active?.maxBet === null || active?.maxBet === undefined) return null;
      if (context.amount <= active.maxBet) return null;
      return { code: "MAX_BET_EXCEEDED", maxBet: active.maxBet };
    },
  };
}
