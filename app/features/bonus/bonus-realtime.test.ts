import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bonusQueryKeys } from "./bonus-api.ts";
import type { PlayerBonus } from "./bonus-shapes.ts";

const shown = vi.hoisted(() => [] as { title: string; type: string }[]);
vi.mock("../../lib/alerts/use-alerts.ts", () => ({
  showAlert: (alert: { title: string; type: string }) => {
    shown.push(alert);
    return shown.length;
  },
}));

const { applyBonusMessage, applyBonusCodeMessage, entityOf } = await import("./bonus-realtime.ts");

const PLAYER = "p1";
const listed = bonusQueryKeys.list(PLAYER, "bonus", "USD", [1, 2]);
const finished = bonusQueryKeys.list(PLAYER, "bonus", "USD", [3]);

function bonus(overrides: Partial<PlayerBonus> = {}): PlayerBonus {
  return {
    id: "b1",
    name: "Welcome",
    amount: "100.00",
    currency: "USD",
    status: 2,
    result: 1,
    wager: { current: "0.00", required: "3500.00", percentage: 0 },
    ...overrides,
  } as PlayerBonus;
}

function client(list: PlayerBonus[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(listed, list);
  queryClient.setQueryData(finished, []);
  return queryClient;
}

afterEach(() => {
  shown.length = 0;
});

describe("bonus realtime", () => {
  it("reads the entity nested under its name or spread beside the event", () => {
    const nested = { event: "player.bonus.updated", playerBonus: { id: "x" } };
    expect(entityOf(nested, "playerBonus")).toEqual({ id: "x" });
    const spread = { event: "player.bonus.updated", id: "y" };
    expect(entityOf(spread, "playerBonus")).toBe(spread);
  });

  it("moves wagering progress on screen at once, without an alert", () => {
    const queryClient = client([bonus()]);
    const progress = { current: "1750.00", required: "3500.00", percentage: 50 };
    applyBonusMessage(queryClient, PLAYER, {
      event: "player.bonus.updated",
      playerBonus: bonus({ id: "b1", wager: progress }),
    });
    expect(queryClient.getQueryData<PlayerBonus[]>(listed)?.[0]?.wager).toEqual(progress);
    expect(shown).toEqual([]);
  });

  it("keeps the list's texts in the page's locale when a message brings them in English", () => {
    const queryClient = client([bonus({ name: "Willkommensbonus", terms: "Nur einmal." })]);
    const progress = { current: "10.00", required: "3500.00", percentage: 0 };
    applyBonusMessage(queryClient, PLAYER, {
      event: "player.bonus.updated",
      playerBonus: bonus({ name: "Welcome", terms: "Once only.", wager: progress }),
    });
    expect(queryClient.getQueryData<PlayerBonus[]>(listed)?.[0]).toMatchObject({
      name: "Willkommensbonus",
      terms: "Nur einmal.",
      wager: progress,
    });
    // Finished, it moves to the history with the same words.
    applyBonusMessage(queryClient, PLAYER, {
      event: "player.bonus.updated",
      playerBonus: bonus({ name: "Welcome", status: 3, result: 2 }),
    });
    expect(queryClient.getQueryData<PlayerBonus[]>(finished)?.[0]?.name).toBe("Willkommensbonus");
    // Its alert names it as the page does.
    expect(shown.at(-1)).toMatchObject({ params: { name: "Willkommensbonus" } });
  });

  it("takes a finished bonus out of the player list into the history, with its alert once", () => {
    const queryClient = client([bonus({ id: "b2" }), bonus({ id: "b3", status: 1 })]);
    const message = { event: "player.bonus.updated", ...bonus({ id: "b2", status: 3, result: 3 }) };
    applyBonusMessage(queryClient, PLAYER, message);
    applyBonusMessage(queryClient, PLAYER, message);
    expect(queryClient.getQueryData<PlayerBonus[]>(listed)?.map((item) => item.id)).toEqual(["b3"]);
    expect(queryClient.getQueryData<PlayerBonus[]>(finished)?.map((item) => item.id)).toEqual([
      "b2",
    ]);
    expect(shown).toEqual([expect.objectContaining({ title: "bonus.bonusCanceled.title" })]);
  });

  it("announces a new bonus as issued and its activation as activated", () => {
    const queryClient = client([]);
    applyBonusMessage(queryClient, PLAYER, { event: "e", ...bonus({ id: "b4", status: 1 }) });
    applyBonusMessage(queryClient, PLAYER, { event: "e", ...bonus({ id: "b4", status: 2 }) });
    expect(shown.map((alert) => alert.title)).toEqual([
      "bonus.bonusIssued.title",
      "bonus.bonusActivated.title",
    ]);
    expect(queryClient.getQueryData<PlayerBonus[]>(listed)?.[0]?.status).toBe(2);
  });

  it("does not announce activation for a bonus wagered before this page loaded", () => {
    const queryClient = client([]);
    applyBonusMessage(queryClient, PLAYER, {
      event: "e",
      ...bonus({ id: "b5", wager: { current: "10.00", required: "3500.00" } }),
    });
    expect(shown).toEqual([]);
  });

  it("alerts incorrect and unavailable codes", () => {
    applyBonusCodeMessage({ event: "e", playerBonusCode: { status: 3, trigger: 3 } });
    applyBonusCodeMessage({ event: "e", playerBonusCode: { status: 1, trigger: 3 } });
    applyBonusCodeMessage({ event: "e", status: 4, trigger: 3 });
    expect(shown.map((alert) => alert.title)).toEqual([
      "bonus.bonusCodeIncorrect.title",
      "bonus.bonusCodeNotAvailable.title",
    ]);
  });
});
