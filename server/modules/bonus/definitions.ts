import { asc, eq, sql } from "drizzle-orm";
import type { BonusDefinition, BonusDefinitionInput } from "../../../contracts/bonus.ts";
import { ErrorCode } from "../../../contracts/errors.ts";
import type { Db } from "../../db/client.ts";
import {
  bonusDefinitions,
  playerBonuses,
  playerFreespins,
  type BonusDefinitionRow,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { uniqueViolation } from "../../db/errors.ts";

/** Bonus definitions, the operator's data: list, create, replace, delete (or disable). */

export function definitionValues(input: BonusDefinitionInput) {
  return {
    ...input,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  } satisfies Partial<typeof bonusDefinitions.$inferInsert>;
}

export function toDefinition(row: BonusDefinitionRow): BonusDefinition {
  return {
    ...row,
    amounts: row.amounts as Record<string, Record<string, string>>,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function taken(error: unknown): AppError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) return undefined;
  const field = constraint.includes("code") ? "code" : "identity";
  return new AppError(400, ErrorCode.ALREADY_EXISTS, "Already exists", {
    [field]: [`Another definition has this ${field}`],
  });
}

export function createDefinitionStore(db: Db) {
  async function get(id: string): Promise<BonusDefinitionRow> {
    const [row] = await db.select().from(bonusDefinitions).where(eq(bonusDefinitions.id, id));
    if (!row) throw AppError.notFound("No such bonus definition");
    return row;
  }

  return {
    async list(): Promise<BonusDefinition[]> {
      const rows = await db
        .select()
        .from(bonusDefinitions)
        .orderBy(asc(bonusDefinitions.position), asc(bonusDefinitions.createdAt));
      return rows.map(toDefinition);
    },

    async get(id: string): Promise<BonusDefinition> {
      return toDefinition(await get(id));
    },

    async create(input: BonusDefinitionInput): Promise<BonusDefinition> {
      try {
        const [row] = await db.insert(bonusDefinitions).values(definitionValues(input)).returning();
        if (!row) throw new Error("bonus definition not created");
        return toDefinition(row);
      } catch (error) {
        throw taken(error) ?? error;
      }
    },

    /** Replaces a definition; bonuses already issued keep the terms they were issued with. */
    async replace(id: string, input: BonusDefinitionInput): Promise<BonusDefinition> {
      await get(id);
      try {
        const [row] = await db
          .update(bonusDefinitions)
          .set({ ...definitionValues(input), updatedAt: sql`now()` })
          .where(eq(bonusDefinitions.id, id))
          .returning();
        if (!row) throw AppError.notFound("No such bonus definition");
        return toDefinition(row);
      } catch (error) {
        throw taken(error) ?? error;
      }
    },

    /**
     * Deletes a definition nobody got yet; one already issued is disabled instead (its bonuses
     * keep pointing at it). Answers what became of it.
     */
    async remove(id: string): Promise<{ deleted: boolean; definition: BonusDefinition }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(bonusDefinitions)
          .where(eq(bonusDefinitions.id, id))
          .for("update");
        if (!row) throw AppError.notFound("No such bonus definition");
        const [bonus] = await tx
          .select({ id: playerBonuses.id })
          .from(playerBonuses)
          .where(eq(playerBonuses.definitionId, id))
          .limit(1);
        const [spins] = await tx
          .select({ id: playerFreespins.id })
          .from(playerFreespins)
          .where(eq(playerFreespins.definitionId, id))
          .limit(1);
        if (!bonus && !spins) {
          await tx.delete(bonusDefinitions).where(eq(bonusDefinitions.id, id));
          return { deleted: true, definition: toDefinition(row) };
        }
        const [disabled] = await tx
          .update(bonusDefinitions)
          .set({ isEnabled: false, updatedAt: sql`now()` })
          .where(eq(bonusDefinitions.id, id))
          .returning();
        return { deleted: false, definition: toDefinition(disabled ?? row) };
      });
    },
  };
}
export type DefinitionStore = ReturnType<typeof createDefinitionStore>;
