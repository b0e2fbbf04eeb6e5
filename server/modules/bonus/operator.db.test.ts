import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BonusDefinition } from "../../../contracts/bonus.ts";
import { ErrorCode } from "../../../contracts/errors.ts";
import { RealtimeEvent } from "../../../contracts/events.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  createDefinition,
  issueBonus,
  newBonusPlayer,
  operatorApiWith,
  operatorBonusesOf,
  type ErrorAnswer,
} from "../../../tests/support/bonus.ts";
import { operatorApi } from "../../../tests/support/payments.ts";
import { connectClient } from "../../../tests/support/realtime.ts";

/** The operator API of bonuses: definitions, issuing, a player's bonuses; realtime on issue. */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

const DEFINITIONS = "/api/operator/bonuses/definitions";

describe("definitions", () => {
  it("lists the seeded offers and creates, replaces and deletes a definition", async () => {
    const list = await operatorApi<{ data: BonusDefinition[] }>(app, "GET", DEFINITIONS);
    expect(list.body.data.map((item) => item.identity)).toEqual(
      expect.arrayContaining([
        "welcome-first-deposit",
        "welcome-second-deposit",
        "welcome-third-deposit",
        "reload-50",
        "signup-10",
        "weekly-cashback",
      ]),
    );

    const created = await createDefinition(app, {
      kind: "fixed",
      trigger: "code",
      code: "spring2026",
      amounts: { base: { amount: "5.00" } },
      wagerMultiplier: 10,
    });
    expect(created).toMatchObject({ code: "SPRING2026", isEnabled: true });
    const replaced = await operatorApiWith<{ data: BonusDefinition }>(
      app,
      "PUT",
      `${DEFINITIONS}/${created.id}`,
      {
        identity: created.identity,
        name: "Spring bonus",
        kind: "fixed",
        trigger: "code",
        code: "SPRING2026",
        amounts: { base: { amount: "7.00" } },
        wagerMultiplier: 8,
      },
    );
    expect(replaced.body.data).toMatchObject({ name: "Spring bonus", wagerMultiplier: 8 });
    const deleted = await operatorApi<{ data: { deleted: boolean } }>(
      app,
      "DELETE",
      `${DEFINITIONS}/${created.id}`,
    );
    expect(deleted.body.data.deleted).toBe(true);
    expect((await operatorApi(app, "GET", `${DEFINITIONS}/${created.id}`)).status).toBe(404);
  });

  it("disables instead of deleting a definition a player already got", async () => {
    const definition = await createDefinition(app, {
      kind: "fixed",
      trigger: "manual",
      amounts: { EUR: { amount: "1.00" } },
      wagerMultiplier: 1,
    });
    const player = await newBonusPlayer(app);
    await issueBonus(app, { playerId: player.id, definitionId: definition.id });
    const removed = await operatorApi<{ data: { deleted: boolean; definition: BonusDefinition } }>(
      app,
      "DELETE",
      `${DEFINITIONS}/${definition.id}`,
    );
    expect(removed.body.data).toMatchObject({ deleted: false, definition: { isEnabled: false } });
    const again = await issueBonus(app, { playerId: player.id, definitionId: definition.id });
    expect(again.status).toBe(403);
  });

  it("answers bad definitions with field messages, taken codes with 11005, no token with 401", async () => {
    const bad = await operatorApiWith<ErrorAnswer>(app, "POST", DEFINITIONS, {
      identity: "Not Valid!",
      name: "",
      kind: "deposit",
      trigger: "deposit",
      amounts: { base: { amount: "-1" } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(
      expect.arrayContaining(["identity", "name"]),
    );
    const noPercent = await operatorApiWith<ErrorAnswer>(app, "POST", DEFINITIONS, {
      identity: "no-percent",
      name: "Deposit without a percent",
      kind: "deposit",
      trigger: "deposit",
    });
    expect(noPercent.body.error.fields?.["percent"]).toBeDefined();
    const taken = await operatorApiWith<ErrorAnswer>(app, "POST", DEFINITIONS, {
      identity: "another-reload",
      name: "Another reload",
      kind: "fixed",
      trigger: "code",
      code: "RELOAD50",
      amounts: { base: { amount: "1.00" } },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error.code).toBe(ErrorCode.ALREADY_EXISTS);
    expect((await operatorApi(app, "GET", DEFINITIONS, null)).status).toBe(401);
    expect((await operatorApi(app, "GET", DEFINITIONS, "not-the-token")).status).toBe(401);
  });
});

describe("issuing", () => {
  it("issues once per idempotency key, publishes the bonus to the player, and lists it", async () => {
    const definition = await createDefinition(app, {
      kind: "fixed",
      trigger: "manual",
      amounts: { base: { amount: "10.00" } },
      wagerMultiplier: 3,
    });
    const player = await newBonusPlayer(app, { currency: "USD" });
    const client = await connectClient(app.url, player.accessToken);
    try {
      await client.subscribe(`bonus:player-bonuses#${player.id}`);
      const body = {
        playerId: player.id,
        definitionId: definition.id,
        amount: "12.50",
        idempotencyKey: "support-ticket-42",
      };
      const first = await issueBonus(app, body);
      const second = await issueBonus(app, body);
      expect(first.body.data.playerBonus).toMatchObject({ amount: "12.50", currency: "USD" });
      expect(second.body.data.playerBonus?.id).toBe(first.body.data.playerBonus?.id);
      const message = await client.waitFor(
        ({ message }) => message.event === RealtimeEvent.PLAYER_BONUS_UPDATED,
      );
      expect(message.message).toMatchObject({ id: first.body.data.playerBonus?.id, status: 1 });
    } finally {
      client.close();
    }
    expect((await operatorBonusesOf(app, player.id)).bonuses).toHaveLength(1);
  });

  it("answers 404 for an unknown player or definition and 400 for another currency's amount", async () => {
    const definition = await createDefinition(app, {
      kind: "fixed",
      trigger: "manual",
      amounts: { base: { amount: "1.00" } },
      wagerMultiplier: 1,
    });
    const player = await newBonusPlayer(app);
    const unknownPlayer = await issueBonus(app, {
      playerId: "00000000-0000-4000-8000-000000000000",
      definitionId: definition.id,
    });
    expect(unknownPlayer.status).toBe(404);
    const unknownDefinition = await issueBonus(app, {
      playerId: player.id,
      definitionId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknownDefinition.status).toBe(404);
    const noAccount = await issueBonus(app, {
      playerId: player.id,
      definitionId: definition.id,
      currency: "BTC",
    });
    expect(noAccount.status).toBe(400);
    const badAmount = await issueBonus(app, {
      playerId: player.id,
      definitionId: definition.id,
      amount: "1.001",
    });
    expect(badAmount.status).toBe(400);
    expect((await operatorBonusesOf(app, player.id)).bonuses).toEqual([]);
  });
});
