import type { QueryClient } from "@tanstack/react-query";

/**
 * Decides when a (re)connect may have missed events. The first connect has nothing to miss; a
 * reconnect that Socket.IO recovered got the missed packets replayed; any other reconnect (the
 * server restarted, or the gap outlived the recovery window) lost them, so listeners refetch.
 */
export interface ReconnectResync {
  /** Call on every "connect" with `socket.recovered`; returns whether listeners ran. */
  connected(recovered: boolean): boolean;
  /** Adds a listener for an unrecovered reconnect; returns its unsubscribe function. */
  onResync(listener: () => void): () => void;
  clear(): void;
}

export function createReconnectResync(): ReconnectResync {
  const listeners = new Set<() => void>();
  let connectedBefore = false;
  return {
    connected(recovered) {
      const missedEvents = connectedBefore && !recovered;
      connectedBefore = true;
      if (missedEvents) for (const listener of [...listeners]) listener();
      return missedEvents;
    },
    onResync(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear() {
      listeners.clear();
    },
  };
}

/**
 * What a lost stretch of events would have changed: wallet accounts and balances, invoices,
 * bets and spins, and whatever else the realtime listeners patch. Marking every active query
 * stale refetches the mounted ones once and the others when they mount again.
 */
export async function refetchAfterMissedEvents(
  queryClient: QueryClient,
  reloadAccounts: () => Promise<unknown> | undefined,
): Promise<void> {
  // A failed reload is retried by the next reconnect or refresh; it must not reject here.
  await Promise.allSettled([reloadAccounts(), queryClient.invalidateQueries()]);
}
