import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import {
  SPORTSBOOK_GAME,
  type Market,
  type SportBet,
  type SportEvent,
  type SportTreeNode,
} from "../../../../contracts/sportsbook.ts";
import { relaunchBook } from "../session/book-token.ts";
import type { TopicListener } from "./live-channel.ts";
import { useLocaleTag } from "../../../lib/use-localized-path.ts";
import { useSportTree } from "../api/catalogue-api.ts";
import {
  createLiveEvents,
  type EventNames,
  type LiveEntry,
  type LiveEvents,
} from "./live-events.ts";
import { connectLive, type LiveConnection } from "./live-socket.ts";

/**
 * The live channel for the sportsbook's screens: one connection while the sportsbook is shown,
 * opened by the first component that watches a topic (effects run in the browser only), one
 * subscription per topic however many components watch it, and one store of what the topics
 * said, which components read.
 */

interface LiveContextValue {
  store: LiveEvents;
  watch(topic: string): () => void;
  watchBets(listener: TopicListener): () => void;
}

const LiveContext = createContext<LiveContextValue | null>(null);

/** Sport and category names by id from the navigation tree (named in the page's language). */
function treeNames(tree: readonly SportTreeNode[]): EventNames {
  const sports = new Map(tree.map((sport) => [sport.id, sport.name]));
  const categories = new Map(
    tree.flatMap((sport) => sport.categories.map((category) => [category.id, category.name])),
  );
  return { sport: (id) => sports.get(id), category: (id) => categories.get(id) };
}

export function SportsbookLiveProvider({
  token,
  children,
}: {
  /** The book's launch token, for the player's `bets` topic; null for a guest. */
  token: string | null;
  children: ReactNode;
}) {
  const locale = useLocaleTag();
  const tree = useSportTree().data;
  const [value] = useState<{
    context: LiveContextValue;
    close(): void;
    setToken(t: string | null): void;
    setNames(names: EventNames | null): void;
  }>(() => {
    let currentNames: EventNames | null = null;
    const store = createLiveEvents(() => currentNames);
    let connection: LiveConnection | null = null;
    let currentToken = token;
    const watched = new Map<string, { count: number; stop: () => void }>();
    const ensure = () =>
      (connection ??= connectLive(
        currentToken,
        async () => {
          const launch = await relaunchBook(SPORTSBOOK_GAME);
          return launch?.token ?? null;
        },
        locale,
      ));
    return {
      context: {
        store,
        watch(topic) {
          const existing = watched.get(topic);
          if (existing) existing.count += 1;
          else {
            const stop = ensure().channel.watch(topic, {
              snapshot: (snapshot) => store.applySnapshot(topic, snapshot),
              change: (change) => store.applyChange(change),
            });
            watched.set(topic, { count: 1, stop });
          }
          let released = false;
          return () => {
            if (released) return;
            released = true;
            const entry = watched.get(topic);
            if (!entry) return;
            entry.count -= 1;
            if (entry.count > 0) return;
            watched.delete(topic);
            entry.stop();
            store.dropTopic(topic);
          };
        },
        watchBets(listener) {
          return ensure().channel.watch("bets", listener);
        },
      },
      setNames(next) {
        currentNames = next;
      },
      setToken(next) {
        currentToken = next;
        connection?.setToken(next);
      },
      close() {
        connection?.close();
        connection = null;
        watched.clear();
      },
    };
  });
  useEffect(() => value.setToken(token), [value, token]);
  useEffect(() => value.setNames(tree ? treeNames(tree) : null), [value, tree]);
  useEffect(() => () => value.close(), [value]);
  return <LiveContext.Provider value={value.context}>{children}</LiveContext.Provider>;
}

function useLive(): LiveContextValue | null {
  return useContext(LiveContext);
}

/** Keeps a topic subscribed while the component is on screen (null: none). */
export function useLiveTopic(topic: string | null): void {
  const live = useLive();
  useEffect(() => (live && topic ? live.watch(topic) : undefined), [live, topic]);
}

const noSubscribe = () => () => undefined;

/** What the live channel holds of an event now; undefined when no watched topic has it. */
export function useLiveEntry(eventId: number | null): LiveEntry | undefined {
  const live = useLive();
  return useSyncExternalStore(
    live?.store.subscribe ?? noSubscribe,
    () => (live && eventId !== null ? live.store.get(eventId) : undefined),
    () => undefined,
  );
}

const NO_IDS: readonly number[] = [];

/** Ids of the events the `live` topic lists (watch it with useLiveTopic("live")). */
export function useLiveIds(): readonly number[] {
  const live = useLive();
  return useSyncExternalStore(
    live?.store.subscribe ?? noSubscribe,
    () => live?.store.liveIds() ?? NO_IDS,
    () => NO_IDS,
  );
}

/** The event as the channel has it now, else as it was fetched. */
export function useLiveEvent(event: SportEvent): SportEvent {
  return useLiveEntry(event.id)?.event ?? event;
}

/** The event and its markets as the channel has them now, else as fetched. */
export function useLiveMarkets(
  event: SportEvent,
  markets: Market[],
): { event: SportEvent; markets: Market[] } {
  const entry = useLiveEntry(event.id);
  return { event: entry?.event ?? event, markets: entry?.markets ?? markets };
}

/** The player's bet messages while `enabled`; `resync` after a reconnect (load bets again). */
export function useLiveBets(
  enabled: boolean,
  handlers: { bet: (bet: SportBet) => void; resync: () => void },
): void {
  const live = useLive();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!live || !enabled) return;
    return live.watchBets({
      bet: (bet) => latest.current.bet(bet),
      resync: () => latest.current.resync(),
    });
  }, [live, enabled]);
}

/** Keeps several topics subscribed while the component is on screen. */
export function useLiveTopics(topics: readonly string[]): void {
  const live = useLive();
  const key = [...new Set(topics)].sort().join("|");
  useEffect(() => {
    if (!live || key === "") return;
    const stops = key.split("|").map((topic) => live.watch(topic));
    return () => stops.forEach((stop) => stop());
  }, [live, key]);
}

/** Reads the live store (re-rendering on every change); undefined outside the sportsbook. */
export function useLiveStore(): LiveEvents | undefined {
  const live = useLive();
  useSyncExternalStore(
    live?.store.subscribe ?? noSubscribe,
    () => live?.store.version() ?? 0,
    () => 0,
  );
  return live?.store;
}
