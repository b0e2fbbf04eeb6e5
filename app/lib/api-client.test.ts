import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ErrorCode } from "../../contracts/errors.ts";
import {
  ApiError,
  REQUEST_TIMEOUT_MS,
  RESPONSE_SIZE_CAP_BYTES,
  SLOW_CALL_WARNING_MS,
  buildQueryString,
  createApiClient,
  type ApiClientOptions,
} from "./api-client.ts";

interface Call {
  url: string;
  init: RequestInit;
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

/** A fetch that records its calls and answers with `respond`. */
function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** Like fetch on a server that never answers: settles only when the signal aborts. */
function untilAborted(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise<Response>((_resolve, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener("abort", () => reject(signal.reason));
  });
}

function client(overrides: Partial<ApiClientOptions> & Pick<ApiClientOptions, "fetch">) {
  return createApiClient({ baseUrl: "http://api.test", ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to fail");
}

afterEach(() => vi.restoreAllMocks());

describe("api client", () => {
  it("keeps the SPEC constants", () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    expect(RESPONSE_SIZE_CAP_BYTES).toBe(512 * 1024);
    expect(SLOW_CALL_WARNING_MS).toBe(2000);
  });

  it("sends the bearer token, a fresh trace id, platform and source, and omits cookies", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ data: [] }));
    const api = client({ fetch, getToken: async () => "token-1" });
    await api.request("GET", "/api/payment/methods/deposit", {
      query: { currency: "USD" },
      platform: "tg",
      source: "wallet",
    });
    await api.request("GET", "/api/settings/locales");
    const [first, second] = calls;
    const headers = new Headers(first?.init.headers);
    expect(first?.url).toBe("http://api.test/api/payment/methods/deposit?currency=USD");
    expect(first?.init.credentials).toBe("same-origin");
    expect(headers.get("authorization")).toBe("Bearer token-1");
    expect(headers.get("x-platform")).toBe("tg");
    expect(headers.get("x-source")).toBe("wallet");
    expect(headers.get("x-trace-id")).toMatch(/^[0-9a-f-]{36}$/);
    const secondHeaders = new Headers(second?.init.headers);
    expect(secondHeaders.get("x-trace-id")).not.toBe(headers.get("x-trace-id"));
    expect(secondHeaders.has("x-platform")).toBe(false);
    expect(secondHeaders.has("x-source")).toBe(false);
  });

  it("sends no authorization header without a token, and JSON bodies as JSON", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ data: { id: 1 } }));
    const api = client({ fetch, getToken: () => null });
    await api.request("POST", "/api/wallet/accounts", { body: { currency: "EUR" } });
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.has("authorization")).toBe(false);
    expect(headers.get("content-type")).toBe("application/json");
    expect(calls[0]?.init.body).toBe('{"currency":"EUR"}');
  });

  it("tells the API the page's locale in x-locale, and nothing without one", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse({ data: [] }));
    let locale: string | null = "de";
    const api = client({ fetch, getLocale: () => locale });
    await api.request("GET", "/api/game/bonuses");
    locale = null;
    await api.request("GET", "/api/game/bonuses");
    expect(new Headers(calls[0]?.init.headers).get("x-locale")).toBe("de");
    expect(new Headers(calls[1]?.init.headers).has("x-locale")).toBe(false);
  });

  it("writes array query parameters with brackets and leaves out empty ones", () => {
    expect(buildQueryString({ status: [1, 2], currency: "USD", page: undefined, x: null })).toBe(
      "?status[]=1&status[]=2&currency=USD",
    );
    expect(buildQueryString({})).toBe("");
  });

  it("returns data and meta, checked against the schema", async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse({
        data: [{ id: 7 }],
        meta: { page: 1, perPage: 20, totalPages: 1, totalRows: 1 },
      }),
    );
    const api = client({ fetch });
    const result = await api.request("GET", "/api/x", {
      schema: z.array(z.object({ id: z.number() })),
    });
    expect(result.data[0]?.id).toBe(7);
    expect(result.meta?.totalRows).toBe(1);

    const bad = await failure(api.request("GET", "/api/x", { schema: z.array(z.string()) }));
    expect(bad.reason).toBe("invalid-response");
  });

  it("normalises API errors to status, code, message and fields", async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse(
        { error: { code: ErrorCode.VALIDATION, message: "Invalid", fields: { email: ["Bad"] } } },
        400,
      ),
    );
    const error = await failure(client({ fetch }).request("POST", "/api/player/register"));
    expect(error).toMatchObject({
      status: 400,
      code: ErrorCode.VALIDATION,
      message: "Invalid",
      fields: { email: ["Bad"] },
      reason: "http",
    });
  });

  it("keeps what an error says beyond the platform's shape (changed odds, a new quote)", async () => {
    const changes = [{ selectionId: "7:1x2:home", odds: "1.70" }];
    const { fetch } = fakeFetch(() =>
      jsonResponse({ error: { code: 15003, message: "Odds changed", changes } }, 409),
    );
    const error = await failure(client({ fetch }).request("POST", "/sportsbook/api/bets"));
    expect(error.code).toBe(15003);
    expect(error.details["changes"]).toEqual(changes);
  });

  it("gives a product code to an error status without an error body", async () => {
    const { fetch } = fakeFetch(() => new Response("<html>oops</html>", { status: 502 }));
    const error = await failure(client({ fetch }).request("GET", "/api/x"));
    expect(error).toMatchObject({ status: 502, code: ErrorCode.INTERNAL, fields: {} });
  });

  it("reports 401 and 403 to the one unauthorized hook, and still fails the call", async () => {
    const onUnauthorized = vi.fn();
    for (const status of [401, 403] as const) {
      const { fetch } = fakeFetch(() =>
        jsonResponse({ error: { code: ErrorCode.UNAUTHORIZED, message: "No" } }, status),
      );
      const error = await failure(
        client({ fetch, getToken: () => "t", onUnauthorized }).request(
          "GET",
          "/api/player/profile",
        ),
      );
      expect(error.status).toBe(status);
    }
    expect(onUnauthorized.mock.calls).toEqual([
      [401, { method: "GET", path: "/api/player/profile", hadToken: true }],
      [403, { method: "GET", path: "/api/player/profile", hadToken: true }],
    ]);
    const { fetch } = fakeFetch(() => jsonResponse({ error: { code: 10404, message: "x" } }, 404));
    await failure(client({ fetch, onUnauthorized }).request("GET", "/api/x"));
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it("leaves the session alone on a 403 that carries a product code (a business refusal)", async () => {
    const onUnauthorized = vi.fn();
    const { fetch } = fakeFetch(() =>
      jsonResponse({ error: { code: ErrorCode.LIMITED_PLAYER, message: "Paused" } }, 403),
    );
    const error = await failure(
      client({ fetch, getToken: () => "t", onUnauthorized }).request("POST", "/api/game/x"),
    );
    expect(error).toMatchObject({ status: 403, code: ErrorCode.LIMITED_PLAYER });
    expect(onUnauthorized).not.toHaveBeenCalled();
    const forbidden = fakeFetch(() => new Response("", { status: 403 }));
    await failure(
      client({ fetch: forbidden.fetch, getToken: () => "t", onUnauthorized }).request(
        "GET",
        "/api/x",
      ),
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("turns a network failure into status 0 and warns that there was no response", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError("fetch failed")));
    const error = await failure(client({ fetch }).request("GET", "/api/x"));
    expect(error).toMatchObject({ status: 0, reason: "network" });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no response"), expect.anything());
  });

  it("gives up after the timeout with status 0, and makes exactly one attempt", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { fetch, calls } = fakeFetch(({ init }) => untilAborted(init.signal));
    const error = await failure(client({ fetch, timeoutMs: 30 }).request("GET", "/api/slow"));
    expect(error).toMatchObject({ status: 0, reason: "timeout" });
    expect(calls).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no response within 30 ms"));
  });

  it("honours the caller's signal", async () => {
    const { fetch } = fakeFetch(({ init }) => untilAborted(init.signal));
    const controller = new AbortController();
    const pending = client({ fetch }).request("GET", "/api/x", { signal: controller.signal });
    controller.abort();
    expect(await failure(pending)).toMatchObject({ status: 0, reason: "aborted" });
  });

  it("refuses a response larger than 512 KB while streaming it", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const { fetch, calls } = fakeFetch(
      () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              pulled += 1;
              controller.enqueue(chunk);
              if (pulled > 100) controller.close();
            },
          }),
          { status: 200 },
        ),
    );
    const error = await failure(client({ fetch }).request("GET", "/api/big"));
    expect(error).toMatchObject({ status: 0, reason: "too-large" });
    expect(pulled).toBeLessThan(12);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
  });

  it("refuses a response whose declared length is over the cap without reading it", async () => {
    const { fetch } = fakeFetch(
      () =>
        new Response("{}", {
          headers: { "content-length": String(RESPONSE_SIZE_CAP_BYTES + 1) },
        }),
    );
    expect(await failure(client({ fetch }).request("GET", "/api/big"))).toMatchObject({
      reason: "too-large",
    });
  });

  it("accepts a response just under the cap", async () => {
    const filler = "x".repeat(RESPONSE_SIZE_CAP_BYTES - 100);
    const { fetch } = fakeFetch(() => jsonResponse({ data: filler }));
    const result = await client({ fetch }).request<string>("GET", "/api/x");
    expect(result.data).toHaveLength(filler.length);
  });

  it("warns about calls slower than 2000 ms", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { fetch } = fakeFetch(() => jsonResponse({ data: null }));
    const times = [0, 2500, 10_000, 11_000];
    const api = client({ fetch, now: () => times.shift() ?? 0 });
    await api.request("GET", "/api/slow");
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/slow call: GET \/api\/slow took 2500 ms/),
    );
    warn.mockClear();
    await api.request("GET", "/api/fast");
    expect(warn).not.toHaveBeenCalled();
  });
});
