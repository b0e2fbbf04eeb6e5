import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The head's link elements of a server-rendered document, as [rel, hreflang, href]. */
function headLinks(html: string): { rel: string; hrefLang?: string; href: string }[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link [^>]*>/g)].flatMap((match) => {
    const tag = match[0];
    const rel = /rel="([^"]+)"/.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    const hrefLang = /hrefLang="([^"]+)"|hreflang="([^"]+)"/i.exec(tag);
    if (!rel || !href || (rel !== "canonical" && rel !== "alternate")) return [];
    return [{ rel, href: href.replace(/&amp;/g, "&"), hrefLang: hrefLang?.[1] ?? hrefLang?.[2] }];
  });
}

describe("locales", () => {
  it("writes <html lang> as the language's BCP 47 tag, not the route prefix", async () => {
    const lang = async (path: string) =>
      /<html lang="([^"]+)"/.exec(await (await fetch(`${baseUrl}${path}`)).text())?.[1];
    expect(await lang("/se/games")).toBe("sv");
    expect(await lang("/pt-br")).toBe("pt-BR");
    expect(await lang("/en-ca/games")).toBe("en-CA");
    expect(await lang("/es-mx")).toBe("es-MX");
  });

  it("gives every page a canonical address and its alternates in every language", async () => {
    const html = await (await fetch(`${baseUrl}/de/games?sign-in=true`)).text();
    const links = headLinks(html);
    expect(links.filter((link) => link.rel === "canonical")).toEqual([
      { rel: "canonical", href: `${baseUrl}/de/games`, hrefLang: undefined },
    ]);
    const alternates = new Map(
      links.filter((link) => link.rel === "alternate").map((link) => [link.hrefLang, link.href]),
    );
    expect(alternates.size).toBe(27);
    expect(alternates.get("sv")).toBe(`${baseUrl}/se/games`);
    expect(alternates.get("pt-BR")).toBe(`${baseUrl}/pt-br/games`);
    expect(alternates.get("en")).toBe(`${baseUrl}/games`);
    expect(alternates.get("x-default")).toBe(`${baseUrl}/games`);
    // A missing page is no page in any language.
    expect(headLinks(await (await fetch(`${baseUrl}/de/no-such-page`)).text())).toEqual([]);
  });

  it("switches language on the same page, keeping its query", async () => {
    const watched = await openPage(browser);
    try {
      const { page, problems } = watched;
      await page.goto(`${baseUrl}/games/providers?sort=name`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page
        .getByRole("banner")
        .getByRole("button", { name: /Language/ })
        .click();
      await page.getByRole("link", { name: "Svenska" }).click();
      await page.waitForURL(`${baseUrl}/se/games/providers?sort=name`);
      await expect.poll(() => page.getAttribute("html", "lang")).toBe("sv");
      expect(problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });

  it("shows the operator's bonus texts in the page's language, and again after a switch", async () => {
    const watched = await openPage(browser);
    try {
      const { page, problems } = watched;
      await page.goto(`${baseUrl}/de/bonus/welcome-first-deposit`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const main = page.getByRole("main");
      const title = () => main.getByRole("heading", { level: 1 }).textContent();
      await expect.poll(title).toBe("Willkommensbonus 100 % + 50 Freispiele");
      const text = await main.textContent();
      expect(text).toContain("Verdopple deine erste Einzahlung");
      expect(text).toContain("10-mal umsetzen");
      await page
        .getByRole("banner")
        .getByRole("button", { name: /Sprache/ })
        .click();
      await page.locator(`nav a[hreflang="en"]`).click();
      await page.waitForURL(`${baseUrl}/bonus/welcome-first-deposit`);
      await expect.poll(title).toBe("Welcome 100% + 50 free spins");
      expect(problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });

  it("writes Persian numbers in Persian digits, right to left", async () => {
    const watched = await openPage(browser, { viewport: { width: 390, height: 844 } });
    try {
      const { page, problems } = watched;
      await page.goto(`${baseUrl}/fa`);
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      // The online count below the fold counts once it is seen.
      await page.locator('section[aria-labelledby="home-winners"]').scrollIntoViewIfNeeded();
      const online = page.locator("p[aria-live]", { hasText: /[۰-۹]/ }).first();
      await expect.poll(() => online.count()).toBe(1);
      expect(await online.textContent()).not.toMatch(/[0-9]/);
      expect(problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });

  it("opens a game's frame in the page's language: Persian digits, right to left", async () => {
    const watched = await openPage(browser);
    try {
      const { page, problems } = watched;
      await page.goto(`${baseUrl}/fa/game/sevens-dice`);
      const iframe = page.locator("iframe[title]").first();
      await expect.poll(() => iframe.getAttribute("src"), { timeout: 20_000 }).toMatch(/lang=fa/);
      const frame = page.frameLocator("iframe[title]").first();
      await expect.poll(() => frame.locator("html").getAttribute("lang")).toBe("fa");
      expect(await frame.locator("html").getAttribute("dir")).toBe("rtl");
      // The demo balance (1,000.00) in Persian digits, none Latin.
      const balance = frame.getByTestId("house-balance");
      await expect.poll(() => balance.textContent(), { timeout: 20_000 }).toMatch(/۱٬۰۰۰٫۰۰/);
      expect(await balance.textContent()).not.toMatch(/[0-9]/);
      expect(problems).toEqual([]);
    } finally {
      await watched.context.close();
    }
  });
});
