import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { playerRecoveryCodes, playerTwoFactor } from "../../../db/schema.ts";

export async function selectTwoFactor(
  db: DbExecutor,
  playerId: string,
  options: { lock?: boolean } = {},
) {
  const query = db.select().from(playerTwoFactor).where(eq(playerTwoFactor.playerId, playerId));
  const [row] = await (options.lock ? query.for("update") : query);
  return row;
}

/** A new secret waiting for its first code (replaces an unconfirmed one). */
export async function upsertPendingSecret(db: DbExecutor, playerId: string, secretSealed: string) {
  await db
    .insert(playerTwoFactor)
    .values({ playerId, secretSealed })
    .onConflictDoUpdate({
      target: playerTwoFactor.playerId,
      set: { secretSealed, enabledAt: null, lastStep: null },
      where: isNull(playerTwoFactor.enabledAt),
    });
}

export async function enableTwoFactor(db: DbExecutor, playerId: string, step: number) {
  await db
    .update(playerTwoFactor)
    .set({ enabledAt: sql`now()`, lastStep: step })
    .where(eq(playerTwoFactor.playerId, playerId));
}

/** Takes a TOTP step if it is newer than the last one taken: one statement, so never twice. */
export async function acceptStep(db: DbExecutor, playerId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(playerTwoFactor)
    .set({ lastStep: step })
    .where(
      and(
        eq(playerTwoFactor.playerId, playerId),
        or(isNull(playerTwoFactor.lastStep), lt(playerTwoFactor.lastStep, step)),
      ),
    )
    .returning({ playerId: playerTwoFactor.playerId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: DbExecutor, playerId: string, hashes: string[]) {
  await db.delete(playerRecoveryCodes).where(eq(playerRecoveryCodes.playerId, playerId));
  await db.insert(playerRecoveryCodes).values(hashes.map((codeHash) => ({ playerId, codeHash })));
}

/** Uses a recovery code once; false when it is unknown or used. */
export async function consumeRecoveryCode(
  db: DbExecutor,
  playerId: string,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(playerRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(playerRecoveryCodes.playerId, playerId),
        eq(playerRecoveryCodes.codeHash, codeHash),
        isNull(playerRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: playerRecoveryCodes.id });
  return rows.length > 0;
}

export async function countRecoveryCodes(db: DbExecutor, playerId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(playerRecoveryCodes)
    .where(and(eq(playerRecoveryCodes.playerId, playerId), isNull(playerRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function deleteTwoFactor(db: DbExecutor, playerId: string) {
  await db.delete(playerRecoveryCodes).where(eq(playerRecoveryCodes.playerId, playerId));
  await db.delete(playerTwoFactor).where(eq(playerTwoFactor.playerId, playerId));
}
