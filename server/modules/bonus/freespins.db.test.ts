import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlayerFreespin } from "../../../contracts/bonus.ts";
import { houseClient, signLaunch } from "../../../house/server/test-support.ts";
import { FREE_ROUNDS_PATH } from "../../../house/server/free-rounds.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { createDefinition, issueBonus, operatorBonusesOf } from "../../../tests/support/bonus.ts";
import { fundedLaunch, providerSecretFor, walletBet } from "../../../tests/support/game-wallet.ts";
import { eventually } from "../../../tests/support/realtime.ts";
import { houseFreeRounds, playerFreespins, walletAccounts } from "../../db/schema.ts";
import { signBody } from "../../platform/signature.ts";
import { checkLedger } from "../wallet/check.ts";

/**
 * Free spins through the house studio: the operator grants the package's free rounds to the
 * studio by a signed call, the player plays them in the game (no debit), the wins wait in the
 * bonus pool and become a bonus with the package's own wagering when the package ends.
 */

const SLOT = "slot-golden-pharaoh";
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "100000" } });
});
afterAll(async () => {
  await app?.close();
});

async function freeSpinsDefinition(count: number) {
  return createDefinition(app, {
    kind: "freespins",
    trigger: "manual",
    amounts: { EUR: { freespinBet: "0.20" } },
    freespinCount: count,
    freespinGame: SLOT,
    freespinWagerMultiplier: 5,
    activationDays: 7,
  });
}

/** A player with EUR 1.00, a slot launch, and an issued package granted to the studio. */
async function withFreeSpins(count: number) {
  const launch = await fundedLaunch(app, { amount: 100n, game: SLOT });
  const issued = await issueBonus(app, {
    playerId: launch.playerId,
    definitionId: (await freeSpinsDefinition(count)).id,
  });
  const spins = issued.body.data.playerFreespin;
  if (!spins) throw new Error("no free spins issued");
  expect(spins).toMatchObject({ status: 2, count, played: 0, betAmount: "0.20" });
  await eventually(async () => {
    const [row] = await app.database.db
      .select({ grantedAt: playerFreespins.grantedAt })
      .from(playerFreespins)
      .where(eq(playerFreespins.id, spins.id));
    if (!row?.grantedAt) throw new Error("not granted yet");
  });
  return { launch, spins, client: houseClient(app, signLaunch(app, launch)) };
}

async function packageNow(playerId: string, id: string): Promise<PlayerFreespin> {
  await app.platform.events.drain();
  const found = (await operatorBonusesOf(app, playerId)).freespins.find((item) => item.id === id);
  if (!found) throw new Error("package gone");
  return found;
}

describe("free spins through the studio", () => {
  it("plays the granted free rounds without a debit and turns their wins into a bonus", async () => {
    const { launch, spins, client } = await withFreeSpins(12);
    const session = await client.session();
    expect(session.body.freeRounds).toEqual({ id: spins.id, remaining: 12, betAmount: "0.20" });

    let payouts = 0n;
    for (let left = 11; left >= 0; left--) {
      const spin = await client.freeSpin(spins.id);
      expect(spin.status).toBe(200);
      expect(spin.body.round).toMatchObject({ state: "settled", betAmount: "0.20" });
      expect(spin.body.freeRounds?.remaining ?? 0).toBe(left);
      payouts += BigInt(Math.round(Number(spin.body.round.payout ?? "0") * 100));
    }
    const spent = await client.freeSpin(spins.id);
    expect(spent.status).toBe(409);

    const [account] = await app.database.db
      .select({ real: walletAccounts.realBalance, bonus: walletAccounts.bonusBalance })
      .from(walletAccounts)
      .where(eq(walletAccounts.id, launch.accountId));
    const finished = await packageNow(launch.playerId, spins.id);
    expect(finished).toMatchObject({ status: 3, result: 2, played: 12 });
    expect(finished.winAmount).toBe((Number(payouts) / 100).toFixed(2));
    const bonuses = (await operatorBonusesOf(app, launch.playerId)).bonuses;
    if (payouts > 0n) {
      expect(finished.playerBonusId).toBe(bonuses[0]?.id);
      expect(bonuses[0]).toMatchObject({
        bonusType: "freespins",
        amount: finished.winAmount,
        status: 2,
        wagerMultiplier: 5,
      });
      const after = await app.database.db
        .select({ real: walletAccounts.realBalance, bonus: walletAccounts.bonusBalance })
        .from(walletAccounts)
        .where(eq(walletAccounts.id, launch.accountId));
      expect(after[0]).toEqual({ real: 100n, bonus: payouts });
    } else {
      expect(bonuses).toEqual([]);
      expect(account).toEqual({ real: 100n, bonus: 0n });
    }
    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  });

  it("refuses free rounds of another player's package, and takes them back when canceled", async () => {
    const { spins, client, launch } = await withFreeSpins(5);
    const stranger = await fundedLaunch(app, { amount: 100n, game: SLOT });
    const refused = await walletBet(app, stranger, "0.20", undefined, { freeRoundsId: spins.id });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "INVALID_REQUEST" });

    expect((await client.freeSpin(spins.id)).status).toBe(200);
    const canceled = await app.app.bonuses?.service.cancelFreespins(launch.playerId, spins.id);
    expect(canceled).toMatchObject({ status: 3, result: 3, played: 1 });
    await eventually(async () => {
      const [grant] = await app.database.db
        .select({ status: houseFreeRounds.status })
        .from(houseFreeRounds)
        .where(eq(houseFreeRounds.reference, spins.id));
      if (grant?.status !== "cancelled") throw new Error("not revoked yet");
    });
    expect((await client.session()).body.freeRounds).toBeNull();
    expect((await client.freeSpin(spins.id)).status).toBe(409);
  });

  it("answers a forged grant with 401 and changes nothing", async () => {
    const body = JSON.stringify({
      reference: "00000000-0000-4000-8000-000000000001",
      provider: "neon-reels",
      playerId: "someone",
      gameId: SLOT,
      currency: "EUR",
      betAmount: "100.00",
      count: 1000,
      expiresAt: null,
    });
    const send = (signature: string) =>
      fetch(`${app.url}${FREE_ROUNDS_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-signature": signature },
        body,
      });
    expect((await send("0".repeat(64))).status).toBe(401);
    expect((await send(signBody("not the secret", body))).status).toBe(401);
    // The right secret of another brand than the body names is forged too.
    expect((await send(signBody(providerSecretFor(app, "lucky-forge"), body))).status).toBe(401);
    const grants = await app.database.db
      .select()
      .from(houseFreeRounds)
      .where(eq(houseFreeRounds.playerRef, "someone"));
    expect(grants).toEqual([]);
  });
});
