import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import {
  currencies,
  games,
  playerQuests,
  playerQuestTasks,
  questDefinitions,
  questRewardIssues,
  walletAccounts,
  type PlayerQuestRow,
  type PlayerQuestTaskRow,
  type QuestDefinitionRow,
} from "../../db/schema.ts";
import type { DisplayCurrency, IssuedReward } from "./views.ts";

/** The quest module's queries. A quest row is locked before its tasks, one quest at a time. */

export function selectDefinitions(db: DbExecutor): Promise<QuestDefinitionRow[]> {
  return db
    .select()
    .from(questDefinitions)
    .orderBy(asc(questDefinitions.position), asc(questDefinitions.id));
}

export async function selectDefinition(
  db: DbExecutor,
  id: number,
): Promise<QuestDefinitionRow | undefined> {
  const [row] = await db.select().from(questDefinitions).where(eq(questDefinitions.id, id));
  return row;
}

/** Which definition periods the player already has an instance of: `${definitionId}:${key}`. */
export async function selectIssuedPeriods(db: DbExecutor, playerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ definitionId: playerQuests.definitionId, periodKey: playerQuests.periodKey })
    .from(playerQuests)
    .where(eq(playerQuests.playerId, playerId));
  return new Set(rows.map((row) => `${row.definitionId}:${row.periodKey}`));
}

export async function selectGames(
  db: DbExecutor,
  identities: readonly string[],
): Promise<Map<string, { id: number; name: string }>> {
  if (identities.length === 0) return new Map();
  const rows = await db
    .select({ id: games.id, identity: games.identity, name: games.name })
    .from(games)
    .where(inArray(games.identity, [...identities]));
  return new Map(rows.map((row) => [row.identity, { id: row.id, name: row.name }]));
}

