import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { openSignedIn, openWatched, registerPlayer, waitForHydration } from "./support/journey.ts";
import { EVERY_ROUTE } from "../support/routes.ts";

/**
 * Issue 11: no page scrolls sideways. Every route of SPEC §2 at 390 and 1280 px, signed out and
 * signed in, in en, de (long words) and fa (right to left); the failure names every page that
 * does, with its width. One browser, one page per pass, no sleeps.
 */

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROUTES = EVERY_ROUTE;

const LOCALES = ["", "/de", "/fa"];

/**
 * Loads each page once at the first width and resizes it to the others: media queries and the
 * layout hooks follow a resize as they follow a rotated phone, and a load per width doubled the
 * journey's time.
 */
async function overflowing(
  page: Page,
  widths: readonly number[],
  signedIn = false,
): Promise<string[]> {
  const found: string[] = [];
  for (const locale of LOCALES) {
    for (const route of ROUTES) {
      const path = `${locale}${route === "/" && locale ? "" : route}`;
      await page.setViewportSize({ width: widths[0] ?? 390, height: 844 });
      await page.goto(`${baseUrl}${path}`);
      await waitForHydration(page);
      // The signed-in header (balance, deposit, account menu) is the widest it gets.
      // The 404 page is the error page, without the site's header.
      if (signedIn && route !== "/no-such-page") {
        const shown = await page
          .getByTestId("header-balance")
          .first()
          .waitFor({ timeout: 10_000 })
          .then(() => true)
          .catch(() => false);
        if (!shown) found.push(`${path}: no signed-in header`);
      }
      for (const width of widths) {
        await page.setViewportSize({ width, height: 844 });
        const size = await page.evaluate(
          () =>
            new Promise<{ scroll: number; client: number }>((resolve) =>
              // Two frames: the resize's layout and whatever it re-rendered have happened.
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  resolve({
                    scroll: document.documentElement.scrollWidth,
                    client: document.documentElement.clientWidth,
                  }),
                ),
              ),
            ),
        );
        if (size.scroll > size.client) found.push(`${width}px ${path}: ${size.scroll}`);
      }
    }
  }
  return found;
}

describe("no page scrolls sideways", () => {
  it("signed out", async () => {
    const { context, page } = await openWatched(browser, { width: 390 });
    try {
      expect(await overflowing(page, [390, 1280])).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it("signed in", async () => {
    const auth = await registerPlayer(baseUrl, { currency: "EUR", prefix: "fit" });
    const { context, page } = await openSignedIn(browser, baseUrl, auth, "/", { width: 390 });
    try {
      expect(await overflowing(page, [390, 1280], true)).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it("keeps the account menu and Log out in the phone drawer", async () => {
    const auth = await registerPlayer(baseUrl, { currency: "EUR", prefix: "drawer" });
    const { context, page } = await openSignedIn(browser, baseUrl, auth, "/", {
      width: 390,
      height: 844,
    });
    try {
      await page.getByTestId("header-balance").first().waitFor();
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Main navigation" });
      const account = drawer.getByTestId("drawer-account");
      await account.getByRole("link", { name: "Limits" }).waitFor();
      await account.getByRole("button", { name: "Log out" }).click();
      await page.getByRole("link", { name: "Sign up" }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it("shows games on the first screen of home", async () => {
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const { context, page } = await openWatched(browser, size);
      try {
        await page.goto(`${baseUrl}/`);
        await waitForHydration(page);
        // The rails render as their parts load: the highest game tile, once it is there.
        const tiles = page.locator("main a[href*='/game/']");
        await tiles.first().waitFor();
        await expect
          .poll(
            () =>
              tiles.evaluateAll((links) =>
                Math.min(...links.map((link) => link.getBoundingClientRect().top)),
              ),
            { message: `${size.width}px`, timeout: 15_000 },
          )
          .toBeLessThan(size.height);
      } finally {
        await context.close();
      }
    }
  });

  it("opens sign-up on its first field, whole on a 1280x800 screen, details behind More", async () => {
    const { context, page } = await openWatched(browser, { width: 1280, height: 800 });
    try {
      await page.goto(`${baseUrl}/?sign-up=true`);
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: "Sign up" });
      const email = dialog.getByRole("textbox", { name: "E-mail" });
      await expect
        .poll(() => email.evaluate((input) => input === document.activeElement))
        .toBe(true);
      const fits = await dialog.evaluate((element) => element.scrollHeight <= element.clientHeight);
      expect(fits).toBe(true);
      const more = dialog.getByRole("button", { name: "More details (optional)" });
      expect(await more.getAttribute("aria-expanded")).toBe("false");
      await more.click();
      // Date of birth is one control.
      expect(await dialog.locator('input[type="date"]').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("gives a phone the game with its controls on screen, and asks about full screen once", async () => {
    const { context, page } = await openWatched(browser, { width: 390, height: 844 });
    try {
      await page.goto(`${baseUrl}/game/sevens-dice?real=false`);
      await waitForHydration(page);
      const offer = page.getByRole("dialog", { name: "Play on mobile" });
      await offer.getByRole("button", { name: "Keep playing here" }).click();
      await offer.waitFor({ state: "detached" });
      const game = page.frameLocator("iframe");
      const roll = game.getByRole("button", { name: /^Roll/ }).first();
      await roll.waitFor();
      const box = await roll.boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
      // Another game in the same session: not asked again.
      await page.goto(`${baseUrl}/game/sevens-limbo?real=false`);
      await waitForHydration(page);
      await page.frameLocator("iframe").getByRole("button").first().waitFor();
      expect(await page.getByRole("dialog", { name: "Play on mobile" }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
