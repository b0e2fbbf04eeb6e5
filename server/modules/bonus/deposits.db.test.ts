import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DepositBonus, PlayerBonusCode } from "../../../contracts/bonus.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  accountBalances,
  bonusAction,
  createDefinition,
  newBonusPlayer,
  playerBonuses,
  playerFreespins,
  seededDefinition,
  type BonusPlayer,
  type ErrorAnswer,
} from "../../../tests/support/bonus.ts";
import { createLaunch, txId, walletBet, walletWin } from "../../../tests/support/game-wallet.ts";
import { operatorApi } from "../../../tests/support/payments.ts";
import { api } from "../../../tests/support/players.ts";
import { checkLedger } from "../wallet/check.ts";

/**
 * Deposit bonuses, codes and sign-up bonuses over HTTP: the offers a deposit gets, the chosen
 * (or welcome-package) bonus issued when the deposit succeeds, bad choices refused, deposit
 * codes waiting for the next deposit, code errors, and a code given at sign-up.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

const CASH = { playerName: "Anna Schmidt", phone: "+491701234567" };

async function offers(player: BonusPlayer | null, query: string): Promise<DepositBonus[]> {
  const response = await api<{ data: DepositBonus[] }>(app, "GET", `/api/game/bonuses${query}`, {
    ...(player ? { token: player.accessToken } : {}),
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

/** A cash-agent deposit (optionally with bonus fields) the operator approves. */
async function deposit(
  player: BonusPlayer,
  amount: string,
  bonus: { bonusId?: string; isBonusDecline?: boolean } = {},
) {
  const created = await api<{ data: { invoiceId: string } } & ErrorAnswer>(
    app,
    "POST",
    "/api/payment/invoices/deposit",
    {
      token: player.accessToken,
      body: {
        method: "sandbox.deposit.cash_agent",
        amount,
        currency: "EUR",
        accountId: player.accountId,
        fields: CASH,
        ...bonus,
      },
    },
  );
  if (created.status !== 200) return created;
  const approved = await operatorApi(
    app,
    "POST",
    `/api/operator/payments/deposits/${created.body.data.invoiceId}/approve`,
  );
  expect(approved.status).toBe(200);
  return created;
}

function addCode(player: BonusPlayer, bonusCode: string, trigger = 3) {
  return api<{ data: PlayerBonusCode } & ErrorAnswer>(app, "POST", "/api/game/bonuses/bonuscodes", {
    token: player.accessToken,
    body: { bonusCode, trigger },
  });
}

describe("offers", () => {
  it("shows a guest the whole welcome package and a player what their next deposit gets", async () => {
    const guest = await offers(null, "?currency=EUR");
    expect(guest.map((offer) => offer.depositNumber).filter(Boolean)).toEqual([1, 2, 3]);
    expect(guest.find((offer) => offer.depositNumber === 1)).toMatchObject({
      percent: 100,
      maxAmount: "450.00",
      minDeposit: "20.00",
      freespinCount: 50,
      currency: "EUR",
      package: { id: "welcome", name: "Welcome package" },
    });
    // No code, no reload: it is reached only with RELOAD50.
    expect(guest.some((offer) => offer.bonusType === "deposit" && offer.bonusCode)).toBe(false);

    const player = await newBonusPlayer(app);
    const forFifty = await offers(player, "?amount=50.00");
    const welcome = forFifty.find((offer) => offer.depositNumber === 1);
    expect(welcome).toMatchObject({ amount: "50.00", currency: "EUR" });
    expect(forFifty.some((offer) => offer.depositNumber === 2)).toBe(false);
    expect(await offers(player, "?amount=10.00")).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ depositNumber: 1 })]),
    );
    expect((await api(app, "GET", "/api/game/bonuses?amount=1.001")).status).toBe(400);
  });
});

