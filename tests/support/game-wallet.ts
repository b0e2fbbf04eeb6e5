import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PlayGame, PlayGameBody } from "../../contracts/game.ts";
import {
  GAME_WALLET_SIGNATURE_HEADER,
  type GameWalletRequest,
  type GameWalletResponse,
} from "../../contracts/game-wallet.ts";
import type { Config } from "../../server/config.ts";
import { signBody } from "../../server/platform/signature.ts";
import { gameProviders, games, gameSessions } from "../../server/db/schema.ts";
import { hashLaunchToken, newLaunchToken } from "../../server/modules/game/launch-token.ts";
import { createLedger, type Ledger } from "../../server/modules/wallet/ledger.ts";
import { gameProviderSecret } from "../../server/providers/games/secret.ts";
import type { TestApp } from "./app.ts";
import { api, type JsonResponse } from "./players.ts";
import { createPlayerWithAccounts, fund } from "./wallet.ts";

/**
 * Casino play in tests: launches over HTTP (launchGame) or straight into game_sessions for speed
 * (createLaunch, fundedLaunch), and seamless-wallet calls signed like a provider's (walletCall).
 * House games: "sevens-dice", "sevens-limbo", … of the provider "sevens-originals".
 */

export const HOUSE_PROVIDER = "sevens-originals";
export const HOUSE_GAME = "sevens-dice";

/** The HMAC secret a provider identity signs its wallet calls with in this app. */
export function providerSecretFor(app: TestApp | Config, provider: string): string {
  const config = "platform" in app ? app.platform.config : app;
  return gameProviderSecret(config.secrets.providerSecret, provider);
}

/** POST /api/game/games/{identity}/play; `token` is the player's access token (none: a guest). */
export function launchGame(
  app: TestApp,
  token: string | undefined,
  identity: string,
  body: PlayGameBody = {},
  headers: Record<string, string> = {},
): Promise<JsonResponse<{ data: PlayGame } & { error?: { code: number; message: string } }>> {
  return api(app, "POST", `/api/game/games/${encodeURIComponent(identity)}/play`, {
    token,
    body,
    headers,
  });
}

/**
 * POSTs a wallet call to /callbacks/games/{provider}, signed with the provider's secret unless
 * `secret` (another key) or `signature` (a literal header; null: none) says otherwise. A string
 * body is sent as it is.
 */
export async function walletCall(
  app: TestApp,
  provider: string,
  body: GameWalletRequest | Record<string, unknown> | string,
  options: { secret?: string; signature?: string | null } = {},
): Promise<JsonResponse<GameWalletResponse>> {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const signature =
    options.signature !== undefined
      ? options.signature
      : signBody(options.secret ?? providerSecretFor(app, provider), raw);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature !== null) headers[GAME_WALLET_SIGNATURE_HEADER] = signature;
  const response = await fetch(`${app.url}/callbacks/games/${encodeURIComponent(provider)}`, {
    method: "POST",
    headers,
    body: raw,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as GameWalletResponse,
  };
}

const ledgers = new WeakMap<TestApp, Ledger>();

/** A ledger over the app's database and outbox (to fund players). */
export function testLedger(app: TestApp): Ledger {
  let ledger = ledgers.get(app);
  if (!ledger) {
    ledger = createLedger({ outbox: app.platform.outbox });
    ledgers.set(app, ledger);
  }
  return ledger;
}

export interface TestLaunch {
  token: string;
  /** The game's provider identity: where its wallet calls go. */
  provider: string;
  game: string;
  currency: string;
}

/**
 * A launch written straight into game_sessions, as the play endpoint would (no HTTP, no checks).
 * `expiresAt` in the past makes an expired one; `demo` a demo one.
 */
export async function createLaunch(
  app: TestApp,
  input: {
    playerId: string | null;
    walletAccountId: string | null;
    currency: string;
    game?: string;
    demo?: boolean;
    expiresAt?: Date;
  },
): Promise<TestLaunch> {
  const identity = input.game ?? HOUSE_GAME;
  const [game] = await app.database.db
    .select({ id: games.id, provider: gameProviders.identity })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(games.identity, identity));
  if (!game) throw new Error(`no game ${identity}`);
  const token = newLaunchToken();
  await app.database.db.insert(gameSessions).values({
    tokenHash: hashLaunchToken(token),
    playerId: input.playerId,
    walletAccountId: input.walletAccountId,
    gameId: game.id,
    currency: input.currency,
    isDemo: input.demo ?? false,
    expiresAt: input.expiresAt ?? new Date(Date.now() + 3600_000),
  });
  return { token, provider: game.provider, game: identity, currency: input.currency };
}

/**
 * The fast path to a real launch: a player row with one account in `currency` (default EUR),
 * funded with `amount` minor units through the ledger, and a launch of `game`.
 */
export async function fundedLaunch(
  app: TestApp,
  input: { currency?: string; amount?: bigint; game?: string; expiresAt?: Date } = {},
): Promise<TestLaunch & { playerId: string; accountId: string }> {
  const currency = input.currency ?? "EUR";
  const { playerId, accounts } = await createPlayerWithAccounts(app.database.db, [currency]);
  const accountId = accounts[currency];
  if (!accountId) throw new Error("no account");
  if ((input.amount ?? 0n) > 0n) {
    await fund(app.database.db, testLedger(app), {
      walletAccountId: accountId,
      currency,
      amount: input.amount ?? 0n,
    });
  }
  const launch = await createLaunch(app, {
    playerId,
    walletAccountId: accountId,
    currency,
    game: input.game,
    expiresAt: input.expiresAt,
  });
  return { ...launch, playerId, accountId };
}

/** A fresh provider transaction id. */
export function txId(prefix = "tx"): string {
  return `${prefix}-${randomBytes(8).toString("hex")}`;
}

/** A signed `bet` of `amount` (major units) on the launch, in `roundId` (a new round by default). */
export function walletBet(
  app: TestApp,
  launch: TestLaunch,
  amount: string,
  roundId = txId("round"),
  extra: { freeRoundsId?: string; transactionId?: string } = {},
): Promise<JsonResponse<GameWalletResponse>> {
  return walletCall(app, launch.provider, {
    action: "bet",
    token: launch.token,
    transactionId: extra.transactionId ?? txId(),
    roundId,
    gameId: launch.game,
    amount,
    currency: launch.currency,
    ...(extra.freeRoundsId ? { freeRoundsId: extra.freeRoundsId } : {}),
  });
}

/** A signed `win` of `amount` that closes `roundId` (unless `finished` is false). */
export function walletWin(
  app: TestApp,
  launch: TestLaunch,
  roundId: string,
  amount: string,
  finished = true,
): Promise<JsonResponse<GameWalletResponse>> {
  return walletCall(app, launch.provider, {
    action: "win",
    token: launch.token,
    transactionId: txId(),
    roundId,
    amount,
    currency: launch.currency,
    finished,
  });
}
