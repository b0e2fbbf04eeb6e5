import { describe, expect, it } from "vitest";
import { normalizeModalValue, openUrlModal, resolveModalRequest } from "./modal-registry.ts";
import { gameIdentityOf, gameLimitCodeOf, NO_GAME_VALUE } from "./modal-values.ts";

const guest = {
  isLoggedIn: false,
  profileConfirmed: false,
  isTelegram: false,
  authorizationEnabled: true,
};

const IDENTITY_MODALS = [
  "demo-game",
  "demo-unavailable",
  "restricted-bets",
  "max-bets",
  "mobile-game",
] as const;

describe("game modal values", () => {
  it("carries the game's identity in the address", () => {
    for (const name of IDENTITY_MODALS) {
      expect(normalizeModalValue(name, "sevens-dice")).toBe("sevens-dice");
      expect(normalizeModalValue(name, "slot.golden_7")).toBe("slot.golden_7");
      expect(openUrlModal("?real=true", name, "sevens-dice")).toBe(
        `?real=true&${name}=sevens-dice`,
      );
    }
  });

  it("turns anything that is not an identity into 'no particular game'", () => {
    for (const name of IDENTITY_MODALS) {
      for (const bad of [null, "", "<script>", "../x", "-dash-first", "a b", "x".repeat(101)]) {
        expect(normalizeModalValue(name, bad)).toBe(NO_GAME_VALUE);
      }
    }
    expect(gameIdentityOf(NO_GAME_VALUE)).toBeNull();
    expect(gameIdentityOf("sevens-dice")).toBe("sevens-dice");
  });

  it("opens for guests and players alike (a guest meets demo and restrictions too)", () => {
    for (const name of [...IDENTITY_MODALS, "game-limit-reached"]) {
      expect(resolveModalRequest(name, "sevens-dice", guest).action).toBe("open");
    }
  });

  it("carries which game limit was reached, reading anything else as another limit", () => {
    expect(normalizeModalValue("game-limit-reached", "14100")).toBe("14100");
    expect(normalizeModalValue("game-limit-reached", "14101")).toBe("14101");
    expect(normalizeModalValue("game-limit-reached", "14105")).toBe("14105");
    expect(normalizeModalValue("game-limit-reached", "true")).toBe("14105");
    expect(normalizeModalValue("game-limit-reached", "13100")).toBe("14105");
    expect(gameLimitCodeOf("14101")).toBe(14101);
    expect(gameLimitCodeOf("nonsense")).toBe(14105);
  });
});
