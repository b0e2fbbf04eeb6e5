import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { E2E_OPERATOR_TOKEN } from "./global-setup.ts";
import { launchBrowser, openPage } from "./support/browser.ts";
import { waitForHydration } from "./support/journey.ts";

/**
 * Cookie consent journeys (issue 16): every integration is configured on the journeys' server,
 * pointing at a stand-in on another origin (global-setup.ts), so what the browser asks for is
 * what consent allowed and nothing else.
 */

const baseUrl = inject("baseUrl");
const standInUrl = inject("standInUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every request of the page: the stand-in's paths, and the first-party visit batches. */
function watchRequests(page: Page) {
  const standIn: string[] = [];
  const visits: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === standInUrl) standIn.push(`${url.pathname}${url.search}`);
    if (url.pathname === "/api/analytics/events") visits.push(request.postData() ?? "");
  });
  return { standIn, visits };
}

/** Longer than the visit batch's delay (3 s): what was going to be sent has been. */
const settle = (page: Page) => page.waitForTimeout(4000);

const todaysVisits = async () => {
  const day = new Date().toISOString().slice(0, 10);
  const response = await fetch(`${baseUrl}/api/operator/analytics/funnel?from=${day}&to=${day}`, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
  });
  const body = (await response.json()) as { data: { visits: number }[] };
  return body.data[0]?.visits ?? 0;
};

describe("cookie consent", () => {
  it("loads nothing non-essential before the choice, nor after 'necessary only'", async () => {
    const { page, context, problems } = await openPage(browser, { consent: "undecided" });
    try {
      const seen = watchRequests(page);
      await page.goto(`${baseUrl}/games`);
      await waitForHydration(page);
      const popup = page.getByTestId("cookie-popup");
      await popup.waitFor();
      await settle(page);
      expect(seen).toEqual({ standIn: [], visits: [] });

      await popup.getByRole("button", { name: "Decline" }).click();
      await popup.waitFor({ state: "detached" });
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await settle(page);
      expect(seen).toEqual({ standIn: [], visits: [] });
      // The choice is kept: no popup on the next page.
      expect(await page.getByTestId("cookie-popup").count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("asks only on the site's own pages, never inside a game's frame", async () => {
    const { page, context } = await openPage(browser, { consent: "undecided" });
    try {
      await page.goto(`${baseUrl}/game/sevens-dice`);
      await waitForHydration(page);
      await page.getByTestId("cookie-popup").waitFor();
      const frame = page.frameLocator('iframe[title="Dice"]');
      await frame.getByRole("button", { name: "Roll", exact: true }).waitFor();
      expect(await frame.getByTestId("cookie-popup").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("starts analytics, then marketing, as the visitor allows them from the footer", async () => {
    const { page, context, problems } = await openPage(browser, { consent: "undecided" });
    try {
      const before = await todaysVisits();
      const seen = watchRequests(page);
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      await page.getByTestId("cookie-popup").getByRole("link", { name: "Choose" }).click();
      const dialog = page.getByRole("dialog", { name: "Cookies" });
      await dialog.waitFor();
      expect(await dialog.getByRole("switch", { name: "Necessary" }).isDisabled()).toBe(true);
      await dialog.getByRole("switch", { name: "Analytics" }).check();
      await dialog.getByRole("button", { name: "Save my choice" }).click();
      await dialog.waitFor({ state: "detached" });

      // Analytics: the metrics counter, session recording and the first-party visits.
      await expect.poll(() => seen.standIn).toEqual(expect.arrayContaining(["/tag.js", "/fs.js"]));
      await expect.poll(() => seen.visits.length).toBeGreaterThan(0);
      expect(JSON.parse(seen.visits[0] ?? "{}")).toMatchObject({
        events: [{ name: "visit", path: "/", locale: "en" }],
      });
      await expect.poll(todaysVisits).toBeGreaterThan(before);
      // Marketing not allowed: no tag manager, no pixel.
      expect(seen.standIn.some((path) => /gtm|pixel/.test(path))).toBe(false);

      // The choice is changed from the footer: marketing too.
      await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
      await dialog.waitFor();
      expect(await dialog.getByRole("switch", { name: "Analytics" }).isChecked()).toBe(true);
      await dialog.getByRole("switch", { name: "Marketing" }).check();
      await dialog.getByRole("button", { name: "Save my choice" }).click();
      await expect
        .poll(() => seen.standIn.find((path) => path.startsWith("/gtm.js")))
        .toBe("/gtm.js?id=GTM-E2E0001");
      // The retargeting pixel: the visit action (80, class 5) for its account.
      await expect
        .poll(() => seen.standIn.some((path) => path.startsWith("/pixel.gif")))
        .toBe(true);
      const visitPixel = new URLSearchParams(
        (seen.standIn.find((path) => path.startsWith("/pixel.gif")) ?? "").split("?")[1],
      );
      expect(Object.fromEntries(visitPixel)).toMatchObject({
        pid: "e2e-pixel",
        action: "visit",
        aid: "80",
        cid: "5",
      });
      expect(visitPixel.get("sr")).toMatch(/^\d+x\d+$/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