describe("deposits", () => {
  it("runs the whole life of a deposit bonus: deposit → active → bets → wagered → real money", async () => {
    const promotion = await createDefinition(app, {
      kind: "deposit",
      trigger: "deposit",
      percent: 100,
      amounts: { EUR: { maxAmount: "100.00", minDeposit: "10.00" } },
      wagerMultiplier: 1,
    });
    const player = await newBonusPlayer(app);
    expect((await offers(player, "?amount=20.00")).map((offer) => offer.id)).toContain(
      promotion.id,
    );
    expect((await deposit(player, "20.00", { bonusId: promotion.id })).status).toBe(200);
    const [bonus] = await playerBonuses(app, player);
    expect(bonus).toMatchObject({ name: "Test bonus", status: 2, amount: "20.00" });
    expect(await accountBalances(app, player)).toEqual({
      balance: "40.00",
      realBalance: "20.00",
      bonusBalance: "20.00",
    });

    const launch = await createLaunch(app, {
      playerId: player.id,
      walletAccountId: player.accountId,
      currency: "EUR",
    });
    for (const stake of ["15.00", "10.00"]) {
      const round = txId("round");
      expect((await walletBet(app, launch, stake, round)).status).toBe(200);
      expect((await walletWin(app, launch, round, "0")).status).toBe(200);
    }
    await app.platform.events.drain();
    expect(await playerBonuses(app, player)).toEqual([]);
    const [finished] = await playerBonuses(app, player, "?status[]=3");
    expect(finished).toMatchObject({ id: bonus?.id, result: 2, convertedAmount: "15.00" });
    expect(await accountBalances(app, player)).toEqual({
      balance: "15.00",
      realBalance: "15.00",
      bonusBalance: "0.00",
    });
    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  });

  it("gives the welcome package's step with each deposit unless the player declines", async () => {
    const player = await newBonusPlayer(app);
    expect((await deposit(player, "30.00")).status).toBe(200);
    const [first] = await playerBonuses(app, player);
    expect(first).toMatchObject({
      depositNumber: 1,
      amount: "30.00",
      status: 2,
      packageId: "welcome",
    });
    const [spins] = await playerFreespins(app, player);
    expect(spins).toMatchObject({ count: 50, betAmount: "0.20", status: 2 });

    expect((await deposit(player, "40.00", { isBonusDecline: true })).status).toBe(200);
    expect((await playerBonuses(app, player)).map((item) => item.depositNumber)).toEqual([1]);

    // Deposit 3 gets step 3 (25 %); it waits while step 1 is active.
    const step3 = await seededDefinition(app, "welcome-third-deposit");
    expect((await deposit(player, "40.00", { bonusId: step3.id })).status).toBe(200);
    const listed = await playerBonuses(app, player);
    expect(listed.map((item) => [item.depositNumber, item.status, item.amount])).toEqual([
      [3, 1, "10.00"],
      [1, 2, "30.00"],
    ]);
  });

  it("refuses a bonus that does not fit the deposit and creates nothing", async () => {
    const player = await newBonusPlayer(app);
    const step2 = await seededDefinition(app, "welcome-second-deposit");
    const step1 = await seededDefinition(app, "welcome-first-deposit");
    for (const [amount, bonusId] of [
      ["50.00", step2.id],
      ["15.00", step1.id],
      ["50.00", "not-a-bonus"],
    ] as const) {
      const refused = await deposit(player, amount, { bonusId });
      expect(refused.status).toBe(400);
      expect((refused.body as ErrorAnswer).error.fields?.["bonusId"]).toBeDefined();
    }
    const invoices = await api<{ data: unknown[] }>(app, "GET", "/api/payment/invoices", {
      token: player.accessToken,
    });
    expect(invoices.body.data).toEqual([]);
  });
});

