import { describe, expect, it } from "vitest";
import {
  CHANGE_SESSION_KEY,
  decideCrossTabAction,
  encodeSessionSignal,
  parseSessionSignal,
} from "./cross-tab.ts";

describe("cross-tab session sync", () => {
  it("uses the changeSession storage key", () => {
    expect(CHANGE_SESSION_KEY).toBe("changeSession");
  });

  it("round-trips signals and ignores anything else", () => {
    expect(parseSessionSignal(encodeSessionSignal("login", "tab", 1))).toBe("login");
    expect(parseSessionSignal(encodeSessionSignal("logout", "tab", 2))).toBe("logout");
    expect(parseSessionSignal(null)).toBeNull();
    expect(parseSessionSignal("garbage")).toBeNull();
    expect(parseSessionSignal(JSON.stringify({ type: "other", tabId: "t", at: 1 }))).toBeNull();
  });

  it("reloads a logged-out tab on a login elsewhere, sends a logged-in tab home on a logout", () => {
    expect(decideCrossTabAction("login", { isLoggedIn: false })).toBe("reload");
    expect(decideCrossTabAction("login", { isLoggedIn: true })).toBe("none");
    expect(decideCrossTabAction("logout", { isLoggedIn: true })).toBe("go-home");
    expect(decideCrossTabAction("logout", { isLoggedIn: false })).toBe("none");
    expect(decideCrossTabAction(null, { isLoggedIn: true })).toBe("none");
  });
});
