import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage, type WatchedPage } from "./support/browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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

/** Waits until React has hydrated the document (the app marks <html> once it has). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    timeout: 20_000,
  });
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    );
}

describe("app shell", () => {
  it("renders home from the server and hydrates with no console errors", async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toMatch(/<h1[^>]*>/);
    await withPage(async ({ page, problems }) => {
      const response = await page.goto(`${baseUrl}/`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      // The live wins and their online count connect once they are seen.
      await page.locator('section[aria-labelledby="home-winners"]').scrollIntoViewIfNeeded();
      await expect.poll(() => page.getByText(/Online: \d+/).count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  });

  it("sends the document policy headers with pages, not with hashed assets", async () => {
    const home = await fetch(`${baseUrl}/`);
    expect(home.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
    const html = await home.text();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    const asset = await fetch(`${baseUrl}${script ?? ""}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("content-security-policy")).toBeNull();
    expect(asset.headers.get("cross-origin-opener-policy")).toBeNull();
    // What protects a subresource stays.
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("ships a page the content dirs it needs and no more, in a small document", async () => {
    const shipped = (html: string) => {
      const json = /window\.__sevensContent=(\{.*?\})<\/script>/s.exec(html)?.[1] ?? "{}";
      return Object.keys((JSON.parse(json) as { resources?: object }).resources ?? {}).sort();
    };
    const home = await (await fetch(`${baseUrl}/`)).text();
    expect(shipped(home)).toEqual(["global-components", "layout"]);
    // E-mail texts are the server's alone.
    expect(home).not.toContain('"signature"');
    // 116 KB before issue 10, when every dir went out with every page; 68 KB after it. Issue 16
    // adds 2.5 KB of canonical and hreflang links, and ~4 KB of page texts that were English in
    // the scripts and now come with the catalogue (the game frames' texts have a dir of their
    // own, shipped only with the frames). Quests on the home page, loyalty and the bonus pages
    // add ~7 KB more; the /profile pages' 8 KB of texts went to a dir of their own for it.
    // Issue 10 §2: 74 KB, then 57 KB once a page ships only its own texts of `layout.pages` (and
    // `loyalty` and `quests` only with the pages that show them): every page's went with every page.
    expect(new TextEncoder().encode(home).byteLength).toBeLessThan(60 * 1024);
    const withDialog = await (await fetch(`${baseUrl}/?sign-in=true`)).text();
    expect(shipped(withDialog)).toEqual([
      "alerts",
      "fields-settings",
      "global-components",
      "layout",
      "modals",
    ]);
  });

  it("gives every document its own response's nonce, rendered or kept", async () => {
    const nonces = [];
    for (let index = 0; index < 3; index++) {
      const response = await fetch(`${baseUrl}/games`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "");
      const html = await response.text();
      expect(nonce?.[1]).toBeDefined();
      const inDocument = [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
      expect(inDocument.length).toBeGreaterThan(2);
      expect(new Set(inDocument)).toEqual(new Set([nonce?.[1]]));
      nonces.push(nonce?.[1]);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it("serves a dialog's form inert until its code has hydrated it, then usable", async () => {
    // Server markup of a lazy body: submitting it natively would put the password in the URL.
    const html = await (await fetch(`${baseUrl}/?sign-in=true`)).text();
    expect(html).toMatch(/<fieldset disabled=""[^>]*>(?:(?!<\/fieldset>)[\s\S])*name="password"/);
    const watched = await openPage(browser);
    try {
      await watched.page.goto(`${baseUrl}/?sign-in=true`);
      const dialog = watched.page.getByRole("dialog", { name: "Sign in" });
      await dialog.locator('fieldset[data-hydrated="true"]').waitFor();
      expect(await dialog.locator("input[name=password]").isEditable()).toBe(true);
    } finally {
      await watched.context.close();
    }
  });

  it("sets lang and direction from the locale prefix", async () => {
    await withPage(async ({ page, problems }) => {
      await page.goto(`${baseUrl}/de`);
      expect(await page.getAttribute("html", "lang")).toBe("de");
      expect(await page.getAttribute("html", "dir")).toBe("ltr");
      await page.goto(`${baseUrl}/fa`);
      expect(await page.getAttribute("html", "lang")).toBe("fa");
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      await waitForHydration(page);
      expect(problems).toEqual([]);
    });
  });

  it("shows the 404 page with the path for an unknown path and an unknown locale", async () => {
    await withPage(async ({ page, problems }) => {
      const response = await page.goto(`${baseUrl}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect
        .poll(() => page.getByRole("heading", { name: "Page Not Found: /no-such-page" }).count())
        .toBe(1);
      await waitForHydration(page);
      const home = page.getByRole("main").getByRole("link", { name: "Homepage" });
      expect(await home.getAttribute("href")).toBe("/");
      expect((await page.goto(`${baseUrl}/xx/games`))?.status()).toBe(404);
      expect((await page.goto(`${baseUrl}/de/no-such-page`))?.status()).toBe(404);
      expect(
        await page
          .getByRole("main")
          .getByRole("link", { name: /Homepage|Startseite/ })
          .getAttribute("href"),
      ).toBe("/de");
      // The browser logs the 404 document response itself; nothing else may be logged.
      expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
    });
  });

  it("opens the sign-in dialog from the address and clears the query when it closes", async () => {
    await withPage(async ({ page, problems }) => {
      await page.goto(`${baseUrl}/?sign-in=true`);
      const dialog = page.getByRole("dialog");
      await expect.poll(() => dialog.count()).toBe(1);
      await waitForHydration(page);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => new URL(page.url()).search).toBe("");
      expect(problems).toEqual([]);
    });
  });

  it("sends a guest who opens a player-only modal to sign-in", async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/?wallet=deposit`);
      await expect.poll(() => new URL(page.url()).search).toBe("?sign-in=true");
      await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
    });
  });

  it("keeps dark mode across a reload, applied before any app script runs", async () => {
    await withPage(
      async ({ page, problems }) => {
        await page.goto(`${baseUrl}/`);
        await waitForHydration(page);
        // The radio is visually replaced by its icon label; check it as the keyboard would.
        const dark = page.getByRole("radio", { name: "Dark" }).first();
        await dark.focus();
        await page.keyboard.press("Space");
        expect(await dark.isChecked()).toBe(true);
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
          true,
        );
        // With every module script blocked, only the inline boot script can set the theme.
        await page.route(/\.js(\?|$)/, (route) => route.abort());
        await page.reload();
        expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
          true,
        );
        expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe("dark");
        await page.unroute(/\.js(\?|$)/);
        expect(problems.filter((problem) => !problem.includes("net::ERR_FAILED"))).toEqual([]);
      },
      { colorScheme: "light" },
    );
  });

  it("remembers the compact drawer across a reload", async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${baseUrl}/games`);
      await waitForHydration(page);
      const toggle = page.getByRole("button", { name: "Toggle compact menu" });
      expect(await toggle.getAttribute("aria-pressed")).toBe("false");
      await toggle.click();
      expect(await toggle.getAttribute("aria-pressed")).toBe("true");
      await page.reload();
      await waitForHydration(page);
      expect(
        await page
          .getByRole("button", { name: "Toggle compact menu" })
          .getAttribute("aria-pressed"),
      ).toBe("true");
      expect(
        await page.evaluate(() => document.documentElement.hasAttribute("data-drawer-compact")),
      ).toBe(true);
    });
  });

  it("opens the drawer sheet on a phone (its code loads then), follows a link, gives focus back", async () => {
    await withPage(
      async ({ page, problems }) => {
        await page.goto(`${baseUrl}/`);
        await waitForHydration(page);
        // The open sheet hides the rest of the page from the accessibility tree.
        const menu = page.locator('header button[aria-label="Open menu"]');
        await menu.click();
        const sheet = page.getByRole("dialog", { name: "Main navigation" });
        await sheet.waitFor();
        expect(await menu.getAttribute("aria-expanded")).toBe("true");
        await page.keyboard.press("Escape");
        await sheet.waitFor({ state: "detached" });
        // Focus comes back once the dialog's focus scope unmounts, a tick after the sheet left.
        await expect
          .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
          .toBe("Open menu");
        await menu.click();
        await sheet.getByRole("link", { name: "Games" }).click();
        await page.waitForURL(`${baseUrl}/games`);
        await sheet.waitFor({ state: "detached" });
        expect(problems).toEqual([]);
      },
      { viewport: { width: 390, height: 844 } },
    );
  });

  it("opens a guest's account menu (its content loads then) with the way to sign in", async () => {
    await withPage(async ({ page, problems }) => {
      const menuCode: string[] = [];
      page.on("request", (request) => {
        if (/\/user-navigation-menu-/.test(request.url())) menuCode.push(request.url());
      });
      await page.goto(`${baseUrl}/`);
      await waitForHydration(page);
      expect(menuCode).toEqual([]);
      await page.getByRole("button", { name: "Account menu" }).click();
      const panel = page.getByRole("dialog", { name: "Account menu" });
      await panel.getByText("You are browsing as a guest").waitFor();
      expect(menuCode.length).toBeGreaterThan(0);
      await panel.getByRole("link", { name: "Sign in" }).click();
      await expect.poll(() => new URL(page.url()).search).toBe("?sign-in=true");
      await panel.waitFor({ state: "detached" });
      await expect.poll(() => page.getByRole("dialog").count()).toBe(1);
      expect(problems).toEqual([]);
    });
  });

  it("has no serious or critical accessibility violations on home, 404 and an open modal", async () => {
    await withPage(async ({ page }) => {
      for (const path of ["/", "/no-such-page", "/?sign-in=true"]) {
        await page.goto(`${baseUrl}${path}`);
        await waitForHydration(page);
        // Let the preloader finish fading out so axe sees the page as a player does.
        await page.waitForTimeout(1600);
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });
  });
});
