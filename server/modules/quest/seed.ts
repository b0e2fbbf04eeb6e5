import seed from "../../../content/seed/quests.json" with { type: "json" };
import type { DbExecutor } from "../../db/client.ts";
import { questDefinitions } from "../../db/schema.ts";
import { parseDefinitionInput, toDefinitionValues } from "./definitions.ts";

/**
 * The quests of content/seed/quests.json. Operator data: a quest is inserted only when no quest
 * has its identity, so changes made through the operator API survive restarts.
 */
export async function seedQuests(db: DbExecutor): Promise<void> {
  const values = seed.map((entry) => toDefinitionValues(parseDefinitionInput(entry)));
  await db.insert(questDefinitions).values(values).onConflictDoNothing();
}
