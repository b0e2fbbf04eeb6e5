import type { SQL } from "drizzle-orm";
import { sql } from "drizzle-orm";
import type { WalletAccount } from "../../contracts/wallet.ts";
import type { TestApp } from "./app.ts";
import { createLaunch, testLedger, type TestLaunch } from "./game-wallet.ts";
import { api, registerPlayer, type JsonResponse } from "./players.ts";
import { fund } from "./wallet.ts";

/**
 * Quests and loyalty in tests: a registered player with a funded launch of a game, and operator
 * API calls (bets and wins: walletBet and walletWin of game-wallet.ts).
 */

export interface RetentionPlayer {
  token: string;
  playerId: string;
  accountId: string;
  currency: string;
  launch: TestLaunch;
}

/** Registers a player (over HTTP), funds their first account and launches `game` for them. */
export async function playerAtGame(
  app: TestApp,
  input: {
    currency?: string;
    game?: string;
    amount?: bigint;
    country?: string;
    birthdate?: string;
  } = {},
): Promise<RetentionPlayer> {
  const currency = input.currency ?? "EUR";
  const auth = await registerPlayer(app, {
    currency,
    ...(input.country ? { country: input.country } : {}),
    ...(input.birthdate ? { birthdate: input.birthdate } : {}),
  });
  const accounts = await api<{ data: WalletAccount[] }>(app, "GET", "/api/wallet/accounts", {
    token: auth.accessToken,
  });
  const account = accounts.body.data.find((candidate) => candidate.currency === currency);
  if (!account) throw new Error(`no ${currency} account`);
  await fund(app.database.db, testLedger(app), {
    walletAccountId: account.id,
    currency,
    amount: input.amount ?? 1_000_000n,
  });
  const launch = await createLaunch(app, {
    playerId: auth.profile.id,
    walletAccountId: account.id,
    currency,
    game: input.game,
  });
  return {
    token: auth.accessToken,
    playerId: auth.profile.id,
    accountId: account.id,
    currency,
    launch,
  };
}

/** An operator API call with the app's operator token. */
export function operatorCall<T = Record<string, unknown>>(
  app: TestApp,
  method: string,
  path: string,
  body?: unknown,
): Promise<JsonResponse<T>> {
  return api<T>(app, method, path, {
    body,
    headers: { authorization: `Bearer ${app.platform.config.secrets.operatorToken}` },
  });
}

export type Row = Record<string, unknown>;

/** The rows of a query on the app's database. */
export async function sqlRows(app: TestApp, query: SQL): Promise<Row[]> {
  return ((await app.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The payloads the outbox holds for a channel and event, oldest first. */
export async function outboxPayloads<T>(
  app: TestApp,
  channel: string,
  event: string,
): Promise<T[]> {
  const rows = await sqlRows(
    app,
    sql`select payload from outbox where channel = ${channel} and event = ${event} order by id`,
  );
  return rows.map((row) => row["payload"] as T);
}