/** A new instance, or null when the player already has one for that period. */
export async function insertInstance(
  tx: DbExecutor,
  values: typeof playerQuests.$inferInsert,
): Promise<PlayerQuestRow | null> {
  const [row] = await tx.insert(playerQuests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertTasks(
  tx: DbExecutor,
  values: (typeof playerQuestTasks.$inferInsert)[],
): Promise<PlayerQuestTaskRow[]> {
  if (values.length === 0) return [];
  return tx.insert(playerQuestTasks).values(values).returning();
}

export async function selectTasks(
  db: DbExecutor,
  questIds: readonly string[],
): Promise<PlayerQuestTaskRow[]> {
  if (questIds.length === 0) return [];
  return db
    .select()
    .from(playerQuestTasks)
    .where(inArray(playerQuestTasks.playerQuestId, [...questIds]))
    .orderBy(asc(playerQuestTasks.position));
}

export async function selectIssuedRewards(
  db: DbExecutor,
  questIds: readonly string[],
): Promise<Map<string, Map<number, IssuedReward>>> {
  const result = new Map<string, Map<number, IssuedReward>>();
  if (questIds.length === 0) return result;
  const rows = await db
    .select()
    .from(questRewardIssues)
    .where(inArray(questRewardIssues.playerQuestId, [...questIds]));
  for (const row of rows) {
    const byIndex = result.get(row.playerQuestId) ?? new Map<number, IssuedReward>();
    byIndex.set(row.rewardIndex, {
      playerBonusId: row.playerBonusId,
      playerFreespinId: row.playerFreespinId,
    });
    result.set(row.playerQuestId, byIndex);
  }
  return result;
}

/**
 * The player's quests in the given states, newest first; completed ones (3) only while their
 * rewards wait to be claimed.
 */
export function selectPlayerQuests(
  db: DbExecutor,
  playerId: string,
  states: readonly number[],
): Promise<PlayerQuestRow[]> {
  const open = states.filter((state) => state !== 3);
  const conditions = [];
  if (open.length > 0) conditions.push(inArray(playerQuests.state, open));
  if (states.includes(3)) {
    conditions.push(and(eq(playerQuests.state, 3), isNull(playerQuests.rewardsClaimedAt)));
  }
  return db
    .select()
    .from(playerQuests)
    .where(and(eq(playerQuests.playerId, playerId), or(...conditions)))
    .orderBy(asc(playerQuests.state), desc(playerQuests.issuedAt), asc(playerQuests.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The player's quest, locked; undefined for an unknown id or another player's. */
export async function lockPlayerQuest(
  tx: DbExecutor,
  playerId: string,
  id: string,
): Promise<PlayerQuestRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx
    .select()
    .from(playerQuests)
    .where(and(eq(playerQuests.id, id), eq(playerQuests.playerId, playerId)))
    .for("update");
  return row;
}

export async function lockQuestById(
  tx: DbExecutor,
  id: string,
): Promise<PlayerQuestRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await tx.select().from(playerQuests).where(eq(playerQuests.id, id)).for("update");
  return row;
}

export async function selectQuestById(
  db: DbExecutor,
  id: string,
): Promise<PlayerQuestRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(playerQuests).where(eq(playerQuests.id, id));
  return row;
}

/** Started quests of these players, locked in id order. */
export function lockStartedQuests(
  tx: DbExecutor,
  playerIds: readonly string[],
): Promise<PlayerQuestRow[]> {
  if (playerIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(playerQuests)
    .where(and(inArray(playerQuests.playerId, [...playerIds]), eq(playerQuests.state, 2)))
    .orderBy(asc(playerQuests.id))
    .for("update");
}

export async function updateQuest(
  tx: DbExecutor,
  id: string,
  patch: Partial<typeof playerQuests.$inferInsert>,
): Promise<PlayerQuestRow> {
  const [row] = await tx
    .update(playerQuests)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(playerQuests.id, id))
    .returning();
  if (!row) throw new Error(`quest: ${id} vanished`);
  return row;
}

export async function updateTask(
  tx: DbExecutor,
  id: string,
  patch: Partial<typeof playerQuestTasks.$inferInsert>,
): Promise<void> {
  await tx.update(playerQuestTasks).set(patch).where(eq(playerQuestTasks.id, id));
}

/** Progress back to nothing (a quest cancelled to be started again later). */
export async function resetTasks(tx: DbExecutor, questId: string): Promise<void> {
  await tx
    .update(playerQuestTasks)
    .set({ progress: 0n, completedAt: null, lastDay: null })
    .where(eq(playerQuestTasks.playerQuestId, questId));
}

export async function insertRewardIssue(
  tx: DbExecutor,
  values: typeof questRewardIssues.$inferInsert,
): Promise<void> {
  await tx.insert(questRewardIssues).values(values).onConflictDoNothing();
}

export async function selectRewardIssue(db: DbExecutor, questId: string, index: number) {
  const [row] = await db
    .select()
    .from(questRewardIssues)
    .where(
      and(eq(questRewardIssues.playerQuestId, questId), eq(questRewardIssues.rewardIndex, index)),
    );
  return row;
}

/**
 * The currency money is shown in: the one asked for when it exists, else the player's active
 * account's, else the base currency.
 */
export async function selectDisplayCurrency(
  db: DbExecutor,
  playerId: string,
  requested?: string,
): Promise<DisplayCurrency> {
  const rows = await db
    .select({
      code: currencies.code,
      subunitToUnit: currencies.subunitToUnit,
      rate: currencies.rate,
      isBase: currencies.isBase,
      active: sql<boolean>`exists (select 1 from ${walletAccounts}
        where ${walletAccounts.playerId} = ${playerId}
          and ${walletAccounts.currency} = ${currencies.code}
          and ${walletAccounts.isActive})`,
    })
    .from(currencies)
    .where(
      or(
        eq(currencies.isBase, true),
        requested ? eq(currencies.code, requested) : undefined,
        sql`${currencies.code} in (select ${walletAccounts.currency} from ${walletAccounts}
          where ${walletAccounts.playerId} = ${playerId} and ${walletAccounts.isActive})`,
      ),
    );
  const pick =
    rows.find((row) => requested !== undefined && row.code === requested) ??
    rows.find((row) => row.active) ??
    rows.find((row) => row.isBase);
  if (!pick) return { code: "USD", subunitToUnit: 100n, rate: "1" };
  return { code: pick.code, subunitToUnit: pick.subunitToUnit, rate: pick.rate };
}
