import type {
  LiveChange,
  LiveSubscribeAck,
  SportBet,
  liveSnapshotSchema,
} from "../../../../contracts/sportsbook.ts";
import type { z } from "zod";

/**
 * The client side of the book's live channel (sportsbook/README.md "Live channel"): topics
 * carry numbered changes; a client holds the last seq it applied per topic and resumes from it.
 *
 * - `subscribe { topic }` answers the full snapshot as of `seq`; `subscribe { topic, since }`
 *   answers the changes after `since` (or a snapshot when `since` is older than the book keeps).
 * - A `change` whose `prev` is the seq held is applied; one at or below the seq held was applied
 *   already (replays are harmless and skipped); any other means a change was missed, so the
 *   topic is subscribed again with `since` = the seq held.
 * - Changes that arrive while a subscribe is unanswered wait, and are applied after the answer
 *   in order, by the same rule.
 * - After a reconnect every topic is subscribed again with `since` = its seq. The `bets` topic
 *   answers neither snapshot nor changes (GET /bets is its full state): its listeners are told
 *   to load it again.
 *
 * Pure: the socket is behind `LiveTransport`, so the rules are tested without a network.
 */

export type LiveSnapshot = z.infer<typeof liveSnapshotSchema>;

export interface LiveTransport {
  /** Sends `subscribe`; `answer` gets the acknowledgement, or null when none came in time. */
  subscribe(
    request: { topic: string; since?: number },
    answer: (ack: LiveSubscribeAck | null) => void,
  ): void;
  unsubscribe(topic: string): void;
  isConnected(): boolean;
}

export interface TopicListener {
  /** The topic's whole state as of `seq`: replaces what the listener held. */
  snapshot?(snapshot: LiveSnapshot, seq: number): void;
  /** The next change, in order, never twice. */
  change?(change: LiveChange): void;
  /** A bet of the player changed (`bets` topic). */
  bet?(bet: SportBet): void;
  /** Changes may have been missed and the topic has no snapshot (`bets`): load its state again. */
  resync?(): void;
  /** The book refused the topic (a `bets` subscription without a valid token). */
  refused?(error: { code: number; message: string }): void;
}

interface TopicState {
  /** The seq of the last change applied (or of the snapshot); null before the first answer. */
  seq: number | null;
  /** A subscribe is on its way; its number, so a late answer of an older one is ignored. */
  pending: number | null;
  /** Changes that arrived while the subscribe was unanswered. */
  waiting: LiveChange[];
  listeners: Set<TopicListener>;
  /** Answered at least once: a later subscribe is a resume. */
  answered: boolean;
}

export interface LiveChannel {
  /** Listens to a topic, subscribing when it is new; returns the way to stop listening. */
  watch(topic: string, listener: TopicListener): () => void;
  /** The socket connected (first time or again): subscribe to every topic, resuming. */
  handleConnect(): void;
  /** The socket dropped: unanswered subscribes will never be answered. */
  handleDisconnect(): void;
  handleChange(change: LiveChange): void;
  handleBet(bet: SportBet): void;
  /** The seq held for a topic (tests and diagnostics). */
  seqOf(topic: string): number | null;
}

export function createLiveChannel(
  transport: LiveTransport,
  options: { retryDelayMs?: number; setTimer?: (run: () => void, ms: number) => void } = {},
): LiveChannel {
  const topics = new Map<string, TopicState>();
  const retryDelayMs = options.retryDelayMs ?? 2_000;
  const setTimer = options.setTimer ?? ((run, ms) => void setTimeout(run, ms));
  let requestNumber = 0;

  function request(topic: string, state: TopicState): void {
    if (!transport.isConnected()) return;
    requestNumber += 1;
    const number = requestNumber;
    state.pending = number;
    const resuming = state.answered;
    transport.subscribe(state.seq === null ? { topic } : { topic, since: state.seq }, (ack) => {
      if (topics.get(topic) !== state || state.pending !== number) return;
      state.pending = null;
      if (ack === null) {
        // No answer in time: ask again while connected (a reconnect asks anyway).
        setTimer(() => {
          if (topics.get(topic) === state && state.pending === null && transport.isConnected()) {
            request(topic, state);
          }
        }, retryDelayMs);
        return;
      }
      if (!ack.ok) {
        state.waiting = [];
        for (const listener of [...state.listeners]) listener.refused?.(ack.error);
        return;
      }
      state.answered = true;
      if (ack.snapshot) {
        state.seq = ack.seq;
        for (const listener of [...state.listeners]) listener.snapshot?.(ack.snapshot, ack.seq);
      } else if (ack.changes) {
        for (const change of [...ack.changes].sort((a, b) => a.seq - b.seq)) {
          if (state.seq !== null && change.seq <= state.seq) continue;
          deliver(state, change);
        }
        if (state.seq === null || ack.seq > state.seq) state.seq = ack.seq;
      } else {
        state.seq = ack.seq;
        if (resuming) for (const listener of [...state.listeners]) listener.resync?.();
      }
      const waiting = state.waiting.sort((a, b) => a.seq - b.seq);
      state.waiting = [];
      for (const change of waiting) apply(topic, state, change);
    });
  }

  function deliver(state: TopicState, change: LiveChange): void {
    state.seq = change.seq;
    for (const listener of [...state.listeners]) listener.change?.(change);
  }

  function apply(topic: string, state: TopicState, change: LiveChange): void {
    if (state.pending !== null) {
      state.waiting.push(change);
      return;
    }
    if (state.seq === null) return; // refused or never answered: nothing to apply it to
    if (change.seq <= state.seq) return; // applied already
    if (change.prev === state.seq) {
      deliver(state, change);
      return;
    }
    // A change is missing between the seq held and this one: resume from the seq held.
    state.waiting.push(change);
    request(topic, state);
  }

  return {
    watch(topic, listener) {
      let state = topics.get(topic);
      if (!state) {
        state = { seq: null, pending: null, waiting: [], listeners: new Set(), answered: false };
        topics.set(topic, state);
        state.listeners.add(listener);
        request(topic, state);
      } else {
        state.listeners.add(listener);
      }
      const watched = state;
      return () => {
        watched.listeners.delete(listener);
        if (watched.listeners.size > 0 || topics.get(topic) !== watched) return;
        topics.delete(topic);
        if (transport.isConnected()) transport.unsubscribe(topic);
      };
    },
    handleConnect() {
      for (const [topic, state] of topics) {
        state.pending = null;
        request(topic, state);
      }
    },
    handleDisconnect() {
      for (const state of topics.values()) {
        state.pending = null;
        state.waiting = [];
      }
    },
    handleChange(change) {
      const state = topics.get(change.topic);
      if (state) apply(change.topic, state, change);
    },
    handleBet(bet) {
      const state = topics.get("bets");
      if (state) for (const listener of [...state.listeners]) listener.bet?.(bet);
    },
    seqOf(topic) {
      return topics.get(topic)?.seq ?? null;
    },
  };
}
