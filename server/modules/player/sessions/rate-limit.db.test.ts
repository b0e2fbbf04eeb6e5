import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { testRedisUrl } from "../../../../tests/support/database.ts";
import { registerPlayer, signIn } from "../../../../tests/support/players.ts";

let app: TestApp;

beforeAll(async () => {
  // With TEST_REDIS_URL the counters live in Redis, as on a multi-process deployment.
  app = await startTestApp({ env: testRedisUrl ? { REDIS_URL: testRedisUrl } : {} });
});
afterAll(async () => {
  await app?.close();
});

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
};

describe("failed sign-ins", () => {
  it("answer the same for an unknown e-mail and a wrong password", async () => {
    const registered = await registerPlayer(app);
    const wrong = await timed(() =>
      signIn(app, { email: registered.email, password: "wrong password" }),
    );
    const unknown = await timed(() =>
      signIn(app, { email: "nobody-here@example.com", password: "wrong password" }),
    );
    expect(wrong.result.status).toBe(401);
    expect(unknown.result.status).toBe(401);
    expect(unknown.result.body).toEqual(wrong.result.body);
    expect(wrong.result.body).toMatchObject({
      error: { code: 10401, message: "Wrong e-mail, phone or password" },
    });
    // The unknown e-mail pays for a password hash too (no fast "no such user" path).
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.3);
  });

  it("are limited per account (5 in 15 minutes): then even the right password gets 429", async () => {
    const registered = await registerPlayer(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await signIn(app, { email: registered.email, password: `wrong ${attempt}` })).status,
      ).toBe(401);
    }
    const limited = await signIn(app, { email: registered.email, password: registered.password });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: { code: 10429 } });
    // Unknown accounts are limited the same way, with the same answer.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn(app, { email: "ghost@example.com", password: "wrong" });
    }
    const ghost = await signIn(app, { email: "ghost@example.com", password: "wrong" });
    expect(ghost.status).toBe(429);
    expect(ghost.body).toEqual(limited.body);
  });

  it("are limited per IP (20 in 15 minutes) across accounts", async () => {
    // 2 + 5 + 5 failures from this IP so far; 8 more reach 20.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect(
        (await signIn(app, { email: `spray-${attempt}@example.com`, password: "wrong" })).status,
      ).toBe(401);
    }
    const fresh = await registerPlayer(app);
    const limited = await signIn(app, { email: fresh.email, password: fresh.password });
    expect(limited.status).toBe(429);
  });
});
