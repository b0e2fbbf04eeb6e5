import { and, eq, sql } from "drizzle-orm";
import definitionsData from "../../../content/seed/bonus-definitions.json" with { type: "json" };
import { bonusDefinitionInput } from "../../../contracts/bonus.ts";
import type { DbExecutor } from "../../db/client.ts";
import { bonusDefinitions } from "../../db/schema.ts";
import { definitionValues } from "./definitions.ts";

/**
 * The bonuses on offer at first start (content/seed/bonus-definitions.json), checked by the
 * operator API's schema. Inserted only when their identity is missing: operators own them after.
 * A definition seeded before the seed had translations (none yet, the seed's English name and
 * description) gets the seed's; one the operator renamed or translated is left alone.
 */
export async function seedBonusDefinitions(db: DbExecutor): Promise<void> {
  const rows = definitionsData.map((entry) => definitionValues(bonusDefinitionInput.parse(entry)));
  await db.insert(bonusDefinitions).values(rows).onConflictDoNothing();
  for (const row of rows) {
    if (Object.keys(row.translations).length === 0) continue;
    await db
      .update(bonusDefinitions)
      .set({ translations: row.translations, updatedAt: sql`now()` })
      .where(
        and(
          eq(bonusDefinitions.identity, row.identity),
          eq(bonusDefinitions.name, row.name),
          sql`${bonusDefinitions.description} is not distinct from ${row.description}`,
          sql`${bonusDefinitions.translations} = '{}'::jsonb`,
        ),
      );
  }
}
