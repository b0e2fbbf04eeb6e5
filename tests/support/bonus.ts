import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type {
  BonusDefinition,
  BonusDefinitionInput,
  PlayerBonus,
  PlayerFreespin,
} from "../../contracts/bonus.ts";
import { bonusDefinitions, walletAccounts } from "../../server/db/schema.ts";
import type { TestApp } from "./app.ts";
import { operatorApi } from "./payments.ts";
import { api, registerPlayer, type JsonResponse } from "./players.ts";

/**
 * Bonuses in tests: players with their account, definitions written through the operator API
 * (a unique identity each), issuing and the player's lists.
 */

export interface ErrorAnswer {
  error: { code: number; message: string; fields?: Record<string, string[]> };
}

export interface BonusPlayer {
  id: string;
  accessToken: string;
  accountId: string;
  currency: string;
  email: string;
}

/** A registered player (signed in) with the id of their first account. */
export async function newBonusPlayer(
  app: TestApp,
  overrides: Record<string, string | boolean> = {},
): Promise<BonusPlayer> {
  const player = await registerPlayer(app, overrides);
  const [account] = await app.database.db
    .select({ id: walletAccounts.id, currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(eq(walletAccounts.playerId, player.profile.id));
  if (!account) throw new Error("no account");
  return {
    id: player.profile.id,
    accessToken: player.accessToken,
    accountId: account.id,
    currency: account.currency,
    email: player.email,
  };
}

/** A definition through the operator API; identity made unique, every other field overridable. */
export async function createDefinition(
  app: TestApp,
  input: Partial<BonusDefinitionInput> & Pick<BonusDefinitionInput, "kind" | "trigger">,
): Promise<BonusDefinition> {
  const response = await operatorApiWith<{ data: BonusDefinition } & ErrorAnswer>(
    app,
    "POST",
    "/api/operator/bonuses/definitions",
    {
      identity: `test-${randomBytes(5).toString("hex")}`,
      name: "Test bonus",
      ...input,
    },
  );
  if (response.status !== 200) {
    throw new Error(`definition refused: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.data;
}

/** The seeded definition of an identity (content/seed/bonus-definitions.json). */
export async function seededDefinition(app: TestApp, identity: string): Promise<{ id: string }> {
  const [row] = await app.database.db
    .select({ id: bonusDefinitions.id })
    .from(bonusDefinitions)
    .where(eq(bonusDefinitions.identity, identity));
  if (!row) throw new Error(`no seeded definition ${identity}`);
  return row;
}

/** The operator API with a JSON body. */
export function operatorApiWith<T = Record<string, unknown>>(
  app: TestApp,
  method: string,
  path: string,
  body?: unknown,
): Promise<JsonResponse<T>> {
  return api<T>(app, method, path, {
    token: app.platform.config.secrets.operatorToken,
    ...(body === undefined ? {} : { body }),
  });
}

export function issueBonus(
  app: TestApp,
  body: { playerId: string; definitionId: string } & Record<string, unknown>,
): Promise<
  JsonResponse<
    {
      data: { playerBonus: PlayerBonus | null; playerFreespin: PlayerFreespin | null };
    } & ErrorAnswer
  >
> {
  return operatorApiWith(app, "POST", "/api/operator/bonuses/issue", body);
}

/** GET /api/game/player-bonuses (status default 1 and 2). */
export async function playerBonuses(
  app: TestApp,
  player: Pick<BonusPlayer, "accessToken">,
  query = "",
): Promise<PlayerBonus[]> {
  const response = await api<{ data: PlayerBonus[] }>(
    app,
    "GET",
    `/api/game/player-bonuses${query}`,
    { token: player.accessToken },
  );
  if (response.status !== 200) throw new Error(`list failed: ${response.status}`);
  return response.body.data;
}

export async function playerFreespins(
  app: TestApp,
  player: Pick<BonusPlayer, "accessToken">,
  query = "",
): Promise<PlayerFreespin[]> {
  const response = await api<{ data: PlayerFreespin[] }>(
    app,
    "GET",
    `/api/game/player-freespins${query}`,
    { token: player.accessToken },
  );
  if (response.status !== 200) throw new Error(`list failed: ${response.status}`);
  return response.body.data;
}

/** PUT /api/game/player-bonuses/{id}/activate|cancel (or player-freespins). */
export function bonusAction(
  app: TestApp,
  player: Pick<BonusPlayer, "accessToken">,
  id: string,
  action: "activate" | "cancel",
  kind: "player-bonuses" | "player-freespins" = "player-bonuses",
): Promise<JsonResponse<{ data: PlayerBonus & PlayerFreespin } & ErrorAnswer>> {
  return api(app, "PUT", `/api/game/${kind}/${id}/${action}`, { token: player.accessToken });
}

/** The operator view of a player's bonuses (every status). */
export async function operatorBonusesOf(
  app: TestApp,
  playerId: string,
): Promise<{ bonuses: PlayerBonus[]; freespins: PlayerFreespin[] }> {
  const response = await operatorApi<{
    data: { bonuses: PlayerBonus[]; freespins: PlayerFreespin[] };
  }>(app, "GET", `/api/operator/bonuses/players/${playerId}`);
  if (response.status !== 200) throw new Error(`operator list failed: ${response.status}`);
  return response.body.data;
}

/** The wallet account's balances as the API shows them. */
export async function accountBalances(
  app: TestApp,
  player: Pick<BonusPlayer, "accessToken" | "accountId">,
): Promise<{ balance: string; realBalance: string; bonusBalance: string }> {
  const response = await api<{
    data: { id: string; balance: string; realBalance: string; bonusBalance: string }[];
  }>(app, "GET", "/api/wallet/accounts", { token: player.accessToken });
  const account = response.body.data.find((item) => item.id === player.accountId);
  if (!account) throw new Error("account not listed");
  return {
    balance: account.balance,
    realBalance: account.realBalance,
    bonusBalance: account.bonusBalance,
  };
}
