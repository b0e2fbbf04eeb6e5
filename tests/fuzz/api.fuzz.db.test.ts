import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_WALLET_SIGNATURE_HEADER } from "../../contracts/game-wallet.ts";
import { LAUNCH_HEADER } from "../../house/server/launch.ts";
import { signLaunch } from "../../house/server/test-support.ts";
import { signBody } from "../../server/platform/signature.ts";
import { startTestApp, type TestApp } from "../support/app.ts";
import { fundedLaunch, HOUSE_PROVIDER, providerSecretFor } from "../support/game-wallet.ts";
import { registerPlayer } from "../support/players.ts";
import { requestFor, type FuzzRequest, type JsonSchema, type Operation } from "./malformed.ts";

/**
 * Malformed requests to every route of the API (from its OpenAPI document), the studio's API and
 * the signed callbacks, as a guest, a player, the operator and a correctly signing provider: no
 * answer may be a 5xx and none may hang. `FUZZ_RUNS` cases per route and mode (npm run fuzz
 * runs many more).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const REQUEST_TIMEOUT_MS = 15_000;
/** Each test sends RUNS requests per route: its time limit grows with them. */
const TEST_TIMEOUT_MS = 60_000 + RUNS * 1_000;

let app: TestApp;
let operations: Operation[] = [];
const casesRun = new Map<string, number>();

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? [])
        .filter((parameter) => parameter.in === "query")
        .map((parameter) => ({ name: parameter.name, schema: parameter.schema ?? {} })),
      body: operation.requestBody?.content?.["application/json"]?.schema,
    })),
  );
}

const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: "object",
  properties,
});
const text: JsonSchema = { type: "string", maxLength: 64 };
const amount: JsonSchema = { type: "string", maxLength: 20 };
const page: Operation["query"] = [
  { name: "page", schema: { type: "integer", minimum: 1 } },
  { name: "perPage", schema: { type: "integer", minimum: 1 } },
];

/** The studio's iframe API is not in the operator's document: listed here. */
const houseOperations: Operation[] = [
  { method: "GET", path: "/house/api/session", query: [] },
  { method: "GET", path: "/house/api/rounds", query: page },
  {
    method: "POST",
    path: "/house/api/rounds",
    query: [],
    body: object({ amount, params: { type: "object" } }),
  },
  {
    method: "POST",
    path: "/house/api/rounds/{id}/actions",
    query: [],
    body: object({ action: text, params: { type: "object" } }),
  },
  { method: "POST", path: "/house/api/seeds", query: [], body: object({ clientSeed: text }) },
  { method: "GET", path: "/house/api/seeds/history", query: [] },
  {
    method: "POST",
    path: "/house/api/verify",
    query: [],
    body: object({
      game: text,
      serverSeed: text,
      clientSeed: text,
      nonce: { type: "integer", minimum: 0 },
      params: { type: "object" },
      actions: { type: "array", items: { type: "object" } },
    }),
  },
];

