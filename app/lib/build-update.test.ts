import { describe, expect, it } from "vitest";
import {
  PAGE_RELOAD_GUARD_KEY,
  PAGE_RELOAD_GUARD_MS,
  PENDING_NAVIGATION_KEY,
  claimPageReload,
  isChunkLoadError,
  isNewBuild,
  latestBuildUrl,
  rememberPendingNavigation,
  shouldFullLoadOnNavigation,
  takePendingNavigation,
  type PendingNavigationStorage,
} from "./build-update.ts";

function memoryStorage(
  initial: Record<string, string> = {},
): PendingNavigationStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("build update", () => {
  it("polls latest.json with a timestamp", () => {
    expect(latestBuildUrl(1700000000000)).toBe("/builds/latest.json?t=1700000000000");
  });

  it("sees a new build only when the deployed id differs from the running one", () => {
    expect(isNewBuild("abc123", "abc123")).toBe(false);
    expect(isNewBuild("abc123", "def456")).toBe(true);
    expect(isNewBuild(undefined, "def456")).toBe(false);
    expect(isNewBuild("abc123", "development")).toBe(false);
    expect(isNewBuild("abc123", "")).toBe(false);
  });

  it("turns the next move to another path into a full load once stale", () => {
    expect(
      shouldFullLoadOnNavigation({ stale: true, fromPathname: "/", toPathname: "/games" }),
    ).toBe(true);
    expect(
      shouldFullLoadOnNavigation({ stale: false, fromPathname: "/", toPathname: "/games" }),
    ).toBe(false);
    // Opening a modal changes only the query: no reload under the player's feet.
    expect(shouldFullLoadOnNavigation({ stale: true, fromPathname: "/", toPathname: "/" })).toBe(
      false,
    );
  });

  it("recognises failed chunk and module loads", () => {
    expect(
      isChunkLoadError(
        new TypeError("Failed to fetch dynamically imported module: https://x/assets/a-1.js"),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError("TypeError: Importing a module script failed.")).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError({ message: "Failed to fetch dynamically imported module" })).toBe(
      false,
    );
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it("allows one guarded reload per 10 s window", () => {
    const storage = memoryStorage();
    const start = 1_000_000;
    expect(claimPageReload(storage, start)).toBe(true);
    expect(storage.data.get(PAGE_RELOAD_GUARD_KEY)).toBe(String(start));
    expect(claimPageReload(storage, start + 1)).toBe(false);
    expect(claimPageReload(storage, start + PAGE_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimPageReload(storage, start + PAGE_RELOAD_GUARD_MS)).toBe(true);
  });

  it("ignores a garbled guard value", () => {
    expect(claimPageReload(memoryStorage({ [PAGE_RELOAD_GUARD_KEY]: "nonsense" }), 5)).toBe(true);
  });

  it("continues a navigation cut off by a chunk-load reload to its target path", () => {
    const storage = memoryStorage();
    const from = "https://sevens.test/";
    rememberPendingNavigation(storage, { target: "https://sevens.test/games", from, at: 1000 });
    expect(takePendingNavigation(storage, from, 1500)).toBe("https://sevens.test/games");
    // Consumed: a later load does not jump again.
    expect(storage.data.has(PENDING_NAVIGATION_KEY)).toBe(false);
    expect(takePendingNavigation(storage, from, 1600)).toBeNull();
  });

  it("does not continue a stale navigation or one from another page", () => {
    const storage = memoryStorage();
    const pending = { target: "https://sevens.test/games", from: "https://sevens.test/", at: 1000 };
    rememberPendingNavigation(storage, pending);
    expect(takePendingNavigation(storage, pending.from, 1000 + PAGE_RELOAD_GUARD_MS)).toBeNull();
    rememberPendingNavigation(storage, pending);
    expect(takePendingNavigation(storage, "https://sevens.test/games", 1500)).toBeNull();
    storage.setItem(PENDING_NAVIGATION_KEY, "{broken");
    expect(takePendingNavigation(storage, pending.from, 1500)).toBeNull();
  });
});
