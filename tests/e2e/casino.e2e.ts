import type { Browser, FrameLocator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { GameBet } from "../../contracts/game.ts";
import { launchBrowser } from "./support/browser.ts";
import {
  apiAs,
  depositByCard,
  expectHeaderBalance,
  openSignedIn,
  openWatched,
  registerPlayer,
  seriousAxeViolations,
  waitForHydration,
} from "./support/journey.ts";

/**
 * Casino journeys (issue 5): a guest plays dice in demo inside the game iframe; a player
 * deposits through the sandbox, plays 20 rounds of dice and a few slot spins for real money,
 * and the header balance equals the deposit − bets + wins of the bets history.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The house game inside the page's iframe, titled with the game's name. */
function gameFrame(page: Page, name: string): FrameLocator {
  return page.frameLocator(`iframe[title="${name}"]`);
}

type Api = ReturnType<typeof apiAs>;

async function settledBets(api: Api): Promise<GameBet[]> {
  const bets = await api<GameBet[]>("GET", "/api/game/bets?perPage=100&isSettled=true");
  expect(bets.status).toBe(200);
  return bets.data;
}

/** Plays `rounds` rounds with the board's play button, each confirmed by the bets history. */
async function playRounds(
  frame: FrameLocator,
  button: string,
  rounds: number,
  api: Api,
  settledBefore: number,
) {
  for (let round = 1; round <= rounds; round += 1) {
    const play = frame.getByRole("button", { name: button, exact: true });
    await expect.poll(() => play.isEnabled(), { timeout: 15_000 }).toBe(true);
    await play.click();
    await expect
      .poll(async () => (await settledBets(api)).length, { timeout: 15_000 })
      .toBe(settledBefore + round);
  }
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe("casino journeys", () => {
  it("a guest plays dice in demo", async () => {
    const { context, page, problems } = await openWatched(browser, {});
    try {
      await page.goto(`${baseUrl}/game/sevens-dice`);
      await waitForHydration(page);
      const frame = gameFrame(page, "Dice");
      const balance = frame.getByTestId("house-balance");
      await expect.poll(() => balance.textContent(), { timeout: 20_000 }).toMatch(/1,000\.00/);
      // 10.00 at 49.5 %: a win pays 19.80 and a loss takes 10.00, so the balance always moves.
      await frame.getByLabel(/Bet amount/).fill("10.00");
      await frame.getByRole("button", { name: "Roll", exact: true }).click();
      await expect
        .poll(() => frame.getByRole("status", { name: "Round result" }).textContent(), {
          timeout: 15_000,
        })
        .toMatch(/Bet #0/);
      await expect.poll(() => balance.textContent(), { timeout: 15_000 }).not.toMatch(/1,000\.00/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a guest spins roulette in demo with chips on two numbers", async () => {
    const { context, page, problems } = await openWatched(browser, {});
    try {
      await page.goto(`${baseUrl}/game/sevens-roulette`);
      await waitForHydration(page);
      const frame = gameFrame(page, "European Roulette");
      const balance = frame.getByTestId("house-balance");
      await expect.poll(() => balance.textContent(), { timeout: 20_000 }).toMatch(/1,000\.00/);
      await frame.getByLabel(/Bet amount/).fill("5.00");
      await frame.getByRole("button", { name: /^Bet on 17 black/ }).click();
      await frame.getByRole("button", { name: /^Bet on 0 green/ }).click();
      // The stake is both chips: 10.00 leaves the balance unless a chip's number comes up.
      await frame.getByRole("button", { name: /^Spin\s*10\.00 USD$/ }).click();
      await expect
        .poll(() => frame.getByRole("status", { name: "Round result" }).textContent(), {
          timeout: 15_000,
        })
        .toMatch(/Bet #0/);
      await expect
        .poll(() => balance.textContent(), { timeout: 15_000 })
        .toMatch(/^(990\.00|1,170\.00) USD$/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("a player deposits, plays dice and a slot, and the header balance adds up", async () => {
    const auth = await registerPlayer(baseUrl, { prefix: "casino" });
    const api = apiAs(baseUrl, auth);
    await depositByCard(baseUrl, api);

    const { context, page, problems } = await openSignedIn(
      browser,
      baseUrl,
      auth,
      "/game/sevens-dice?real=true",
    );
    try {
      await expectHeaderBalance(page, "100.00 USD");
      const dice = gameFrame(page, "Dice");
      // The frame has its session once it shows the balance; an amount typed before may be
      // replaced by the session's default.
      await expect
        .poll(() => dice.getByTestId("house-balance").textContent(), { timeout: 20_000 })
        .toMatch(/100\.00/);
      await dice.getByLabel(/Bet amount/).fill("1.00");
      await playRounds(dice, "Roll", 20, api, 0);

      await page.goto(`${baseUrl}/game/slot-golden-pharaoh?real=true`);
      await waitForHydration(page);
      const slotName = await page.locator("iframe[title]").first().getAttribute("title");
      if (!slotName) throw new Error("no slot iframe");
      const slot = gameFrame(page, slotName);
      await expect
        .poll(() => slot.getByTestId("house-balance").textContent(), { timeout: 20_000 })
        .toMatch(/\d/);
      await slot.getByLabel(/Bet amount/).fill("0.50");
      await playRounds(slot, "Spin", 3, api, 20);

      const bets = await settledBets(api);
      expect(bets).toHaveLength(23);
      const staked = bets.reduce((sum, bet) => sum + cents(bet.betAmount), 0);
      const won = bets.reduce((sum, bet) => sum + cents(bet.winAmount), 0);
      expect(staked).toBe(20 * 100 + 3 * 50);
      const expected = (10_000 - staked + won) / 100;
      await expectHeaderBalance(page, `${expected.toFixed(2)} USD`);

      // The same rounds in the wallet history's bets tab.
      await page.goto(`${baseUrl}/wallet/history?tab=bets`);
      await waitForHydration(page);
      await expect
        .poll(() => page.getByRole("link", { name: "Dice" }).count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      // Each round reads as a result (win, loss, push), and the list passes axe (issue 11).
      const outcome = await page.locator("[data-outcome]").first().getAttribute("data-outcome");
      expect(["win", "loss", "push"]).toContain(outcome);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
