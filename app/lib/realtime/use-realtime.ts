import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import {
  GLOBAL_ONLINE_CHANNEL,
  RealtimeEvent,
  type Channel,
  type OnlineUpdatedMessage,
  type RealtimeMessage,
} from "../../../contracts/events.ts";
import {
  getRealtimeClient,
  onRealtimeResync,
  peekRealtimeClient,
  setRealtimeToken,
  type RealtimeState,
} from "./realtime-client.ts";

/**
 * React bindings for the shared realtime client. Everything that touches the socket runs in
 * effects, so server rendering never connects; on the server and during hydration the state is
 * "disconnected" and the online count unknown (null).
 */

/**
 * Listens to one channel while the component is mounted. Pass null to listen to nothing (e.g. a
 * guest for a player channel). The handler may change between renders without resubscribing.
 */
export function useRealtimeChannel<M extends RealtimeMessage = RealtimeMessage>(
  channel: Channel | null | undefined,
  handler: (message: M) => void,
): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!channel) return;
    return getRealtimeClient().subscribe<M>(channel, (message) => handlerRef.current(message));
  }, [channel]);
}

function subscribeState(onChange: () => void): () => void {
  // Runs in an effect: creating the client here is browser-only by construction.
  const client = getRealtimeClient();
  const unsubscribe = client.onStateChange(onChange);
  onChange();
  return unsubscribe;
}

const stateSnapshot = (): RealtimeState => peekRealtimeClient()?.getState() ?? "disconnected";
const serverStateSnapshot = (): RealtimeState => "disconnected";

/** disconnected | connecting | connected (SPEC §4). */
export function useRealtimeState(): RealtimeState {
  return useSyncExternalStore(subscribeState, stateSnapshot, serverStateSnapshot);
}

/**
 * People online from `global:online`; null until the first update arrives, and while `enabled`
 * is false (nothing is subscribed then).
 */
export function useOnlineCount(enabled = true): number | null {
  const [count, setCount] = useState<number | null>(null);
  useRealtimeChannel<OnlineUpdatedMessage>(enabled ? GLOBAL_ONLINE_CHANNEL : null, (message) => {
    if (message.event === RealtimeEvent.ONLINE_UPDATED && Number.isFinite(message.count)) {
      setCount(message.count);
    }
  });
  return count;
}

/**
 * Hands the session's access token (null when signed out) to the realtime client. Mount once, in
 * the session layer; a change of session reconnects the socket as the new player or as a guest.
 */
export function useRealtimeToken(token: string | null): void {
  useEffect(() => {
    // Before the client's first connect this only sets the token, so a signed-in page never
    // connects as a guest first; a page where nothing listens never connects at all.
    setRealtimeToken(token);
  }, [token]);
}

/**
 * Runs `resync` after a reconnect that missed events (a server restart, a long drop): events
 * published meanwhile are gone for this client, so what they would have changed is fetched.
 */
export function useResyncAfterReconnect(resync: () => void): void {
  const resyncRef = useRef(resync);
  useEffect(() => {
    resyncRef.current = resync;
  });
  useEffect(() => onRealtimeResync(() => resyncRef.current()), []);
}
