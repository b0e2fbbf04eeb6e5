import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { LoyaltyAccount } from "../../contracts/loyalty.ts";
import { E2E_OPERATOR_TOKEN } from "./global-setup.ts";
import { launchBrowser } from "./support/browser.ts";
import {
  apiAs,
  depositByCard,
  openSignedIn,
  registerPlayer,
  seriousAxeViolations,
} from "./support/journey.ts";

/**
 * Quests and loyalty (issue 15): a player starts a quest from the quests hub, follows its
 * "games that count" to Dice, sees the task's bar move with each round and complete live,
 * claims the reward there, and the points take them up a level: on the game page that is a
 * small notice, not a dialog over the game.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A quest of its own for this journey: three rounds of Dice for 1,000 points (Silver). */
async function defineDiceQuest(): Promise<{ identity: string; name: string }> {
  const identity = `e2e-dice-${Date.now()}`;
  const name = "Dice sprint";
  const response = await fetch(`${baseUrl}/api/operator/quests`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${E2E_OPERATOR_TOKEN}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({
      identity,
      name: { en: name },
      description: { en: "Roll Dice three times." },
      tasks: [{ type: "playGames", quantity: "3", games: ["sevens-dice"] }],
      rewards: [{ kind: "points", points: 1000 }],
      position: 0,
    }),
  });
  expect(response.status).toBe(200);
  return { identity, name };
}

describe("quests and loyalty journey", () => {
  it("a player starts a quest, plays the named game, sees the task complete live, claims and levels up on the game page", async () => {
    const quest = await defineDiceQuest();
    const auth = await registerPlayer(baseUrl, { prefix: "quests" });
    const api = apiAs(baseUrl, auth);
    await depositByCard(baseUrl, api);

    const { context, page, problems } = await openSignedIn(
      browser,
      baseUrl,
      auth,
      "/?quests-hub=true",
    );
    try {
      // The hub lists the quest waiting to start.
      const hub = page.getByTestId("quests-hub");
      const card = hub.locator(`[data-quest="${quest.identity}"]`);
      await expect.poll(() => card.count(), { timeout: 20_000 }).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await card.getByRole("button", { name: "Start quest" }).click();
      await expect
        .poll(() => card.getByRole("button", { name: "Leave quest" }).count(), { timeout: 15_000 })
        .toBe(1);

      // Its task names the games that count, each with a play link.
      await card.getByRole("button", { name: "Games that count" }).click();
      const games = page.getByTestId("quest-task-games");
      await expect.poll(() => games.isVisible(), { timeout: 15_000 }).toBe(true);
      await games.getByRole("link", { name: /Play\s+Dice/ }).click();
      await page.waitForURL(/\/game\/sevens-dice\?real=true/);

      // Under the game: the quest's bar, at nothing yet.
      const strip = page.locator(
        `section[aria-labelledby="game-quests"] [data-quest="${quest.identity}"]`,
      );
      const bar = strip.getByRole("progressbar", { name: "Play 3 rounds of Dice" });
      await expect.poll(() => bar.getAttribute("aria-valuenow"), { timeout: 20_000 }).toBe("0");

      const dice = page.frameLocator('iframe[title="Dice"]');
      await dice.getByLabel(/Bet amount/).fill("1.00");
      for (const round of [1, 2, 3]) {
        const roll = dice.getByRole("button", { name: "Roll", exact: true });
        await expect.poll(() => roll.isEnabled(), { timeout: 15_000 }).toBe(true);
        await roll.click();
        // The bar moves as the round's bet lands, without a reload.
        await expect
          .poll(() => bar.getAttribute("aria-valuenow"), { timeout: 15_000 })
          .toBe(String(Math.floor((round * 100) / 3)));
      }
      // Completed live: the task-completed alert and the quest's claim button.
      await expect
        .poll(() => page.getByRole("status").filter({ hasText: "Task completed" }).count(), {
          timeout: 15_000,
        })
        .toBeGreaterThan(0);
      const claim = strip.getByRole("button", { name: "Claim rewards" });
      await expect.poll(() => claim.count(), { timeout: 15_000 }).toBe(1);

      // Claimed there: 1,000 points make Silver, shown as a small notice, the game still in view.
      await claim.click();
      const notice = page.locator("[data-level-up-notice]");
      await expect.poll(() => notice.textContent(), { timeout: 15_000 }).toBe("Level up: Silver");
      expect(await page.getByRole("dialog").count()).toBe(0);
      await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(0);

      const account = await api<LoyaltyAccount>("GET", "/api/retention/account");
      expect(account.data.currentLevel?.name).toBe("Silver");
      expect(account.data.points).toBeGreaterThanOrEqual(1000);

      // The profile shows the level and the way to the next.
      await page.goto(`${baseUrl}/profile/info`);
      const level = page.locator("[data-loyalty-level]");
      await expect
        .poll(() => level.getAttribute("data-loyalty-level"), { timeout: 20_000 })
        .toBe("2");
      expect(await level.textContent()).toMatch(/Silver.*points to Gold/s);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // /loyalty: the levels with their perks, the player's row marked, the history.
      await page.goto(`${baseUrl}/loyalty`);
      const current = page.locator('tr[aria-current="true"]');
      await expect.poll(() => current.textContent(), { timeout: 20_000 }).toMatch(/Silver/);
      await expect
        .poll(() => page.getByText(`Quest: ${quest.name}`).count(), { timeout: 15_000 })
        .toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
