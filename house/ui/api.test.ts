import { describe, expect, it } from "vitest";
import { HouseApiError, LAUNCH_HEADER, createHouseApi, NETWORK_ERROR_STATUS } from "./api.ts";
import { errorKindOf } from "./error-kind.ts";
import { BetAmountError } from "./amount.ts";
import { isValidClientSeed, randomClientSeed } from "./client-seed.ts";

const round = {
  id: "0b7d8f1e-2c4a-4b8e-9f1a-3c5e7d9b1a2c",
  game: "sevens-dice",
  type: "dice",
  state: "settled",
  isOpen: false,
  currency: "USD",
  betAmount: "1.00",
  payout: "1.98",
  multiplier: "1.9800",
  nonce: 0,
  clientSeed: "abc",
  serverSeedHash: "f".repeat(64),
  params: { target: 5000, direction: "under" },
  view: { roll: 2574, win: true },
  createdAt: "2025-01-01T00:00:00.000Z",
  settledAt: "2025-01-01T00:00:00.000Z",
};

function fakeFetch(
  status: number,
  body: unknown,
  calls: { url: string; init: RequestInit }[] = [],
) {
  return (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
}

describe("house api client", () => {
  it("sends the launch header and the body, and returns the parsed round", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const api = createHouseApi(
      "signed.launch",
      fakeFetch(200, { round, balance: "100.98" }, calls),
    );
    const result = await api.placeBet({
      amount: "1.00",
      params: { target: 5000, direction: "under" },
    });
    expect(result.balance).toBe("100.98");
    expect(result.round.id).toBe(round.id);
    expect(calls[0]?.url).toBe("/house/api/rounds");
    expect(calls[0]?.init.method).toBe("POST");
    expect((calls[0]?.init.headers as Record<string, string>)[LAUNCH_HEADER]).toBe("signed.launch");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      amount: "1.00",
      params: { target: 5000, direction: "under" },
    });
  });

  it("turns the error shape into a typed error", async () => {
    const api = createHouseApi(
      "x",
      fakeFetch(402, { error: { code: 12001, message: "Insufficient funds" } }),
    );
    const error = await api.placeBet({ amount: "5.00", params: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HouseApiError);
    expect(error).toMatchObject({ status: 402, code: 12001, message: "Insufficient funds" });
    expect(errorKindOf(error)).toBe("insufficient-funds");
  });

  it("keeps field errors", async () => {
    const api = createHouseApi(
      "x",
      fakeFetch(400, {
        error: { code: 10400, message: "Invalid", fields: { "params.target": ["too high"] } },
      }),
    );
    const error = await api.rotateSeeds("a b").catch((e: unknown) => e);
    expect(error).toMatchObject({ fields: { "params.target": ["too high"] } });
    expect(errorKindOf(error)).toBe("invalid");
  });

  it("refuses an answer of the wrong shape", async () => {
    const api = createHouseApi("x", fakeFetch(200, { round: { id: 1 } }));
    await expect(api.act(round.id, { action: "cashout" })).rejects.toBeInstanceOf(HouseApiError);
  });

  it("reports a network failure as status 0", async () => {
    const api = createHouseApi("x", (async () => {
      throw new TypeError("fetch failed");
    }) as unknown as typeof fetch);
    const error = await api.rounds().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: NETWORK_ERROR_STATUS });
    expect(errorKindOf(error)).toBe("network");
  });
});

describe("errorKindOf", () => {
  it("names each refusal the frame explains", () => {
    const kind = (status: number, code: number) =>
      errorKindOf(new HouseApiError(status, code, "m"));
    expect(kind(401, 401)).toBe("expired");
    expect(kind(401, 10401)).toBe("expired");
    expect(kind(403, 14306)).toBe("restricted");
    expect(kind(403, 14100)).toBe("limit");
    expect(kind(403, 14101)).toBe("limit");
    expect(kind(403, 14105)).toBe("limit");
    expect(kind(403, 14103)).toBe("limited-player");
    expect(kind(500, 10500)).toBe("other");
    expect(errorKindOf(new BetAmountError("min"))).toBe("other");
  });
});

describe("client seed", () => {
  it("follows the studio's rule", () => {
    expect(isValidClientSeed("my-lucky-seed")).toBe(true);
    expect(isValidClientSeed("")).toBe(false);
    expect(isValidClientSeed("with space")).toBe(false);
    expect(isValidClientSeed("x".repeat(65))).toBe(false);
    expect(isValidClientSeed("é")).toBe(false);
  });

  it("suggests 20 hex characters", () => {
    const seed = randomClientSeed((bytes) => bytes.fill(171));
    expect(seed).toBe("ab".repeat(10));
    expect(isValidClientSeed(randomClientSeed())).toBe(true);
  });
});
