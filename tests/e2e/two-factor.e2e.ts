import { Secret, TOTP } from "otpauth";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import {
  apiAs,
  depositByCard,
  expectHeaderBalance,
  fillCashAgentForm,
  openSignedIn,
  registerPlayer,
  waitForHydration,
} from "./support/journey.ts";

const baseUrl = inject("baseUrl");
const PASSWORD = "correct horse 7";
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What the player's authenticator app shows `stepsAhead` 30 s steps from now. */
const authenticatorCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe("two-factor sign-in journey", () => {
  it("switches two-factor on in settings, then signs in with the code", async () => {
    const auth = await registerPlayer(baseUrl, { prefix: "twofactor" });
    const email = auth.profile.email ?? "";
    const { context, page, problems } = await openSignedIn(
      browser,
      baseUrl,
      auth,
      "/profile/settings/account",
      { width: 390, height: 844 },
    );
    try {
      const card = page.getByTestId("two-factor-card");
      await card.getByRole("button", { name: "Switch on" }).click();
      const secret = (await card.getByTestId("two-factor-secret").textContent()) ?? "";
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await card.getByRole("textbox", { name: "6-digit code" }).fill(authenticatorCode(secret));
      await card.getByRole("button", { name: "Confirm and switch on" }).click();
      await expect.poll(() => card.getByRole("listitem").count()).toBe(10);
      await expect.poll(() => card.getByText(/On · 10 recovery codes left/).count()).toBe(1);

      // Sign out, then sign in: the dialog asks for the code after the password.
      await page.getByRole("button", { name: /^Account menu/ }).click();
      await page.getByRole("button", { name: "Log out" }).click();
      await page.goto(`${baseUrl}/?sign-in=true`);
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: "Sign in" });
      await dialog.getByRole("textbox", { name: "E-mail" }).fill(email);
      await dialog.locator("input[name=password]").fill(PASSWORD);
      await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
      const code = dialog.getByRole("textbox", { name: /Code from your authenticator app/ });
      await code.waitFor();
      expect(await code.evaluate((input) => input === document.activeElement)).toBe(true);
      await code.fill(authenticatorCode(secret, 1));
      await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      await expect.poll(() => page.getByTestId("header-player-name").count()).toBe(1);
      // The sign-in that asked for the code answered 403 (logged by the browser, expected).
      expect(problems.filter((problem) => !problem.includes("status of 403"))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it("asks for the code with a withdrawal, refuses a wrong one, then sends it", async () => {
    const auth = await registerPlayer(baseUrl, { prefix: "twofactor", currency: "USD" });
    const api = apiAs(baseUrl, auth);
    await depositByCard(baseUrl, api);
    const setup = await api<{ secret: string }>("POST", "/api/player/two-factor/setup");
    const { secret } = setup.data;
    const enabled = await api("POST", "/api/player/two-factor/enable", {
      code: authenticatorCode(secret),
    });
    expect(enabled.status).toBe(200);

    const { context, page, problems } = await openSignedIn(
      browser,
      baseUrl,
      auth,
      "/?wallet=withdraw",
      { width: 390, height: 844 },
    );
    try {
      await expectHeaderBalance(page, "100.00 USD");
      const wallet = page.getByRole("dialog", { name: "Wallet" });
      await wallet.locator('[data-method="sandbox.withdrawal.cash_agent"]').click();
      const form = wallet.getByRole("form", { name: "Cash agent" });
      await fillCashAgentForm(form);
      await form.getByRole("textbox", { name: /^Amount/ }).fill("40");
      await form.getByRole("button", { name: "Withdraw 40.00 USD" }).click();

      // The server asks for the second factor: the form says so and grows a code field.
      const code = form.getByRole("textbox", { name: /Code from your authenticator app/ });
      await code.waitFor();
      await form.getByText("Enter the 6-digit code from your authenticator app").first().waitFor();
      await code.fill("000000");
      await form.getByRole("button", { name: "Withdraw 40.00 USD" }).click();
      await form.getByText("The code is wrong or was already used").first().waitFor();
      await expectHeaderBalance(page, "100.00 USD");

      await code.fill(authenticatorCode(secret, 1));
      await form.getByRole("button", { name: "Withdraw 40.00 USD" }).click();
      await page.getByTestId("withdrawal-status").getByText("Withdrawal requested").waitFor();
      await expectHeaderBalance(page, "60.00 USD");
      // One withdrawal of 40.00: the refused tries sent nothing.
      await page.keyboard.press("Escape");
      await page.goto(`${baseUrl}/wallet/history?tab=transactions&type=withdrawal`);
      await waitForHydration(page);
      const rows = page.getByTestId("transaction");
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
      expect(await rows.nth(0).textContent()).toContain("40.00 USD");
      // The two refused tries answered 403 (logged by the browser, expected).
      expect(problems.filter((problem) => !problem.includes("status of 403"))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
