import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { testRedisUrl } from "../../../../tests/support/database.ts";
import { registerPlayer, signIn } from "../../../../tests/support/players.ts";
import { passwordVerificationCount } from "../passwords.ts";

let app: TestApp;

beforeAll(async () => {
  // With TEST_REDIS_URL the counters live in Redis, as on a multi-process deployment.
  app = await startTestApp({ env: testRedisUrl ? { REDIS_URL: testRedisUrl } : {} });
});
afterAll(async () => {
  await app?.close();
});

describe("failed sign-ins", () => {
  it("answer the same for an unknown e-mail and a wrong password", async () => {
    const registered = await registerPlayer(app);
    const wrong = await signIn(app, { email: registered.email, password: "wrong password" });
    const before = passwordVerificationCount();
    const unknown = await signIn(app, {
      email: "nobody-here@example.com",
      password: "wrong password",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({
      error: { code: 10401, message: "Wrong e-mail, phone or password" },
    });
    // The unknown e-mail pays for a password hash too (no fast "no such user" path).
    expect(passwordVerificationCount() - before).toBe(1);
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
    // 2 + 5 + 5 failures from this IP so far (refused attempts are not counted); 8 more reach 20.
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

describe("sign-in attempts under attack", () => {
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await startTestApp({
      env: {
        TRUST_PROXY: "true",
        LOGIN_FAILURES_PER_ACCOUNT_ANY_IP: "12",
        LOGIN_FAILURES_PER_IP: "1000",
        ...(testRedisUrl ? { REDIS_URL: testRedisUrl } : {}),
      },
    });
  });
  afterAll(async () => {
    await guarded?.close();
  });
  const from = (ip: string) => ({ "x-forwarded-for": ip });

  it("count 60 concurrent guesses before any is checked: at most 5 reach the password hash", async () => {
    const victim = await registerPlayer(guarded);
    const before = passwordVerificationCount();
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        signIn(
          guarded,
          { email: victim.email, password: index === 59 ? victim.password : `guess ${index}` },
          from("203.0.113.7"),
        ),
      ),
    );
    const statuses = guesses.map((guess) => guess.status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    expect(statuses.filter((status) => status === 401 || status === 200).length).toBe(5);
    expect(statuses.filter((status) => status === 429).length).toBe(55);
    expect(passwordVerificationCount() - before).toBe(5);
    // The right password, once the pair is locked, is refused too.
    const late = await signIn(
      guarded,
      { email: victim.email, password: victim.password },
      from("203.0.113.7"),
    );
    expect(late.status).toBe(429);
  });

  it("lock the attacker's address out of an account, not the player", async () => {
    const victim = await registerPlayer(guarded);
    for (let attempt = 0; attempt < 7; attempt += 1) {
      await signIn(
        guarded,
        { email: victim.email, password: `guess ${attempt}` },
        from("203.0.113.8"),
      );
    }
    expect(
      (
        await signIn(
          guarded,
          { email: victim.email, password: victim.password },
          from("203.0.113.8"),
        )
      ).status,
    ).toBe(429);
    expect(
      (
        await signIn(
          guarded,
          { email: victim.email, password: victim.password },
          from("198.51.100.2"),
        )
      ).status,
    ).toBe(200);
  });

  it("cap guesses at one account from many addresses (12 here)", async () => {
    const victim = await registerPlayer(guarded);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const guess = await signIn(
        guarded,
        { email: victim.email, password: `guess ${attempt}` },
        from(`192.0.2.${attempt + 1}`),
      );
      expect(guess.status).toBe(401);
    }
    expect(
      (
        await signIn(
          guarded,
          { email: victim.email, password: victim.password },
          from("198.51.100.3"),
        )
      ).status,
    ).toBe(429);
  });

  it("keep a lockout however much other traffic the cache sees", async () => {
    const victim = await registerPlayer(guarded);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await signIn(
        guarded,
        { email: victim.email, password: `guess ${attempt}` },
        from("203.0.113.9"),
      );
    }
    for (let entry = 0; entry < 10_500; entry += 1) {
      await guarded.platform.cache.set(`game:search:${entry}`, { rows: [] }, 60_000);
    }
    expect(
      (
        await signIn(
          guarded,
          { email: victim.email, password: victim.password },
          from("203.0.113.9"),
        )
      ).status,
    ).toBe(429);
  });

  it.runIf(testRedisUrl)("hold across two processes sharing Redis", async () => {
    const second = await startTestApp({
      database: guarded.database,
      env: { TRUST_PROXY: "true", REDIS_URL: testRedisUrl! },
    });
    try {
      const victim = await registerPlayer(guarded);
      const guesses = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          signIn(
            index % 2 ? guarded : second,
            { email: victim.email, password: `guess ${index}` },
            from("203.0.113.10"),
          ),
        ),
      );
      expect(guesses.filter((guess) => guess.status === 401).length).toBe(5);
      expect(guesses.filter((guess) => guess.status === 429).length).toBe(35);
    } finally {
      await second.close();
    }
  });
});
