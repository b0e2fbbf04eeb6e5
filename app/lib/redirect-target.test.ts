import { describe, expect, it } from "vitest";
import { resolveRedirectTarget } from "./redirect-target.ts";

const origin = "https://sevens.example";

describe("resolveRedirectTarget", () => {
  it("navigates inside the app for relative paths", () => {
    expect(resolveRedirectTarget("/games?page=2", origin)).toEqual({
      kind: "internal",
      path: "/games?page=2",
    });
  });

  it("treats an absolute address on our own origin as internal", () => {
    expect(resolveRedirectTarget("https://sevens.example/de/bonuses#top", origin)).toEqual({
      kind: "internal",
      path: "/de/bonuses#top",
    });
  });

  it("does a full load for other http(s) sites", () => {
    expect(resolveRedirectTarget("https://pay.example/checkout", origin)).toEqual({
      kind: "external",
      url: "https://pay.example/checkout",
    });
  });

  it("refuses protocol-relative, script and empty targets", () => {
    for (const to of [
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "data:text/html,x",
      "",
      "  ",
      null,
      undefined,
      "games",
    ]) {
      expect(resolveRedirectTarget(to, origin)).toEqual({ kind: "invalid" });
    }
  });
});
