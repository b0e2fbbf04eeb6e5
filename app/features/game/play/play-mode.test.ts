import { describe, expect, it } from "vitest";
import { decidePlay, platformForWidth, requestedMode, searchWithMode } from "./play-mode.ts";

const guest = { isPlayer: false, restoring: false };
const player = { isPlayer: true, restoring: false };

describe("decidePlay", () => {
  it("waits while the stored session is restored", () => {
    expect(decidePlay({ ...player, restoring: true, real: "true", demoAvailable: true })).toEqual({
      kind: "wait",
    });
    expect(decidePlay({ ...guest, restoring: true, real: null, demoAvailable: false })).toEqual({
      kind: "wait",
    });
  });

  it("gives guests demo play only", () => {
    expect(decidePlay({ ...guest, real: null, demoAvailable: true })).toEqual({
      kind: "launch",
      mode: "demo",
    });
    expect(decidePlay({ ...guest, real: "false", demoAvailable: true })).toEqual({
      kind: "launch",
      mode: "demo",
    });
  });

  it("asks a guest who wants real money to sign in, saying whether demo is there meanwhile", () => {
    expect(decidePlay({ ...guest, real: "true", demoAvailable: true })).toEqual({
      kind: "sign-in",
      demoAvailable: true,
    });
    expect(decidePlay({ ...guest, real: "true", demoAvailable: false })).toEqual({
      kind: "sign-in",
      demoAvailable: false,
    });
  });

  it("tells a guest when the game has no demo", () => {
    expect(decidePlay({ ...guest, real: null, demoAvailable: false })).toEqual({
      kind: "demo-unavailable",
    });
  });

  it("launches real money for a player whose link says real=true", () => {
    expect(decidePlay({ ...player, real: "true", demoAvailable: true })).toEqual({
      kind: "launch",
      mode: "real",
    });
  });

  it("offers a player both modes when the link says nothing", () => {
    expect(decidePlay({ ...player, real: null, demoAvailable: true })).toEqual({ kind: "choose" });
    // Anything that is not true or false is no preference.
    expect(decidePlay({ ...player, real: "yes", demoAvailable: true })).toEqual({ kind: "choose" });
  });

  it("launches real money at once when there is nothing to choose", () => {
    expect(decidePlay({ ...player, real: null, demoAvailable: false })).toEqual({
      kind: "launch",
      mode: "real",
    });
  });

  it("gives a player the demo asked for, or says there is none", () => {
    expect(decidePlay({ ...player, real: "false", demoAvailable: true })).toEqual({
      kind: "launch",
      mode: "demo",
    });
    expect(decidePlay({ ...player, real: "false", demoAvailable: false })).toEqual({
      kind: "demo-unavailable",
    });
  });
});

describe("mode in the address", () => {
  it("reads real=true and real=false, nothing else", () => {
    expect(requestedMode("true")).toBe("real");
    expect(requestedMode("false")).toBe("demo");
    expect(requestedMode(null)).toBeNull();
    expect(requestedMode("1")).toBeNull();
  });

  it("sets the mode keeping the other parameters", () => {
    expect(searchWithMode("", "real")).toBe("?real=true");
    expect(searchWithMode("?real=true&x=1", "demo")).toBe("?real=false&x=1");
    expect(searchWithMode("?demo-game=dice", "real")).toBe("?demo-game=dice&real=true");
  });
});

describe("platformForWidth", () => {
  it("is 1 (mobile) below 528 px and 2 (desktop) from 528 px on", () => {
    expect(platformForWidth(390, 528)).toBe(1);
    expect(platformForWidth(527, 528)).toBe(1);
    expect(platformForWidth(528, 528)).toBe(2);
    expect(platformForWidth(1280, 528)).toBe(2);
  });
});
