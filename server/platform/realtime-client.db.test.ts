import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeState,
} from "../../app/lib/realtime/realtime-client.ts";
import { ErrorCode } from "../../contracts/errors.ts";
import { channels, type RealtimeMessage } from "../../contracts/events.ts";
import { buildApp } from "../app.ts";
import { startTestApp, testConfig, type TestApp } from "../../tests/support/app.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { eventually } from "../../tests/support/realtime.ts";
import { signAccessToken } from "./auth-token.ts";

/** The browser's realtime client, driven against a real server. */
describe("app realtime client", () => {
  let app: TestApp;
  const clients: RealtimeClient[] = [];
  const tokenFor = (playerId: string, sessionId: string) =>
    signAccessToken(
      { playerId, sessionId, ttlSeconds: 600 },
      app.platform.config.secrets.jwtSecret,
    );
  const client = (options: Parameters<typeof createRealtimeClient>[0] = {}) => {
    const created = createRealtimeClient({
      url: app.url,
      socketOptions: { transports: ["websocket"] },
      ...options,
    });
    clients.push(created);
    return created;
  };

  beforeAll(async () => {
    app = await startTestApp();
    // Made-up players and sessions: any signed token passes (realtime-auth.db.test.ts checks
    // the real session check).
    app.platform.realtime.setTokenCheck(async () => true);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await app?.close();
  });

  it("connects as a guest, reports its state and follows global:online", async () => {
    const c = client();
    const states: RealtimeState[] = [c.getState()];
    c.onStateChange(() => states.push(c.getState()));
    const counts: unknown[] = [];
    c.subscribe("global:online", (message) => counts.push(message["count"]));
    await eventually(() => expect(c.getState()).toBe("connected"));
    expect(states.slice(0, 3)).toEqual(["disconnected", "connecting", "connected"]);
    await eventually(() => expect(counts.length).toBeGreaterThan(0));
    expect(typeof counts[0]).toBe("number");
  });

  it("waits for a restoring session before its first connection, then connects as the player", async () => {
    let restored: () => void = () => {};
    const c = client({ ready: () => new Promise<void>((resolve) => (restored = resolve)) });
    const states: RealtimeState[] = [c.getState()];
    c.onStateChange(() => states.push(c.getState()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(c.getState()).toBe("disconnected");
    c.setToken(await tokenFor("p-9", "00000000-0000-4000-8000-000000000009"));
    restored();
    await eventually(() => expect(c.getState()).toBe("connected"));
    // One connection, straight as the player: no guest socket torn down mid-handshake.
    expect(states).toEqual(["disconnected", "connecting", "connected"]);
  });

  it("becomes the player when the session changes, and rejoins its rooms after a drop", async () => {
    const refused = vi.fn();
    const c = client({ onRefused: refused });
    const received: RealtimeMessage[] = [];
    c.subscribe(channels.walletAccounts("p-7"), (message) => received.push(message));
    await eventually(() =>
      expect(refused).toHaveBeenCalledWith(
        "wallet:accounts#p-7",
        expect.objectContaining({ code: ErrorCode.UNAUTHORIZED }),
      ),
    );

    const guestSocketId = c.socket.id;
    c.setToken(await tokenFor("p-7", "s-1"));
    await eventually(() => {
      expect(c.getState()).toBe("connected");
      expect(c.socket.id).not.toBe(guestSocketId);
    });
    await eventually(() => {
      app.platform.realtime.publish(channels.walletAccounts("p-7"), {
        event: "account.balance.updated",
        n: 1,
      });
      expect(received.some((m) => m["n"] === 1)).toBe(true);
    });

    // A refreshed token of the same session does not reconnect.
    const socketId = c.socket.id;
    c.setToken(await tokenFor("p-7", "s-1"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(c.socket.id).toBe(socketId);

    // The network drops: the client reconnects on its own and joins its rooms again.
    c.socket.io.engine.close();
    await eventually(() => expect(c.getState()).not.toBe("connected"), 2000, 5);
    await eventually(() => expect(c.getState()).toBe("connected"), 5000);
    await eventually(() => {
      app.platform.realtime.publish(channels.walletAccounts("p-7"), {
        event: "account.balance.updated",
        n: 2,
      });
      expect(received.some((m) => m["n"] === 2)).toBe(true);
    });

    // Signing out reconnects as a guest: the player's room is gone.
    c.setToken(null);
    await eventually(() => expect(refused).toHaveBeenCalledTimes(2));
    received.length = 0;
    app.platform.realtime.publish(channels.walletAccounts("p-7"), {
      event: "account.balance.updated",
      n: 3,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
  });

  it("asks for a fresh token when the server refuses one, else carries on as a guest", async () => {
    const fresh = await tokenFor("p-8", "s-2");
    const onUnauthorized = vi.fn(async () => fresh);
    const c = client({ token: "expired.or.forged", onUnauthorized });
    const received: RealtimeMessage[] = [];
    c.subscribe(channels.gameBets("p-8"), (message) => received.push(message));
    await eventually(() => expect(c.getState()).toBe("connected"));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await eventually(() => {
      app.platform.realtime.publish(channels.gameBets("p-8"), { event: "game.bet.placed" });
      expect(received).not.toEqual([]);
    });

    const guest = client({ token: "forged", onUnauthorized: async () => null });
    await eventually(() => expect(guest.getState()).toBe("connected"));
  });
});

describe("app realtime client after a server restart", () => {
  it("asks to refetch when a reconnect could not replay what it missed, not after a short drop", async () => {
    const first = await startTestApp();
    const port = Number(new URL(first.url).port);
    const c = createRealtimeClient({
      url: first.url,
      socketOptions: {
        transports: ["websocket"],
        reconnectionDelay: 100,
        reconnectionDelayMax: 200,
      },
    });
    let resyncs = 0;
    c.onResync(() => (resyncs += 1));
    let second: Awaited<ReturnType<typeof buildApp>> | undefined;
    const database = await openTestDatabase();
    try {
      const counts: unknown[] = [];
      c.subscribe("global:online", (message) => counts.push(message["count"]));
      await eventually(() => expect(counts.length).toBeGreaterThan(0));

      // A dropped connection that comes back within the recovery window gets what it missed.
      c.socket.io.engine.close();
      await eventually(() => expect(c.socket.connected && c.socket.recovered).toBe(true));
      expect(resyncs).toBe(0);

      // The server dies (the connection drops, as with a crash) and another starts on the same
      // port: what was published meanwhile is gone for this client.
      c.socket.io.engine.close();
      await first.close();
      second = await buildApp({ config: testConfig(), database, withWebApp: false });
      await second.app.listen({ port, host: "127.0.0.1" });
      await eventually(() => expect(resyncs).toBe(1), 20_000);
      expect(c.getState()).toBe("connected");
    } finally {
      c.close();
      await second?.close();
      await database.close();
    }
  });
});
