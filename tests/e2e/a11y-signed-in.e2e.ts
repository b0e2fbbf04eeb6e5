import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import {
  openSignedIn,
  registerPlayer,
  seriousAxeViolations,
  waitForHydration,
} from "./support/journey.ts";

/** Issue 11 item 16: no serious or critical axe violation on the signed-in pages. */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROUTES = [
  "/",
  "/games",
  "/wallet",
  "/wallet/history",
  "/wallet/history?tab=spins",
  "/profile/info",
  "/profile/limits",
  "/profile/personal",
  "/profile/sessions",
  "/profile/settings/account",
  "/support",
  "/static/cookie-policy",
  "/questions?q=withdraw",
  "/questions/rtp",
  "/contact",
  "/sport",
  "/sport?page=bets",
  "/?wallet=deposit",
  "/?add-limit=deposit",
  "/?currencies=true",
];

describe("accessibility, signed in", () => {
  it("has no serious or critical violations", async () => {
    const auth = await registerPlayer(baseUrl, { currency: "EUR", prefix: "axe" });
    const { context, page } = await openSignedIn(browser, baseUrl, auth, "/");
    try {
      const found: string[] = [];
      for (const route of ROUTES) {
        await page.goto(`${baseUrl}${route}`);
        await waitForHydration(page);
        await page.getByTestId("header-balance").first().waitFor();
        // The preloader fades out over a second; axe should see the page as a player does.
        await page
          .locator(".preloader")
          .waitFor({ state: "hidden" })
          .catch(() => undefined);
        for (const problem of await seriousAxeViolations(page)) found.push(`${route}: ${problem}`);
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
