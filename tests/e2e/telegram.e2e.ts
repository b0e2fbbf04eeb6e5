import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { E2E_PROVIDER_SECRET } from "./global-setup.ts";
import { launchBrowser, openPage } from "./support/browser.ts";
import { confirmByWebhook } from "./support/journey.ts";
import { signedInitData, telegramUser } from "../support/telegram.ts";

/**
 * The Telegram mini app (issue 16): Telegram opens the site with signed launch data in the
 * address; a stand-in for Telegram's client (what Telegram's apps put on the page,
 * `TelegramWebviewProxy`) records what the app asks of it and presses its buttons. Launch data
 * is signed here with the journeys' bot token, as Telegram signs it: no network.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Telegram's night theme, as the client hands it over. */
const THEME = {
  bg_color: "#17212b",
  secondary_bg_color: "#232e3c",
  text_color: "#f5f5f5",
  hint_color: "#708499",
  button_color: "#5288c1",
  button_text_color: "#ffffff",
  link_color: "#6ab3f3",
};

function launchUrl(initData: string): string {
  const params = new URLSearchParams({
    tgWebAppData: initData,
    tgWebAppVersion: "8.0",
    tgWebAppPlatform: "ios",
    tgWebAppThemeParams: JSON.stringify(THEME),
  });
  return `${baseUrl}/#${params.toString()}`;
}

type ClientEvent = [name: string, data: Record<string, unknown> | null];

/** What the app posted to Telegram's client so far. */
const clientEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __telegram: ClientEvent[] }).__telegram);

/** The last setup of Telegram's main button, as the app sent it. */
async function mainButton(page: Page) {
  const setups = (await clientEvents(page)).filter(
    ([name]) => name === "web_app_setup_main_button",
  );
  return setups.at(-1)?.[1] ?? null;
}

describe("Telegram mini app", () => {
  it("signs the Telegram user in by itself, in Telegram's colours, and deposits through the Telegram wallet", async () => {
    const user = telegramUser({ first_name: "Mira", language_code: "en" });
    const { page, context, problems } = await openPage(browser, {
      viewport: { width: 390, height: 760 },
    });
    try {
      await context.addInitScript(() => {
        const events: [string, unknown][] = [];
        Object.assign(window, {
          __telegram: events,
          TelegramWebviewProxy: {
            postEvent(name: string, data: string) {
              events.push([name, data ? (JSON.parse(data) as unknown) : null]);
            },
          },
        });
      });
      await page.goto(launchUrl(signedInitData(user)));

      // Logged in by the launch data alone: the header holds the player's menu, in their name.
      await page.getByTestId("header-balance").waitFor({ timeout: 20_000 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.telegram))
        .toBe("true");
      const rootColor = (token: string) =>
        page.evaluate((name) => document.documentElement.style.getPropertyValue(name), token);
      expect(await rootColor("--sv-accent")).toBe("#5288c1");
      expect(await rootColor("--sv-text")).toBe("#f5f5f5");
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
        true,
      );
      // The app told Telegram it is ready and took the whole height.
      const names = (await clientEvents(page)).map(([name]) => name);
      expect(names).toEqual(expect.arrayContaining(["web_app_ready", "web_app_expand"]));

      // Telegram's main button deposits.
      await expect
        .poll(() => mainButton(page))
        .toMatchObject({ text: "Deposit", is_visible: true });
      await page.evaluate(() =>
        (
          window as unknown as {
            Telegram: { WebView: { receiveEvent(name: string, data: unknown): void } };
          }
        ).Telegram.WebView.receiveEvent("main_button_pressed", null),
      );
      const wallet = page.getByRole("dialog", { name: "Wallet" });
      await wallet.getByTestId("telegram-wallet").waitFor();
      expect(new URL(page.url()).searchParams.get("wallet-telegram-app")).toBe("true");
      // A dialog is open: the main button steps aside, the back button closes it.
      await expect.poll(() => mainButton(page)).toMatchObject({ is_visible: false });
      expect(
        (await clientEvents(page)).filter(([name]) => name === "web_app_setup_back_button").at(-1),
      ).toEqual(["web_app_setup_back_button", { is_visible: true }]);
      expect(
        (await clientEvents(page)).some(
          ([name, data]) => name === "web_app_trigger_haptic_feedback" && data?.type === "impact",
        ),
      ).toBe(true);

      // A deposit in the Telegram wallet: Tether by QR, confirmed by the provider.
      await wallet.locator('[data-method="sandbox.deposit.crypto_usdt"]').click();
      const form = wallet.getByRole("form");
      await form.getByRole("radio", { name: "100", exact: true }).check({ force: true });
      await form.getByRole("button", { name: "Deposit 100.00 USDT" }).click();
      const qr = page.getByTestId("qr-invoice");
      await qr.waitFor();
      const invoiceId = (await qr.getAttribute("data-invoice-id")) ?? "";
      await confirmByWebhook(baseUrl, E2E_PROVIDER_SECRET, {
        id: invoiceId,
        amountMinor: 100_000_000n,
        currency: "USDT",
      });
      await page.getByText("Deposit successful").first().waitFor();
      // The phone answers the deposit with a success vibration.
      await expect
        .poll(async () =>
          (await clientEvents(page)).some(
            ([name, data]) =>
              name === "web_app_trigger_haptic_feedback" &&
              data?.type === "notification" &&
              data?.notification_type === "success",
          ),
        )
        .toBe(true);
      // The bot is one tap away, from the address the server configured.
      expect(await wallet.getByRole("link", { name: "Open the bot" }).getAttribute("href")).toBe(
        "https://t.me/sevens_e2e_bot",
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("refuses launch data that Telegram did not sign, and says so", async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await context.addInitScript(() => {
        Object.assign(window, { TelegramWebviewProxy: { postEvent() {} } });
      });
      const forged = signedInitData(telegramUser(), {
        botToken: "1234567890:AAH-not-the-bot-token-of-this-server_x",
      });
      await page.goto(launchUrl(forged));
      await page.getByText("Telegram sign-in failed").waitFor({ timeout: 20_000 });
      expect(await page.getByTestId("header-balance").count()).toBe(0);
      // The browser logs the refused sign-in call itself; nothing else may be logged.
      expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
