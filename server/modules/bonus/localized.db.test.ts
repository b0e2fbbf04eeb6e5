import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BonusDefinition, DepositBonus, PlayerBonusCode } from "../../../contracts/bonus.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  createDefinition,
  issueBonus,
  newBonusPlayer,
  operatorApiWith,
  type BonusPlayer,
  type ErrorAnswer,
} from "../../../tests/support/bonus.ts";
import { api } from "../../../tests/support/players.ts";

/**
 * Bonus texts in the player's language: the x-locale header picks a definition's translation
 * for each text on its own, English where it has none or the locale is unknown; the operator
 * writes translations by locale code.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

async function offers(locale: string | null): Promise<DepositBonus[]> {
  const response = await api<{ data: DepositBonus[] }>(app, "GET", "/api/game/bonuses", {
    headers: locale ? { "x-locale": locale } : {},
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

function welcome(list: DepositBonus[]): DepositBonus | undefined {
  return list.find((offer) => offer.identity === "welcome-first-deposit");
}

async function listed<T>(player: BonusPlayer, path: string, locale: string): Promise<T[]> {
  const response = await api<{ data: T[] }>(app, "GET", path, {
    token: player.accessToken,
    headers: { "x-locale": locale },
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

describe("bonus texts by locale", () => {
  it("answers the seeded offers in German for de, and in English for en, none or an unknown locale", async () => {
    expect(welcome(await offers("de"))).toMatchObject({
      name: "Willkommensbonus 100 % + 50 Freispiele",
      description: expect.stringContaining("Verdopple deine erste Einzahlung"),
      terms: expect.stringContaining("10-mal umsetzen"),
      package: { id: "welcome", name: "Willkommenspaket" },
    });
    const english = {
      name: "Welcome 100% + 50 free spins",
      package: { id: "welcome", name: "Welcome package" },
    };
    expect(welcome(await offers("en"))).toMatchObject(english);
    expect(welcome(await offers(null))).toMatchObject(english);
    expect(welcome(await offers("xx"))).toMatchObject(english);
    // A regional locale has its own words; en-ca, with none, reads English.
    expect(welcome(await offers("pt-br"))?.name).toBe("Boas-vindas 100% + 50 rodadas grátis");
    expect(welcome(await offers("en-ca"))?.name).toBe("Welcome 100% + 50 free spins");
  });

  it("falls back to English text by text, and names issued bonuses and codes in the locale", async () => {
    const definition = await createDefinition(app, {
      kind: "fixed",
      trigger: "code",
      code: `HALLO${Date.now()}`,
      name: "Hello bonus",
      description: "A bonus to say hello.",
      amounts: { base: { amount: "5.00" } },
      wagerMultiplier: 1,
      translations: { de: { name: "Hallo-Bonus" }, es: { name: "Bono hola" } },
    });
    expect(definition.translations).toEqual({
      de: { name: "Hallo-Bonus" },
      es: { name: "Bono hola" },
    });

    const player = await newBonusPlayer(app);
    const issued = await issueBonus(app, { playerId: player.id, definitionId: definition.id });
    expect(issued.status).toBe(200);
    const [german] = await listed<{ id: string; name: string; description: string | null }>(
      player,
      "/api/game/player-bonuses",
      "de",
    );
    // The name is German; the description, not translated, stays English.
    expect(german).toMatchObject({ name: "Hallo-Bonus", description: "A bonus to say hello." });
    // es-mx has no words of its own: Spanish ones.
    const [mexican] = await listed<{ name: string }>(player, "/api/game/player-bonuses", "es-mx");
    expect(mexican?.name).toBe("Bono hola");
    const [unknown] = await listed<{ name: string }>(player, "/api/game/player-bonuses", "zz");
    expect(unknown?.name).toBe("Hello bonus");
    const activated = await api<{ data: { name: string; status: number } }>(
      app,
      "PUT",
      `/api/game/player-bonuses/${german?.id ?? ""}/activate`,
      { token: player.accessToken, headers: { "x-locale": "de" } },
    );
    expect(activated.body.data).toMatchObject({ name: "Hallo-Bonus", status: 2 });

    const other = await newBonusPlayer(app);
    const code = await api<{ data: PlayerBonusCode }>(app, "POST", "/api/game/bonuses/bonuscodes", {
      token: other.accessToken,
      headers: { "x-locale": "de" },
      body: { bonusCode: definition.code, trigger: 1 },
    });
    expect(code.status).toBe(200);
    const [bonus] = await listed<{ name: string }>(other, "/api/game/player-bonuses", "de");
    expect(bonus?.name).toBe("Hallo-Bonus");
  });

  it("refuses a translation under a locale the product does not have, with a field message", async () => {
    const refused = await operatorApiWith<ErrorAnswer>(
      app,
      "POST",
      "/api/operator/bonuses/definitions",
      {
        identity: `bad-locale-${Date.now()}`,
        name: "Bad locale",
        kind: "fixed",
        trigger: "manual",
        translations: { klingon: { name: "Qapla'" }, en: { name: "English twice" } },
      },
    );
    expect(refused.status).toBe(400);
    const fields = Object.keys(refused.body.error.fields ?? {}).join(" ");
    expect(fields).toContain("translations");

    const stored = await operatorApiWith<{ data: BonusDefinition[] }>(
      app,
      "GET",
      "/api/operator/bonuses/definitions",
    );
    const seeded = stored.body.data.find((item) => item.identity === "weekly-cashback");
    expect(seeded?.name).toBe("Weekly cashback");
    expect(seeded?.translations["fr"]?.name).toBe("Cashback hebdomadaire");
  });
});
