import { and, desc, eq, gt, isNull, lt, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { loginTokens, playerSessions, players, refreshTokens } from "../../../db/schema.ts";

export type SessionRow = typeof playerSessions.$inferSelect;
export type NewSessionRow = typeof playerSessions.$inferInsert;

const isActive = () =>
  and(isNull(playerSessions.revokedAt), gt(playerSessions.expiresAt, sql`now()`));

export async function insertSession(db: DbExecutor, values: NewSessionRow): Promise<SessionRow> {
  const [row] = await db.insert(playerSessions).values(values).returning();
  if (!row) throw new Error("insert into player_sessions returned nothing");
  return row;
}

export async function insertRefreshToken(
  db: DbExecutor,
  sessionId: string,
  tokenHash: string,
): Promise<bigint> {
  const [row] = await db
    .insert(refreshTokens)
    .values({ sessionId, tokenHash })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error("insert into refresh_tokens returned nothing");
  return row.id;
}

/** The refresh token with its session and player, row-locked for rotation. */
export async function selectRefreshTokenForUpdate(db: DbExecutor, tokenHash: string) {
  const [row] = await db
    .select({
      tokenId: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      session: playerSessions,
      playerStatus: players.status,
    })
    .from(refreshTokens)
    .innerJoin(playerSessions, eq(playerSessions.id, refreshTokens.sessionId))
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for("update", { of: [refreshTokens, playerSessions] });
  return row;
}

export async function markRefreshTokenUsed(
  db: DbExecutor,
  id: bigint,
  replacedById: bigint,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()`, replacedById })
    .where(eq(refreshTokens.id, id));
}

/** Moves a session's expiry forward (idle lifetime) and marks it active now. */
export async function extendSession(db: DbExecutor, id: string, expiresAt: Date): Promise<void> {
  await db
    .update(playerSessions)
    .set({ expiresAt, lastActiveAt: sql`now()` })
    .where(eq(playerSessions.id, id));
}

/** Revokes sessions still active; returns the ids actually revoked. */
export async function revokeSessions(
  db: DbExecutor,
  where: { sessionId: string } | { playerId: string; exceptSessionId?: string },
  reason: string,
): Promise<string[]> {
  const condition =
    "sessionId" in where
      ? eq(playerSessions.id, where.sessionId)
      : where.exceptSessionId
        ? and(
            eq(playerSessions.playerId, where.playerId),
            ne(playerSessions.id, where.exceptSessionId),
          )
        : eq(playerSessions.playerId, where.playerId);
  const rows = await db
    .update(playerSessions)
    .set({ revokedAt: sql`now()`, revokeReason: reason })
    .where(and(condition, isNull(playerSessions.revokedAt)))
    .returning({ id: playerSessions.id });
  return rows.map((row) => row.id);
}

/** A session of this player that is still active. */
export async function selectActiveSession(
  db: DbExecutor,
  playerId: string,
  sessionId: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(playerSessions)
    .where(
      and(eq(playerSessions.id, sessionId), eq(playerSessions.playerId, playerId), isActive()),
    );
  return row;
}

export async function selectActiveSessions(
  db: DbExecutor,
  playerId: string,
  page: number,
  perPage: number,
): Promise<{ rows: SessionRow[]; total: number }> {
  const where = and(eq(playerSessions.playerId, playerId), isActive());
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(playerSessions)
      .where(where)
      .orderBy(desc(playerSessions.lastActiveAt), desc(playerSessions.createdAt))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(playerSessions)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function selectActiveSessionIds(db: DbExecutor, playerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: playerSessions.id })
    .from(playerSessions)
    .where(and(eq(playerSessions.playerId, playerId), isActive()));
  return rows.map((row) => row.id);
}

/** What the per-request check needs: the session's state and its player's status. */
export async function selectSessionState(db: DbExecutor, sessionId: string) {
  const [row] = await db
    .select({
      playerId: playerSessions.playerId,
      revokedAt: playerSessions.revokedAt,
      expiresAt: playerSessions.expiresAt,
      lastActiveAt: playerSessions.lastActiveAt,
      playerStatus: players.status,
    })
    .from(playerSessions)
    .innerJoin(players, eq(players.id, playerSessions.playerId))
    .where(eq(playerSessions.id, sessionId));
  return row;
}

/** Marks the session active now, unless it already was within the last minute. */
export async function touchSession(db: DbExecutor, sessionId: string): Promise<void> {
  await db
    .update(playerSessions)
    .set({ lastActiveAt: sql`now()` })
    .where(
      and(
        eq(playerSessions.id, sessionId),
        lt(playerSessions.lastActiveAt, sql`now() - interval '1 minute'`),
      ),
    );
}

export async function insertLoginToken(
  db: DbExecutor,
  values: { playerId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(loginTokens).values(values);
}

/** Uses a login token once: the player id if it was unused and unexpired, else undefined. */
export async function consumeLoginToken(
  db: DbExecutor,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginTokens.tokenHash, tokenHash),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ playerId: loginTokens.playerId });
  return row?.playerId;
}
