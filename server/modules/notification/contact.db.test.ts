import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { testRedisUrl } from "../../../tests/support/database.ts";
import { waitForMessage } from "../../../tests/support/mailbox.ts";
import { api, registrationPayload, testFingerprint } from "../../../tests/support/players.ts";

const SUPPORT = "help-desk@sevens.test";
let app: TestApp;

beforeAll(async () => {
  // With TEST_REDIS_URL the limits count in Redis, as several processes would share them.
  app = await startTestApp({
    env: {
      SUPPORT_EMAIL: SUPPORT,
      TRUST_PROXY: "true",
      ...(testRedisUrl ? { REDIS_URL: testRedisUrl } : {}),
    },
  });
});
afterAll(async () => {
  await app?.close();
});

let ipCounter = 0;
/** Each test writes from an address of its own, so the per-IP limit is its own too. */
const fromIp = () => ({ "x-forwarded-for": `203.0.113.${++ipCounter}` });

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  email: `ada-${Math.random().toString(16).slice(2, 8)}@example.com`,
  subject: "My withdrawal is pending",
  message: "I asked for a withdrawal yesterday and it is still pending. Can you look at it?",
  ...overrides,
});

type ErrorBody = { error: { code: number; fields?: Record<string, string[]> } };

describe("POST /api/notification/communications", () => {
  it("stores a guest's message, mails it to support and confirms it to the sender", async () => {
    const body = message();
    const sent = await api<{ data: { id: string } }>(
      app,
      "POST",
      "/api/notification/communications",
      { body },
    );
    expect(sent.status).toBe(201);
    const [row] = await app.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, sent.body.data.id));
    expect(row).toMatchObject({
      name: "Ada Lovelace",
      email: body.email,
      subject: body.subject,
      playerId: null,
      locale: "en",
    });

    const toSupport = await waitForMessage(app, SUPPORT);
    expect(toSupport.subject).toBe("[Contact] My withdrawal is pending");
    expect(toSupport.text).toContain(`Ada Lovelace <${body.email}>`);
    expect(toSupport.text).toContain(body.message);
    expect(toSupport.text).toContain("guest");

    const confirmation = await waitForMessage(app, body.email);
    expect(confirmation.subject).toBe("We received your message: My withdrawal is pending");
    expect(confirmation.text).toContain("Hello Ada Lovelace,");
    expect(confirmation.text).toContain(body.message);
    expect(confirmation.html).not.toContain("<script");
  });

  it("keeps a signed-in player's id on the message", async () => {
    const registration = registrationPayload();
    const registered = await api<{ data: { accessToken: string; profile: { id: string } } }>(
      app,
      "POST",
      "/api/player/register",
      { body: { payload: registration, fingerprint: testFingerprint() }, headers: fromIp() },
    );
    expect(registered.status).toBe(200);
    const { accessToken, profile } = registered.body.data;
    const sent = await api<{ data: { id: string } }>(
      app,
      "POST",
      "/api/notification/communications",
      {
        token: accessToken,
        body: message({ email: registration.email }),
        headers: fromIp(),
      },
    );
    expect(sent.status).toBe(201);
    const [row] = await app.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, sent.body.data.id));
    expect(row?.playerId).toBe(profile.id);
  });

  it("refuses bad input with a message per field and stores nothing", async () => {
    const before = (await app.database.db.select().from(contactMessages)).length;
    const bad = await api<ErrorBody>(app, "POST", "/api/notification/communications", {
      body: { name: "A", email: "not-an-address", subject: "", message: "short" },
      headers: fromIp(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe(10400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual([
      "email",
      "message",
      "name",
      "subject",
    ]);
    const missing = await api<ErrorBody>(app, "POST", "/api/notification/communications", {
      body: {},
      headers: fromIp(),
    });
    expect(missing.status).toBe(400);
    const tooLong = await api<ErrorBody>(app, "POST", "/api/notification/communications", {
      body: message({ message: "x".repeat(5001) }),
      headers: fromIp(),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toHaveProperty("message");
    expect((await app.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it("limits messages per IP, per player and per e-mail address (429 with retry-after)", async () => {
    const ip = fromIp();
    for (let i = 0; i < 5; i += 1) {
      const ok = await api(app, "POST", "/api/notification/communications", {
        body: message(),
        headers: ip,
      });
      expect(ok.status, `message ${i + 1}`).toBe(201);
    }
    const refused = await api<ErrorBody>(app, "POST", "/api/notification/communications", {
      body: message(),
      headers: ip,
    });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe(10429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);

    const email = "flooded@example.com";
    for (let i = 0; i < 3; i += 1) {
      const ok = await api(app, "POST", "/api/notification/communications", {
        body: message({ email }),
        headers: fromIp(),
      });
      expect(ok.status).toBe(201);
    }
    const fourth = await api(app, "POST", "/api/notification/communications", {
      body: message({ email }),
      headers: fromIp(),
    });
    expect(fourth.status).toBe(429);

    const registered = await api<{ data: { accessToken: string } }>(
      app,
      "POST",
      "/api/player/register",
      {
        body: { payload: registrationPayload(), fingerprint: testFingerprint() },
        headers: fromIp(),
      },
    );
    const token = registered.body.data.accessToken;
    for (let i = 0; i < 3; i += 1) {
      const ok = await api(app, "POST", "/api/notification/communications", {
        token,
        body: message(),
        headers: fromIp(),
      });
      expect(ok.status).toBe(201);
    }
    const overPlayer = await api(app, "POST", "/api/notification/communications", {
      token,
      body: message(),
      headers: fromIp(),
    });
    expect(overPlayer.status).toBe(429);
  });
});
