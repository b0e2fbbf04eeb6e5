import { createHmac } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { AuthResponse } from "../../../contracts/player.ts";
import { SESSION_STORAGE_KEY } from "../../../app/features/player/session/token-storage.ts";
import { E2E_PROVIDER_SECRET } from "../global-setup.ts";
import { newContext, watchProblems } from "./browser.ts";

/**
 * What the signed-in journeys share: players registered over the API, a page that restores
 * their session, API calls as them, sandbox deposits confirmed by signed webhook, the header
 * balance. Every page records console errors and warnings: a journey fails on any.
 */

let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}${Date.now()}${(counter += 1)}@example.com`;

/** A session as the journeys hold it: the answer plus the refresh token of its cookie. */
export type JourneyAuth = AuthResponse & { refreshToken: string };

/** The refresh token a response set in its HttpOnly cookie. */
export function refreshTokenOf(response: Response): string {
  for (const cookie of response.headers.getSetCookie()) {
    const match = /^sevens_refresh=([^;]+)/.exec(cookie);
    if (match?.[1]) return match[1];
  }
  throw new Error("the answer set no refresh cookie");
}

/**
 * Makes a browser context hold a session the way the app does after sign-in: the refresh
 * token in its HttpOnly cookie and the session marker in local storage (call on a loaded page
 * of the site). The next page load restores the session with a refresh.
 */
export async function storeBrowserSession(
  page: Page,
  baseUrl: string,
  refreshToken: string,
): Promise<void> {
  await page.context().addCookies([
    {
      name: "sevens_refresh",
      value: refreshToken,
      url: `${baseUrl}/api/player/sessions/refresh`,
      httpOnly: true,
      sameSite: "Strict",
    },
  ]);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify({ since: Date.now() }),
  ] as const);
}

/** The password of every player registerPlayer makes. */
export const PASSWORD = "correct horse 7";

/** A player registered over the API; the answer is the auto-login session. */
export async function registerPlayer(
  baseUrl: string,
  options: { currency?: string; prefix?: string } = {},
): Promise<JourneyAuth> {
  const response = await fetch(`${baseUrl}/api/player/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      payload: {
        email: uniqueEmail(options.prefix ?? "player"),
        password: PASSWORD,
        currency: options.currency ?? "USD",
        country: "DE",
        agreements: true,
      },
      fingerprint: { visitorId: `e2e-${options.prefix ?? "player"}`, confidence: { score: 1 } },
    }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: AuthResponse };
  return { ...data, refreshToken: refreshTokenOf(response) };
}

/**
 * API calls as the player from the test itself, in a session of their own: the browser holds
 * the registration session and rotates it, and access tokens live ACCESS_TOKEN_TTL_SECONDS (20 s
 * in the journeys), which a slow machine outlasts. The token is renewed by signing in again.
 */
