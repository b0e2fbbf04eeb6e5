import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import {
  SPORTSBOOK_API_PREFIX,
  SPORTSBOOK_GAME,
  SPORTSBOOK_PROVIDER,
  type SportEventWithMarkets,
  type SportsbookErrorBody,
} from "../../contracts/sportsbook.ts";
import { encodeLaunch } from "../../house/server/launch.ts";
import { sportsbookEvents, walletAccounts } from "../../server/db/schema.ts";
import { startTestApp, type TestApp } from "../../tests/support/app.ts";
import { fundedLaunch, providerSecretFor } from "../../tests/support/game-wallet.ts";
import type { Sportsbook } from "./book.ts";
import type { BookEvent } from "./event-store.ts";
import { asBookEvent } from "./event-store.ts";

/**
 * Helpers of the book's integration tests (*.db.test.ts): a funded player's book token (signed
 * as the operator's adapter signs it), the book's API over HTTP, and the book itself to drive
 * its clock. Tests run with SPORTSBOOK_TICK_MS=0: nothing moves until they tick.
 */

/** Saturday 5 January 2030, 13:00 UTC: soccer, tennis, table tennis and e-sports are on. */
export const TEST_NOW = new Date("2030-01-05T13:00:00Z");
export const BOOK_ENV = {
  SPORTSBOOK_TICK_MS: "0",
  SPORTSBOOK_FIXTURE_DAYS: "1",
  RATE_LIMIT_PER_MINUTE: "100000",
};

/**
 * A suite's app (hooks of the calling file): started with the book's clock stopped at TEST_NOW
 * and its fixtures loaded, closed after the suite. `onStart` receives it.
 */
export function withBookApp(onStart: (app: TestApp) => void, env: Record<string, string> = {}) {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp({ env: { ...BOOK_ENV, ...env } });
    onStart(app);
    await tickAt(app, TEST_NOW);
  });
  afterAll(async () => {
    await app?.close();
  });
}

export function bookOf(app: TestApp): Sportsbook {
  const book = app.app.sportsbook;
  if (!book) throw new Error("no sportsbook in this app");
  return book;
}

/** Moves the book's clock and runs one tick and the live acceptances, as the clock job does. */
export async function tickAt(app: TestApp, at: Date | number) {
  const book = bookOf(app);
  book.clock.set(at);
  const report = await book.ticker.tick();
  await book.bets.acceptDue();
  return report;
}

export interface BookPlayer {
  token: string;
  playerId: string;
  accountId: string;
  currency: string;
}

/** A player with a funded account and a launch of the book, and the token its UI would hold. */
export async function bookPlayer(
  app: TestApp,
  input: { amount?: bigint; currency?: string; expiresAt?: Date } = {},
): Promise<BookPlayer> {
  const launch = await fundedLaunch(app, {
    amount: input.amount ?? 100_000n,
    currency: input.currency,
    game: SPORTSBOOK_GAME,
    expiresAt: input.expiresAt,
  });
  const token = encodeLaunch(providerSecretFor(app, SPORTSBOOK_PROVIDER), {
    token: launch.token,
    game: SPORTSBOOK_GAME,
    provider: SPORTSBOOK_PROVIDER,
    demo: false,
    currency: launch.currency,
    locale: "en",
    lobbyUrl: null,
    expiresAt: (input.expiresAt ?? new Date(Date.now() + 3600_000)).getTime(),
  });
  return {
    token,
    playerId: launch.playerId,
    accountId: launch.accountId,
    currency: launch.currency,
  };
}

export type BookAnswer<T> = { status: number; body: T & Partial<SportsbookErrorBody> };

export async function bookCall<T = { data: unknown }>(
  app: TestApp,
  token: string | null,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<BookAnswer<T>> {
  const headers: Record<string, string> = {};
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${app.url}${SPORTSBOOK_API_PREFIX}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as BookAnswer<T>["body"],
  };
}

/** The real balance of a wallet account, in minor units. */
export async function balanceOf(app: TestApp, accountId: string): Promise<bigint> {
  const [row] = await app.database.db
    .select({ balance: walletAccounts.realBalance })
    .from(walletAccounts)
    .where(eq(walletAccounts.id, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return row.balance;
}

export async function eventRows(app: TestApp): Promise<BookEvent[]> {
  return (await app.database.db.select().from(sportsbookEvents)).map(asBookEvent);
}

/** An event of the book with its markets, over HTTP. */
export async function eventWithMarkets(app: TestApp, id: number): Promise<SportEventWithMarkets> {
  const answer = await bookCall<{ data: SportEventWithMarkets }>(app, null, "GET", `/events/${id}`);
  if (answer.status !== 200) throw new Error(`event ${id}: ${answer.status}`);
  return answer.body.data;
}
