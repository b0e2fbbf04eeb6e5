import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createReconnectResync, refetchAfterMissedEvents } from "./resync.ts";

describe("refetch after a reconnect that missed events", () => {
  it("asks once per unrecovered reconnect, never on the first connect or a recovered one", () => {
    const resync = createReconnectResync();
    let calls = 0;
    const stop = resync.onResync(() => (calls += 1));

    expect(resync.connected(false)).toBe(false); // first connect: nothing to miss
    expect(resync.connected(true)).toBe(false); // Socket.IO replayed what was missed
    expect(calls).toBe(0);

    expect(resync.connected(false)).toBe(true); // server restarted: events are gone
    expect(calls).toBe(1);

    stop();
    expect(resync.connected(false)).toBe(true);
    expect(calls).toBe(1);
  });

  it("marks every cached query stale, refetches the observed ones and reloads the accounts", async () => {
    const queryClient = new QueryClient();
    const keys = [
      ["wallet", "accounts"],
      ["payment", "invoices"],
      ["game", "bets"],
    ];
    for (const key of keys) {
      await queryClient.fetchQuery({ queryKey: key, queryFn: () => key.join("/") });
    }
    // A mounted component observes the invoices: they are fetched again right away.
    let invoiceFetches = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ["payment", "invoices"],
      queryFn: () => `invoices ${(invoiceFetches += 1)}`,
      staleTime: Infinity,
    });
    const stopObserving = observer.subscribe(() => undefined);
    let reloads = 0;

    await refetchAfterMissedEvents(queryClient, async () => {
      reloads += 1;
    });

    expect(reloads).toBe(1);
    expect(invoiceFetches).toBe(1);
    expect(queryClient.getQueryData(["payment", "invoices"])).toBe("invoices 1");
    for (const key of [keys[0]!, keys[2]!]) {
      expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    }
    stopObserving();
  });

  it("does not reject when reloading the accounts fails", async () => {
    const queryClient = new QueryClient();
    await expect(
      refetchAfterMissedEvents(queryClient, () => Promise.reject(new Error("offline"))),
    ).resolves.toBeUndefined();
  });
});
