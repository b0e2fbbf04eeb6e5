import { describe, expect, it } from "vitest";
import modals from "../../../content/en/modals.json" with { type: "json" };
import {
  MODAL_NAMES,
  MODAL_REGISTRY,
  closeUrlModal,
  modalZIndex,
  openUrlModal,
  readUrlModals,
  resolveModalRequest,
  type ModalAccessState,
} from "./modal-registry.ts";

function accessState(overrides: Partial<ModalAccessState> = {}): ModalAccessState {
  return {
    isLoggedIn: false,
    profileConfirmed: false,
    isTelegram: false,
    authorizationEnabled: true,
    ...overrides,
  };
}

/** The list of SPEC §2, verbatim. It has 56 names (the foundation issue counts 55). */
const SPEC_MODAL_NAMES =
  "add-limit, affiliate-program, avatars, balance, bonus-cancel-lock, bonus-condition, bonus-details, cancel-deposit, categories, change-pass, confirm-bonus, confirm-bonus-unsettled, confirm-delete-limit, confirm-email, confirm-limit-update, confirm-session-logout, confirm, cookie-request, currencies, demo-game, demo-unavailable, deposit-error, deposit-redirect, deposit-status, edit-limit, email-verify, fiat, forgot-pass, game-limit-reached, games-filter, geo-popup, get-code, global-search, max-bets, mobile-game, package-bonus, phone, providers, quest-rewards, quest-task-games, quest-tasks, quests-hub, referral-transfer, reset-email-send, reset-pass, restricted-bets, sign-in, sign-up, success, tg-news, telegram-news, turn-over-wager, wallet-bonus-info, wallet-choose-region, wallet-telegram-app, wallet";

const guest = accessState();
const player = accessState({ isLoggedIn: true, profileConfirmed: true });

/** Wording of an unfinished screen, which no modal summary may use. */
const PLACEHOLDER_WORDING = /coming\s+soon|not\s+implemented|lorem\s+ipsum|\bTODO\b/i;

describe("modal registry", () => {
  it("holds every modal name of SPEC §2, each once", () => {
    expect([...MODAL_NAMES]).toEqual(SPEC_MODAL_NAMES.split(", "));
    expect(new Set(MODAL_NAMES).size).toBe(MODAL_NAMES.length);
    expect(MODAL_REGISTRY.size).toBe(MODAL_NAMES.length);
  });

  it("gives every modal a title and a line saying what it is for, in the catalogue", () => {
    for (const definition of MODAL_REGISTRY.values()) {
      const texts = (modals as Record<string, { title?: string; summary?: string }>)[
        definition.name
      ];
      expect(texts?.title?.length, definition.name).toBeGreaterThan(0);
      expect(texts?.summary?.length, definition.name).toBeGreaterThan(0);
      expect(texts?.summary).not.toMatch(PLACEHOLDER_WORDING);
    }
  });

  it("marks the signed-in-only and guest-only modals of SPEC §6", () => {
    const playerOnly = [...MODAL_REGISTRY.values()]
      .filter((definition) => definition.access === "player")
      .map((definition) => definition.name)
      .sort();
    expect(playerOnly).toEqual(
      [
        "avatars",
        "change-pass",
        "confirm",
        "confirm-email",
        "confirm-session-logout",
        "deposit-error",
        "fiat",
        "phone",
        "referral-transfer",
        "wallet",
        "wallet-telegram-app",
      ].sort(),
    );
    const guestOnly = [...MODAL_REGISTRY.values()]
      .filter((definition) => definition.access === "guest")
      .map((definition) => definition.name)
      .sort();
    expect(guestOnly).toEqual([
      "forgot-pass",
      "reset-email-send",
      "reset-pass",
      "sign-in",
      "sign-up",
    ]);
  });
});

