import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser.ts";
import {
  expectHeaderBalance,
  openSignedIn,
  registerPlayer,
  type Journey,
} from "./support/journey.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openSignedInPage(width = 1280): Promise<Journey> {
  const auth = await registerPlayer(baseUrl, { prefix: "wallet" });
  return openSignedIn(browser, baseUrl, auth, "/wallet", { width, height: 800 });
}

/**
 * Calls the API as the page's player, from the page: a refresh through its cookie gives an access
 * token (the page's own stays in the app's memory), then the call.
 */
async function callApi(page: Page, method: "GET" | "PUT", path: string): Promise<unknown> {
  const answer = await page.evaluate(
    async ([callMethod, callPath]) => {
      const refreshed = await fetch("/api/player/sessions/refresh", { method: "POST" });
      const { data } = (await refreshed.json()) as { data: { accessToken: string } };
      const response = await fetch(callPath, {
        method: callMethod,
        headers: { authorization: `Bearer ${data.accessToken}` },
      });
      return { status: response.status, body: (await response.json()) as { data: unknown } };
    },
    [method, path] as const,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function openPanel(page: Page) {
  await page.getByRole("button", { name: /^Currencies/ }).click();
  const panel = page.getByRole("dialog", { name: "Currencies" });
  await panel.waitFor();
  return panel;
}

describe("wallet accounts journey", () => {
  it("adds EUR from the currency panel, switches to it and back, hides it, opens the balance", async () => {
    const { context, page, problems } = await openSignedInPage();
    try {
      await expectHeaderBalance(page, "0.00 USD");
      // The /wallet page lists the account as a card.
      await expect
        .poll(() => page.getByTestId("wallet-accounts").getByRole("listitem").count())
        .toBe(1);

      // Add EUR through the currencies dialog, searched by code.
      let panel = await openPanel(page);
      expect(await panel.getByRole("radio", { name: /^USD/ }).isChecked()).toBe(true);
      await panel.getByRole("link", { name: "Add currency" }).click();
      const dialog = page.getByRole("dialog", { name: "Add currency" });
      await dialog.waitFor();
      await dialog.getByRole("searchbox", { name: "Search by currency code" }).fill("eur");
      await dialog.getByRole("button", { name: "Add EUR" }).click();
      await dialog.getByRole("button", { name: "EUR is already in your wallet" }).waitFor();
      expect(
        await dialog.getByRole("button", { name: "EUR is already in your wallet" }).isDisabled(),
      ).toBe(true);
      // Owned fiat is disabled; the crypto tab is reachable by keyboard.
      await dialog.getByRole("searchbox").fill("");
      await dialog.getByRole("tab", { name: "Fiat" }).focus();
      await page.keyboard.press("ArrowRight");
      expect(await dialog.getByRole("tab", { name: "Crypto" }).getAttribute("aria-selected")).toBe(
        "true",
      );
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

      // Switch to EUR: the header follows, the list is replaced.
      panel = await openPanel(page);
      await panel.locator("label", { has: page.getByRole("radio", { name: /^EUR/ }) }).click();
      await expectHeaderBalance(page, "0.00 EUR");
      expect(await panel.getByRole("radio", { name: /^EUR/ }).isChecked()).toBe(true);
      // The active account can't be hidden: it has no hide button.
      expect(await panel.getByRole("button", { name: "Hide EUR" }).count()).toBe(0);

      // And back to USD with the keyboard: arrows move the choice in a radio group.
      await panel.getByRole("radio", { name: /^EUR/ }).focus();
      await page.keyboard.press("ArrowUp");
      await expectHeaderBalance(page, "0.00 USD");

      // Hide EUR: it leaves the panel and the count of hidden accounts shows.
      await panel.getByRole("button", { name: "Hide EUR" }).click();
      await expect.poll(() => panel.getByRole("radio", { name: /^EUR/ }).count()).toBe(0);
      await panel.getByText("1 hidden account").waitFor();
      const accounts = (await callApi(page, "GET", "/api/wallet/accounts")) as {
        id: string;
        currency: string;
        hidden: boolean;
      }[];
      const eur = accounts.find((account) => account.currency === "EUR");
      expect(eur?.hidden).toBe(true);

      // The balance dialog opens from the header's panel.
      await panel.getByRole("link", { name: "Balance details" }).click();
      const balance = page.getByRole("dialog", { name: "Balance" });
      await balance.waitFor();
      expect(await balance.getByTestId("balance-total").textContent()).toBe("0.00 USD");
      expect(await balance.getByTestId("balance-withdrawable").textContent()).toBe("0.00 USD");
      expect(await balance.getByRole("link", { name: "Deposit" }).getAttribute("href")).toContain(
        "wallet=deposit",
      );
      expect(await balance.getByRole("link", { name: "Withdraw" }).getAttribute("href")).toContain(
        "wallet=withdraw",
      );

      // A switch made elsewhere (another tab, another device) arrives over the wallet channel:
      // the header follows without a reload and the hidden account is listed again.
      await page.keyboard.press("Escape");
      await callApi(page, "PUT", `/api/wallet/accounts/${eur?.id ?? ""}/switch`);
      await expectHeaderBalance(page, "0.00 EUR");
      panel = await openPanel(page);
      expect(await panel.getByRole("radio", { name: /^EUR/ }).isChecked()).toBe(true);

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows guests the sign-in prompt on /wallet", async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 800 } });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      await page.goto(`${baseUrl}/wallet`);
      await page.getByText("Sign in to see your wallet").waitFor();
      expect(await page.getByRole("main").getByRole("link", { name: "Sign in" }).count()).toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
