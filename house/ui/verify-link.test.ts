import { describe, expect, it } from "vitest";
import type { RevealedSeeds } from "../server/protocol.ts";
import { verifyUrl } from "./verify-link.ts";

const round = {
  game: "sevens-dice",
  serverSeedHash: "hash-a",
  clientSeed: "lucky",
  nonce: 4,
  params: { target: 5000, direction: "under" },
};

const pair = (serverSeedHash: string, clientSeed = "lucky"): RevealedSeeds => ({
  serverSeed: `seed-of-${serverSeedHash}`,
  serverSeedHash,
  clientSeed,
  nonceCount: 10,
  revealedAt: "2025-01-01T00:00:00.000Z",
});

describe("verifyUrl", () => {
  it("links a round whose server seed has been revealed", () => {
    const url = verifyUrl(round, [pair("hash-b"), pair("hash-a")]);
    expect(url).not.toBeNull();
    const parsed = new URL(url ?? "", "http://localhost");
    expect(parsed.pathname).toBe("/house/verify");
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      game: "sevens-dice",
      serverSeed: "seed-of-hash-a",
      clientSeed: "lucky",
      nonce: "4",
      params: JSON.stringify({ target: 5000, direction: "under" }),
      lang: "en",
    });
  });

  it("opens the verification page in the frame's language", () => {
    const url = verifyUrl(round, [pair("hash-a")], "fa");
    expect(new URL(url ?? "", "http://localhost").searchParams.get("lang")).toBe("fa");
  });

  it("has no link while the seed is still in use", () => {
    expect(verifyUrl(round, [])).toBeNull();
    expect(verifyUrl(round, [pair("hash-b")])).toBeNull();
    expect(verifyUrl(round, [pair("hash-a", "other-client-seed")])).toBeNull();
  });
});
