import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, type WatchedPage } from "./support/browser.ts";
import { refreshTokenOf, storeBrowserSession } from "./support/journey.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = "correct horse 7";
let counter = 0;
const fingerprint = { visitorId: "e2e-lobby", confidence: { score: 1 } };

interface Auth {
  accessToken: string;
  refreshToken: string;
  expiresAfter: number;
}

async function registerPlayer(): Promise<Auth> {
  const email = `lobby${Date.now()}${(counter += 1)}@example.com`;
  const response = await fetch(`${baseUrl}/api/player/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      payload: { email, password: PASSWORD, currency: "USD", country: "DE", agreements: true },
      fingerprint,
    }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: Auth };
  return { ...data, refreshToken: refreshTokenOf(response) };
}

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    timeout: 20_000,
  });
}

/** Stores a session the way the session layer does, then opens `path` signed in. */
async function openSignedIn(page: Page, auth: Auth, path: string) {
  await page.goto(`${baseUrl}/`);
  await waitForHydration(page);
  await storeBrowserSession(page, baseUrl, auth.refreshToken);
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  await expect
    .poll(() => page.getByTestId("header-player-name").count(), { timeout: 15_000 })
    .toBe(1);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
}

async function withPage<T>(
  run: (watched: WatchedPage) => Promise<T>,
  options?: Parameters<typeof openPage>[1],
): Promise<T> {
  const watched = await openPage(browser, options);
  try {
    return await run(watched);
  } finally {
    await watched.context.close();
  }
}

/** The browser's own line about a 404 document is expected on pages that are not found. */
const unexpected = (problems: readonly string[]) =>
  problems.filter((problem) => !problem.includes("status of 404"));

describe("casino lobby", () => {
  it("shows collection rows on home and opens a collection from its All link", async () => {
    await withPage(async ({ page, problems }) => {
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      const slots = page.getByRole("region", { name: "Slots" });
      await slots.scrollIntoViewIfNeeded();
      await expect.poll(() => slots.getByRole("link", { name: /Golden Pharaoh/ }).count()).toBe(1);
      await slots.getByRole("link", { name: /^All Slots/ }).click();
      await page.waitForURL(`${baseUrl}/games/slots`);
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Slots");
      await expect
        .poll(() =>
          page
            .getByRole("list", { name: /Slots: games/ })
            .getByRole("link")
            .count(),
        )
        // A page of 24 at least: the grid may already have loaded its next page by itself.
        .toBeGreaterThanOrEqual(24);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });

  it("finds a game despite a typo, with the keyboard, and opens its page", async () => {
    await withPage(async ({ page, problems }) => {
      await page.goto(`${baseUrl}/games`);
      await waitForHydration(page);
      await page.getByRole("link", { name: "Search games" }).click();
      const dialog = page.getByRole("dialog", { name: "Search" });
      const field = dialog.getByLabel("Game or provider name");
      await expect
        .poll(() => field.evaluate((input) => input === document.activeElement))
        .toBe(true);
      await page.keyboard.type("cyber hiest");
      const result = dialog.getByRole("link", { name: /Cyber Heist/ });
      await expect.poll(() => result.count()).toBe(1);
      expect(await result.getAttribute("href")).toBe("/game/slot-cyber-heist");
      expect(await dialog.getByRole("status").textContent()).toMatch(/game(s)? found/);
      await page.keyboard.press("ArrowDown");
      await expect
        .poll(() => result.evaluate((link) => link === document.activeElement))
        .toBe(true);
      expect(problems).toEqual([]);
      await page.keyboard.press("Enter");
      await page.waitForURL(`${baseUrl}/game/slot-cyber-heist`);
    });
  });

  it("keeps a player's favourite and their search, and lets them undo both", async () => {
    const auth = await registerPlayer();
    await withPage(async ({ page, problems }) => {
      await openSignedIn(page, auth, "/games/providers/neon-reels");
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe("Neon Reels");
      expect(await page.getByText("10 games", { exact: true }).count()).toBe(1);
      const heart = page.getByRole("button", { name: "Favorite Disco Fever" });
      await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("false");
      await heart.click();
      await expect.poll(() => heart.getAttribute("aria-pressed")).toBe("true");

      await page.goto(`${baseUrl}/favorites`);
      await waitForHydration(page);
      const favorites = page.getByRole("list", { name: "Favorites" });
      await expect
        .poll(() => favorites.getByRole("link").allTextContents())
        .toEqual(["Disco FeverNeon Reels"]);
      await favorites.getByRole("button", { name: "Favorite Disco Fever" }).click();
      await expect
        .poll(() => page.getByRole("heading", { name: "No favorites yet" }).count())
        .toBe(1);

      // A search the player opened a result from is kept; they can forget it.
      await page.goto(`${baseUrl}/games?global-search=true`);
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: "Search" });
      await dialog.getByLabel("Game or provider name").fill("disko fever");
      expect(unexpected(problems)).toEqual([]);
      // The game page is another journey's; only what happens here counts.
      await dialog.getByRole("link", { name: /Disco Fever/ }).click();
      await page.waitForURL(/\/game\/slot-disco-fever\?real=true$/);
      await expect
        .poll(async () => {
          const response = await fetch(`${baseUrl}/api/game/search/recent`, {
            headers: { authorization: `Bearer ${auth.accessToken}` },
          });
          return ((await response.json()) as { data: { query: string }[] }).data.map(
            (item) => item.query,
          );
        })
        .toEqual(["disko fever"]);
      await page.goto(`${baseUrl}/games?global-search=true`);
      await waitForHydration(page);
      const fromHere = problems.length;
      const recent = page
        .getByRole("dialog")
        .getByRole("button", { name: "disko fever", exact: true });
      await expect.poll(() => recent.count(), { timeout: 15_000 }).toBe(1);
      await page.getByRole("button", { name: "Remove “disko fever” from recent searches" }).click();
      await expect.poll(() => recent.count()).toBe(0);
      expect(problems.slice(fromHere)).toEqual([]);
    });
  });

  it("sends a guest's heart to sign-in", async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/games/providers/neon-reels`);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Favorite Disco Fever" }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("sign-in")).toBe("true");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
    });
  });

  it("filters the list from the filter dialog and shows the 404 page for unknown addresses", async () => {
    await withPage(
      async ({ page, problems }) => {
        await page.goto(`${baseUrl}/games/slots?games-filter=true`);
        await waitForHydration(page);
        const dialog = page.getByRole("dialog", { name: "Filter games" });
        await expect
          .poll(() => dialog.getByRole("checkbox", { name: /^Slots/ }).isChecked())
          .toBe(true);
        await dialog.getByRole("checkbox", { name: /Neon Reels/ }).check();
        await expect
          .poll(() => dialog.getByRole("button", { name: "Show 10 games" }).count())
          .toBe(1);
        await dialog.getByRole("button", { name: "Show 10 games" }).click();
        await page.waitForURL(`${baseUrl}/games/slots/neon-reels`);
        await expect
          .poll(() => page.getByRole("heading", { level: 1 }).textContent())
          .toBe("Slots · Neon Reels");
        await page.getByRole("link", { name: "Remove filter Neon Reels" }).click();
        await page.waitForURL(`${baseUrl}/games/slots`);

        expect((await page.goto(`${baseUrl}/games/slots/neon-reels/extra`))?.status()).toBe(404);
        for (const path of ["/games/no-such-collection", "/games/providers/no-such-studio"]) {
          await page.goto(`${baseUrl}${path}`);
          await waitForHydration(page);
          await expect
            .poll(() => page.getByRole("heading", { name: `Page Not Found: ${path}` }).count())
            .toBe(1);
        }
        expect(unexpected(problems)).toEqual([]);
      },
      { viewport: { width: 390, height: 844 }, colorScheme: "dark" },
    );
  });
});
