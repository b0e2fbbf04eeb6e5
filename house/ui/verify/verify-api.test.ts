import { describe, expect, it } from "vitest";
import { sha256Hex } from "./sha256.ts";
import { VERIFY_NETWORK_ERROR, VerifyError, verifyRoundRemote } from "./verify-api.ts";

const REQUEST = {
  game: "sevens-dice",
  serverSeed: "a".repeat(64),
  clientSeed: "sevens",
  nonce: 0,
  params: { target: 5000, direction: "under" },
};

const answer = (status: number, body: unknown): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe("verify API client", () => {
  it("posts the round and returns the studio's answer", async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return new Response(
        JSON.stringify({ serverSeedHash: "h", multiplier: "1.9800", outcome: { roll: 2574 } }),
      );
    }) as typeof fetch;
    const result = await verifyRoundRemote(REQUEST, { fetch: fetchImpl });
    expect(result).toEqual({ serverSeedHash: "h", multiplier: "1.9800", outcome: { roll: 2574 } });
    expect(calls[0]?.url).toBe("/house/api/verify");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(REQUEST);
  });

  it("turns a refusal into a VerifyError with the fields", async () => {
    const error = await verifyRoundRemote(REQUEST, {
      fetch: answer(400, {
        error: { code: 10001, message: "dice: target: bad", fields: { "params.target": ["bad"] } },
      }),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(VerifyError);
    expect(error).toMatchObject({
      status: 400,
      message: "dice: target: bad",
      fields: { "params.target": ["bad"] },
    });
  });

  it("says so when the server is unreachable or answers nonsense", async () => {
    const offline = (async () => {
      throw new TypeError("fetch failed");
    }) as typeof fetch;
    await expect(verifyRoundRemote(REQUEST, { fetch: offline })).rejects.toMatchObject({
      status: VERIFY_NETWORK_ERROR,
    });
    await expect(
      verifyRoundRemote(REQUEST, { fetch: answer(200, { nothing: true }) }),
    ).rejects.toMatchObject({ message: /does not understand/ });
  });
});

describe("sha256Hex", () => {
  it("hashes like the studio's hashServerSeed (pinned vector)", async () => {
    expect(await sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(
      await sha256Hex("7f1a9c3e5b2d4f6081a3c5e7092b4d6f8091a2b3c4d5e6f708192a3b4c5d6e7f"),
    ).toBe("991e3c182c7fe0fe9ad72ae834c2a04b9ad675f8a2f49f6503077c40418a413c");
  });

  it("returns null where Web Crypto is missing (plain http)", async () => {
    expect(await sha256Hex("abc", null)).toBeNull();
  });
});
