import { afterEach, describe, expect, it } from "vitest";
import { syncStoredValues } from "./stored-values.ts";

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

function cloud(initial: Record<string, string> = {}) {
  const kept = new Map(Object.entries(initial));
  return {
    kept,
    storage: {
      get: async (key: string) => kept.get(key) ?? null,
      set: async (key: string, value: string) => void kept.set(key, value),
    },
  };
}

const globals = globalThis as unknown as { window?: { localStorage: MemoryStorage } };
afterEach(() => {
  delete globals.window;
});

describe("stored values in Telegram's storage", () => {
  it("keeps the browser's affiliate tag and the bot's address in Telegram", async () => {
    const local = new MemoryStorage();
    local.setItem("affiliateTag", '{"value":"partner7","expiresAt":9999999999999}');
    globals.window = { localStorage: local };
    const telegram = cloud();
    await syncStoredValues(telegram, "https://t.me/sevens_bot");
    expect(telegram.kept.get("affiliateTag")).toContain("partner7");
    expect(telegram.kept.get("botURL")).toBe("https://t.me/sevens_bot");
    expect(local.getItem("botURL")).toBe("https://t.me/sevens_bot");
  });

  it("brings back what Telegram kept on a device that has nothing", async () => {
    const local = new MemoryStorage();
    globals.window = { localStorage: local };
    await syncStoredValues(cloud({ affiliateTag: '{"value":"p","expiresAt":1}' }), null);
    expect(local.getItem("affiliateTag")).toBe('{"value":"p","expiresAt":1}');
  });
});
