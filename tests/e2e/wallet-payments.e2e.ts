import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { E2E_OPERATOR_TOKEN, E2E_PROVIDER_SECRET } from "./global-setup.ts";
import { launchBrowser } from "./support/browser.ts";
import {
  apiAs,
  confirmByWebhook as confirmWebhook,
  depositByCard,
  expectHeaderBalance,
  fillCashAgentForm,
  type Journey,
  type JourneyAuth,
  openSignedIn as openSignedInPage,
  registerPlayer as registerPlayerOverApi,
  waitForHydration,
} from "./support/journey.ts";

/**
 * Payment journeys (issue 4): a crypto deposit by QR confirmed by a signed webhook while the
 * header balance updates live; a card deposit through the sandbox's hosted checkout, declined
 * then approved; a withdrawal approved by the operator API, then both in the history.
 * SCREENSHOTS_DIR=… also saves the deposit form and the QR view (desktop and 390 px, dark).
 */

const baseUrl = inject("baseUrl");
const screenshotsDir = process.env.SCREENSHOTS_DIR;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  if (screenshotsDir) mkdirSync(screenshotsDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const registerPlayer = (currency: string) =>
  registerPlayerOverApi(baseUrl, { currency, prefix: "pay" });
const confirmByWebhook = (invoice: { id: string; amountMinor: bigint; currency: string }) =>
  confirmWebhook(baseUrl, E2E_PROVIDER_SECRET, invoice);
/** The sandbox checkout is the provider's page, not ours: its console is not ours to judge. */
const onSandboxPage = (page: Page) => page.url().includes("/sandbox/");

async function openSignedIn(
  auth: JourneyAuth,
  pathname: string,
  options: { width?: number; dark?: boolean } = {},
): Promise<Journey & { auth: JourneyAuth }> {
  const journey = await openSignedInPage(browser, baseUrl, auth, pathname, {
    ...options,
    ignore: onSandboxPage,
  });
  return { ...journey, auth };
}

async function shot(page: Page, name: string) {
  if (!screenshotsDir) return;
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`) });
}

describe("wallet payments journeys", () => {
  it("deposits by crypto QR and the header balance updates live", async () => {
    const auth = await registerPlayer("USDT");
    const { context, page, problems } = await openSignedIn(auth, "/?wallet=deposit");
    try {
      await expectHeaderBalance(page, "0.00 USDT");
      const wallet = page.getByRole("dialog", { name: "Wallet" });
      await wallet.waitFor();
      await wallet.locator('[data-method="sandbox.deposit.crypto_usdt"]').click();
      const form = wallet.getByRole("form");
      await form.waitFor();
      // The default preset is chosen.
      expect(await form.getByRole("radio", { name: "50", exact: true }).isChecked()).toBe(true);
      expect(await form.getByRole("textbox", { name: /^Amount/ }).inputValue()).toBe("50");
      // Below the minimum: a field message, nothing sent.
      await form.getByRole("textbox", { name: /^Amount/ }).fill("5");
      await form.getByRole("button", { name: /^Deposit/ }).click();
      await form.getByText("The amount is below the minimum").waitFor();
      // The preset is a controlled radio: it shows checked once the form's amount re-renders,
      // which on a busy machine can come after the click returns (check() would call that a
      // click that did nothing). The input itself is visually hidden, so the chip (its label)
      // is what a player clicks: unlike a forced click on the input, that waits until the chip
      // has stopped moving, so a late layout shift cannot send the click elsewhere.
      const hundred = form.getByRole("radio", { name: "100", exact: true });
      await hundred.locator("xpath=..").click();
      await expect.poll(() => hundred.isChecked()).toBe(true);
      await expect
        .poll(() => form.getByRole("textbox", { name: /^Amount/ }).inputValue())
        .toBe("100");
      // A payment, not a bonus: the welcome bonus the form offers is declined.
      await form.getByRole("radio", { name: "No bonus" }).check();
      await shot(page, "deposit-form-desktop");
      await form.getByRole("button", { name: "Deposit 100.00 USDT" }).click();

      const qr = page.getByTestId("qr-invoice");
      await qr.waitFor();
      const invoiceId = (await qr.getAttribute("data-invoice-id")) ?? "";
      expect(invoiceId).not.toBe("");
      expect(await page.evaluate(() => sessionStorage.getItem("sevens:pending-invoice"))).toBe(
        invoiceId,
      );
      expect(await qr.getByRole("img", { name: /QR code/ }).isVisible()).toBe(true);
      expect(await qr.getByTestId("qr-address").textContent()).toMatch(/^T/);
      await shot(page, "qr-desktop");

      // The network confirms: a signed webhook from the sandbox provider.
      await confirmByWebhook({ id: invoiceId, amountMinor: 100_000_000n, currency: "USDT" });
      await expectHeaderBalance(page, "100.00 USDT");
      await page.getByText("Deposit successful").first().waitFor();
      await expect.poll(() => qr.count()).toBe(0);
      expect(
        await page.evaluate(() => sessionStorage.getItem("sevens:pending-invoice")),
      ).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("deposits by card through the sandbox checkout: declined, then approved", async () => {
    const auth = await registerPlayer("USD");
    const { context, page, problems } = await openSignedIn(auth, "/?wallet=deposit");
    try {
      await expectHeaderBalance(page, "0.00 USD");
      const payByVisa = async () => {
        const wallet = page.getByRole("dialog", { name: "Wallet" });
        await wallet.waitFor();
        await wallet.locator('[data-method="sandbox.deposit.visa"]').click();
        const form = wallet.getByRole("form", { name: "Visa" });
        await form.getByRole("textbox", { name: /^First name/ }).fill("Ann");
        await form.getByRole("textbox", { name: /^Last name/ }).fill("Example");
        await form.getByRole("radio", { name: "No bonus" }).check();
        await form.getByRole("button", { name: "Deposit 50.00 USD" }).click();
        const redirect = page.getByRole("dialog", { name: "Continue to payment" });
        await redirect.getByText("Pay 50.00 USD with Visa").waitFor();
        await redirect.getByRole("button", { name: "Continue to payment" }).click();
        await page.waitForURL(/\/sandbox\/payments\/checkout\//);
      };

      await payByVisa();
      await page.getByRole("button", { name: "Decline" }).click();
      await page.waitForURL(/deposit-error=true/);
      const failed = page.getByRole("dialog", { name: "Deposit failed" });
      await failed.getByText(/Your deposit of 50\.00 USD did not go through/).waitFor();
      await expectHeaderBalance(page, "0.00 USD");

      await failed.getByRole("link", { name: "Try again" }).click();
      await payByVisa();
      await page.getByRole("button", { name: "Approve payment" }).click();
      await page.waitForURL(/deposit-status=success/);
      const status = page.getByRole("dialog", { name: "Deposit status" });
      await status.getByText("Deposit successful").waitFor();
      await expectHeaderBalance(page, "50.00 USD");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("requests a withdrawal, the operator approves it, the history shows both", async () => {
    const auth = await registerPlayer("USD");
    const api = apiAs(baseUrl, auth);
    await depositByCard(baseUrl, api);

    const { context, page, problems } = await openSignedIn(auth, "/?wallet=withdraw");
    try {
      await expectHeaderBalance(page, "100.00 USD");
      const wallet = page.getByRole("dialog", { name: "Wallet" });
      await wallet.locator('[data-method="sandbox.withdrawal.cash_agent"]').click();
      const form = wallet.getByRole("form", { name: "Cash agent" });
      await fillCashAgentForm(form);
      // More than the withdrawable balance is refused before sending.
      await form.getByRole("textbox", { name: /^Amount/ }).fill("150");
      await form.getByRole("button", { name: /^Withdraw/ }).click();
      await form.getByText("The amount is more than you can withdraw").waitFor();
      await form.getByRole("textbox", { name: /^Amount/ }).fill("40");
      await form.getByRole("button", { name: "Withdraw 40.00 USD" }).click();

      const status = page.getByTestId("withdrawal-status");
      await status.getByText("Withdrawal requested").waitFor();
      await expectHeaderBalance(page, "60.00 USD");
      const pending = await api<{ id: string; status: number }[]>(
        "GET",
        "/api/payment/invoices?type=withdrawal",
      );
      const withdrawal = pending.data[0];
      expect(withdrawal?.status).toBe(1);

      const approved = await fetch(
        `${baseUrl}/api/operator/payments/withdrawals/${withdrawal?.id ?? ""}/approve`,
        { method: "POST", headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` } },
      );
      expect(approved.status).toBe(200);
      await status.getByText("Withdrawal sent").waitFor();
      // The success alert (a polite status) says so too.
      await page.getByRole("status").filter({ hasText: "is on its way" }).first().waitFor();

      await page.keyboard.press("Escape");
      await page.goto(`${baseUrl}/wallet/history?tab=transactions`);
      await waitForHydration(page);
      const rows = page.getByTestId("transaction");
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
      expect(await rows.nth(0).getAttribute("data-type")).toBe("withdrawal");
      expect(await rows.nth(0).getAttribute("data-status")).toBe("2");
      expect(await rows.nth(1).getAttribute("data-type")).toBe("deposit");
      expect(await rows.nth(1).getAttribute("data-status")).toBe("2");
      expect(await rows.nth(0).textContent()).toContain("40.00 USD");
      expect(await rows.nth(1).textContent()).toContain("100.00 USD");

      // Filtering by type keeps only deposits.
      await page.goto(`${baseUrl}/wallet/history?tab=transactions&type=deposit`);
      await waitForHydration(page);
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.runIf(Boolean(screenshotsDir))(
    "screenshots: the deposit form and QR at 390 px, dark",
    async () => {
      const auth = await registerPlayer("USDT");
      for (const width of [1280, 390]) {
        const { context, page } = await openSignedIn(auth, "/?wallet=deposit", {
          width,
          dark: true,
        });
        try {
          const wallet = page.getByRole("dialog", { name: "Wallet" });
          await wallet.locator("[data-method]").first().waitFor();
          // The preloader fades out after load.
          await page.waitForTimeout(1800);
          await shot(page, `methods-${width}-dark`);
          await wallet.locator('[data-method="sandbox.deposit.crypto_usdt"]').click();
          await shot(page, `form-${width}-dark`);
          await wallet.getByRole("button", { name: /^Deposit 50/ }).click();
          await page.getByTestId("qr-invoice").waitFor();
          await page.waitForTimeout(300);
          await shot(page, `qr-${width}-dark`);
        } finally {
          await context.close();
        }
      }
    },
  );
});
