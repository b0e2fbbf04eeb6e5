import { describe, expect, it } from "vitest";
import { backRouteFromState } from "./auth-state.ts";

const origin = "https://sevens.test";
const base64url = (text: string) =>
  btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

describe("backRoute from state", () => {
  it("reads JSON, base64url JSON and bare paths", () => {
    expect(backRouteFromState(JSON.stringify({ backRoute: "/games" }), origin)).toBe("/games");
    expect(
      backRouteFromState(base64url(JSON.stringify({ backRoute: "/de/bonuses" })), origin),
    ).toBe("/de/bonuses");
    expect(backRouteFromState("/profile/info", origin)).toBe("/profile/info");
  });

  it("never leaves the site", () => {
    expect(
      backRouteFromState(JSON.stringify({ backRoute: "https://evil.test/" }), origin),
    ).toBeNull();
    expect(backRouteFromState("//evil.test", origin)).toBeNull();
    expect(backRouteFromState("javascript:alert(1)", origin)).toBeNull();
    expect(backRouteFromState(null, origin)).toBeNull();
    expect(backRouteFromState("", origin)).toBeNull();
  });
});
