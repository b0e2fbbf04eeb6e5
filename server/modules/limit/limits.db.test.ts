import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../../contracts/errors.ts";
import type { Limit } from "../../../contracts/limit.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  HOUSE_PROVIDER,
  launchGame,
  testLedger,
  txId,
  walletCall,
} from "../../../tests/support/game-wallet.ts";
import { createDeposit } from "../../../tests/support/payments.ts";
import { api, registerPlayer, signIn } from "../../../tests/support/players.ts";
import { fund } from "../../../tests/support/wallet.ts";
import { playerLimits, players, walletAccounts } from "../../db/schema.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

interface ErrorAnswer {
  error: { code: number; message: string; fields?: Record<string, string[]> };
}

async function newPlayer() {
  const player = await registerPlayer(app);
  const [account] = await app.database.db
    .select({ id: walletAccounts.id, currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(eq(walletAccounts.playerId, player.profile.id));
  if (!account) throw new Error("no account");
  return { ...player, id: player.profile.id, accountId: account.id, currency: account.currency };
}

type Player = Awaited<ReturnType<typeof newPlayer>>;

function setLimit(player: Player, body: Record<string, unknown>) {
  return api<{ data: Limit[] } & ErrorAnswer>(app, "POST", "/api/player/limits", {
    token: player.accessToken,
    body,
  });
}

async function limitsOf(player: Player): Promise<Limit[]> {
  const response = await api<{ data: Limit[] }>(app, "GET", "/api/player/limits", {
    token: player.accessToken,
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

function deposit(player: Player, amount: string) {
  return createDeposit(app, player.accessToken, {
    method: "sandbox.deposit.cash_agent",
    amount,
    currency: player.currency,
    accountId: player.accountId,
    fields: { playerName: "Anna Schmidt", phone: "+491701234567" },
  });
}

/** Moves a limit's pending change (or an exclusion's end) into the past, as 24 hours would. */
async function age(limitId: string, patch: { pendingAt?: Date; endsAt?: Date }) {
  await app.database.db.update(playerLimits).set(patch).where(eq(playerLimits.id, limitId));
}

describe("/api/player/limits", () => {
  it("sets a deposit limit that applies at once, and lists it with its usage", async () => {
    const player = await newPlayer();
    expect(await limitsOf(player)).toEqual([]);
    const created = await setLimit(player, {
      definition: 3,
      period: "daily",
      currency: player.currency,
      amount: "50",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [limit] = created.body.data;
    expect(limit).toMatchObject({
      definition: 3,
      status: 1,
      amount: "50.00",
      currentAmount: "0.00",
      currency: player.currency,
      period: "daily",
      pendingExist: false,
      cancelProcess: false,
    });
    expect(
      new Date(limit?.expiredAt ?? 0).getTime() - new Date(limit?.startedAt ?? 0).getTime(),
    ).toBe(24 * 60 * 60 * 1000);
  });

  it("answers bad input with field messages and moves nothing", async () => {
    const player = await newPlayer();
    const cases: [Record<string, unknown>, string][] = [
      [{ definition: 3, period: "daily", currency: player.currency, amount: "-5" }, "amount"],
      [{ definition: 3, period: "daily", currency: player.currency, amount: "0" }, "amount"],
      [{ definition: 3, period: "daily", currency: player.currency, amount: "1.234" }, "amount"],
      [{ definition: 3, period: "hourly", currency: player.currency, amount: "5" }, "period"],
      [{ definition: 1, period: "daily", currency: "JPY", amount: "5" }, "currency"],
      [{ definition: 2, period: "daily", currency: player.currency }, "amount"],
      [{ definition: 4, period: "3 days" }, "period"],
      [{ definition: 9, period: "daily" }, "definition"],
      [
        { definition: 1, items: [{ period: "daily", currency: player.currency, amount: "5" }] },
        "items",
      ],
    ];
    for (const [body, field] of cases) {
      const response = await setLimit(player, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.body.error.fields ?? {}), JSON.stringify(body)).toContain(
        field,
      );
    }
    expect(await limitsOf(player)).toEqual([]);
    const first = await setLimit(player, {
      definition: 1,
      period: "weekly",
      currency: player.currency,
      amount: "10",
    });
    expect(first.status).toBe(200);
    const twice = await setLimit(player, {
      definition: 1,
      period: "weekly",
      currency: player.currency,
      amount: "20",
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields?.period?.[0]).toMatch(/change it instead/);
  });

  it("makes an increase and a removal wait 24 hours; a decrease applies at once", async () => {
    const player = await newPlayer();
    const [limit] = (
      await setLimit(player, {
        definition: 2,
        period: "daily",
        currency: player.currency,
        amount: "100",
      })
    ).body.data;
    const id = limit?.id ?? "";
    const put = (body: Record<string, unknown>) =>
      api<{ data: Limit } & ErrorAnswer>(app, "PUT", `/api/player/limits/${id}`, {
        token: player.accessToken,
        body,
      });

    const lower = await put({ period: "daily", amount: "80" });
    expect(lower.body.data).toMatchObject({ amount: "80.00", pendingExist: false });

    const higher = await put({ period: "daily", amount: "500" });
    expect(higher.body.data).toMatchObject({
      amount: "80.00",
      pendingExist: true,
      pendingAmount: "500.00",
    });
    // Asking for the limit as it is cancels the pending increase.
    const cancelled = await put({ period: "daily", amount: "80" });
    expect(cancelled.body.data).toMatchObject({
      amount: "80.00",
      pendingExist: false,
      pendingAt: null,
    });

    // A shorter period allows more: it waits too; a longer one with the same amount applies now.
    expect((await put({ period: "weekly", amount: "80" })).body.data).toMatchObject({
      period: "weekly",
      pendingExist: false,
    });
    const shorter = await put({ period: "daily", amount: "80" });
    expect(shorter.body.data).toMatchObject({
      period: "weekly",
      pendingExist: true,
      pendingPeriod: "daily",
    });

    await put({ period: "weekly", amount: "500" });
    await age(id, { pendingAt: new Date(Date.now() - 1000) });
    expect((await limitsOf(player))[0]).toMatchObject({ amount: "500.00", pendingExist: false });

    const removal = await api<{ data: Limit }>(app, "DELETE", `/api/player/limits/${id}`, {
      token: player.accessToken,
    });
    expect(removal.status).toBe(200);
    expect(removal.body.data).toMatchObject({ cancelProcess: true, amount: "500.00" });
    expect(await limitsOf(player)).toHaveLength(1);
    await age(id, { pendingAt: new Date(Date.now() - 1000) });
    expect(await limitsOf(player)).toEqual([]);
  });

  it("answers 404 for another player's limit", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const [limit] = (
      await setLimit(owner, {
        definition: 1,
        period: "daily",
        currency: owner.currency,
        amount: "10",
      })
    ).body.data;
    for (const method of ["PUT", "DELETE"]) {
      const response = await api(app, method, `/api/player/limits/${limit?.id}`, {
        token: other.accessToken,
        body: method === "PUT" ? { period: "daily", amount: "1" } : undefined,
      });
      expect(response.status).toBe(404);
    }
  });

  it("takes advanced mode: every period with every currency", async () => {
    const player = await newPlayer();
    const items = ["daily", "weekly", "monthly"].map((period, index) => ({
      period,
      currency: player.currency,
      amount: String((index + 1) * 100),
    }));
    const response = await setLimit(player, { definition: 3, items });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.map((limit) => [limit.period, limit.amount])).toEqual([
      ["daily", "100.00"],
      ["weekly", "200.00"],
      ["monthly", "300.00"],
    ]);
  });
});

describe("deposit limits (13100)", () => {
  it("refuses a deposit over the limit and, once used up, the method list", async () => {
    const player = await newPlayer();
    await setLimit(player, {
      definition: 3,
      period: "daily",
      currency: player.currency,
      amount: "50",
    });
    const first = await deposit(player, "30");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const over = await deposit(player, "30");
    expect(over.status).toBe(403);
    expect(over.body.error?.code).toBe(ErrorCode.DEPOSIT_LIMIT_REACHED);
    expect((await deposit(player, "20")).status).toBe(200);
    const methods = await api<ErrorAnswer>(
      app,
      "GET",
      `/api/payment/methods/deposit?currency=${player.currency}`,
      { token: player.accessToken },
    );
    expect(methods.status).toBe(403);
    expect(methods.body.error.code).toBe(ErrorCode.DEPOSIT_LIMIT_REACHED);
    expect((await limitsOf(player))[0]?.currentAmount).toBe("50.00");
  });

  it("lets at most the limit through when deposits race", async () => {
    const player = await newPlayer();
    await setLimit(player, {
      definition: 3,
      period: "daily",
      currency: player.currency,
      amount: "50",
    });
    const answers = await Promise.all(Array.from({ length: 6 }, () => deposit(player, "20")));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(4);
    expect((await limitsOf(player))[0]?.currentAmount).toBe("40.00");
  });
});

describe("bet and loss limits (bet checks 14100, 14101)", () => {
  /** A funded player in a game, with a daily bet (1) or loss (2) limit of `amount`. */
  async function playingUnder(definition: 1 | 2, amount: string) {
    const player = await newPlayer();
    await fund(app.database.db, testLedger(app), {
      walletAccountId: player.accountId,
      currency: player.currency,
      amount: 100_000n,
    });
    const launch = await launchGame(app, player.accessToken, "sevens-limbo", {});
    expect(launch.status, JSON.stringify(launch.body)).toBe(200);
    const token = launch.body.data.token as string;
    await setLimit(player, { definition, period: "daily", currency: player.currency, amount });
    return {
      player,
      bet: (stake: string, roundId = txId("round"), transactionId = txId()) =>
        walletCall(app, HOUSE_PROVIDER, {
          action: "bet",
          token,
          transactionId,
          roundId,
          gameId: "sevens-limbo",
          amount: stake,
          currency: player.currency,
        }),
      win: (amount: string, roundId: string) =>
        walletCall(app, HOUSE_PROVIDER, {
          action: "win",
          token,
          transactionId: txId(),
          roundId,
          amount,
          currency: player.currency,
          finished: true,
        }),
      rollback: (betTransactionId: string, roundId: string) =>
        walletCall(app, HOUSE_PROVIDER, {
          action: "rollback",
          token,
          transactionId: txId(),
          betTransactionId,
          roundId,
        }),
    };
  }

  it("refuses the bet that would pass a bet limit, moving nothing", async () => {
    const { player, ...game } = await playingUnder(1, "20");
    expect((await game.bet("10")).status).toBe(200);
    expect((await game.bet("10")).status).toBe(200);
    const refused = await game.bet("0.01");
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ productCode: ErrorCode.GAME_LIMIT_BET });
    expect((await limitsOf(player))[0]?.currentAmount).toBe("20.00");
  });

  it("counts wins back against a loss limit", async () => {
    const game = await playingUnder(2, "15");
    const round = txId("round");
    expect((await game.bet("10", round)).status).toBe(200);
    expect((await game.win("8", round)).status).toBe(200);
    // Net loss 2: 13 more may be lost.
    expect((await game.bet("13")).status).toBe(200);
    const refused = await game.bet("0.01");
    expect(refused.body).toMatchObject({ productCode: ErrorCode.GAME_LIMIT_LOSS });
  });

  it("lets exactly the limit through when one player's bets race", async () => {
    const { player, ...game } = await playingUnder(1, "50");
    const answers = await Promise.all(Array.from({ length: 10 }, () => game.bet("10")));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect((await limitsOf(player))[0]?.currentAmount).toBe("50.00");
  });

  it("takes one player's bets, wins and refunds at once under a loss limit, none waiting on another for ever", async () => {
    const { player, ...game } = await playingUnder(2, "500");
    const staked = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const roundId = txId("round");
        const transactionId = txId();
        expect((await game.bet("5", roundId, transactionId)).status).toBe(200);
        return { roundId, transactionId };
      }),
    );
    // A bet locks the limit's rows before the balance; a win or refund that took them the other
    // way round would deadlock with it, and PostgreSQL would fail one of the two.
    const answers = await Promise.all([
      ...staked.slice(0, 4).map(({ roundId }) => game.win("2", roundId)),
      ...staked.slice(4).map(({ roundId, transactionId }) => game.rollback(transactionId, roundId)),
      ...Array.from({ length: 8 }, () => game.bet("1")),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // Lost: 8 × 5 staked, 4 × 2 won back, 4 × 5 refunded, 8 × 1 staked.
    expect((await limitsOf(player))[0]?.currentAmount).toBe("20.00");
  });
});

describe("self-exclusion and cooling-off (14103)", () => {
  it("signs the player out everywhere, refuses sign-in with the end date, and can't be lifted", async () => {
    const player = await newPlayer();
    const excluded = await setLimit(player, { definition: 4, period: "6m" });
    expect(excluded.status, JSON.stringify(excluded.body)).toBe(200);
    const [limit] = excluded.body.data;
    expect(limit).toMatchObject({ definition: 4, period: "6m", amount: null });

    const afterwards = await api(app, "GET", "/api/player/limits", { token: player.accessToken });
    expect(afterwards.status).toBe(401);

    const refused = await signIn(app, { email: player.email, password: player.password });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.code).toBe(ErrorCode.LIMITED_PLAYER);
    expect(refused.body.error?.message).toContain(limit?.expiredAt?.slice(0, 10));
  });

  it("refuses to shorten or lift an exclusion, and gives the account back when it ends", async () => {
    const player = await newPlayer();
    const cooling = await setLimit(player, { definition: 5, period: "7d" });
    const id = cooling.body.data[0]?.id ?? "";
    await age(id, { endsAt: new Date(Date.now() - 1000) });
    const signedIn = await signIn(app, { email: player.email, password: player.password });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const again = { ...player, accessToken: signedIn.body.data.accessToken };
    const [row] = await app.database.db
      .select({ status: players.status })
      .from(players)
      .where(eq(players.id, player.id));
    expect(row?.status).toBe("active");
    expect(await limitsOf(again)).toEqual([]);

    const second = await setLimit(again, { definition: 5, period: "30d" });
    expect(second.status).toBe(200);
    // Signed out by it; a shorter one or a removal would lift it early.
    const back = await signIn(app, { email: player.email, password: player.password });
    expect(back.status).toBe(403);
    await app.database.db
      .update(players)
      .set({ status: "active" })
      .where(eq(players.id, player.id));
    const token = (await signIn(app, { email: player.email, password: player.password })).body;
    expect(token.error?.code).toBe(ErrorCode.LIMITED_PLAYER);
  });
});
