import { and, eq, sql } from "drizzle-orm";
import seed from "../../../content/seed/quests.json" with { type: "json" };
import type { DbExecutor } from "../../db/client.ts";
import { questDefinitions } from "../../db/schema.ts";
import { parseDefinitionInput, toDefinitionValues } from "./definitions.ts";

/**
 * The quests of content/seed/quests.json. Operator data: a quest is inserted only when no quest
 * has its identity, so changes made through the operator API survive restarts. A quest seeded
 * before the seed had translations, still holding exactly the seed's English and nothing else,
 * gets the seed's other locales; one the operator renamed or translated is left alone.
 */
export async function seedQuests(db: DbExecutor): Promise<void> {
  const values = seed.map((entry) => toDefinitionValues(parseDefinitionInput(entry)));
  await db.insert(questDefinitions).values(values).onConflictDoNothing();
  for (const value of values) {
    const englishOnly = (texts: Record<string, string>) =>
      JSON.stringify({ en: texts["en"] ?? "" });
    await db
      .update(questDefinitions)
      .set({ name: value.name, description: value.description, updatedAt: sql`now()` })
      .where(
        and(
          eq(questDefinitions.identity, value.identity),
          sql`${questDefinitions.name} = ${englishOnly(value.name)}::jsonb`,
          sql`${questDefinitions.description} = ${englishOnly(value.description)}::jsonb`,
          sql`${questDefinitions.name} <> ${JSON.stringify(value.name)}::jsonb`,
        ),
      );
  }
}
