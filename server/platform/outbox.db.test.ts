import { isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { channels } from "../../contracts/events.ts";
import { openTestDatabase, testRedisUrl } from "../../tests/support/database.ts";
import { startTestApp, type TestApp } from "../../tests/support/app.ts";
import { connectClient, eventually, sleep, type TestClient } from "../../tests/support/realtime.ts";
import { transactionRoundTrips } from "../../tests/support/socket-writes.ts";
import type { Database } from "../db/client.ts";
import { outbox } from "../db/schema.ts";
import { signAccessToken } from "./auth-token.ts";

async function playerClient(app: TestApp, playerId: string): Promise<TestClient> {
  // A made-up player and session: any signed token passes the socket's session check here.
  app.platform.realtime.setTokenCheck(async () => true);
  const token = await signAccessToken(
    { playerId, sessionId: `s-${playerId}`, ttlSeconds: 600 },
    app.platform.config.secrets.jwtSecret,
  );
  const client = await connectClient(app.url, token);
  expect(await client.subscribe(channels.walletAccounts(playerId))).toEqual({ ok: true });
  return client;
}

const unpublished = async (database: Database) =>
  (await database.db.select().from(outbox).where(isNull(outbox.publishedAt))).length;

describe("outbox: events are published after commit, never for a rollback", () => {
  let app: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    app = await startTestApp();
    client = await playerClient(app, "p-1");
  });
  afterAll(async () => {
    client?.close();
    await app?.close();
  });

  it("publishes an event committed with its change to the subscribed socket", async () => {
    const { db, outbox: box } = app.platform;
    await db.transaction(async (tx) => {
      await box.enqueue(tx, channels.walletAccounts("p-1"), {
        event: "account.balance.updated",
        id: "acc-1",
        balance: "10.00",
      });
    });
    box.notify();
    const received = await client.waitFor((e) => e.message["id"] === "acc-1", 3000);
    expect(received).toEqual({
      channel: "wallet:accounts#p-1",
      message: { event: "account.balance.updated", id: "acc-1", balance: "10.00" },
    });
    await eventually(async () => expect(await unpublished(app.database)).toBe(0));
  });

  it("publishes nothing for a rolled-back transaction", async () => {
    const { db, outbox: box } = app.platform;
    await expect(
      db.transaction(async (tx) => {
        await box.enqueue(tx, channels.walletAccounts("p-1"), {
          event: "account.balance.updated",
          id: "ghost",
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    box.notify();
    expect(await box.flushOnce()).toBe(0);

    // A later committed event arrives, the rolled-back one never does.
    await db.transaction(async (tx) => {
      await box.enqueue(tx, channels.walletAccounts("p-1"), {
        event: "account.balance.updated",
        id: "after",
      });
    });
    box.notify();
    await client.waitFor((e) => e.message["id"] === "after", 3000);
    await sleep(300);
    expect(client.messages.some((e) => e.message["id"] === "ghost")).toBe(false);
    const rows = await db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'id' = 'ghost'`);
    expect(rows).toEqual([]);
  });

  it("delivers committed events in order, each once", async () => {
    const { db, outbox: box } = app.platform;
    await db.transaction(async (tx) => {
      for (let i = 0; i < 30; i++) {
        await box.enqueue(tx, channels.walletAccounts("p-1"), {
          event: "account.balance.updated",
          seq: i,
        });
      }
    });
    box.notify();
    box.notify();
    await eventually(
      () => expect(client.messages.filter((e) => "seq" in e.message)).toHaveLength(30),
      5000,
    );
    await sleep(300);
    const seqs = client.messages.filter((e) => "seq" in e.message).map((e) => e.message["seq"]);
    expect(seqs).toEqual([...Array(30).keys()]);
  });

  // PGlite has no socket to count on.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "claims, marks and publishes a batch in two round trips: begin with the claim, then commit",
    async () => {
      const { db, outbox: box } = app.platform;
      await db.transaction(async (tx) => {
        for (const id of ["trip-1", "trip-2", "trip-3"]) {
          await box.enqueue(tx, channels.walletAccounts("p-1"), {
            event: "account.balance.updated",
            id,
          });
        }
      });
      expect(await transactionRoundTrips("outbox_claim", () => box.flushOnce())).toBe(2);
      await client.waitFor((e) => e.message["id"] === "trip-3", 3000);
      const trips = client.messages
        .map((e) => e.message["id"])
        .filter((id) => String(id).startsWith("trip-"));
      expect(trips).toEqual(["trip-1", "trip-2", "trip-3"]);
      expect(await unpublished(app.database)).toBe(0);
    },
  );

  it("refuses to enqueue to a channel that does not exist", async () => {
    await expect(
      app.platform.outbox.enqueue(app.platform.db, "wallet:everyone" as never, { event: "x" }),
    ).rejects.toThrow(/unknown channel/);
  });
});

describe("outbox: a crash between commit and publish loses nothing", () => {
  let database: Database;
  const apps: TestApp[] = [];
  const clients: TestClient[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    for (const app of apps) await app.close();
    await database?.close();
  });

  it("delivers an event left unpublished by a stopped process after restart", async () => {
    const first = await startTestApp({ database, env: { OUTBOX_POLL_MS: "100" } });
    apps.push(first);
    // The dispatcher dies (as in a crash) before the change commits; the row stays behind.
    await first.platform.outbox.close();
    await first.platform.db.transaction(async (tx) => {
      await first.platform.outbox.enqueue(tx, channels.walletAccounts("p-9"), {
        event: "invoice.deposit.updated",
        id: "inv-1",
        status: 2,
      });
    });
    first.platform.outbox.notify();
    await sleep(300);
    expect(await unpublished(database)).toBe(1);
    await first.close();

    // A new process on the same database; the player's client reconnects to it.
    const second = await startTestApp({ database, env: { OUTBOX_POLL_MS: "1500" } });
    apps.push(second);
    const client = await playerClient(second, "p-9");
    clients.push(client);
    const received = await client.waitFor((e) => e.message["id"] === "inv-1", 6000);
    expect(received.message).toEqual({ event: "invoice.deposit.updated", id: "inv-1", status: 2 });
    await eventually(async () => expect(await unpublished(database)).toBe(0));
  });
});

describe.skipIf(!testRedisUrl)("outbox and realtime across two processes over Redis", () => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  const clients: TestClient[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    a = await startTestApp({ database, env: { REDIS_URL: testRedisUrl!, OUTBOX_POLL_MS: "100" } });
    b = await startTestApp({ database, env: { REDIS_URL: testRedisUrl!, OUTBOX_POLL_MS: "100" } });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it("delivers an event committed through A to a socket connected to B, once", async () => {
    const playerId = `p-${Date.now()}`;
    const onB = await playerClient(b, playerId);
    clients.push(onB);
    // The adapter's stream readers start asynchronously: wait until A reaches B at all.
    await eventually(async () => {
      a.platform.realtime.publish(channels.walletAccounts(playerId), { event: "probe" });
      await onB.waitFor((e) => e.message.event === "probe", 200);
    }, 10_000);

    await a.platform.db.transaction(async (tx) => {
      await a.platform.outbox.enqueue(tx, channels.walletAccounts(playerId), {
        event: "account.balance.updated",
        id: "cross",
      });
    });
    a.platform.outbox.notify();
    await onB.waitFor((e) => e.message["id"] === "cross", 5000);
    await sleep(1000);
    expect(onB.messages.filter((e) => e.message["id"] === "cross")).toHaveLength(1);
  });

  it("counts people online across both processes", async () => {
    const watcher = await connectClient(a.url);
    clients.push(watcher);
    expect(await watcher.subscribe("global:online")).toEqual({ ok: true });
    await eventually(async () =>
      expect(await a.platform.realtime.onlineCount()).toBe(await b.platform.realtime.onlineCount()),
    );
    const before = await a.platform.realtime.onlineCount();

    const guestOnB = await connectClient(b.url);
    clients.push(guestOnB);
    await eventually(
      async () => expect(await a.platform.realtime.onlineCount()).toBe(before + 1),
      5000,
    );
    expect(await b.platform.realtime.onlineCount()).toBe(before + 1);
    await watcher.waitFor(
      (e) => e.channel === "global:online" && e.message["count"] === before + 1,
      5000,
    );

    guestOnB.close();
    await eventually(
      async () => expect(await a.platform.realtime.onlineCount()).toBe(before),
      5000,
    );
  });
});
