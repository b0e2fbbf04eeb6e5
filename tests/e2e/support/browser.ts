import {
  chromium,
  type Browser,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
    ],
  });
}

/** The consent choice a fresh browser context starts with in the journeys. */
export type ConsentSeed = "necessary-only" | "undecided";

/**
 * A browser context as the journeys want it: its visitor already chose "necessary only" in the
 * cookie popup (so the bar covers nothing), unless a journey tests that choice itself.
 */
export async function newContext(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] & { consent?: ConsentSeed } = {},
): Promise<BrowserContext> {
  const { consent = "necessary-only", ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  if (consent === "necessary-only") {
    await context.addInitScript(() => {
      if (localStorage.getItem("sevens:consent") === null) {
        localStorage.setItem(
          "sevens:consent",
          JSON.stringify({ version: 1, analytics: false, marketing: false, decidedAt: 0 }),
        );
      }
    });
  }
  return context;
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, and uncaught page errors, seen so far. */
  problems: string[];
}

/**
 * Console lines that say nothing about the page: a slow call reports how busy the machine is
 * (SPEC §9's 2000 ms), and Chromium notes a realtime socket cut by a navigation, or a frame still
 * going out as a socket closed (a live channel reconnecting for the page's language; Socket.IO
 * sends it again on the new connection). Nothing failed for the player.
 */
export function isConsoleNoise(text: string): boolean {
  return (
    text.startsWith("[api] slow call:") ||
    text.includes("WebSocket is closed before the connection is established") ||
    text.includes("WebSocket is already in CLOSING or CLOSED state")
  );
}

/**
 * A fresh context and page that records every console error or warning (slow-call timing
 * warnings and sockets cut by a navigation aside): a journey fails on any.
 */
export async function openPage(
  browser: Browser,
  options: {
    colorScheme?: "light" | "dark";
    viewport?: { width: number; height: number };
    consent?: ConsentSeed;
  } = {},
): Promise<WatchedPage> {
  const context = await newContext(browser, {
    colorScheme: options.colorScheme ?? "light",
    viewport: options.viewport ?? { width: 1280, height: 800 },
    ...(options.consent ? { consent: options.consent } : {}),
  });
  const page = await context.newPage();
  const problems: string[] = [];
  watchProblems(page, problems);
  return { page, context, problems };
}

/**
 * Records the page's console errors and warnings (noise and what `ignore` names aside) and its
 * uncaught errors in `problems`: the one watcher every journey fails on.
 */
export function watchProblems(
  page: Page,
  problems: string[],
  ignore?: (message: ConsoleMessage) => boolean,
): void {
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    if (isConsoleNoise(message.text()) || ignore?.(message)) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
}
