import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  launchBrowser,
  newContext,
  openPage,
  watchProblems,
  type WatchedPage,
} from "./support/browser.ts";
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
const uniqueEmail = () => `profile${Date.now()}${(counter += 1)}@example.com`;
const fingerprint = { visitorId: "e2e-profile", confidence: { score: 1 } };

interface Auth {
  accessToken: string;
  refreshToken: string;
  expiresAfter: number;
  sessionId: string;
}

async function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A player registered over the API; registration signs in (one session) and mails a link. */
async function registerPlayer(): Promise<{ email: string; auth: Auth }> {
  const email = uniqueEmail();
  const response = await postJson("/api/player/register", {
    payload: { email, password: PASSWORD, currency: "USD", country: "DE", agreements: true },
    fingerprint,
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: Auth };
  return { email, auth: { ...data, refreshToken: refreshTokenOf(response) } };
}

/** Another session of the same player (another device, as far as the server knows). */
async function signInOverApi(email: string, password = PASSWORD): Promise<Auth> {
  const response = await postJson("/api/player/sessions", { email, password, fingerprint });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: Auth };
  return { ...data, refreshToken: refreshTokenOf(response) };
}

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    timeout: 20_000,
  });
}

/** Stores a session the way the session layer does (token-storage.ts), then opens `path`. */
async function openSignedIn(page: Page, auth: Auth, path: string) {
  // What the session calls answered, for the failure message.
  const calls: string[] = [];
  const started = Date.now();
  const at = () => `${Math.round((Date.now() - started) / 100) / 10}s`;
  page.on("request", (request) => {
    if (request.url().includes("/api/")) {
      calls.push(`${at()} → ${new URL(request.url()).pathname}`);
    }
  });
  page.on("requestfailed", (request) => {
    if (request.url().includes("/api/")) {
      calls.push(
        `${at()} failed ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`,
      );
    }
  });
  page.on("response", (response) => {
    if (response.url().includes("/api/")) {
      calls.push(`${at()} ${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  await page.goto(`${baseUrl}/`);
  await waitForHydration(page);
  await storeBrowserSession(page, baseUrl, auth.refreshToken);
  await page.goto(`${baseUrl}${path}`);
  await waitForHydration(page);
  try {
    await expect
      .poll(() => page.getByTestId("header-player-name").count(), { timeout: 30_000 })
      .toBe(1);
  } catch (error) {
    throw new Error(`no signed-in header; API calls: ${calls.join(", ") || "none"}`, {
      cause: error,
    });
  }
}

interface MailboxMessage {
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

/** The newest link to `path` (/verify/…, /password-reset/…) in the sandbox mailbox of `to`. */
async function newestLink(to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${baseUrl}/sandbox/mailbox.json?to=${encodeURIComponent(to)}`,
        );
        const { data } = (await response.json()) as { data: MailboxMessage[] };
        for (const message of data) {
          const match = new RegExp(`https?://[^\\s"'<>]+${path}/[A-Za-z0-9_-]+`).exec(message.text);
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return new URL(link ?? "", baseUrl).pathname;
}

/** Console problems except the browser's own line about an expected failed request. */
const unexpected = (watched: WatchedPage, statuses: readonly number[] = []) =>
  watched.problems.filter(
    (problem) => !statuses.some((status) => problem.includes(`status of ${status}`)),
  );

describe("profile journeys", () => {
  it("confirms the e-mail with the link from the sandbox mailbox", async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    try {
      const { email, auth } = await registerPlayer();
      await openSignedIn(page, auth, "/profile/info");
      const status = page.getByTestId("email-status");
      await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe("Not confirmed");

      const link = await newestLink(email, "/verify");
      await page.goto(`${baseUrl}${link}`);
      await waitForHydration(page);
      const result = page.getByTestId("verify-result");
      await expect
        .poll(() => result.getAttribute("data-outcome"), { timeout: 15_000 })
        .toBe("verified");
      await page.getByRole("link", { name: "Open my profile" }).click();
      await expect.poll(() => page.getByTestId("email-status").textContent()).toBe("Verified");
      expect(await page.getByRole("link", { name: "Confirm e-mail" }).count()).toBe(0);

      // The link works once: a second visit says so and changes nothing.
      await page.goto(`${baseUrl}${link}`);
      await waitForHydration(page);
      await expect
        .poll(() => result.getAttribute("data-outcome"), { timeout: 15_000 })
        .toBe("error");
      expect(unexpected(watched, [400])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("saves personal details and shows the server's field error on its field", async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    try {
      const { auth } = await registerPlayer();
      await openSignedIn(page, auth, "/profile/personal");
      const form = page.getByRole("form", { name: "Personal details" });
      const firstName = form.getByRole("textbox", { name: "First name" });
      await firstName.waitFor({ timeout: 15_000 });

      // A value the profile rules refuse is caught on screen, tied to its field and focused.
      await firstName.fill("A");
      await form.getByRole("button", { name: "Save changes" }).click();
      await expect.poll(() => firstName.getAttribute("aria-invalid")).toBe("true");
      expect(await firstName.evaluate((input) => input === document.activeElement)).toBe(true);

      await firstName.fill("Alice");
      await form.getByRole("combobox", { name: "Country" }).fill("Germ");
      await page.getByRole("option", { name: /Germany/ }).click();
      await form.getByRole("button", { name: "Save changes" }).click();
      await expect
        .poll(() => page.getByRole("status").getByText("Profile saved").count(), {
          timeout: 20_000,
        })
        .toBe(1);
      // The header shows the new displayed name (SPEC §3: first name before the e-mail).
      await expect.poll(() => page.getByTestId("header-player-name").textContent()).toBe("Alice");

      await page.reload();
      await waitForHydration(page);
      await expect
        .poll(() => form.getByRole("textbox", { name: "First name" }).inputValue(), {
          timeout: 15_000,
        })
        .toBe("Alice");
      expect(await form.getByRole("combobox", { name: "Country" }).inputValue()).toBe("Germany");

      // What the server refuses comes back as a 400 with fields and lands on the same field.
      await page.route("**/api/player/profile", async (route) => {
        const request = route.request();
        if (request.method() !== "PUT") return route.continue();
        const body = { ...(request.postDataJSON() as Record<string, unknown>), firstName: "B" };
        return route.continue({ postData: JSON.stringify(body) });
      });
      const field = form.getByRole("textbox", { name: "First name" });
      await field.fill("Bobby");
      await form.getByRole("button", { name: "Save changes" }).click();
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toMatch(/at least 2/);
      await page.unroute("**/api/player/profile");

      await page.reload();
      await waitForHydration(page);
      await expect
        .poll(() => form.getByRole("textbox", { name: "First name" }).inputValue(), {
          timeout: 15_000,
        })
        .toBe("Alice");
      expect(unexpected(watched, [400])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("closes another session from the sessions page", async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    try {
      // A guest is asked to sign in.
      await page.goto(`${baseUrl}/profile/sessions`);
      await waitForHydration(page);
      await expect
        .poll(() => page.getByRole("heading", { name: "Sign in to see your sessions" }).count())
        .toBe(1);

      const { email, auth: other } = await registerPlayer();
      const mine = await signInOverApi(email);
      await openSignedIn(page, mine, "/profile/sessions");
      const table = page.getByTestId("sessions-table");
      const otherRow = table.locator(`[data-session-id="${other.sessionId}"]`);
      await otherRow.waitFor({ timeout: 15_000 });
      expect(
        await table.locator(`[data-session-id="${mine.sessionId}"]`).getAttribute("data-current"),
      ).toBe("true");

      await otherRow.getByRole("link", { name: /^Sign out/ }).click();
      const dialog = page.getByRole("dialog", { name: "End session" });
      await dialog.getByRole("button", { name: "Sign out", exact: true }).click();
      await expect.poll(() => otherRow.count(), { timeout: 20_000 }).toBe(0);
      await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
      expect(await table.locator("tbody tr").count()).toBe(1);

      // The closed session's token no longer works; this one still does.
      const closed = await fetch(`${baseUrl}/api/player/profile`, {
        headers: { authorization: `Bearer ${other.accessToken}` },
      });
      expect(closed.status).toBe(401);
      expect(await page.getByTestId("header-player-name").count()).toBe(1);
      expect(unexpected(watched)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("resets the password with the link from the sandbox mailbox", async () => {
    const watched = await openPage(browser);
    const { page, context } = watched;
    try {
      const { email } = await registerPlayer();
      await page.goto(`${baseUrl}/?forgot-pass=true`);
      await waitForHydration(page);
      const forgot = page.getByRole("dialog", { name: "Forgot password" });
      await forgot.getByRole("textbox", { name: "E-mail" }).fill(email);
      await forgot.getByRole("button", { name: "Send reset link" }).click();
      const sent = page.getByRole("dialog", { name: "Check your e-mail" });
      await expect.poll(() => sent.getByText(email).count(), { timeout: 20_000 }).toBe(1);

      const link = await newestLink(email, "/password-reset");
      await page.goto(`${baseUrl}${link}`);
      await waitForHydration(page);
      const newPassword = "brand new secret 9";
      await page.locator("input[name=password]").fill(newPassword);
      await page.locator("input[name=password_confirmation]").fill(newPassword);
      await page.getByRole("button", { name: "Set new password" }).click();

      const signIn = page.getByRole("dialog", { name: "Sign in" });
      await signIn.waitFor({ timeout: 20_000 });
      await signIn.getByRole("textbox", { name: "E-mail" }).fill(email);
      await signIn.locator("input[name=password]").fill(newPassword);
      await signIn.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect
        .poll(() => page.getByTestId("header-player-name").count(), { timeout: 15_000 })
        .toBe(1);

      // The old password is gone.
      const old = await postJson("/api/player/sessions", {
        email,
        password: PASSWORD,
        fingerprint,
      });
      expect(old.status).toBe(401);
      expect(unexpected(watched)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("signs in through the sandbox OpenID provider and returns to the page", async () => {
    const probe = await postJson("/api/player/sessions/social", { provider: "sandbox" });
    // The e2e server switches the sandbox provider on (SANDBOX_OIDC in global-setup.ts).
    expect(probe.status).toBe(200);
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    // The provider's own page has no icon: the browser's /favicon.ico miss there is not ours.
    watchProblems(page, problems, (message) => message.location().url.endsWith("/favicon.ico"));
    try {
      await page.goto(`${baseUrl}/games?sign-in=true`);
      await waitForHydration(page);
      const dialog = page.getByRole("dialog", { name: "Sign in" });
      await dialog.getByRole("button", { name: "Continue with Sandbox ID" }).click();

      // The provider's page is plain HTML: the form being there is what matters, not "load".
      await page.waitForURL(/\/sandbox\/oidc\/interaction\//, {
        timeout: 15_000,
        waitUntil: "commit",
      });
      const email = uniqueEmail();
      await page.getByLabel("E-mail", { exact: true }).fill(email);
      await page.getByLabel("Name").fill("Sandy Social");
      await page.getByRole("button", { name: "Approve" }).click();

      await page.waitForURL((url) => url.pathname === "/games", { timeout: 20_000 });
      await waitForHydration(page);
      await expect
        .poll(() => page.getByTestId("header-player-name").count(), { timeout: 15_000 })
        .toBe(1);
      expect(new URL(page.url()).search).toBe("");

      // The profile lists the provider among the sign-in methods.
      await page.getByRole("banner").waitFor();
      await page.goto(`${baseUrl}/profile/info`);
      await waitForHydration(page);
      await expect
        .poll(() => page.getByTestId("social-connections").getByText("Sandbox ID").count(), {
          timeout: 15_000,
        })
        .toBe(1);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
