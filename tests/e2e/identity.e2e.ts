import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, newContext, watchProblems } from "./support/browser.ts";

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
const uniqueEmail = () => `player${Date.now()}${(counter += 1)}@example.com`;
/** SPEC §3: the masked prefix of "player123@x" is all but its last 3 characters plus ***. */
const displayedNameOf = (email: string) => `${email.slice(0, email.indexOf("@") - 3)}***`;

/** One browser context (tabs share storage) whose pages fail the journey on any console problem. */
async function openContext(): Promise<{
  context: BrowserContext;
  newTab: () => Promise<Page>;
  problems: string[];
}> {
  const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
  const problems: string[] = [];
  const newTab = async () => {
    const page = await context.newPage();
    watchProblems(page, problems);
    return page;
  };
  return { context, newTab, problems };
}

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    timeout: 20_000,
  });
}

/** A player registered over the API (the form journey has its own test). */
async function registerPlayer(): Promise<string> {
  const email = uniqueEmail();
  const response = await fetch(`${baseUrl}/api/player/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      payload: { email, password: PASSWORD, currency: "USD", country: "DE", agreements: true },
      fingerprint: { visitorId: "e2e-identity", confidence: { score: 1 } },
    }),
  });
  expect(response.status).toBe(200);
  return email;
}

const playerName = (page: Page) => page.getByTestId("header-player-name");

async function expectSignedIn(page: Page, email: string) {
  await expect
    .poll(() => playerName(page).textContent(), { timeout: 15_000 })
    .toBe(displayedNameOf(email));
}

async function expectGuest(page: Page) {
  await expect
    .poll(() => page.getByRole("banner").getByRole("link", { name: "Sign in" }).count(), {
      timeout: 15_000,
    })
    .toBe(1);
  expect(await playerName(page).count()).toBe(0);
}

async function signIn(page: Page, email: string) {
  await page.goto(`${baseUrl}/?sign-in=true`);
  await waitForHydration(page);
  const dialog = page.getByRole("dialog", { name: "Sign in" });
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(email);
  await dialog.locator("input[name=password]").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectSignedIn(page, email);
  expect(await page.getByRole("dialog").count()).toBe(0);
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("button", { name: "Log out" }).click();
}

describe("identity journeys", () => {
  it("signs up after fixing a field error, signs out and signs in again", async () => {
    const { context, newTab, problems } = await openContext();
    try {
      const page = await newTab();
      await page.goto(`${baseUrl}/?sign-up=true`);
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: "Sign up" });
      const email = uniqueEmail();
      await dialog.getByRole("textbox", { name: "E-mail" }).fill(email);
      const password = dialog.locator("input[name=password]");
      await password.fill("short");
      await dialog.locator("input[name=password_confirmation]").fill("short");
      await dialog.getByRole("checkbox", { name: /I am at least 18/ }).check();
      await dialog.getByRole("button", { name: "Create account" }).click();

      // The rule from the server (min 8) is checked on screen, tied to the field, focused.
      const message = dialog.getByText("Password must be at least 8 characters long");
      await expect.poll(() => message.count()).toBe(1);
      expect(await password.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await password.getAttribute("aria-describedby")) ?? "";
      expect(await message.getAttribute("id")).toBe(describedBy);
      expect(await password.evaluate((input) => input === document.activeElement)).toBe(true);

      await password.fill(PASSWORD);
      await dialog.locator("input[name=password_confirmation]").fill(PASSWORD);
      expect(await message.count()).toBe(0);
      await dialog.getByRole("button", { name: "Create account" }).click();

      // The welcome alert comes 1 s after registration and stays 5 s: watch for it meanwhile.
      const welcome = expect
        .poll(() => page.getByRole("status").getByText("Welcome to Sevens!").count(), {
          timeout: 15_000,
          interval: 100,
        })
        .toBe(1);
      await expectSignedIn(page, email);
      expect(await page.getByTestId("header-balance").textContent()).toBe("0.00 USD");
      await welcome;

      await logOut(page);
      await expectGuest(page);
      expect(await page.evaluate(() => localStorage.getItem("sevens:session"))).toBeNull();

      await signIn(page, email);
      // A reload restores the stored session.
      await page.reload();
      await waitForHydration(page);
      await expectSignedIn(page, email);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the server's message for wrong credentials", async () => {
    const { context, newTab, problems } = await openContext();
    try {
      const page = await newTab();
      const email = await registerPlayer();
      await page.goto(`${baseUrl}/?sign-in=true`);
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: "Sign in" });
      await dialog.getByRole("textbox", { name: "E-mail" }).fill(email);
      await dialog.locator("input[name=password]").fill("not the password");
      await dialog.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect
        .poll(() => dialog.getByRole("alert").textContent())
        .toBe("Wrong e-mail, phone or password");
      // Still a guest, the dialog still open for another try.
      expect(await playerName(page).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem("sevens:session"))).toBeNull();
      expect(await dialog.count()).toBe(1);
      // The 401 of a failed sign-in is the form's, not a session's: the console stays quiet
      // apart from the browser's own line about the failed request.
      expect(problems.filter((problem) => !problem.includes("401"))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps two tabs in sync: a login reloads the other tab, a logout sends it home", async () => {
    const { context, newTab, problems } = await openContext();
    try {
      const email = await registerPlayer();
      const tabA = await newTab();
      const tabB = await newTab();
      await tabB.goto(`${baseUrl}/games`);
      await waitForHydration(tabB);
      await expectGuest(tabB);

      await signIn(tabA, email);
      // Tab B was logged out: the login elsewhere reloads it into the session.
      await expectSignedIn(tabB, email);
      expect(new URL(tabB.url()).pathname).toBe("/games");

      await logOut(tabA);
      await expectGuest(tabA);
      // Tab B was logged in: the logout elsewhere sends it to the localized home, signed out.
      await expectGuest(tabB);
      await expect.poll(() => new URL(tabB.url()).pathname).toBe("/");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps tokens out of script reach and restores two tabs through the refresh cookie", async () => {
    const { context, newTab, problems } = await openContext();
    try {
      const email = await registerPlayer();
      const tabA = await newTab();
      const tabB = await newTab();
      await tabB.goto(`${baseUrl}/`);
      await waitForHydration(tabB);
      await signIn(tabA, email);
      await expectSignedIn(tabB, email);

      // Local storage marks the session; no script can read a token anywhere.
      const stored = await tabA.evaluate(() => localStorage.getItem("sevens:session"));
      expect(stored).toMatch(/^\{"since":\d+\}$/);
      expect(await tabA.evaluate(() => document.cookie)).not.toContain("sevens_refresh");
      const cookies = await context.cookies(`${baseUrl}/api/player/sessions/refresh`);
      expect(cookies.find((cookie) => cookie.name === "sevens_refresh")).toMatchObject({
        httpOnly: true,
        sameSite: "Strict",
        path: "/api/player/sessions/refresh",
      });

      const refreshes: string[] = [];
      context.on("request", (request) => {
        if (request.url().endsWith("/api/player/sessions/refresh")) refreshes.push(request.url());
      });
      // Both tabs reload at once: each restores its in-memory token with one refresh, one after
      // the other (the cross-tab lock), and the rotated cookie keeps working.
      for (let round = 0; round < 2; round += 1) {
        await Promise.all([tabA.reload(), tabB.reload()]);
        await Promise.all([waitForHydration(tabA), waitForHydration(tabB)]);
        await expectSignedIn(tabA, email);
        await expectSignedIn(tabB, email);
      }
      expect(refreshes.length).toBeGreaterThanOrEqual(2);
      await expect
        .poll(() => tabA.evaluate(() => localStorage.getItem("sevens:session-refreshing")))
        .toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);
});
