import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Level, LoyaltyAccount } from "../../../contracts/loyalty.ts";
import type { Quest } from "../../../contracts/quest.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";
import { bonusDefinitions, loyaltyLevels, questDefinitions } from "../../db/schema.ts";
import { seedBonusDefinitions } from "../bonus/seed.ts";
import { seedLoyalty } from "../loyalty/seed.ts";
import { seedQuests } from "./seed.ts";

/**
 * Quest and loyalty level names in the player's language: `name` follows the x-locale header
 * (English for an unknown locale), `names` and `descriptions` keep every locale written.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

function get<T>(path: string, locale: string, token?: string) {
  return api<{ data: T }>(app, "GET", path, {
    headers: { "x-locale": locale },
    ...(token ? { token } : {}),
  });
}

describe("retention texts by locale", () => {
  it("names quests in German for de and in English for an unknown locale", async () => {
    const { accessToken } = await registerPlayer(app);
    const german = await get<Quest[]>("/api/retention/quests?state=1", "de", accessToken);
    expect(german.status).toBe(200);
    const firstSteps = german.body.data.find((quest) => quest.identity === "first-steps");
    expect(firstSteps?.name).toBe("Erste Schritte");
    expect(firstSteps?.descriptions["de"]).toContain("50 $");
    expect(firstSteps?.names["fa"]).toBe("گام‌های نخست");

    const unknown = await get<Quest[]>("/api/retention/quests?state=1", "tlh", accessToken);
    const english = unknown.body.data.find((quest) => quest.identity === "first-steps");
    expect(english?.name).toBe("First steps");
  });

  it("names the levels and the account's levels in the locale", async () => {
    const german = await get<Level[]>("/api/retention/levels", "de");
    expect(german.body.data.map((level) => level.name)).toEqual([
      "Bronze",
      "Silber",
      "Gold",
      "Platin",
      "Diamant",
      "Obsidian",
    ]);
    const russian = await get<Level[]>("/api/retention/levels", "ru");
    expect(russian.body.data[1]?.name).toBe("Серебро");
    const unknown = await get<Level[]>("/api/retention/levels", "xx");
    expect(unknown.body.data[1]?.name).toBe("Silver");

    const { accessToken } = await registerPlayer(app);
    const account = await get<LoyaltyAccount>("/api/retention/account", "fr", accessToken);
    expect(account.body.data.currentLevel?.name).toBe("Bronze");
    expect(account.body.data.nextLevel?.name).toBe("Argent");
    expect(account.body.data.nextLevel?.names["en"]).toBe("Silver");
  });

  it("gives rows seeded in English only the seed's translations, and leaves the operator's alone", async () => {
    const db = app.database.db;
    // A database seeded before the translations: English only everywhere…
    await db.update(questDefinitions).set({
      name: sql`jsonb_build_object('en', ${questDefinitions.name}->>'en')`,
      description: sql`jsonb_build_object('en', ${questDefinitions.description}->>'en')`,
    });
    await db
      .update(loyaltyLevels)
      .set({ name: sql`jsonb_build_object('en', ${loyaltyLevels.name}->>'en')` });
    await db.update(bonusDefinitions).set({ translations: {} });
    // …where the operator renamed one quest and one bonus.
    await db
      .update(questDefinitions)
      .set({ name: { en: "Our regulars" } })
      .where(eq(questDefinitions.identity, "regular"));
    await db
      .update(bonusDefinitions)
      .set({ name: "Cashback every week" })
      .where(eq(bonusDefinitions.identity, "weekly-cashback"));

    await seedQuests(db);
    await seedLoyalty(db);
    await seedBonusDefinitions(db);
    await seedQuests(db);

    const quests = await db.select().from(questDefinitions);
    const byIdentity = new Map(quests.map((quest) => [quest.identity, quest]));
    expect(byIdentity.get("daily-dice")?.name["de"]).toBe("Tägliches Würfeln");
    expect(byIdentity.get("daily-dice")?.description["de"]).toContain("Würfle heute");
    expect(byIdentity.get("regular")?.name).toEqual({ en: "Our regulars" });
    const levels = await db.select().from(loyaltyLevels).orderBy(loyaltyLevels.order);
    expect(levels[1]?.name["pl"]).toBe("Srebro");
    const bonuses = await db.select().from(bonusDefinitions);
    const bonus = (identity: string) => bonuses.find((row) => row.identity === identity);
    expect(bonus("reload-50")?.translations["it"]?.name).toBe("Ricarica 50%");
    expect(bonus("weekly-cashback")?.translations).toEqual({});
  });
});