describe("resolveModalRequest", () => {
  it("opens a modal anyone may see for guests and players", () => {
    expect(resolveModalRequest("currencies", "true", guest)).toEqual({
      action: "open",
      value: "true",
    });
    expect(resolveModalRequest("currencies", "true", player)).toEqual({
      action: "open",
      value: "true",
    });
  });

  it("sends a guest asking for a player-only modal to sign in", () => {
    expect(resolveModalRequest("wallet", "deposit", guest)).toEqual({
      action: "redirect",
      to: "/?sign-in=true",
    });
    expect(resolveModalRequest("avatars", "true", guest).action).toBe("redirect");
  });

  it("ignores a guest-only modal for a player", () => {
    expect(resolveModalRequest("sign-in", "true", player)).toEqual({ action: "ignore" });
    expect(resolveModalRequest("sign-up", "true", guest)).toEqual({
      action: "open",
      value: "true",
    });
  });

  it("opens confirm only for a confirmed profile", () => {
    const unconfirmed = accessState({ isLoggedIn: true, profileConfirmed: false });
    expect(resolveModalRequest("confirm", "true", unconfirmed)).toEqual({ action: "ignore" });
    expect(resolveModalRequest("confirm", "true", player)).toEqual({
      action: "open",
      value: "true",
    });
  });

  it("applies the authorization condition to the password flows", () => {
    const closed = accessState({ authorizationEnabled: false });
    for (const name of ["forgot-pass", "reset-pass", "reset-email-send"]) {
      expect(resolveModalRequest(name, "true", closed)).toEqual({ action: "ignore" });
      expect(resolveModalRequest(name, "true", guest).action).toBe("open");
    }
    expect(
      resolveModalRequest("confirm-email", "true", { ...player, authorizationEnabled: false }),
    ).toEqual({
      action: "ignore",
    });
    expect(resolveModalRequest("confirm-email", "true", player).action).toBe("open");
    // Sign-in itself is not under the condition.
    expect(resolveModalRequest("sign-in", "true", closed).action).toBe("open");
  });

  it("takes deposit or withdraw for the wallet, deposit for anything else", () => {
    expect(resolveModalRequest("wallet", "withdraw", player)).toEqual({
      action: "open",
      value: "withdraw",
    });
    expect(resolveModalRequest("wallet", "deposit", player)).toEqual({
      action: "open",
      value: "deposit",
    });
    expect(resolveModalRequest("wallet", "foo", player)).toEqual({
      action: "open",
      value: "deposit",
    });
    expect(resolveModalRequest("wallet", null, player)).toEqual({
      action: "open",
      value: "deposit",
    });
  });

  it("reads every other modal as a switch", () => {
    expect(resolveModalRequest("sign-in", "yes", guest)).toEqual({ action: "open", value: "true" });
  });

  it("ignores names that are not registered", () => {
    expect(resolveModalRequest("page", "2", guest)).toEqual({ action: "ignore" });
    expect(resolveModalRequest("deposit-success", "true", player)).toEqual({ action: "ignore" });
  });
});

describe("URL modal state", () => {
  it("reads only registered keys, in address order, each once", () => {
    expect(readUrlModals("?page=2&wallet=foo&sign-in=true&wallet=withdraw")).toEqual([
      { name: "wallet", value: "foo" },
      { name: "sign-in", value: "true" },
    ]);
    expect(readUrlModals("")).toEqual([]);
  });

  it("opens a modal keeping other parameters", () => {
    expect(openUrlModal("?page=2", "sign-in")).toBe("?page=2&sign-in=true");
    expect(openUrlModal("", "wallet", "withdraw")).toBe("?wallet=withdraw");
    expect(openUrlModal("", "wallet", "bogus")).toBe("?wallet=deposit");
  });

  it("closes the other URL modals when one opens", () => {
    const next = openUrlModal("?sign-in=true&page=2&currencies=true", "sign-up");
    expect(readUrlModals(next ?? "")).toEqual([{ name: "sign-up", value: "true" }]);
    expect(new URLSearchParams(next ?? "").get("page")).toBe("2");
  });

  it("ignores a duplicate request", () => {
    expect(openUrlModal("?sign-in=true", "sign-in")).toBeNull();
    expect(openUrlModal("?wallet=withdraw", "wallet", "withdraw")).toBeNull();
    expect(openUrlModal("?wallet=withdraw", "wallet", "deposit")).toBe("?wallet=deposit");
  });

  it("closes a modal keeping other parameters", () => {
    expect(closeUrlModal("?sign-in=true", "sign-in")).toBe("");
    expect(closeUrlModal("?a=1&sign-in=true&b=2", "sign-in")).toBe("?a=1&b=2");
  });

  it("stacks modals at 1000 + 2 × index", () => {
    expect(modalZIndex(0)).toBe(1000);
    expect(modalZIndex(1)).toBe(1002);
    expect(modalZIndex(3)).toBe(1006);
  });
});
