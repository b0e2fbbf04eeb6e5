import definitionsData from "../../../content/seed/bonus-definitions.json" with { type: "json" };
import { bonusDefinitionInput } from "../../../contracts/bonus.ts";
import type { DbExecutor } from "../../db/client.ts";
import { bonusDefinitions } from "../../db/schema.ts";
import { definitionValues } from "./definitions.ts";

/**
 * The bonuses on offer at first start (content/seed/bonus-definitions.json), checked by the
 * operator API's schema. Inserted only when their identity is missing: operators own them after.
 */
export async function seedBonusDefinitions(db: DbExecutor): Promise<void> {
  const rows = definitionsData.map((entry) => definitionValues(bonusDefinitionInput.parse(entry)));
  await db.insert(bonusDefinitions).values(rows).onConflictDoNothing();
}
