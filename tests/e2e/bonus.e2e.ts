import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { E2E_OPERATOR_TOKEN } from "./global-setup.ts";
import { launchBrowser } from "./support/browser.ts";
import {
  expectHeaderBalance,
  openWatched,
  PASSWORD,
  uniqueEmail,
  waitForHydration,
} from "./support/journey.ts";

/**
 * The bonus journey (issue 12): a player enters a code at sign-up, deposits with the welcome
 * bonus chosen in the deposit form (the operator confirms the cash deposit), watches the
 * wagering progress of /bonuses move live while playing a slot in another tab, and cancels the
 * sign-up bonus still waiting, keeping their real money.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The bonus card of that name in a section of /bonuses (active, waiting, history). */
const bonusCard = (page: Page, section: string, name: string): Locator =>
  page.getByTestId(`bonuses-${section}`).getByTestId("player-bonus").filter({ hasText: name });

/**
 * The operator confirms the journey's cash deposit, told apart from other journeys' by its
 * amount.
 */
async function approvePendingDeposit(amount: string, currency: string): Promise<void> {
  let invoiceId: string | undefined;
  await expect
    .poll(
      async () => {
        const pending = await fetch(`${baseUrl}/api/operator/payments/deposits?status=1`, {
          headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
        });
        const invoices = (await pending.json()) as {
          data: { id: string; amount: string; currency: string }[];
        };
        invoiceId = invoices.data.find(
          (invoice) => invoice.amount === amount && invoice.currency === currency,
        )?.id;
        return invoiceId !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const approved = await fetch(`${baseUrl}/api/operator/payments/deposits/${invoiceId}/approve`, {
    method: "POST",
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  });
  expect(approved.status).toBe(200);
}

describe("bonus journey", () => {
  it("signs up with a code, deposits with the welcome bonus, wagers live, cancels the other bonus", async () => {
    const { context, page, problems } = await openWatched(browser, {});
    try {
      // Sign-up with the code SIGNUP10 among the optional details.
      await page.goto(`${baseUrl}/?sign-up=true`);
      await waitForHydration(page);
      const signUp = page.getByRole("dialog", { name: "Sign up" });
      const email = uniqueEmail("bonus");
      await signUp.getByRole("textbox", { name: "E-mail" }).fill(email);
      await signUp.locator("input[name=password]").fill(PASSWORD);
      await signUp.locator("input[name=password_confirmation]").fill(PASSWORD);
      await signUp.getByRole("checkbox", { name: /I am at least 18/ }).check();
      await signUp.getByRole("button", { name: "More details (optional)" }).click();
      await signUp.getByRole("textbox", { name: /Bonus code/ }).fill("signup10");
      await signUp.getByRole("button", { name: "Create account" }).click();
      await expectHeaderBalance(page, "0.00 USD");

      await page.goto(`${baseUrl}/bonuses`);
      await waitForHydration(page);
      const signUpBonus = bonusCard(page, "waiting", "Sign-up bonus");
      await expect
        .poll(() => signUpBonus.getAttribute("data-state"), { timeout: 15_000 })
        .toBe("issued");

      // A deposit of 57.00 with the welcome bonus, chosen in the form.
      await page.goto(`${baseUrl}/bonuses?wallet=deposit`);
      await waitForHydration(page);
      const wallet = page.getByRole("dialog", { name: "Wallet" });
      await wallet.locator('[data-method="sandbox.deposit.cash_agent"]').click();
      const form = wallet.getByRole("form", { name: "Cash agent" });
      await form.getByRole("textbox", { name: /^Full name/ }).fill("Ann Example");
      await form.getByRole("textbox", { name: /^Phone number/ }).fill("+4915112345678");
      await form.getByRole("textbox", { name: /^Amount/ }).fill("57");
      const welcome = form.getByRole("radio", { name: /Welcome 100% \+ 50 free spins/ });
      await expect.poll(() => welcome.isChecked(), { timeout: 15_000 }).toBe(true);
      await form.getByRole("button", { name: "Deposit 57.00 USD" }).click();
      await approvePendingDeposit("57.00", "USD");
      await expectHeaderBalance(page, "114.00 USD");
      await expect
        .poll(() => page.getByTestId("header-bonus-balance").textContent(), { timeout: 15_000 })
        .toContain("57.00");
      await page.keyboard.press("Escape");

      const active = bonusCard(page, "active", "Welcome 100% + 50 free spins");
      await expect
        .poll(() => active.getAttribute("data-state"), { timeout: 15_000 })
        .toBe("active");
      const progress = active.getByRole("progressbar", { name: "Wagering" });
      expect(await progress.getAttribute("aria-valuetext")).toBe(
        "0.00 USD of 1,710.00 USD wagered",
      );

      // Three spins of 5.00 in another tab: the bar on /bonuses moves without a reload.
      const game = await context.newPage();
      await game.goto(`${baseUrl}/game/slot-lucky-sevens-deluxe?real=true`);
      await waitForHydration(game);
      const slotName = await game.locator("iframe[title]").first().getAttribute("title");
      if (!slotName) throw new Error("no slot iframe");
      const slot = game.frameLocator(`iframe[title="${slotName}"]`);
      await slot.getByLabel(/Bet amount/).fill("5.00");
      for (let spin = 1; spin <= 3; spin += 1) {
        const button = slot.getByRole("button", { name: "Spin", exact: true });
        await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
        await button.click();
        await expect
          .poll(() => progress.getAttribute("aria-valuetext"), { timeout: 15_000 })
          .toBe(`${(spin * 5).toFixed(2)} USD of 1,710.00 USD wagered`);
      }
      await game.close();

      // The sign-up bonus still waits: cancel it from its details.
      await signUpBonus.getByRole("link", { name: /Details of Sign-up bonus/ }).click();
      const details = page.getByRole("dialog", { name: "Bonus details" });
      await details.getByRole("button", { name: "Cancel bonus" }).click();
      await details.getByRole("button", { name: "Yes, cancel bonus" }).click();
      await details.waitFor({ state: "detached" });
      await expect.poll(() => signUpBonus.count(), { timeout: 15_000 }).toBe(0);
      await expect
        .poll(() => bonusCard(page, "history", "Sign-up bonus").getAttribute("data-state"))
        .toBe("canceled");
      await page.getByRole("alert").getByText("Bonus canceled").first().waitFor();
      expect(await active.getAttribute("data-state")).toBe("active");

      // The history lists it as canceled; the page passes axe.
      await page.goto(`${baseUrl}/wallet/history?tab=bonuses`);
      await waitForHydration(page);
      await page.getByText("Sign-up bonus").first().waitFor({ timeout: 15_000 });
      await page.getByText("Canceled").first().waitFor();
      const axe = await new AxeBuilder({ page }).analyze();
      const serious = axe.violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      );
      expect(serious.map((violation) => violation.id)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
