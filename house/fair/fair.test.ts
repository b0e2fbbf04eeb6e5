import { describe, expect, it } from "vitest";
import { drawDistinct, lazyDeck, range, shuffle } from "./draw.ts";
import { arrayRng, bytesToFloat, fairBytes, fairFloats, fairIntegers, fairRng } from "./floats.ts";
import {
  changeClientSeed,
  checkServerSeed,
  createSeedState,
  generateServerSeed,
  hashServerSeed,
  publicSeedState,
  rotateSeeds,
  SeedError,
  takeNonce,
} from "./seeds.ts";
import type { GameId } from "../games/registry.ts";
import { verifyRound } from "./verify.ts";

// Vectors computed once with this engine and pinned; the HMAC one also matches
// `echo -n "sevens:0:0" | openssl dgst -sha256 -hmac "$SERVER_SEED"`.
const SERVER_SEED = "7f1a9c3e5b2d4f6081a3c5e7092b4d6f8091a2b3c4d5e6f708192a3b4c5d6e7f";
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe("provably-fair derivation (pinned vectors)", () => {
  it("hashes the server seed with SHA-256", () => {
    expect(hashServerSeed("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(hashServerSeed(SERVER_SEED)).toBe(
      "991e3c182c7fe0fe9ad72ae834c2a04b9ad675f8a2f49f6503077c40418a413c",
    );
  });

  it("derives bytes = HMAC_SHA256(serverSeed, clientSeed:nonce:round)", () => {
    expect(hex(fairBytes(SERVER_SEED, "sevens", 0, 0))).toBe(
      "41e920819e4294f1bf9a233874386186c9f82636facf458b06e8987ce7062368",
    );
    expect(hex(fairBytes(SERVER_SEED, "sevens", 0, 1))).toBe(
      "7bb7ad47448411329a6d53416d226d89df2fc9dfdb6466a53a71d2d29cf2740f",
    );
    expect(hex(fairBytes(SERVER_SEED, "lucky-player", 42, 0))).toBe(
      "5939390329413b6a1fc1632038e68be92686bb043b95f9d7613fc6f40f91fa47",
    );
  });

  it("turns four bytes into one float and crosses into round 1 after eight", () => {
    expect(bytesToFloat(Uint8Array.from([0x41, 0xe9, 0x20, 0x81]), 0)).toBe(
      0x41 / 256 + 0xe9 / 256 ** 2 + 0x20 / 256 ** 3 + 0x81 / 256 ** 4,
    );
    expect(bytesToFloat(Uint8Array.from([255, 255, 255, 255]), 0)).toBe(1 - 2 ** -32);
    expect(fairFloats(SERVER_SEED, "sevens", 0, 10)).toEqual([
      0.25746348523534834, 0.6182034576777369, 0.7484457027167082, 0.45398530503734946,
      0.7889427072368562, 0.9797252144198865, 0.026986627839505672, 0.9024374131113291,
      0.48327143653295934, 0.26764018507674336,
    ]);
    // Float 8 is the first of round 1: 7b b7 ad 47.
    expect(fairFloats(SERVER_SEED, "sevens", 0, 9)[8]).toBe(
      bytesToFloat(fairBytes(SERVER_SEED, "sevens", 0, 1), 0),
    );
  });

  it("derives integers and shuffles", () => {
    expect(fairIntegers(SERVER_SEED, "sevens", 1, 6, 37)).toEqual([31, 17, 35, 27, 34, 5]);
    expect(shuffle(range(10), fairRng(SERVER_SEED, "sevens", 2))).toEqual([
      8, 0, 4, 2, 1, 6, 9, 3, 5, 7,
    ]);
  });

  it("a lazy deck deals the prefix of the full shuffle", () => {
    const full = shuffle(range(312), fairRng(SERVER_SEED, "deck", 9));
    const deck = lazyDeck(312, fairRng(SERVER_SEED, "deck", 9));
    const dealt = Array.from({ length: 312 }, () => deck.draw());
    expect(dealt).toEqual(full);
    expect([...dealt].sort((a, b) => a - b)).toEqual(range(312));
    expect(drawDistinct(range(312), 20, fairRng(SERVER_SEED, "deck", 9))).toEqual(
      full.slice(0, 20),
    );
  });

  it("arrayRng replays hand-picked floats and refuses bad ones", () => {
    const rng = arrayRng([0.5]);
    expect(rng.nextFloat()).toBe(0.5);
    expect(() => rng.nextFloat()).toThrow(RangeError);
    expect(() => arrayRng([1]).nextFloat()).toThrow(RangeError);
    expect(() => fairBytes(SERVER_SEED, "x", -1, 0)).toThrow(RangeError);
  });
});

describe("seed pair state machine", () => {
  const a = "a".repeat(64);
  const b = "b".repeat(64);
  const c = "c".repeat(64);

  it("commits to the seed before play, counts nonces and reveals on rotation", () => {
    let state = createSeedState({ clientSeed: "player", serverSeed: a, nextServerSeed: b });
    expect(publicSeedState(state)).toEqual({
      serverSeedHash: hashServerSeed(a),
      clientSeed: "player",
      nonce: 0,
      nextServerSeedHash: hashServerSeed(b),
    });
    expect(JSON.stringify(publicSeedState(state))).not.toContain(a);
    const first = takeNonce(state);
    expect(first.seeds).toMatchObject({ serverSeed: a, clientSeed: "player", nonce: 0 });
    state = takeNonce(first.state).state;
    expect(state.nonce).toBe(2);

    const rotated = rotateSeeds(state, { nextServerSeed: c });
    expect(rotated.revealed).toEqual({
      serverSeed: a,
      serverSeedHash: hashServerSeed(a),
      clientSeed: "player",
      nonceCount: 2,
    });
    expect(
      checkServerSeed(rotated.revealed.serverSeed, publicSeedState(state).serverSeedHash),
    ).toBe(true);
    expect(rotated.state).toMatchObject({ serverSeed: b, nonce: 0, nextServerSeed: c });
    expect(rotated.state.serverSeedHash).toBe(state.nextServerSeedHash);
  });

  it("changing the client seed rotates the pair", () => {
    const state = takeNonce(createSeedState({ serverSeed: a, nextServerSeed: b })).state;
    const changed = changeClientSeed(state, "my-new-seed");
    expect(changed.revealed.serverSeed).toBe(a);
    expect(changed.state).toMatchObject({ clientSeed: "my-new-seed", serverSeed: b, nonce: 0 });
    expect(() => changeClientSeed(state, "")).toThrow(SeedError);
    expect(() => changeClientSeed(state, "has space")).toThrow(SeedError);
    expect(() => createSeedState({ serverSeed: "short" })).toThrow(SeedError);
  });

  it("generates 64-hex server seeds", () => {
    const seed = generateServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(seed);
  });
});

describe("verifyRound recomputes past rounds (pinned)", () => {
  const verify = <G extends GameId>(game: G, nonce: number, params: unknown) =>
    verifyRound(game, SERVER_SEED, "sevens", nonce, params, 100n);

  it("dice, limbo, roulette", () => {
    const dice = verify("dice", 0, { target: 5000, direction: "under" });
    expect(dice.serverSeedHash).toBe(hashServerSeed(SERVER_SEED));
    expect(dice.outcome).toMatchObject({ roll: 2574, win: true, multiplierBp: 19800n });
    expect(dice.payout).toBe(198n);
    expect(dice.floatsUsed).toBe(1);
    expect(verify("limbo", 1, { target: 200 }).outcome).toMatchObject({ result: 611, win: true });
    const roulette = verify("roulette", 6, { bets: [{ type: "red", amount: "100" }] });
    expect(roulette.outcome.pocket).toBe(13);
    expect(roulette.payout).toBe(0n);
  });

  it("mines, plinko, keno, hi-lo, blackjack, slots", () => {
    expect(verify("mines", 2, { mines: 3, picks: [1] }).outcome.minePositions).toEqual([0, 7, 21]);
    expect(verify("plinko", 3, { rows: 16, risk: "high" }).outcome.bucket).toBe(7);
    expect(verify("keno", 4, { picks: [1, 2, 3] }).outcome.drawn).toEqual([
      13, 14, 4, 2, 34, 26, 17, 1, 15, 12,
    ]);
    expect(verify("hilo", 5, { guesses: ["higher"] }).outcome.start).toEqual({
      rank: 9,
      suit: "clubs",
    });
    const hand = verifyRound("blackjack", SERVER_SEED, "sevens", 7, { actions: [] });
    expect(hand.outcome.hands[0]?.cards.map((card) => card.rank)).toEqual([2, 4]);
    expect(hand.outcome.dealer.map((card) => card.rank)).toEqual([7, 9]);
    expect(verify("slots", 8, { title: "golden-pharaoh" }).outcome.base.stops).toEqual([
      2, 22, 19, 12, 14,
    ]);
  });

  it("refuses bad params with the game's typed error", () => {
    expect(() => verify("dice", 0, { target: 99999, direction: "under" })).toThrow(/dice: target/);
    expect(() => verify("slots", 0, { title: "nope" })).toThrow(/slots: title/);
  });
});
