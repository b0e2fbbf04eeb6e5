import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_BET_STATUS } from "../../contracts/game.ts";
import { checkLedger } from "../../server/modules/wallet/check.ts";
import { startTestApp, type TestApp } from "../../tests/support/app.ts";
import { fundedLaunch } from "../../tests/support/game-wallet.ts";
import { houseClient, operatorBet, realBalance, roundRow, signLaunch } from "./test-support.ts";

/**
 * The wallet as a network sees it: HOUSE_WALLET_URL points at a small relay in front of the
 * operator's real endpoint that can lose calls. "fail" answers 503 without passing the call on;
 * "lose-answer" passes it on (the operator applies it) and then answers 500, as a proxy that
 * times out on the way back would.
 */
type Fault = "forward" | "fail" | "lose-answer";
const faults: Partial<Record<string, Fault>> = {};
let relay: Server;
let app: TestApp;

beforeAll(async () => {
  let target = "";
  relay = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const action = (JSON.parse(body) as { action?: string }).action ?? "";
      const fault = faults[action] ?? "forward";
      if (fault === "fail") {
        response.writeHead(503, { "content-type": "application/json" });
        response.end(JSON.stringify({ message: "upstream unavailable" }));
        return;
      }
      void fetch(`${target}${request.url}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-signature": String(request.headers["x-signature"]),
        },
        body,
      }).then(async (answer) => {
        const text = await answer.text();
        response.writeHead(fault === "lose-answer" ? 500 : answer.status, {
          "content-type": "application/json",
        });
        response.end(fault === "lose-answer" ? "{}" : text);
      });
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  const { port } = relay.address() as AddressInfo;
  app = await startTestApp({
    env: { RATE_LIMIT_PER_MINUTE: "100000", HOUSE_WALLET_URL: `http://127.0.0.1:${port}` },
  });
  target = app.url;
});
afterAll(async () => {
  await app?.close();
  relay?.closeAllConnections();
  await new Promise((resolve) => relay?.close(resolve));
});

const DICE = { target: 5000, direction: "under" };

async function until(check: () => Promise<boolean>, tries = 250): Promise<boolean> {
  for (let i = 0; i < tries; i += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

describe("an unreachable wallet", () => {
  it("a bet whose answer was lost is rolled back at once: 502, nothing charged", async () => {
    const launch = await fundedLaunch(app, { amount: 1_000n });
    const house = houseClient(app, signLaunch(app, launch));
    faults["bet"] = "lose-answer";
    const placed = await house.bet("1.00", DICE);
    faults["bet"] = "forward";
    expect(placed.status).toBe(502);
    expect(placed.body.error?.message).toMatch(/bet was cancelled\. Nothing was charged/);
    const [round] = (await house.rounds()).body.data;
    expect(round).toMatchObject({ state: "rolled_back", payout: null });
    expect(await realBalance(app, launch.accountId)).toBe(1_000n);
    expect(await operatorBet(app, round?.id ?? "")).toMatchObject({
      status: GAME_BET_STATUS.REFUNDED,
      refundAmount: 100n,
    });
  });

  it("a lost win and a lost rollback are retried until the wallet answers", async () => {
    const launch = await fundedLaunch(app, { amount: 1_000n });
    const house = houseClient(app, signLaunch(app, launch));

    // The win does not arrive: the player still sees the outcome; the payout follows.
    faults["win"] = "fail";
    const placed = await house.bet("1.00", DICE);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({ round: { state: "settling" }, balance: "9.00" });
    const settlingId = placed.body.round.id;

    // Neither the bet nor its rollback arrive: the bet stays being cancelled.
    faults["bet"] = "fail";
    faults["rollback"] = "fail";
    const cancelled = await house.bet("1.00", DICE);
    expect(cancelled.status).toBe(502);
    expect(cancelled.body.error?.message).toMatch(/being cancelled/);
    const [rolling] = (await house.rounds()).body.data;
    expect(rolling?.state).toBe("rolling_back");

    // The wallet is back: the retry job finishes both (first retry after FINISH_RETRY_DELAY_MS).
    faults["win"] = "forward";
    faults["bet"] = "forward";
    faults["rollback"] = "forward";
    const done = await until(async () => {
      const [settled, rolled] = await Promise.all([
        roundRow(app, settlingId),
        roundRow(app, rolling?.id ?? ""),
      ]);
      return settled.state === "settled" && rolled.state === "rolled_back";
    });
    expect(done).toBe(true);
    const settled = await roundRow(app, settlingId);
    expect(await realBalance(app, launch.accountId)).toBe(900n + (settled.payout ?? 0n));
    expect(await operatorBet(app, rolling?.id ?? "")).toBeUndefined();
    expect((await checkLedger(app.database.db)).problems).toEqual([]);
  }, 60_000);
});
