/**
 * Ref-counted channel subscriptions, independent of any socket so it can be tested alone.
 *
 * Many components may listen to the same channel; the server is asked to join it once, when the
 * first listener arrives, and to leave it once the last one is gone (after a short delay, so a
 * page change or React's strict-mode remount that re-adds the listener does not churn). On every
 * (re)connect all channels with listeners are joined again.
 */

export type MessageHandler<M = unknown> = (message: M) => void;

export interface SubscriptionTransport {
  /** Asks the server to join the room; only called while connected. */
  join(channel: string): void;
  /** Asks the server to leave the room; only called while connected. */
  leave(channel: string): void;
}

export interface SubscriptionManager<M = unknown> {
  /** Adds a listener; returns its release function (safe to call twice). */
  add(channel: string, handler: MessageHandler<M>): () => void;
  /** Hands a message from the server to the channel's listeners. */
  dispatch(channel: string, message: M): void;
  /** Call with true on every (re)connect and with false on disconnect. */
  setConnected(connected: boolean): void;
  /** Channels the server is (or will be, once connected) asked to keep us in. */
  channels(): string[];
  listenerCount(channel: string): number;
  /** Drops every listener and pending timer. */
  clear(): void;
}

export interface SubscriptionManagerOptions {
  /** Delay before leaving a channel whose last listener went away. */
  leaveDelayMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  onHandlerError?: (error: unknown, channel: string) => void;
}

export const SUBSCRIPTION_LEAVE_DELAY_MS = 1_000;

export function createSubscriptionManager<M = unknown>(
  transport: SubscriptionTransport,
  options: SubscriptionManagerOptions = {},
): SubscriptionManager<M> {
  const leaveDelayMs = options.leaveDelayMs ?? SUBSCRIPTION_LEAVE_DELAY_MS;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const onHandlerError =
    options.onHandlerError ??
    ((error, channel) => console.error(`realtime handler for ${channel} failed`, error));

  const listeners = new Map<string, Set<MessageHandler<M>>>();
  /** Channels the server currently has us in (as far as we asked). */
  const joined = new Set<string>();
  const pendingLeaves = new Map<string, unknown>();
  let connected = false;

  function leaveNow(channel: string): void {
    pendingLeaves.delete(channel);
    if (listeners.get(channel)?.size) return;
    listeners.delete(channel);
    if (joined.delete(channel) && connected) transport.leave(channel);
  }

  return {
    add(channel, handler) {
      // Wrap so the same function added twice counts twice.
      const entry: MessageHandler<M> = (message) => handler(message);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(entry);
      const pending = pendingLeaves.get(channel);
      if (pending !== undefined) {
        clearTimer(pending);
        pendingLeaves.delete(channel);
      }
      if (connected && !joined.has(channel)) {
        joined.add(channel);
        transport.join(channel);
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const current = listeners.get(channel);
        if (!current) return;
        current.delete(entry);
        if (current.size > 0 || pendingLeaves.has(channel)) return;
        if (leaveDelayMs <= 0) leaveNow(channel);
        else
          pendingLeaves.set(
            channel,
            setTimer(() => leaveNow(channel), leaveDelayMs),
          );
      };
    },
    dispatch(channel, message) {
      const set = listeners.get(channel);
      if (!set) return;
      for (const handler of [...set]) {
        try {
          handler(message);
        } catch (error) {
          onHandlerError(error, channel);
        }
      }
    },
    setConnected(value) {
      connected = value;
      joined.clear();
      if (!value) return;
      for (const [channel, set] of listeners) {
        if (set.size === 0) continue;
        joined.add(channel);
        transport.join(channel);
      }
    },
    channels() {
      return [...listeners.entries()].filter(([, set]) => set.size > 0).map(([channel]) => channel);
    },
    listenerCount(channel) {
      return listeners.get(channel)?.size ?? 0;
    },
    clear() {
      for (const timer of pendingLeaves.values()) clearTimer(timer);
      pendingLeaves.clear();
      listeners.clear();
      joined.clear();
    },
  };
}
