import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { io } from "socket.io-client";
import { ErrorCode } from "../../contracts/errors.ts";
import { REALTIME_PATH, channels } from "../../contracts/events.ts";
import { startTestApp, type TestApp } from "../../tests/support/app.ts";
import { connectClient, eventually, sleep, type TestClient } from "../../tests/support/realtime.ts";
import { signAccessToken } from "./auth-token.ts";

describe("realtime: connection and room authorisation", () => {
  let app: TestApp;
  const clients: TestClient[] = [];
  const connect = async (token?: string) => {
    const client = await connectClient(app.url, token);
    clients.push(client);
    return client;
  };
  const tokenFor = (playerId: string, sessionId = `s-${playerId}`) =>
    signAccessToken(
      { playerId, sessionId, ttlSeconds: 600 },
      app.platform.config.secrets.jwtSecret,
    );
  const onlineCounts = (client: TestClient) =>
    client.messages
      .filter((entry) => entry.channel === "global:online")
      .map((entry) => entry.message["count"]);

  beforeAll(async () => {
    app = await startTestApp();
    // These tests are about rooms and delivery, with made-up players and sessions: the identity
    // module's session check (realtime-auth.db.test.ts) is replaced by "any signed token".
    app.platform.realtime.setTokenCheck(async () => true);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await app?.close();
  });

  it("lets a guest follow global:online, counting people (a player's tabs count once)", async () => {
    const guest = await connect();
    expect(await guest.subscribe("global:online")).toEqual({ ok: true });
    await guest.waitFor((e) => e.channel === "global:online");
    expect(guest.messages[0]).toEqual({
      channel: "global:online",
      message: { event: "online.updated", count: 1 },
    });

    // Guests count once per IP address: a second guest socket from here adds no one.
    const other = await connect();
    const token = await tokenFor("p-online");
    const tabA = await connect(token);
    const tabB = await connect(token);
    await guest.waitFor((e) => e.message["count"] === 2);
    await sleep(1500); // one more throttle window: the second tab must not have added anyone
    expect(onlineCounts(guest).at(-1)).toBe(2);
    expect(await app.platform.realtime.onlineCount()).toBe(2);

    // A late joiner gets the count at once.
    const late = await connect();
    expect(await late.subscribe("global:online")).toEqual({ ok: true });
    const first = await late.waitFor((e) => e.channel === "global:online");
    expect(first.message).toEqual({ event: "online.updated", count: 2 });

    for (const client of [other, tabA, tabB, late]) client.close();
    await eventually(() => expect(onlineCounts(guest).at(-1)).toBe(1));
    // Updates are throttled: never more than about one a second.
    expect(onlineCounts(guest).length).toBeLessThanOrEqual(6);
  });

  it("lets a player join its own channels, and delivers what is published there", async () => {
    const player = await connect(await tokenFor("p-1"));
    for (const channel of [
      channels.walletAccounts("p-1"),
      channels.paymentInvoices("p-1"),
      channels.retentionQuests("p-1"),
      channels.messengerPushes("p-1"),
      channels.globalOnline(),
    ]) {
      expect(await player.subscribe(channel), channel).toEqual({ ok: true });
    }
    app.platform.realtime.publish(channels.walletAccounts("p-1"), {
      event: "account.balance.updated",
      id: "a1",
      balance: "12.50",
    });
    const received = await player.waitFor((e) => e.channel === "wallet:accounts#p-1");
    expect(received.message).toEqual({
      event: "account.balance.updated",
      id: "a1",
      balance: "12.50",
    });

    expect(await player.unsubscribe(channels.walletAccounts("p-1"))).toEqual({ ok: true });
    app.platform.realtime.publish(channels.walletAccounts("p-1"), {
      event: "account.balance.updated",
      id: "a2",
    });
    app.platform.realtime.publish(channels.paymentInvoices("p-1"), {
      event: "invoice.deposit.updated",
      id: "i1",
    });
    await player.waitFor((e) => e.channel === "payment:invoices#p-1");
    expect(player.messages.some((e) => e.message["id"] === "a2")).toBe(false);
  });

  it("refuses another player's channel, and never delivers its messages", async () => {
    const player = await connect(await tokenFor("p-1"));
    const victim = await connect(await tokenFor("p-2"));
    expect(await victim.subscribe(channels.walletAccounts("p-2"))).toEqual({ ok: true });

    const refused = await player.subscribe(channels.walletAccounts("p-2"));
    expect(refused).toMatchObject({ ok: false, error: { code: ErrorCode.FORBIDDEN } });
    // The id must match exactly, not as a prefix or in another case.
    for (const channel of ["wallet:accounts#p-10", "wallet:accounts#P-1", "wallet:accounts#p-1 "]) {
      expect((await player.subscribe(channel)).ok, channel).toBe(false);
    }

    app.platform.realtime.publish(channels.walletAccounts("p-2"), {
      event: "account.balance.updated",
      secret: 1,
    });
    await victim.waitFor((e) => e.channel === "wallet:accounts#p-2");
    await sleep(200);
    expect(player.messages.filter((e) => e.channel !== "global:online")).toEqual([]);
  });

  it("lets a guest join only global:online", async () => {
    const guest = await connect();
    expect(await guest.subscribe(channels.walletAccounts("p-1"))).toMatchObject({
      ok: false,
      error: { code: ErrorCode.UNAUTHORIZED },
    });
    expect(await guest.subscribe("game:bets#p-1")).toMatchObject({ ok: false });
    expect(await guest.subscribe("player:p-1")).toMatchObject({
      ok: false,
      error: { code: ErrorCode.NOT_FOUND },
    });
    expect(await guest.subscribe("admin:everything")).toMatchObject({ ok: false });
    // Malformed requests are refused, not crashes.
    const malformed = await guest.socket
      .timeout(5000)
      .emitWithAck("subscribe", { channel: 42 } as never);
    expect(malformed).toMatchObject({ ok: false, error: { code: ErrorCode.VALIDATION } });
    expect(guest.socket.connected).toBe(true);

    app.platform.realtime.publish(channels.walletAccounts("p-1"), {
      event: "account.balance.updated",
    });
    await sleep(200);
    expect(guest.messages.filter((e) => e.channel !== "global:online")).toEqual([]);
  });

  it("refuses a forged or expired token at connect", async () => {
    const forged = await signAccessToken(
      { playerId: "p-1", sessionId: "s", ttlSeconds: 600 },
      "a-completely-different-secret-of-sufficient-length",
    );
    await expect(connect(forged)).rejects.toMatchObject({ data: { code: ErrorCode.UNAUTHORIZED } });

    const expired = await signAccessToken(
      { playerId: "p-1", sessionId: "s", ttlSeconds: -60 },
      app.platform.config.secrets.jwtSecret,
    );
    await expect(connect(expired)).rejects.toMatchObject({
      data: { code: ErrorCode.UNAUTHORIZED },
    });
    await expect(connect("not-a-jwt")).rejects.toMatchObject({
      data: { code: ErrorCode.UNAUTHORIZED },
    });

    // A token with alg "none" claiming to be the player is refused too.
    const header = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    const body = Buffer.from(
      JSON.stringify({ sub: "p-1", exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString("base64url");
    await expect(connect(`${header}.${body}.`)).rejects.toMatchObject({
      data: { code: ErrorCode.UNAUTHORIZED },
    });
  });

  it("disconnects a closed session's sockets on request", async () => {
    const kept = await connect(await tokenFor("p-3", "s-keep"));
    const closed = await connect(await tokenFor("p-3", "s-close"));
    app.platform.realtime.disconnect({ sessionId: "s-close" });
    await eventually(() => expect(closed.socket.connected).toBe(false));
    expect(kept.socket.connected).toBe(true);
    app.platform.realtime.disconnect({ playerId: "p-3" });
    await eventually(() => expect(kept.socket.connected).toBe(false));
  });

  it("recovers a dropped connection's rooms only for the same identity", async () => {
    const token = await tokenFor("p-4", "s-4");
    const socket = io(app.url, {
      path: REALTIME_PATH,
      transports: ["websocket"],
      reconnectionDelay: 50,
      reconnectionDelayMax: 100,
      auth: { token },
      forceNew: true,
    });
    try {
      const received: unknown[] = [];
      socket.on("message", (_channel, message) => received.push(message["n"]));
      await eventually(() => expect(socket.connected).toBe(true));
      expect(
        await socket.timeout(5000).emitWithAck("subscribe", { channel: "wallet:accounts#p-4" }),
      ).toEqual({
        ok: true,
      });

      // Recovery resumes from the offset of the last broadcast received.
      app.platform.realtime.publish(channels.walletAccounts("p-4"), {
        event: "account.balance.updated",
        n: 0,
      });
      await eventually(() => expect(received).toEqual([0]));

      // Same player: the room survives the drop and what was missed meanwhile arrives.
      socket.io.engine.close();
      await eventually(() => expect(socket.connected).toBe(false), 2000, 5);
      app.platform.realtime.publish(channels.walletAccounts("p-4"), {
        event: "account.balance.updated",
        n: 1,
      });
      await eventually(() => expect(socket.connected).toBe(true));
      expect(socket.recovered).toBe(true);
      await eventually(() => expect(received).toEqual([0, 1]));

      // Signed out in between: the recovered connection is a guest without the player's rooms.
      socket.auth = {};
      socket.io.engine.close();
      await eventually(() => expect(socket.connected).toBe(false), 2000, 5);
      await eventually(() => expect(socket.connected).toBe(true));
      expect(socket.recovered).toBe(true);
      app.platform.realtime.publish(channels.walletAccounts("p-4"), {
        event: "account.balance.updated",
        n: 2,
      });
      await sleep(300);
      expect(received).toEqual([0, 1]);
      expect(
        await socket.timeout(5000).emitWithAck("subscribe", { channel: "wallet:accounts#p-4" }),
      ).toMatchObject({ ok: false, error: { code: ErrorCode.UNAUTHORIZED } });
    } finally {
      socket.close();
    }
  });
});
