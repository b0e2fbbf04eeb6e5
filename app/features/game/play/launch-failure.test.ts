import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../../../contracts/errors.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { launchFailure } from "./launch-failure.ts";

const apiError = (status: number, code: number) =>
  new ApiError({ status, code, message: "x", reason: "http", traceId: "t" });

describe("launchFailure", () => {
  it("names the game limit that stops play", () => {
    expect(launchFailure(apiError(403, ErrorCode.GAME_LIMIT_LOSS))).toEqual({
      kind: "limit",
      code: 14101,
    });
    expect(launchFailure(apiError(403, ErrorCode.GAME_LIMIT_BET))).toEqual({
      kind: "limit",
      code: 14100,
    });
  });

  it("tells a limited player, a game without demo and a game gone apart", () => {
    expect(launchFailure(apiError(403, ErrorCode.LIMITED_PLAYER))).toEqual({
      kind: "limited-player",
    });
    expect(launchFailure(apiError(409, ErrorCode.GAME_DEMO_UNAVAILABLE))).toEqual({
      kind: "demo-unavailable",
    });
    expect(launchFailure(apiError(409, ErrorCode.GAME_UNAVAILABLE))).toEqual({
      kind: "unavailable",
    });
    expect(launchFailure(apiError(404, ErrorCode.NOT_FOUND))).toEqual({ kind: "unavailable" });
  });

  it("recognises an ended session, and calls anything else a failure to retry", () => {
    expect(launchFailure(apiError(401, ErrorCode.UNAUTHORIZED))).toEqual({ kind: "signed-out" });
    expect(launchFailure(apiError(500, ErrorCode.INTERNAL))).toEqual({ kind: "failed" });
    expect(launchFailure(new Error("network"))).toEqual({ kind: "failed" });
  });
});
