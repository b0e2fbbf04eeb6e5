import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type RunningApp } from "../../server/app.ts";
import type { Database } from "../../server/db/client.ts";
import { testConfig, type TestApp } from "../../tests/support/app.ts";
import { openTestDatabase } from "../../tests/support/database.ts";
import { fundedLaunch } from "../../tests/support/game-wallet.ts";
import { houseClient, realBalance, signLaunch } from "./test-support.ts";

/**
 * `npm run dev`: Vite owns the port and hands requests to Fastify's router, so Fastify never
 * listens. The studio then learns the wallet's address from the requests it serves.
 */
let database: Database;
let running: RunningApp;
let server: Server;
let app: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  running = await buildApp({ config: testConfig(), database, withWebApp: false });
  await running.app.ready();
  server = createServer((request, response) => running.app.routing(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  app = { ...running, database, url: `http://127.0.0.1:${port}` };
});
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await running?.close();
  await database?.close();
});

describe("behind another HTTP server", () => {
  it("pays through the address its requests arrive on", async () => {
    const launch = await fundedLaunch(app, { amount: 1_000n });
    const placed = await houseClient(app, signLaunch(app, launch)).bet("1.00", {
      target: 5000,
      direction: "under",
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.round.state).toBe("settled");
    const payout = BigInt((placed.body.round.payout ?? "x").replace(".", ""));
    expect(await realBalance(app, launch.accountId)).toBe(900n + payout);
  });
});
