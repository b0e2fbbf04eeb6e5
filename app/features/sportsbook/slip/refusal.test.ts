import { describe, expect, it } from "vitest";
import { ErrorCode } from "../../../../contracts/errors.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { refusalOf, refusalOfError } from "./refusal.ts";

const apiError = (
  status: number,
  code: number,
  details: Record<string, unknown> = {},
  fields = {},
) =>
  new ApiError({ status, code, message: "Refused", fields, reason: "http", traceId: "t", details });

describe("bet refusals", () => {
  it("hands over the new odds of a price that moved against the policy", () => {
    const changes = [{ selectionId: "7:1x2:home", odds: "1.70" }];
    expect(refusalOfError(apiError(409, ErrorCode.SPORT_ODDS_CHANGED, { changes }))).toEqual({
      kind: "odds-changed",
      changes,
    });
  });

  it("names suspended and unavailable selections", () => {
    expect(refusalOf(ErrorCode.SPORT_SELECTION_SUSPENDED, "")).toEqual({ kind: "suspended" });
    expect(refusalOf(ErrorCode.SPORT_SELECTION_UNAVAILABLE, "")).toEqual({ kind: "unavailable" });
  });

  it("keeps the book's words about the stake and its largest stake", () => {
    expect(
      refusalOfError(
        apiError(
          400,
          ErrorCode.SPORT_STAKE_LIMIT,
          { maxBet: "50.00" },
          { stake: ["At most 50.00"] },
        ),
      ),
    ).toEqual({ kind: "stake-limit", message: "At most 50.00", maxBet: "50.00" });
  });

  it("says how much money there is when it is not enough", () => {
    expect(
      refusalOfError(apiError(400, ErrorCode.INSUFFICIENT_FUNDS, { balance: "3.20" })),
    ).toEqual({
      kind: "funds",
      balance: "3.20",
    });
  });

  it("sends game limits and restricted bets to their dialogs", () => {
    expect(refusalOf(ErrorCode.GAME_LIMIT_LOSS, "")).toEqual({
      kind: "game-limit",
      code: ErrorCode.GAME_LIMIT_LOSS,
    });
    expect(refusalOf(ErrorCode.RESTRICTED_BET, "")).toEqual({ kind: "restricted" });
    expect(refusalOf(ErrorCode.LIMITED_PLAYER, "")).toEqual({ kind: "limited-player" });
  });

  it("treats no answer and anything else as a failure to try again", () => {
    expect(refusalOfError(new Error("boom"))).toEqual({ kind: "failed", message: "" });
    expect(refusalOfError(apiError(0, 0))).toEqual({ kind: "failed", message: "" });
    expect(refusalOf(10500, "Server error")).toEqual({ kind: "failed", message: "Server error" });
  });
});
