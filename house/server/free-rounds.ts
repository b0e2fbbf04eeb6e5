import { and, asc, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import { formatMinor, majorAmountSchema, tryParseMajor } from "../../contracts/money.ts";
import type { Db, DbExecutor } from "../../server/db/client.ts";
import { houseFreeRounds, houseRounds } from "../../server/db/schema.ts";
import { AppError } from "../../server/platform/errors.ts";
import { conflict } from "./errors.ts";
import type { FreeRoundsView } from "./protocol.ts";

/**
 * Free rounds the operator granted (a free-spin package): the studio's own records, kept as a
 * third-party studio keeps them. The operator grants them with a signed call naming its package
 * id (`reference`); a player then plays them one spin at a time (a bet call that carries
 * `freeRoundsId`, which the operator's wallet does not debit). Spins left = count − the grant's
 * rounds not rolled back, so a spin the wallet refused or rolled back is never lost.
 */

export const FREE_ROUNDS_PATH = "/house/api/operator/free-rounds";

const reference = z.uuid("The operator's free-rounds id");
const identity = z.string().min(1).max(100);

/** POST /house/api/operator/free-rounds, signed (x-signature) with the brand's secret. */
export const freeRoundsGrantBody = z.strictObject({
  reference,
  /** The studio brand (provider identity) whose secret signs the call. */
  provider: identity,
  /** The operator's player id, as its wallet names the player. */
  playerId: z.string().min(1).max(64),
  gameId: identity,
  currency: z.string().regex(/^[A-Z0-9]{2,10}$/),
  betAmount: majorAmountSchema,
  count: z.number().int().min(1).max(1000),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type FreeRoundsGrant = z.infer<typeof freeRoundsGrantBody>;

/** POST /house/api/operator/free-rounds/revoke: the spins left can no longer be played. */
export const freeRoundsRevokeBody = z.strictObject({ reference, provider: identity });

const remainingOf = (grant: { count: number; used: number }) => grant.count - grant.used;

/** Rounds of each grant that count (everything not rolled back). */
const usedRounds = sql<number>`(select count(*)::int from ${houseRounds}
  where ${houseRounds.freeRoundId} = ${houseFreeRounds.reference}
    and ${houseRounds.state} <> 'rolled_back')`;

export function createFreeRoundGrants(db: Db, now: () => Date = () => new Date()) {
  /** The oldest grant of this player, game and currency with spins left, if any. */
  async function available(input: {
    playerRef: string;
    gameIdentity: string;
    currency: string;
  }): Promise<{ reference: string; remaining: number; betAmount: bigint } | null> {
    const grants = await db
      .select({
        reference: houseFreeRounds.reference,
        count: houseFreeRounds.count,
        betAmount: houseFreeRounds.betAmount,
        used: usedRounds,
      })
      .from(houseFreeRounds)
      .where(
        and(
          eq(houseFreeRounds.playerRef, input.playerRef),
          eq(houseFreeRounds.gameIdentity, input.gameIdentity),
          eq(houseFreeRounds.currency, input.currency),
          eq(houseFreeRounds.status, "active"),
          or(isNull(houseFreeRounds.expiresAt), gt(houseFreeRounds.expiresAt, now())),
        ),
      )
      .orderBy(asc(houseFreeRounds.createdAt));
    const grant = grants.find((candidate) => remainingOf(candidate) > 0);
    if (!grant) return null;
    return {
      reference: grant.reference,
      remaining: remainingOf(grant),
      betAmount: grant.betAmount,
    };
  }

  return {
    available,

    /** Stores a grant; the same grant again is fine, the same reference with other terms is 409. */
    async grant(body: FreeRoundsGrant, subunitToUnit: bigint): Promise<void> {
      const betAmount = tryParseMajor(body.betAmount, subunitToUnit);
      if (betAmount === null || betAmount <= 0n) {
        throw AppError.validation({ betAmount: ["Not an amount of this currency"] });
      }
      const values = {
        reference: body.reference,
        provider: body.provider,
        playerRef: body.playerId,
        gameIdentity: body.gameId,
        currency: body.currency,
        betAmount,
        count: body.count,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      };
      const inserted = await db
        .insert(houseFreeRounds)
        .values(values)
        .onConflictDoNothing()
        .returning({ reference: houseFreeRounds.reference });
      if (inserted.length > 0) return;
      const [existing] = await db
        .select()
        .from(houseFreeRounds)
        .where(eq(houseFreeRounds.reference, body.reference));
      const same =
        existing &&
        existing.provider === values.provider &&
        existing.playerRef === values.playerRef &&
        existing.gameIdentity === values.gameIdentity &&
        existing.currency === values.currency &&
        existing.betAmount === values.betAmount &&
        existing.count === values.count;
      if (!same) throw conflict("These free rounds were granted with other terms");
    },

    async revoke(body: z.infer<typeof freeRoundsRevokeBody>): Promise<void> {
      await db
        .update(houseFreeRounds)
        .set({ status: "cancelled" })
        .where(
          and(
            eq(houseFreeRounds.reference, body.reference),
            eq(houseFreeRounds.provider, body.provider),
          ),
        );
    },

    /** What the game shows of `available`. */
    async view(input: {
      playerRef: string;
      gameIdentity: string;
      currency: string;
      subunitToUnit: bigint;
    }): Promise<FreeRoundsView | null> {
      const grant = await available(input);
      if (!grant) return null;
      return {
        id: grant.reference,
        remaining: grant.remaining,
        betAmount: formatMinor(grant.betAmount, input.subunitToUnit),
      };
    },

    /**
     * Locks a grant for one spin inside the transaction that opens the round: it must be this
     * player's, game's and currency's, active, not expired, with a spin left. Answers its stake.
     */
    async takeSpin(
      tx: DbExecutor,
      input: { reference: string; playerRef: string; gameIdentity: string; currency: string },
    ): Promise<bigint> {
      const [grant] = await tx
        .select()
        .from(houseFreeRounds)
        .where(eq(houseFreeRounds.reference, input.reference))
        .for("update");
      if (
        !grant ||
        grant.playerRef !== input.playerRef ||
        grant.gameIdentity !== input.gameIdentity ||
        grant.currency !== input.currency
      ) {
        throw AppError.notFound("No such free rounds for this game");
      }
      const [counted] = await tx
        .select({ used: sql<number>`count(*)::int` })
        .from(houseRounds)
        .where(
          and(eq(houseRounds.freeRoundId, grant.reference), ne(houseRounds.state, "rolled_back")),
        );
      const expired = grant.expiresAt !== null && grant.expiresAt <= now();
      if (grant.status !== "active" || expired || grant.count - (counted?.used ?? 0) <= 0) {
        throw conflict("These free rounds are used up or no longer available");
      }
      return grant.betAmount;
    },
  };
}
export type FreeRoundGrants = ReturnType<typeof createFreeRoundGrants>;