async function send(request: FuzzRequest): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(`${app.url}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.method === "GET" || request.method === "HEAD" ? undefined : request.body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: response.status, text: (await response.text()).slice(0, 300) };
  } catch (error) {
    throw new Error(
      `${request.method} ${request.url.slice(0, 200)}: no answer (${String(error)})`,
      {
        cause: error,
      },
    );
  }
}

const failures: string[] = [];

/**
 * Runs RUNS malformed requests at one operation; every answer must be below 500. A failing route
 * is recorded (with fast-check's shrunk counterexample) and the run goes on to the next one.
 */
async function fuzz(
  label: string,
  operation: Operation,
  headersFor: (request: FuzzRequest) => Record<string, string>,
) {
  const details = await fc.check(
    fc.asyncProperty(requestFor(operation, {}), async (request) => {
      const signed = { ...request, headers: { ...request.headers, ...headersFor(request) } };
      const answer = await send(signed);
      casesRun.set(label, (casesRun.get(label) ?? 0) + 1);
      if (answer.status >= 500) {
        throw new Error(
          `${signed.method} ${signed.url.slice(0, 200)} answered ${answer.status}: ${answer.text}`,
        );
      }
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  if (details.failed) failures.push(`${label}: ${String(details.errorInstance)}`);
}

/** Fails the test with every route that failed in it. */
function expectNoFailures() {
  const found = failures.splice(0);
  expect(found).toEqual([]);
}

beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "1000000" } });
  const document = await (await fetch(`${app.url}/api/docs/json`)).json();
  operations = operationsOf(document);
});

afterAll(async () => {
  const total = [...casesRun.values()].reduce((sum, count) => sum + count, 0);
  // The number of cases is part of the note; printed for `npm run fuzz`.
  console.info(`fuzz: ${total} requests over ${casesRun.size} route × mode pairs (${RUNS} each)`);
  await app?.close();
});

describe("every API route, malformed input", { timeout: TEST_TIMEOUT_MS }, () => {
  it("finds the routes in the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it("answers a guest with no 5xx and no hang", async () => {
    for (const operation of operations) {
      await fuzz(`guest ${operation.method} ${operation.path}`, operation, () => ({}));
    }
    expectNoFailures();
  });

  it("answers a signed-in player with no 5xx and no hang", async () => {
    const player = await registerPlayer(app);
    const authorization = `Bearer ${player.accessToken}`;
    for (const operation of operations) {
      // Ending the session would turn the rest of the run into guest requests.
      if (/logout|close-other|\/close$/.test(operation.path)) continue;
      await fuzz(`player ${operation.method} ${operation.path}`, operation, () => ({
        authorization,
      }));
    }
    expectNoFailures();
  });

  it("answers the operator with no 5xx and no hang", async () => {
    const authorization = `Bearer ${app.platform.config.secrets.operatorToken}`;
    for (const operation of operations.filter(({ path }) => path.startsWith("/api/operator"))) {
      await fuzz(`operator ${operation.method} ${operation.path}`, operation, () => ({
        authorization,
      }));
    }
    expectNoFailures();
  });

  it("answers correctly signed callbacks with malformed bodies with no 5xx", async () => {
    const paymentSecret = app.platform.config.secrets.providerSecret;
    const payments: Operation = {
      method: "POST",
      path: "/callbacks/payments/sandbox",
      query: [],
      body: object({
        transactionId: text,
        invoiceId: { type: "string", format: "uuid" },
        status: { enum: ["success", "failed"] },
        amount,
        currency: { enum: ["EUR", "USD", "BTC"] },
      }),
    };
    await fuzz("signed POST /callbacks/payments/sandbox", payments, (request) => ({
      "x-signature": signBody(paymentSecret, request.body ?? ""),
    }));
    const games: Operation = {
      method: "POST",
      path: `/callbacks/games/${HOUSE_PROVIDER}`,
      query: [],
      body: object({
        action: { enum: ["balance", "bet", "win", "rollback"] },
        token: text,
        transactionId: text,
        roundId: text,
        amount,
        currency: { enum: ["EUR", "USD"] },
        gameId: text,
      }),
    };
    const gameSecret = providerSecretFor(app, HOUSE_PROVIDER);
    await fuzz(`signed POST /callbacks/games/${HOUSE_PROVIDER}`, games, (request) => ({
      [GAME_WALLET_SIGNATURE_HEADER]: signBody(gameSecret, request.body ?? ""),
    }));
    expectNoFailures();
  });

  it("answers the studio's API, with and without a valid launch, with no 5xx", async () => {
    const launch = await fundedLaunch(app, { amount: 100_000n });
    const signedLaunch = signLaunch(app, launch);
    for (const operation of houseOperations) {
      await fuzz(`house ${operation.method} ${operation.path}`, operation, () => ({}));
      await fuzz(`house+launch ${operation.method} ${operation.path}`, operation, () => ({
        [LAUNCH_HEADER]: signedLaunch,
      }));
    }
    expectNoFailures();
  });
});