export function apiAs(baseUrl: string, auth: JourneyAuth) {
  const email = auth.profile.email ?? "";
  let token = auth.accessToken;
  let signedInAt = Date.now();
  async function freshToken(): Promise<string> {
    if (Date.now() - signedInAt < 10_000) return token;
    const response = await fetch(`${baseUrl}/api/player/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        fingerprint: { visitorId: "e2e-api", confidence: { score: 1 } },
      }),
    });
    expect(response.status).toBe(200);
    token = ((await response.json()) as { data: AuthResponse }).data.accessToken;
    signedInAt = Date.now();
    return token;
  }
  return async <T>(method: string, pathname: string, body?: unknown) =>
    apiCall<T>(baseUrl, method, pathname, await freshToken(), body);
}

export async function apiCall<T>(
  baseUrl: string,
  method: string,
  pathname: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const response = await fetch(`${baseUrl}${pathname}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T };
  return { status: response.status, data: json.data };
}

/**
 * 100.00 USD (or `amount`) on the player's first account: a sandbox card deposit over the API,
 * confirmed by the provider's signed webhook. It declines the welcome bonus, so the balance is
 * the deposit alone.
 */
export async function depositByCard(
  baseUrl: string,
  api: ReturnType<typeof apiAs>,
  amount = { major: "100.00", minor: 10_000n },
): Promise<void> {
  const accounts = await api<{ id: string; currency: string }[]>("GET", "/api/wallet/accounts");
  const account = accounts.data[0];
  if (!account) throw new Error("no account");
  const deposit = await api<{ invoiceId: string }>("POST", "/api/payment/invoices/deposit", {
    method: "sandbox.deposit.visa",
    fields: { firstName: "Ann", lastName: "Example" },
    currency: account.currency,
    amount: amount.major,
    accountId: account.id,
    isBonusDecline: true,
  });
  expect(deposit.status).toBe(200);
  await confirmByWebhook(baseUrl, E2E_PROVIDER_SECRET, {
    id: deposit.data.invoiceId,
    amountMinor: amount.minor,
    currency: account.currency,
  });
}

/** The sandbox cash-agent withdrawal form, filled but for the amount. */
export async function fillCashAgentForm(form: Locator): Promise<void> {
  await form.getByRole("textbox", { name: /^Full name/ }).fill("Ann Example");
  await form.getByRole("textbox", { name: /^Phone number/ }).fill("+4915112345678");
  await form.getByRole("textbox", { name: /^City/ }).fill("Berlin");
}

/** The sandbox payment provider's signed webhook, as it would confirm a payment. */
export async function confirmByWebhook(
  baseUrl: string,
  providerSecret: string,
  invoice: { id: string; amountMinor: bigint; currency: string },
) {
  const body = JSON.stringify({
    transactionId: `e2e-${invoice.id}`,
    invoiceId: invoice.id,
    status: "success",
    amount: invoice.amountMinor.toString(),
    currency: invoice.currency,
  });
  const response = await fetch(`${baseUrl}/callbacks/payments/sandbox`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-signature": createHmac("sha256", providerSecret).update(body).digest("hex"),
    },
    body,
  });
  expect(response.status).toBe(200);
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    timeout: 20_000,
  });
}

export interface Journey {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

/** A fresh context whose console errors, warnings and page errors land in `problems`. */
export async function openWatched(
  browser: Browser,
  options: { width?: number; height?: number; dark?: boolean; ignore?: (page: Page) => boolean },
): Promise<Journey> {
  const context = await newContext(browser, {
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.dark ? "dark" : "light",
  });
  const page = await context.newPage();
  const problems: string[] = [];
  watchProblems(page, problems, () => options.ignore?.(page) ?? false);
  return { context, page, problems };
}

/**
 * A page signed in as `auth`: the guest page hydrates first (no restore in flight that the next
 * load could abort), the session is stored the way the session layer keeps it (refresh cookie
 * and marker), then `pathname` loads and restores it.
 */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  auth: JourneyAuth,
  pathname: string,
  options: {
    width?: number;
    height?: number;
    dark?: boolean;
    ignore?: (page: Page) => boolean;
  } = {},
): Promise<Journey> {
  const journey = await openWatched(browser, options);
  const { page } = journey;
  await page.goto(`${baseUrl}/wallet`);
  await waitForHydration(page);
  await storeBrowserSession(page, baseUrl, auth.refreshToken);
  await page.goto(`${baseUrl}${pathname}`);
  await waitForHydration(page);
  return journey;
}

export const headerBalance = (page: Page) => page.getByTestId("header-balance");

export async function expectHeaderBalance(page: Page, text: string) {
  await expect.poll(() => headerBalance(page).textContent(), { timeout: 15_000 }).toBe(text);
}

/** The serious and critical axe violations on the page, each with where it is first found. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Without frames, axe.run in the page is the same check as the frame-by-frame run, which
  // also opens a blank page to merge the frames' results: twice the time for nothing.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.target.join(" ")}`,
    );
}
