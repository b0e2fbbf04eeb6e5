import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { testConfig, type TestApp } from "../../tests/support/app.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import {
  api,
  registerPlayer,
  registrationPayload,
  signIn,
  testFingerprint,
} from "../../tests/support/players.ts";
import { safeUrl, serializeError } from "./log-hygiene.ts";

describe("safeUrl", () => {
  it("drops the query string and masks secret path segments", () => {
    expect(safeUrl("/house/play/sevens-dice?launch=abc.def")).toBe("/house/play/sevens-dice");
    expect(safeUrl("/password-reset/s3cr3t?x=1")).toBe("/password-reset/[Redacted]");
    expect(safeUrl("/en/verify/code123#top")).toBe("/en/verify/[Redacted]");
    expect(safeUrl("/api/game/games")).toBe("/api/game/games");
  });
});

describe("serializeError", () => {
  it("keeps a failed query's text and drops its parameters", () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "secret-value"'), {
      code: "22P02",
      detail: "Failing row contains (secret-value)",
    });
    const error = Object.assign(new Error("Failed query: select $1\nparams: secret-value"), {
      query: "select $1",
      params: ["secret-value"],
      cause,
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain("select $1");
    expect(logged).toContain("22P02");
    expect(logged).not.toContain("secret-value");
  });
});

/**
 * Requests that carry secrets, with the logger writing to a stream: the captured log must hold
 * none of them (password, hash, access token, launch, reset code, e-mail of a failed query).
 */
describe("log hygiene over HTTP", () => {
  let app: TestApp;
  let lines = "";
  beforeAll(async () => {
    const database = await openTestDatabase();
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines += chunk.toString();
        done();
      },
    });
    const running = await buildApp({
      config: testConfig({ LOG_LEVEL: "info" }),
      database,
      withWebApp: false,
      logStream,
    });
    await running.app.listen({ port: 0, host: "127.0.0.1" });
    const address = running.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    app = {
      ...running,
      database,
      url: `http://127.0.0.1:${port}`,
      async close() {
        await running.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await app?.close();
  });

  it("logs no secret of a sign-in, a launch URL, a reset URL or a failed query", async () => {
    const password = "Unique-Password-4711-zz";
    const player = await registerPlayer(app, { password });
    const signedIn = await signIn(app, { email: player.email, password });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.accessToken;
    await api(app, "GET", "/api/player/profile", { token });

    const launch = "eyJsYXVuY2giOiJzZWNyZXQifQ.launch-signature-0123456789";
    await fetch(`${app.url}/house/play/sevens-dice?launch=${launch}`);
    await fetch(`${app.url}/api/game/games?launch=${launch}`);
    const resetCode = "reset-code-9f8e7d6c5b4a";
    await fetch(`${app.url}/password-reset/${resetCode}`);
    await fetch(`${app.url}/api/no-such-route/password-reset/${resetCode}?token=${token}`);

    // A query that fails, with an e-mail, an argon2 hash and an IP among its parameters: every
    // new player row is refused by a constraint the test adds.
    await app.platform.db.execute(
      sql.raw("alter table players add constraint log_test_refuse check (false) not valid"),
    );
    const failedEmail = `failing-${Date.now()}@example.com`;
    const failed = await api(app, "POST", "/api/player/register", {
      body: {
        payload: registrationPayload({ email: failedEmail, password }),
        fingerprint: testFingerprint(),
      },
    });
    expect(failed.status).toBe(500);
    await app.platform.db.execute(sql.raw("alter table players drop constraint log_test_refuse"));

    // The log did capture these requests …
    expect(lines).toContain("incoming request");
    expect(lines).toContain("/house/play/sevens-dice");
    expect(lines).toContain("Failed query");
    // … and none of their secrets.
    for (const secret of [
      password,
      "$argon2",
      token,
      player.refreshToken,
      launch,
      resetCode,
      failedEmail,
      player.email,
    ]) {
      const leaks = lines.split("\n").filter((line) => line.includes(secret));
      expect(leaks, secret).toEqual([]);
    }
  });
});
