import { and, eq, sql } from "drizzle-orm";
import seed from "../../../content/seed/loyalty.json" with { type: "json" };
import { levelsInputSchema, pointRatesInputSchema } from "../../../contracts/loyalty.ts";
import type { DbExecutor } from "../../db/client.ts";
import { loyaltyLevels, loyaltyPointRates } from "../../db/schema.ts";

/**
 * The loyalty levels and point rates of content/seed/loyalty.json. Operator data: inserted only
 * where missing, so changes made through the operator API survive restarts. A level seeded before
 * the seed had translations, still named exactly as the seed in English only, gets the seed's
 * other locales; one the operator renamed or translated is left alone.
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
  for (const [index, level] of levels.entries()) {
    const englishOnly = JSON.stringify({ en: level.name["en"] ?? "" });
    await db
      .update(loyaltyLevels)
      .set({ name: level.name })
      .where(
        and(
          eq(loyaltyLevels.order, index + 1),
          sql`${loyaltyLevels.name} = ${englishOnly}::jsonb`,
          sql`${loyaltyLevels.name} <> ${JSON.stringify(level.name)}::jsonb`,
        ),
      );
  }
  const existingRates = await db.select().from(loyaltyPointRates).limit(1);
  if (existingRates.length === 0) {
    await db.insert(loyaltyPointRates).values(rates).onConflictDoNothing();
  }
}
