import { describe, expect, it } from "vitest";
import {
  DRAWER_COMPACT_STORAGE_KEY,
  fullPath,
  readDrawerCompact,
  storeDrawerCompact,
} from "./drawer-state.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("drawer compact storage", () => {
  it("remembers compact mode and forgets it when turned off", () => {
    const storage = memoryStorage();
    expect(readDrawerCompact(storage)).toBe(false);
    storeDrawerCompact(storage, true);
    expect(storage.values.get(DRAWER_COMPACT_STORAGE_KEY)).toBe("1");
    expect(readDrawerCompact(storage)).toBe(true);
    storeDrawerCompact(storage, false);
    expect(storage.values.has(DRAWER_COMPACT_STORAGE_KEY)).toBe(false);
    expect(readDrawerCompact(storage)).toBe(false);
  });

  it("treats unexpected values and broken storage as expanded", () => {
    const storage = memoryStorage();
    storage.values.set(DRAWER_COMPACT_STORAGE_KEY, "true");
    expect(readDrawerCompact(storage)).toBe(false);
    expect(readDrawerCompact(undefined)).toBe(false);
    const broken = {
      getItem: (): string | null => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(readDrawerCompact(broken)).toBe(false);
    expect(() => storeDrawerCompact(broken, true)).not.toThrow();
  });
});

describe("fullPath", () => {
  it("changes with the query but not with the hash", () => {
    const a = fullPath({ pathname: "/games", search: "" });
    expect(fullPath({ pathname: "/games", search: "?page=2" })).not.toBe(a);
    expect(fullPath({ pathname: "/games", search: "" })).toBe(a);
  });
});
