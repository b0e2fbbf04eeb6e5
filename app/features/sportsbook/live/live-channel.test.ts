import { describe, expect, it } from "vitest";
import type { LiveChange, LiveSubscribeAck, SportEvent } from "../../../../contracts/sportsbook.ts";
import { createLiveChannel, type LiveTransport, type TopicListener } from "./live-channel.ts";

/** A transport whose subscribes wait for the test to answer them. */
function fakeTransport() {
  const requests: {
    topic: string;
    since?: number;
    answer: (ack: LiveSubscribeAck | null) => void;
  }[] = [];
  const unsubscribed: string[] = [];
  let connected = true;
  const transport: LiveTransport = {
    subscribe: (request, answer) => requests.push({ ...request, answer }),
    unsubscribe: (topic) => unsubscribed.push(topic),
    isConnected: () => connected,
  };
  return {
    transport,
    requests,
    unsubscribed,
    setConnected: (value: boolean) => (connected = value),
    last: () => {
      const request = requests.at(-1);
      if (!request) throw new Error("no subscribe was sent");
      return request;
    },
  };
}

const event = { id: 7, name: "Arsenal vs Chelsea" } as SportEvent;

function change(seq: number, prev: number, topic = "event:7"): LiveChange {
  return {
    topic,
    seq,
    prev,
    at: "2030-01-01T00:00:00.000Z",
    updates: [{ type: "odds", eventId: 7, selections: [], suspended: [], reopened: [] }],
  };
}

function recorder() {
  const seen: string[] = [];
  const listener: TopicListener = {
    snapshot: (_snapshot, seq) => seen.push(`snapshot@${seq}`),
    change: (c) => seen.push(`change ${c.seq}`),
    bet: (bet) => seen.push(`bet ${bet.id}`),
    resync: () => seen.push("resync"),
    refused: (error) => seen.push(`refused ${error.code}`),
  };
  return { seen, listener };
}

const snapshotAck = (seq: number): LiveSubscribeAck => ({
  ok: true,
  topic: "event:7",
  seq,
  snapshot: { topic: "event", event: { ...event, markets: [] } as never },
});

