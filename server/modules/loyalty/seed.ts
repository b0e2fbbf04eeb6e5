import seed from "../../../content/seed/loyalty.json" with { type: "json" };
import { levelsInputSchema, pointRatesInputSchema } from "../../../contracts/loyalty.ts";
import type { DbExecutor } from "../../db/client.ts";
import { loyaltyLevels, loyaltyPointRates } from "../../db/schema.ts";

/**
 * The loyalty levels and point rates of content/seed/loyalty.json. Operator data: inserted only
 * where missing, so changes made through the operator API survive restarts.
 */
export async function seedLoyalty(db: DbExecutor): Promise<void> {
  const levels = levelsInputSchema.parse(seed.levels);
  const rates = pointRatesInputSchema.parse(seed.rates);
  const existing = await db.select({ id: loyaltyLevels.id }).from(loyaltyLevels).limit(1);
  if (existing.length === 0) {
    await db
      .insert(loyaltyLevels)
      .values(
        levels.map((level, index) => ({
          order: index + 1,
          name: level.name,
          points: level.points,
          perks: level.perks,
          isVip: level.isVip,
        })),
      )
      .onConflictDoNothing();
  }
  const existingRates = await db.select().from(loyaltyPointRates).limit(1);
  if (existingRates.length === 0) {
    await db.insert(loyaltyPointRates).values(rates).onConflictDoNothing();
  }
}
