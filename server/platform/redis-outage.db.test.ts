import { createServer, connect, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testRedisUrl } from "../../tests/support/database.ts";
import { registrationPayload, testFingerprint } from "../../tests/support/players.ts";
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from "../../tests/support/server-process.ts";

/**
 * Redis goes away under a running server (a TCP proxy in front of the machine's Redis is cut):
 * the home page, registration, sign-in, a deposit and the catalogue still answer, and health
 * reports Redis down. Every request has a bounded client timeout, so a hang fails the test.
 */

const ANSWER_WITHIN_MS = 10_000;

interface RedisProxy {
  url: string;
  cut(): Promise<void>;
  close(): Promise<void>;
}

async function startRedisProxy(target: URL): Promise<RedisProxy> {
  const sockets = new Set<Socket>();
  const port = await freePort();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const cut = async () => {
    // Stop listening (no reconnection gets through), then drop every open connection.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    cut,
    close: () => (server.listening ? cut() : Promise.resolve()),
  };
}

describe.runIf(testRedisUrl)("a Redis outage", () => {
  let proxy: RedisProxy;
  let server: ServerProcess;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
  const post = (path: string, body: unknown, token?: string) =>
    call(path, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    proxy = await startRedisProxy(new URL(testRedisUrl!));
    server = await startServerProcess({
      REDIS_URL: proxy.url,
      REDIS_KEY_PREFIX: `outage-${Date.now()}`,
      PAYMENT_SANDBOX: "true",
      ALLOW_SANDBOX_IN_PRODUCTION: "true",
      LOG_LEVEL: "fatal",
    });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
  });

  it("leaves the site answering, and health says so", async () => {
    const before = await call("/api/health");
    expect(await before.json()).toEqual({ data: { status: "ok", database: "ok", redis: "ok" } });

    await proxy.cut();

    expect((await call("/")).status).toBe(200);
    expect((await call("/api/settings/currencies")).status).toBe(200);
    expect((await call("/api/game/games?perPage=5")).status).toBe(200);

    const payload = registrationPayload({ currency: "EUR" });
    const registered = await post("/api/player/register", {
      payload,
      fingerprint: testFingerprint(),
    });
    expect(registered.status).toBe(200);
    const signedIn = await post("/api/player/sessions", {
      email: payload.email,
      password: payload.password,
      fingerprint: testFingerprint(),
    });
    expect(signedIn.status).toBe(200);
    const { data } = (await signedIn.json()) as { data: { accessToken: string } };
    const accounts = (await (
      await call("/api/wallet/accounts", {
        headers: { authorization: `Bearer ${data.accessToken}` },
      })
    ).json()) as { data: { id: string; currency: string }[] };
    const deposit = await post(
      "/api/payment/invoices/deposit",
      {
        method: "sandbox.deposit.cash_agent",
        amount: "25.00",
        currency: "EUR",
        accountId: accounts.data[0]!.id,
        fields: { playerName: "Anna Schmidt", phone: "+491701234567" },
      },
      data.accessToken,
    );
    expect(deposit.status).toBe(200);

    const during = await call("/api/health");
    expect(during.status).toBe(200);
    expect(await during.json()).toEqual({
      data: { status: "degraded", database: "ok", redis: "error" },
    });
  }, 120_000);
});
