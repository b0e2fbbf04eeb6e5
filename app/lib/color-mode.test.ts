import { describe, expect, it } from "vitest";
import {
  COLOR_MODE_STORAGE_KEY,
  readStoredColorMode,
  resolveColorMode,
  storeColorMode,
} from "./color-mode.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("resolveColorMode", () => {
  it("follows the system in system mode", () => {
    expect(resolveColorMode("system", true)).toBe("dark");
    expect(resolveColorMode("system", false)).toBe("light");
  });

  it("keeps an explicit preference whatever the system says", () => {
    expect(resolveColorMode("light", true)).toBe("light");
    expect(resolveColorMode("dark", false)).toBe("dark");
  });

  it("lets a page force its mode over the preference", () => {
    expect(resolveColorMode("light", false, "dark")).toBe("dark");
    expect(resolveColorMode("dark", true, "system")).toBe("dark");
    expect(resolveColorMode("dark", false, "system")).toBe("light");
  });
});

describe("stored preference", () => {
  it("round-trips light and dark, and system clears the key", () => {
    const storage = memoryStorage();
    storeColorMode(storage, "dark");
    expect(storage.values.get(COLOR_MODE_STORAGE_KEY)).toBe("dark");
    expect(readStoredColorMode(storage)).toBe("dark");
    storeColorMode(storage, "system");
    expect(storage.values.has(COLOR_MODE_STORAGE_KEY)).toBe(false);
    expect(readStoredColorMode(storage)).toBe("system");
  });

  it("ignores garbage and missing storage", () => {
    expect(readStoredColorMode(memoryStorage({ [COLOR_MODE_STORAGE_KEY]: "purple" }))).toBe(
      "system",
    );
    expect(readStoredColorMode(undefined)).toBe("system");
  });

  it("survives storage that throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(readStoredColorMode(throwing)).toBe("system");
    expect(() => storeColorMode(throwing, "dark")).not.toThrow();
  });
});