describe("bonus codes", () => {
  it("attaches a deposit code to the next deposit and marks it used", async () => {
    const player = await newBonusPlayer(app);
    const added = await addCode(player, " reload50 ");
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ bonusCode: "RELOAD50", status: 1, trigger: 3 });
    const waiting = await api<{ data: PlayerBonusCode[] }>(
      app,
      "GET",
      "/api/game/bonuses/bonuscodes?trigger=3",
      { token: player.accessToken },
    );
    expect(waiting.body.data.map((code) => code.bonusCode)).toEqual(["RELOAD50"]);
    const forDeposit = await offers(player, "?amount=50.00");
    expect(forDeposit[0]).toMatchObject({ bonusCode: "RELOAD50", percent: 50, amount: "25.00" });

    // Nothing chosen: the code the player entered wins over the welcome step.
    expect((await deposit(player, "50.00")).status).toBe(200);
    const [bonus] = await playerBonuses(app, player);
    expect(bonus).toMatchObject({ name: "Reload 50%", amount: "25.00" });
    const after = await api<{ data: PlayerBonusCode[] }>(
      app,
      "GET",
      "/api/game/bonuses/bonuscodes",
      { token: player.accessToken },
    );
    expect(after.body.data).toEqual([]);
    expect((await addCode(player, "RELOAD50")).body.data.status).toBe(4);
  });

  it("answers incorrect and unavailable codes with their status, odd characters with 400", async () => {
    const player = await newBonusPlayer(app);
    expect((await addCode(player, "NO-SUCH-CODE")).body.data).toMatchObject({
      status: 3,
      playerBonusCodeId: null,
    });
    // A sign-up code after sign-up, and an ended promotion, are not available.
    expect((await addCode(player, "SIGNUP10")).body.data.status).toBe(4);
    const ended = await createDefinition(app, {
      kind: "fixed",
      trigger: "code",
      code: `ENDED${Date.now()}`,
      amounts: { EUR: { amount: "5.00" } },
      wagerMultiplier: 5,
      endsAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect((await addCode(player, ended.code ?? "")).body.data.status).toBe(4);
    for (const odd of ["RELOAD 50", "<script>", "x".repeat(51), ""]) {
      const refused = await addCode(player, odd);
      expect(refused.status).toBe(400);
    }
    expect(await playerBonuses(app, player)).toEqual([]);
    const removed = await api(app, "DELETE", "/api/game/bonuses/bonuscodes", {
      token: player.accessToken,
      body: { playerBonusCodeId: "00000000-0000-0000-0000-000000000000" },
    });
    expect(removed.status).toBe(404);
  });

  it("issues an instant code's bonus at once and lets a waiting code be dropped", async () => {
    const instant = await createDefinition(app, {
      kind: "fixed",
      trigger: "code",
      code: `FREE${Date.now()}`,
      amounts: { EUR: { amount: "3.00" } },
      wagerMultiplier: 5,
    });
    const player = await newBonusPlayer(app);
    expect((await addCode(player, instant.code ?? "")).body.data).toMatchObject({ status: 2 });
    expect((await playerBonuses(app, player))[0]).toMatchObject({ amount: "3.00", status: 1 });

    const waiting = await addCode(player, "RELOAD50");
    const id = waiting.body.data.playerBonusCodeId;
    expect(
      (
        await api(app, "DELETE", "/api/game/bonuses/bonuscodes", {
          token: player.accessToken,
          body: { playerBonusCodeId: id },
        })
      ).status,
    ).toBe(200);
    expect((await offers(player, "?amount=50.00")).some((offer) => offer.bonusCode)).toBe(false);
  });
});

describe("sign-up codes", () => {
  it("issues the sign-up code's bonus, and refuses a wrong code with a field message", async () => {
    const player = await newBonusPlayer(app, { bonusCode: "signup10" });
    const [bonus] = await playerBonuses(app, player);
    expect(bonus).toMatchObject({ amount: "10.00", status: 1, wagerMultiplier: 10 });
    expect((await bonusAction(app, player, bonus?.id ?? "", "activate")).status).toBe(200);

    const refused = await api<ErrorAnswer>(app, "POST", "/api/player/register", {
      body: {
        payload: {
          email: `code-${Date.now()}@example.com`,
          password: "correct horse battery",
          currency: "EUR",
          country: "DE",
          birthdate: "1990-04-12",
          agreements: true,
          bonusCode: "WRONGCODE",
        },
        fingerprint: { visitorId: "abc", confidence: { score: 0.9 } },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.["bonusCode"]).toEqual(["This bonus code is incorrect"]);
  });
});
