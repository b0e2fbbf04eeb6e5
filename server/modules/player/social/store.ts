import { and, asc, eq, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "../../../db/client.ts";
import { oauthStates, players, socialConnections } from "../../../db/schema.ts";

export type SocialConnectionRow = typeof socialConnections.$inferSelect;
export type OAuthStateRow = typeof oauthStates.$inferSelect;
export type ConnectionProfile = SocialConnectionRow["profile"];

export async function selectConnection(
  db: DbExecutor,
  provider: string,
  subject: string,
): Promise<SocialConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.provider, provider), eq(socialConnections.subject, subject)));
  return row;
}

export async function selectPlayerConnection(
  db: DbExecutor,
  playerId: string,
  provider: string,
): Promise<SocialConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.playerId, playerId), eq(socialConnections.provider, provider)));
  return row;
}

export async function selectPlayerConnections(
  db: DbExecutor,
  playerId: string,
): Promise<SocialConnectionRow[]> {
  return db
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.playerId, playerId))
    .orderBy(asc(socialConnections.createdAt), asc(socialConnections.provider));
}

export async function insertConnection(
  db: DbExecutor,
  values: {
    playerId: string;
    provider: string;
    subject: string;
    email: string | null;
    profile: ConnectionProfile;
  },
): Promise<void> {
  await db.insert(socialConnections).values(values);
}

export async function updateConnection(
  db: DbExecutor,
  id: string,
  patch: { email?: string | null; profile?: ConnectionProfile },
): Promise<void> {
  await db
    .update(socialConnections)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(socialConnections.id, id));
}

export async function deleteConnection(db: DbExecutor, id: string): Promise<void> {
  await db.delete(socialConnections).where(eq(socialConnections.id, id));
}

export async function selectPlayerByTgUserId(db: DbExecutor, tgUserId: number) {
  const [row] = await db.select().from(players).where(eq(players.tgUserId, tgUserId));
  return row;
}

/** Stores a pending authorization request; drops expired ones on the way. */
export async function insertOAuthState(
  db: DbExecutor,
  values: typeof oauthStates.$inferInsert,
): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  await db.insert(oauthStates).values(values);
}

/** Takes a pending authorization request out (single use); undefined if unknown. */
export async function consumeOAuthState(
  db: DbExecutor,
  id: string,
): Promise<OAuthStateRow | undefined> {
  const [row] = await db.delete(oauthStates).where(eq(oauthStates.id, id)).returning();
  return row;
}
