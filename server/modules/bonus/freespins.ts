import { sql } from "drizzle-orm";
import { BONUS_RESULT, BONUS_STATUS } from "../../../contracts/bonus.ts";
import { formatMinor } from "../../../contracts/money.ts";
import type { DbExecutor } from "../../db/client.ts";
import { playerFreespins } from "../../db/schema.ts";
import type { FreeRounds } from "../game/free-rounds.ts";
import type { GameProviders } from "../../providers/games/provider.ts";
import type { BonusEngine } from "./engine.ts";
import { resolveTerms } from "./rules.ts";
import {
  hasOpenFreeRounds,
  lockPlayerFreespin,
  selectAccount,
  selectCurrencyPair,
  selectDefinition,
  selectFreespinGrant,
  sumFreeRoundWins,
  updatePlayerFreespin,
} from "./store.ts";

/**
 * Free-spin packages in play. The seamless wallet hands every free round (a bet with
 * `freeRoundsId`) to `take`, in the bet's transaction: the package must be active, the player's,
 * for that game and stake, with spins left and not expired; the spin is counted. Once every spin
 * was played and its round settled, the package ends played and its winnings (held in the bonus
 * pool) become a bonus with the package's own wagering.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createFreeRounds(engine: BonusEngine): FreeRounds {
  return {
    async take(request) {
      if (!UUID.test(request.reference)) return { refused: "Unknown free rounds" };
      const row = await lockPlayerFreespin(request.tx, request.reference);
      if (
        !row ||
        row.playerId !== request.playerId ||
        row.walletAccountId !== request.walletAccountId ||
        row.gameId !== request.gameId ||
        row.currency !== request.currency
      ) {
        return { refused: "These free rounds are not granted for this launch" };
      }
      if (row.status !== BONUS_STATUS.ACTIVE) return { refused: "These free rounds are over" };
      if (row.expiresAt && row.expiresAt <= engine.now()) {
        return { refused: "These free rounds have expired" };
      }
      if (row.played >= row.count) return { refused: "Every free round was played" };
      if (row.betAmount !== request.amount) {
        return { refused: "A free round is worth the package's stake per spin" };
      }
      await request.tx
        .update(playerFreespins)
        .set({ played: sql`${playerFreespins.played} + 1`, updatedAt: sql`now()` })
        .where(sql`${playerFreespins.id} = ${row.id}`);
      return { freespinId: row.id };
    },

    async release(tx, freespinId) {
      await tx
        .update(playerFreespins)
        .set({ played: sql`greatest(${playerFreespins.played} - 1, 0)`, updatedAt: sql`now()` })
        .where(sql`${playerFreespins.id} = ${freespinId}`);
    },
  };
}

/**
 * Ends a package whose spins were all played and settled (inside the caller's transaction,
 * after the account's bonus lock): played, and its winnings issued as a bonus (activated when
 * the account has no active bonus). Publishes the package's latest state either way.
 */
export async function finishPlayedPackage(
  engine: BonusEngine,
  tx: DbExecutor,
  freespinId: string,
): Promise<void> {
  const row = await lockPlayerFreespin(tx, freespinId);
  if (!row) return;
  if (
    row.status !== BONUS_STATUS.ACTIVE ||
    row.played < row.count ||
    (await hasOpenFreeRounds(tx, row.id))
  ) {
    await engine.publish(tx, { freespinIds: [row.id] });
    return;
  }
  const wins = await sumFreeRoundWins(tx, row.id);
  await engine.finishFreespinLocked(tx, row, "play");
  if (wins > 0n) {
    const account = await selectAccount(tx, row.playerId, { id: row.walletAccountId });
    const pair = account ? await selectCurrencyPair(tx, row.currency) : undefined;
    if (account && pair) {
      const definition = row.definitionId
        ? await selectDefinition(tx, row.definitionId)
        : undefined;
      const terms = definition ? resolveTerms(definition.amounts, pair.currency, pair.base) : null;
      const issued = await engine.grantLocked(
        tx,
        { playerId: row.playerId, account, base: pair.base },
        {
          idempotencyKey: `freespins:${row.id}`,
          source: { kind: "freespins", id: row.id },
          bonus: {
            kind: "freespins",
            name: row.name,
            definitionId: row.definitionId,
            amount: wins,
            wagerMultiplier: row.wagerMultiplier,
            maxBet: terms?.maxBet ?? null,
            maxWin: terms?.maxWin ?? null,
            contributions: row.wagerContributions,
            products: ["casino"],
            isCancelLock: false,
            packageId: row.packageId,
            depositNumber: null,
            triggerConditions: null,
            activationDays: definition?.activationDays ?? null,
            wageringDays: definition?.wageringDays ?? null,
            freespinId: row.id,
          },
          spins: null,
          activate: true,
        },
      );
      if (issued.playerBonusId) {
        await updatePlayerFreespin(tx, row.id, { playerBonusId: issued.playerBonusId });
      }
    }
  }
  await engine.publish(tx, { freespinIds: [row.id] });
}

/**
 * The free-rounds job: tells the game's provider about an active package (grant) or one that
 * ended before its spins were played (revoke). Calls are idempotent at the provider; a failure
 * throws and the job retries with backoff.
 */
export async function syncFreeRounds(
  deps: { db: DbExecutor; providers?: GameProviders; now: () => Date },
  id: string,
): Promise<void> {
  const row = await selectFreespinGrant(deps.db, id);
  if (!row) return;
  const adapter = deps.providers?.get(row.providerIdentity);
  if (row.status === BONUS_STATUS.ACTIVE) {
    if (row.grantedAt) return;
    if (!adapter?.grantFreeRounds) throw new Error(`${row.providerIdentity} takes no free rounds`);
    await adapter.grantFreeRounds({
      reference: row.id,
      provider: row.providerIdentity,
      playerId: row.playerId,
      gameIdentity: row.gameIdentity,
      currency: row.currency,
      betAmount: formatMinor(row.betAmount, row.subunitToUnit),
      count: row.count,
      expiresAt: row.expiresAt,
    });
    await deps.db
      .update(playerFreespins)
      .set({ grantedAt: deps.now() })
      .where(sql`${playerFreespins.id} = ${row.id}`);
    return;
  }
  if (row.status === BONUS_STATUS.FINISHED && row.result !== BONUS_RESULT.PLAYED) {
    await adapter?.revokeFreeRounds?.({ reference: row.id, provider: row.providerIdentity });
  }
}
