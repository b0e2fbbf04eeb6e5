import { describe, expect, it } from "vitest";
import {
  normalizeModalValue,
  resolveModalRequest,
  type ModalAccessState,
} from "../../lib/modals/modal-registry.ts";
import { bonusModalBodies } from "./modal-bodies.ts";

const guest: ModalAccessState = {
  isLoggedIn: false,
  profileConfirmed: false,
  isTelegram: false,
  authorizationEnabled: true,
};

const BONUS_MODALS = [
  "bonus-cancel-lock",
  "bonus-condition",
  "bonus-details",
  "confirm-bonus",
  "confirm-bonus-unsettled",
  "package-bonus",
  "turn-over-wager",
  "wallet-bonus-info",
] as const;

describe("bonus dialogs in the modal registry", () => {
  it("every bonus dialog has a body", () => {
    for (const name of BONUS_MODALS) expect(bonusModalBodies[name], name).toBeTypeOf("function");
  });

  it("takes a bonus id from the address and nothing else", () => {
    expect(normalizeModalValue("bonus-details", "b-42_x")).toBe("b-42_x");
    expect(normalizeModalValue("bonus-details", "<img src=x>")).toBe("none");
    expect(normalizeModalValue("confirm-bonus", "")).toBe("none");
  });

  it("opens for a guest too (SPEC §6 names no bonus dialog), whose body asks to sign in", () => {
    expect(resolveModalRequest("bonus-details", "b1", guest)).toEqual({
      action: "open",
      value: "b1",
    });
  });

  it("lets the success dialog say a bonus was activated", () => {
    expect(normalizeModalValue("success", "bonus-activated")).toBe("bonus-activated");
    expect(normalizeModalValue("success", "anything")).toBe("true");
  });
});
