import { randomUUID } from "node:crypto";
import { io, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorCode } from "../../contracts/errors.ts";
import { REALTIME_PATH } from "../../contracts/events.ts";
import {
  SPORTSBOOK_NAMESPACE,
  type LiveChange,
  type LiveSubscribeAck,
  type SportBet,
  type SportsbookClientToServer,
  type SportsbookServerToClient,
} from "../../contracts/sportsbook.ts";
import type { TestApp } from "../../tests/support/app.ts";
import { eventually } from "../../tests/support/realtime.ts";
import {
  bookCall,
  bookOf,
  bookPlayer,
  eventRows,
  eventWithMarkets,
  tickAt,
  withBookApp,
} from "./test-support.ts";

let app: TestApp;
const sockets: Socket[] = [];
withBookApp((started) => (app = started));
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

interface LiveClient {
  socket: Socket<SportsbookServerToClient, SportsbookClientToServer>;
  changes: LiveChange[];
  bets: SportBet[];
  subscribe(topic: string, since?: number): Promise<LiveSubscribeAck>;
}

async function connect(token?: string): Promise<LiveClient> {
  const socket: LiveClient["socket"] = io(`${app.url}${SPORTSBOOK_NAMESPACE}`, {
    path: REALTIME_PATH,
    transports: ["websocket"],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket as unknown as Socket);
  const client: LiveClient = {
    socket,
    changes: [],
    bets: [],
    subscribe: (topic, since) =>
      new Promise((resolve) =>
        socket.emit("subscribe", since === undefined ? { topic } : { topic, since }, resolve),
      ),
  };
  socket.on("change", (change) => client.changes.push(change));
  socket.on("bet", (message) => client.bets.push(message.bet));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return client;
}

/** A live soccer event now with its clock running and minutes of play left. */
async function liveEvent(): Promise<number> {
  const now = bookOf(app).clock.now().getTime();
  const rows = (await eventRows(app)).filter(
    (row) => row.status === "live" && row.sportId === 66 && row.state.clock?.running,
  );
  for (const row of rows) {
    const messages = bookOf(app).feed.timeline(row.id)!.messages;
    // Not within five minutes of a break or the end.
    const stop = messages.find((message) => message.at > now && !message.state.clock?.running);
    if (stop && stop.at > now + 5 * 60_000) return row.id;
  }
  throw new Error("no live soccer match");
}

/** The clock moves on a price step at a time: live prices change. */
async function play(seconds: number) {
  const book = bookOf(app);
  for (let done = 0; done < seconds; done += 6)
    await tickAt(app, book.clock.now().getTime() + 6_000);
}

describe("the live channel", () => {
  it("gives a snapshot of live events, then numbered changes linked one to the next", async () => {
    const client = await connect();
    const ack = await client.subscribe("live");
    if (!ack.ok) throw new Error(JSON.stringify(ack));
    expect(ack.snapshot?.topic).toBe("live");
    const events = ack.snapshot?.topic === "live" ? ack.snapshot.events : [];
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.isLive)).toBe(true);
    await play(30);
    await eventually(() => expect(client.changes.length).toBeGreaterThan(1));
    const changes = client.changes.filter((change) => change.topic === "live");
    expect(changes[0]!.prev).toBe(ack.seq);
    for (let index = 1; index < changes.length; index += 1) {
      expect(changes[index]!.prev).toBe(changes[index - 1]!.seq);
      expect(changes[index]!.seq).toBeGreaterThan(changes[index - 1]!.seq);
    }
  });

  it("resumes an event after a reconnect with exactly the changes it missed", async () => {
    const id = await liveEvent();
    const first = await connect();
    const ack = await first.subscribe(`event:${id}`);
    if (!ack.ok) throw new Error(JSON.stringify(ack));
    expect(ack.snapshot).toMatchObject({ topic: "event", event: { id, isLive: true } });
    first.socket.close();

    await play(60);
    const missed = await bookCall<{ data: { version: number } }>(app, null, "GET", `/events/${id}`);
    expect(missed.status).toBe(200);

    const second = await connect();
    const resumed = await second.subscribe(`event:${id}`, ack.seq);
    if (!resumed.ok) throw new Error(JSON.stringify(resumed));
    expect(resumed.snapshot).toBeUndefined();
    const changes = resumed.changes ?? [];
    expect(changes.length).toBeGreaterThan(0);
    expect(changes[0]!.prev).toBe(ack.seq);
    for (let index = 1; index < changes.length; index += 1) {
      expect(changes[index]!.prev).toBe(changes[index - 1]!.seq);
    }
    expect(resumed.seq).toBe(changes.at(-1)!.seq);
    // Updates carry whole values: the last event update is the event as it is now.
    const lastEvent = changes
      .flatMap((change) => change.updates)
      .filter((update) => update.type === "event")
      .at(-1);
    if (lastEvent?.type === "event") {
      const current = await eventWithMarkets(app, id);
      expect(lastEvent.event.score).toEqual(current.score);
    }

    // A `since` the book no longer links to gets a snapshot instead.
    const stale = await second.subscribe(`event:${id}`, 1);
    expect(stale).toMatchObject({ ok: true, snapshot: { topic: "event" } });
  });

  it("answers 404 for an unknown event and refuses malformed topics", async () => {
    const client = await connect();
    expect(await client.subscribe("event:999999999")).toMatchObject({
      ok: false,
      error: { code: ErrorCode.NOT_FOUND },
    });
    expect(await client.subscribe("nonsense")).toMatchObject({
      ok: false,
      error: { code: ErrorCode.VALIDATION },
    });
  });

  it("tells a player on the bets topic when a live bet is accepted, and only with their token", async () => {
    const guest = await connect();
    expect(await guest.subscribe("bets")).toMatchObject({
      ok: false,
      error: { code: ErrorCode.UNAUTHORIZED },
    });
    await expect(connect("not-a-book-token-at-all")).rejects.toThrow();

    const player = await bookPlayer(app, { amount: 10_000n });
    const client = await connect(player.token);
    expect(await client.subscribe("bets")).toMatchObject({ ok: true });
    // A live match with its main market open now.
    let placed: SportBet | null = null;
    for (const row of (await eventRows(app)).filter((event) => event.status === "live")) {
      const event = await eventWithMarkets(app, row.id);
      const selection = event.mainMarket?.selections[0];
      if (!selection || event.isSuspended) continue;
      const answer = await bookCall<{ data: SportBet }>(app, player.token, "POST", "/bets", {
        requestId: randomUUID(),
        kind: "single",
        stake: "1.00",
        legs: [{ selectionId: selection.id, odds: selection.odds }],
        oddsChange: "any",
      });
      if (answer.status === 202) {
        placed = answer.body.data;
        break;
      }
    }
    if (!placed) throw new Error("no live bet could be placed");
    await tickAt(app, new Date(placed.acceptAt!).getTime() + 1_000);
    await eventually(() => expect(client.bets.map((bet) => bet.id)).toContain(placed.id));
    const told = client.bets.find((bet) => bet.id === placed.id)!;
    expect(["open", "refused"]).toContain(told.status);
  });
});