describe("live channel", () => {
  it("subscribes once per topic, starts from the snapshot and applies changes that follow it", () => {
    const net = fakeTransport();
    const channel = createLiveChannel(net.transport);
    const first = recorder();
    const second = recorder();
    channel.watch("event:7", first.listener);
    channel.watch("event:7", second.listener);
    expect(net.requests).toHaveLength(1);
    expect(net.last().since).toBeUndefined();

    net.last().answer(snapshotAck(10));
    channel.handleChange(change(12, 10));
    channel.handleChange(change(15, 12));
    expect(first.seen).toEqual(["snapshot@10", "change 12", "change 15"]);
    expect(second.seen).toEqual(first.seen);
    expect(channel.seqOf("event:7")).toBe(15);
  });

  it("skips a change it applied already", () => {
    const net = fakeTransport();
    const channel = createLiveChannel(net.transport);
    const { seen, listener } = recorder();
    channel.watch("event:7", listener);
    net.last().answer(snapshotAck(10));
    channel.handleChange(change(12, 10));
    channel.handleChange(change(12, 10));
    channel.handleChange(change(9, 5));
    expect(seen).toEqual(["snapshot@10", "change 12"]);
    expect(net.requests).toHaveLength(1);
  });

  it("holds changes that arrive before the snapshot and applies those after it", () => {
    const net = fakeTransport();
    const channel = createLiveChannel(net.transport);
    const { seen, listener } = recorder();
    channel.watch("event:7", listener);
    channel.handleChange(change(8, 4));
    channel.handleChange(change(11, 10));
    net.last().answer(snapshotAck(10));
    expect(seen).toEqual(["snapshot@10", "change 11"]);
  });

  it("subscribes again from the seq it holds when a change is missing, and applies what came", () => {
    const net = fakeTransport();
    const channel = createLiveChannel(net.transport);
    const { seen, listener } = recorder();
    channel.watch("event:7", listener);
    net.last().answer(snapshotAck(10));
    channel.handleChange(change(12, 10));
    // 14 is lost; 16 says its previous change was 14.
    channel.handleChange(change(16, 14));
    expect(net.requests).toHaveLength(2);
    expect(net.last()).toMatchObject({ topic: "event:7", since: 12 });
    // More arrives while the resume is unanswered.
    channel.handleChange(change(18, 16));
    net
      .last()
      .answer({ ok: true, topic: "event:7", seq: 16, changes: [change(14, 12), change(16, 14)] });
    expect(seen).toEqual(["snapshot@10", "change 12", "change 14", "change 16", "change 18"]);
    expect(channel.seqOf("event:7")).toBe(18);
  });

  it("resumes every topic after a reconnect with since = its last seq", () => {
    const net = fakeTransport();
    const channel = createLiveChannel(net.transport);
    const event7 = recorder();
    const live = recorder();
    channel.watch("event:7", event7.listener);
    channel.watch("live", live.listener);
    net.requests[0]?.answer(snapshotAck(10));
    net.requests[1]?.answer({
      ok: true,
      topic: "live",
      seq: 11,
      snapshot: { topic: "live", events: [event] },
    });
    channel.handleChange(change(13, 10));

    net.setConnected(false);
    channel.handleDisconnect();
    net.setConnected(true);
    channel.handleConnect();
    const resumes = net.requests.slice(2);
    expect(resumes.map(({ topic, since }) => ({ topic, since }))).toEqual([
      { topic: "event:7", since: 13 },
      { topic: "live", since: 11 },
    ]);
    resumes[0]?.answer({
      ok: true,
      topic: "event:7",
      seq: 21,
      changes: [change(17, 13), change(21, 17)],
    });
    // Too long away for the live topic: the book answers a fresh snapshot.
    resumes[1]?.answer({
      ok: true,
      topic: "live",
      seq: 30,
      snapshot: { topic: "live", events: [] },
    });
    expect(event7.seen).toEqual(["snapshot@10", "change 13", "change 17", "change 21"]);
    expect(live.seen).toEqual(["snapshot@11", "snapshot@30"]);
  });

  it("ignores the late answer of a subscribe sent before the reconnect", () => {
    const net = fakeTransport();
    const channel = createLiveChannel(net.transport);
    const { seen, listener } = recorder();
    channel.watch("event:7", listener);
    const stale = net.last();
    channel.handleDisconnect();
    channel.handleConnect();
    stale.answer(snapshotAck(3));
    net.last().answer(snapshotAck(10));
    expect(seen).toEqual(["snapshot@10"]);
  });

  it("asks the bets topic's listeners to reload after a reconnect, and passes bet messages on", () => {
    const net = fakeTransport();
    const channel = createLiveChannel(net.transport);
    const { seen, listener } = recorder();
    channel.watch("bets", listener);
    net.last().answer({ ok: true, topic: "bets", seq: 40 });
    channel.handleBet({ id: "b1" } as never);
    channel.handleDisconnect();
    channel.handleConnect();
    expect(net.last()).toMatchObject({ topic: "bets", since: 40 });
    net.last().answer({ ok: true, topic: "bets", seq: 44 });
    expect(seen).toEqual(["bet b1", "resync"]);
  });

  it("tells listeners when the book refuses a topic", () => {
    const net = fakeTransport();
    const channel = createLiveChannel(net.transport);
    const { seen, listener } = recorder();
    channel.watch("bets", listener);
    net.last().answer({ ok: false, error: { code: 10401, message: "Sign in" } });
    expect(seen).toEqual(["refused 10401"]);
  });

  it("asks again when a subscribe got no answer in time", () => {
    const net = fakeTransport();
    const timers: (() => void)[] = [];
    const channel = createLiveChannel(net.transport, { setTimer: (run) => timers.push(run) });
    channel.watch("live", recorder().listener);
    net.last().answer(null);
    expect(net.requests).toHaveLength(1);
    timers.shift()?.();
    expect(net.requests).toHaveLength(2);
  });

  it("unsubscribes when the last listener goes, and starts over when watched again", () => {
    const net = fakeTransport();
    const channel = createLiveChannel(net.transport);
    const stopFirst = channel.watch("event:7", recorder().listener);
    const stopSecond = channel.watch("event:7", recorder().listener);
    net.last().answer(snapshotAck(10));
    stopFirst();
    expect(net.unsubscribed).toEqual([]);
    stopSecond();
    expect(net.unsubscribed).toEqual(["event:7"]);
    channel.watch("event:7", recorder().listener);
    expect(net.last().since).toBeUndefined();
  });
});
