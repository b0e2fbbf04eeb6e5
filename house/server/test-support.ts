import { eq } from "drizzle-orm";
import { gameBets, houseRounds, walletAccounts } from "../../server/db/schema.ts";
import type { TestApp } from "../../tests/support/app.ts";
import { providerSecretFor, type TestLaunch } from "../../tests/support/game-wallet.ts";
import { encodeLaunch, LAUNCH_HEADER, type HouseLaunch } from "./launch.ts";
import {
  HOUSE_API_PREFIX,
  type HouseErrorBody,
  type RoundResponse,
  type RoundView,
  type SessionResponse,
  type VerifyResponse,
} from "./protocol.ts";

/**
 * Helpers of the studio's integration tests (*.db.test.ts): the signed launch the operator's
 * adapter would put in the game URL, and the iframe's calls to /house/api over HTTP.
 */

/** Signs a launch exactly as the operator's house adapter does (server/providers/games/house.ts). */
export function signLaunch(app: TestApp, launch: TestLaunch, overrides: Partial<HouseLaunch> = {}) {
  const value: HouseLaunch = {
    token: launch.token,
    game: launch.game,
    provider: launch.provider,
    demo: false,
    currency: launch.currency,
    locale: "en",
    lobbyUrl: null,
    expiresAt: Date.now() + 3600_000,
    ...overrides,
  };
  return encodeLaunch(providerSecretFor(app, value.provider), value);
}

/** The `launch` query parameter of a game URL from POST /api/game/games/{id}/play. */
export function launchParam(gameUrl: string): string {
  const launch = new URL(gameUrl, "http://localhost").searchParams.get("launch");
  if (!launch) throw new Error(`no launch in ${gameUrl}`);
  return launch;
}

type Answer<T> = { status: number; body: T & Partial<HouseErrorBody> };

export async function houseCall<T>(
  app: TestApp,
  launch: string | null,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (launch !== null) headers[LAUNCH_HEADER] = launch;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${app.url}${HOUSE_API_PREFIX}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : null) as T & Partial<HouseErrorBody>,
  };
}

/** The iframe's view of the studio API for one launch. */
export function houseClient(app: TestApp, launch: string) {
  return {
    session: () => houseCall<SessionResponse>(app, launch, "GET", "/session"),
    bet: (amount: string, params: Record<string, unknown> = {}) =>
      houseCall<RoundResponse>(app, launch, "POST", "/rounds", { amount, params }),
    /** One of the launch's free rounds (the amount sent is ignored: the grant's stake counts). */
    freeSpin: (freeRoundsId: string) =>
      houseCall<RoundResponse>(app, launch, "POST", "/rounds", {
        amount: "0.01",
        params: {},
        freeRoundsId,
      }),
    act: (roundId: string, action: Record<string, unknown>) =>
      houseCall<RoundResponse>(app, launch, "POST", `/rounds/${roundId}/actions`, action),
    rounds: (limit?: number) =>
      houseCall<{ data: RoundView[] }>(
        app,
        launch,
        "GET",
        `/rounds${limit ? `?limit=${limit}` : ""}`,
      ),
    rotate: (clientSeed?: string) =>
      houseCall<{
        seeds: SessionResponse["seeds"];
        revealed: { serverSeed: string; nonceCount: number };
      }>(app, launch, "POST", "/seeds", clientSeed === undefined ? {} : { clientSeed }),
    history: () =>
      houseCall<{
        data: {
          serverSeed: string;
          serverSeedHash: string;
          clientSeed: string;
          nonceCount: number;
        }[];
      }>(app, launch, "GET", "/seeds/history"),
  };
}

export function verifyCall(app: TestApp, body: Record<string, unknown>) {
  return houseCall<VerifyResponse>(app, null, "POST", "/verify", body);
}

/** The real balance of a wallet account, in minor units. */
export async function realBalance(app: TestApp, accountId: string): Promise<bigint> {
  const [row] = await app.database.db
    .select({ realBalance: walletAccounts.realBalance })
    .from(walletAccounts)
    .where(eq(walletAccounts.id, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return row.realBalance;
}

export async function roundRow(app: TestApp, id: string) {
  const [row] = await app.database.db.select().from(houseRounds).where(eq(houseRounds.id, id));
  if (!row) throw new Error(`no round ${id}`);
  return row;
}

/** The operator's record of a round (game_bets), by the studio's round id. */
export async function operatorBet(app: TestApp, roundId: string) {
  const [row] = await app.database.db.select().from(gameBets).where(eq(gameBets.roundId, roundId));
  return row;
}
