import type { Db } from "../../db/client.ts";
import { upsertCatalogue } from "./catalogue.ts";
import { houseCatalogue } from "./house-catalogue.ts";
import { sportsbookCatalogue } from "./sportsbook-catalogue.ts";

/**
 * Seeds the catalogue on every start: the collections of content/seed/game-collections.json and
 * the house studio's games with their brands as providers, and the sportsbooks. Idempotent: see upsertCatalogue for
 * what is refreshed and what stays as an operator left it.
 */
export async function seedGameCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertCatalogue(tx, houseCatalogue());
    await upsertCatalogue(tx, sportsbookCatalogue());
  });
}
