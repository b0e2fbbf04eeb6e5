import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { GameBet } from "../../contracts/game.ts";
import type { SportEvent } from "../../contracts/sportsbook.ts";
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
 * The sportsbook journey (issue 14): a player builds an accumulator of three pre-match legs and
 * a live single, watches live prices move, cashes out the single, and the accumulator settles
 * with the balance right. The book's time is moved with the sandbox clock
 * (/sandbox/sportsbook/clock), so matches kick off and end within the test.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function bookNow(): Promise<number> {
  const response = await fetch(`${baseUrl}/sandbox/sportsbook/clock`);
  expect(response.status).toBe(200);
  return Date.parse(((await response.json()) as { data: { now: string } }).data.now);
}

/** Moves the book's time to `at` (at least a minute on). */
async function moveBookTo(at: number): Promise<void> {
  const advanceMinutes = Math.max(1, Math.ceil((at - (await bookNow())) / 60_000));
  const response = await fetch(`${baseUrl}/sandbox/sportsbook/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ advanceMinutes }),
  });
  expect(response.status).toBe(200);
}

async function upcomingSoccer(): Promise<SportEvent[]> {
  const response = await fetch(
    `${baseUrl}/sportsbook/api/events?sportId=66&status=prematch&perPage=100`,
  );
  expect(response.status).toBe(200);
  const events = ((await response.json()) as { data: SportEvent[] }).data;
  return events.filter((event) => event.mainMarket?.type === "1x2" && !event.isSuspended);
}

/** A soccer match live now whose match result is open. */
async function liveSoccer(): Promise<SportEvent> {
  const response = await fetch(`${baseUrl}/sportsbook/api/events/live?sportId=66&limit=50`);
  expect(response.status).toBe(200);
  const events = ((await response.json()) as { data: SportEvent[] }).data;
  const open = events.find(
    (event) => event.mainMarket?.type === "1x2" && event.mainMarket.status === "open",
  );
  if (!open) throw new Error("no live soccer match with an open match result");
  return open;
}

/** The slip of the page: the side panel at this width. */
const slip = (page: Page) => page.getByTestId("bet-slip");

async function pickHome(page: Page, eventId: number) {
  await page.goto(`${baseUrl}/sport/event/${eventId}`);
  await waitForHydration(page);
  const price = page.locator(`[data-testid="event-page"] [data-selection="${eventId}:1x2:home"]`);
  await expect.poll(() => price.isEnabled(), { timeout: 20_000 }).toBe(true);
  await price.click();
  await expect.poll(() => price.getAttribute("aria-pressed")).toBe("true");
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe("sportsbook journey", () => {
  it("an accumulator of three pre-match legs and a live single: prices move, the single is cashed out, the accumulator settles, the balance is right", async () => {
    const auth = await registerPlayer(baseUrl, { prefix: "sport" });
    const api = apiAs(baseUrl, auth);
    await depositByCard(baseUrl, api);

    // The soonest match becomes the live one; three matches an hour or more after it stay
    // before their start while it is played.
    // A freshly started book loads its fixtures on its first tick.
    let upcoming: SportEvent[] = [];
    await expect
      .poll(async () => (upcoming = await upcomingSoccer()).length, { timeout: 30_000 })
      .toBeGreaterThan(10);
    const first = upcoming[0];
    if (!first) throw new Error("no upcoming soccer match");
    const liveAt = Date.parse(first.startsAt) + 5 * 60_000;
    const legs = upcoming
      .filter((event) => Date.parse(event.startsAt) >= liveAt + 60 * 60_000)
      .slice(0, 3);
    expect(legs).toHaveLength(3);

    const { page, context, problems } = await openSignedIn(browser, baseUrl, auth, "/sport");
    try {
      await expectHeaderBalance(page, "100.00 USD");

      // Three pre-match legs: the slip makes an accumulator of them.
      for (const leg of legs) await pickHome(page, leg.id);
      await expect.poll(() => slip(page).getByTestId("slip-line").count()).toBe(3);
      await expect(
        slip(page).getByRole("radio", { name: "Accumulator" }).isChecked(),
      ).resolves.toBe(true);
      await slip(page)
        .getByLabel(/^Stake/)
        .fill("2.00");
      const odds = legs.map((leg) => Number(leg.mainMarket?.selections[0]?.odds));
      await expect
        .poll(() => slip(page).getByTestId("potential-payout").textContent())
        .toMatch(/USD/);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await slip(page).getByTestId("place-bet").click();
      await slip(page).getByTestId("bet-placed").waitFor({ timeout: 20_000 });
      await expect.poll(() => slip(page).getByTestId("slip-line").count()).toBe(0);
      await expectHeaderBalance(page, "98.00 USD");

      // The soonest matches kick off.
      await moveBookTo(liveAt);
      const live = await liveSoccer();
      await page.goto(`${baseUrl}/sport/event/${live.id}`);
      await waitForHydration(page);
      const eventPage = page.getByTestId("event-page");
      await eventPage.getByText("Live", { exact: true }).first().waitFor({ timeout: 20_000 });
      await expect.poll(() => eventPage.getByTestId("clock").textContent()).toMatch(/'/);

      // Live prices move on screen (the book re-prices every few seconds) and flash.
      const prices = eventPage.locator("[data-selection]");
      const before = await prices.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute("data-odds")),
      );
      await expect
        .poll(
          async () => {
            const now = await prices.evaluateAll((buttons) =>
              buttons.map((button) => button.getAttribute("data-odds")),
            );
            return now.some((value, index) => value !== before[index]);
          },
          { timeout: 45_000, interval: 500 },
        )
        .toBe(true);
      await expect.poll(() => page.locator(".odds-up, .odds-down").count()).toBeGreaterThan(0);

      // A live single, taken at whatever price the book has when its delay ends.
      const home = eventPage.locator(`[data-selection="${live.id}:1x2:home"]`);
      await expect.poll(() => home.isEnabled(), { timeout: 30_000 }).toBe(true);
      await home.click();
      await expect.poll(() => slip(page).getByTestId("slip-line").count()).toBe(1);
      await slip(page).getByRole("radio", { name: "Accept any odds" }).check();
      await slip(page)
        .getByLabel(/^Stake/)
        .fill("1.00");
      await slip(page).getByTestId("place-bet").click();
      await slip(page).getByTestId("bet-pending").waitFor({ timeout: 20_000 });
      await slip(page).getByTestId("bet-placed").waitFor({ timeout: 30_000 });
      await expectHeaderBalance(page, "97.00 USD");

      // Cash-out of the single, at the quote shown.
      await page.getByTestId("tab-bets").click();
      const single = page.locator('[data-testid="my-bet"][data-kind="single"]');
      const cashOut = single.getByTestId("cash-out-button");
      await expect.poll(() => cashOut.isVisible(), { timeout: 45_000 }).toBe(true);
      await expect.poll(() => cashOut.textContent()).toMatch(/Cash out \d+\.\d{2} USD/);
      await cashOut.click();
      await single.getByTestId("confirm-cash-out").click();
      const cashedOut = page.getByTestId("cashed-out");
      const done = await Promise.race([
        cashedOut.waitFor({ timeout: 20_000 }).then(() => true),
        single
          .getByRole("alert")
          .waitFor({ timeout: 20_000 })
          .then(() => false),
      ]);
      if (!done) {
        // The value moved while confirming: the book refused the old quote (409, which the
        // browser logs) and the new one is shown; confirm it.
        const refused = problems.findIndex((problem) => problem.includes("status of 409"));
        if (refused >= 0) problems.splice(refused, 1);
        await single.getByTestId("cash-out-button").click();
        await single.getByTestId("confirm-cash-out").click();
        await cashedOut.waitFor({ timeout: 20_000 });
      }
      const paid = /Cashed out (\d+\.\d{2}) USD/.exec((await cashedOut.textContent()) ?? "")?.[1];
      expect(paid).toBeDefined();
      await expectHeaderBalance(page, `${((9700 + cents(paid ?? "0")) / 100).toFixed(2)} USD`);

      // The accumulator's matches are played to their end and it settles.
      const lastStart = Math.max(...legs.map((leg) => Date.parse(leg.startsAt)));
      await moveBookTo(lastStart + 4 * 60 * 60_000);
      await page.getByTestId("bets-settled").click();
      const accumulator = page.locator('[data-testid="my-bet"][data-kind="accumulator"]');
      await expect
        .poll(() => accumulator.getAttribute("data-status"), { timeout: 60_000 })
        .toMatch(/^(won|lost|void)$/);
      await expect.poll(() => accumulator.getByTestId("bet-leg").count()).toBe(3);

      // The balance is the deposit less the stakes plus what came back, as the history says.
      let history: GameBet[] = [];
      await expect
        .poll(
          async () => {
            history = (await api<GameBet[]>("GET", "/api/game/bets?perPage=100&isSettled=true"))
              .data;
            return history.filter((bet) => bet.sport).length;
          },
          { timeout: 30_000 },
        )
        .toBe(2);
      const sportBets = history.filter((bet) => bet.sport);
      const acca = sportBets.find((bet) => bet.sport?.kind === "accumulator");
      expect(acca?.sport?.selections.map((leg) => leg.eventId).sort()).toEqual(
        legs.map((leg) => leg.id).sort(),
      );
      expect(Number(acca?.sport?.odds)).toBeCloseTo(
        odds.reduce((product, value) => product * value, 1),
        0,
      );
      const returned = sportBets.reduce(
        (total, bet) => total + cents(bet.winAmount) + cents(bet.refundAmount),
        0,
      );
      const staked = sportBets.reduce((total, bet) => total + cents(bet.betAmount), 0);
      expect(staked).toBe(300);
      expect(cents(sportBets.find((bet) => bet.sport?.kind === "single")?.winAmount ?? "0")).toBe(
        cents(paid ?? "0"),
      );
      await expectHeaderBalance(page, `${((10_000 - staked + returned) / 100).toFixed(2)} USD`);
      // The book told the wallet how each bet ended: the single cashed out, the accumulator
      // settled with a result for each leg it was settled on (in the bet's order).
      expect(sportBets.find((bet) => bet.sport?.kind === "single")?.sportSettlement).toMatchObject({
        ending: "cashed_out",
      });
      const accaEnd = acca?.sportSettlement;
      expect(accaEnd?.ending).toMatch(/^(settled|void)$/);
      expect(accaEnd?.legs).toHaveLength(3);
      const resulted = (accaEnd?.legs ?? []).filter((leg) => leg.result !== null);
      expect(resulted.length).toBeGreaterThan(0);

      // The bets history shows the accumulator's legs with their results, and the cash-out.
      await page.goto(`${baseUrl}/wallet/history?tab=bets`);
      await waitForHydration(page);
      await expect
        .poll(() => page.getByTestId("sport-leg").count(), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(4);
      const badges = page.locator('[data-testid="sport-leg"] [data-result]');
      expect(
        await badges.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-result"))),
      ).toEqual(resulted.map((leg) => leg.result));
      expect(await page.getByTestId("sport-cashed-out").textContent()).toBe("Cashed out");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it("a guest sees prices, picks one, and the slip on a phone asks them to sign in", async () => {
    const { page, context, problems } = await openWatched(browser, { width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl}/sport`);
      await waitForHydration(page);
      const price = page.locator("[data-selection]:not([disabled])").first();
      await price.waitFor({ timeout: 20_000 });
      await price.click();
      await expect.poll(() => price.getAttribute("aria-pressed")).toBe("true");
      await page.getByTestId("slip-bar").click();
      const drawer = page.getByRole("dialog", { name: "Bet slip" });
      await drawer.waitFor();
      await expect.poll(() => drawer.getByTestId("slip-line").count()).toBe(1);
      await drawer.getByRole("link", { name: "Sign in" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect.poll(() => drawer.isVisible()).toBe(false);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("a German page names sports and countries in German, its addresses stay English", async () => {
    const { page, context, problems } = await openWatched(browser, { width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl}/de/sport/soccer`);
      await waitForHydration(page);
      const soccer = page.getByRole("link", { name: "Fußball", exact: true }).first();
      await soccer.waitFor({ timeout: 20_000 });
      expect(await soccer.getAttribute("href")).toBe("/de/sport/soccer");
      // Every sport's address keeps its English slug (no "/fußball"), whichever sports have
      // events by now (an earlier journey may have played some to their end).
      const hrefs = await page
        .locator("a[data-sport]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.length).toBeGreaterThan(1);
      for (const href of hrefs) expect(href).toMatch(/^\/de\/sport\/[a-z0-9%-]+$/i);
      await page.locator("button[aria-expanded]", { hasText: "Ligen" }).first().click();
      await page.getByText("Deutschland", { exact: true }).first().waitFor();
      await page.getByText("Spanien", { exact: true }).first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
