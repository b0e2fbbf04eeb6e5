import { describe, expect, it } from "vitest";
import {
  checkFields,
  fieldsFromQuery,
  formFieldOf,
  isComplete,
  queryOf,
  resolveGame,
  type VerifiableGame,
  type VerifyFields,
} from "./verify-form.ts";

const GAMES: VerifiableGame[] = [
  { identity: "sevens-dice", name: "Dice", engine: "dice" },
  { identity: "sevens-mines", name: "Mines", engine: "mines" },
  { identity: "slot-golden-pharaoh", name: "Golden Pharaoh", engine: "slots" },
];
const SEED = "7f1a9c3e5b2d4f6081a3c5e7092b4d6f8091a2b3c4d5e6f708192a3b4c5d6e7f";

const fields = (overrides: Partial<VerifyFields> = {}): VerifyFields => ({
  game: "sevens-dice",
  serverSeed: SEED,
  clientSeed: "sevens",
  nonce: "0",
  params: '{"target": 5000, "direction": "under"}',
  serverSeedHash: "",
  ...overrides,
});

describe("verify form", () => {
  it("prefills from a round history link and round-trips through the address", () => {
    const query = new URLSearchParams({
      game: "sevens-mines",
      serverSeed: SEED,
      clientSeed: "lucky",
      nonce: "12",
      params: JSON.stringify({ mines: 3, picks: [1, 7] }),
    });
    expect(isComplete(query)).toBe(true);
    const prefilled = fieldsFromQuery(query, GAMES);
    expect(prefilled).toMatchObject({ game: "sevens-mines", clientSeed: "lucky", nonce: "12" });
    const checked = checkFields(prefilled, GAMES);
    expect(checked).toEqual({
      ok: true,
      request: {
        game: "sevens-mines",
        serverSeed: SEED,
        clientSeed: "lucky",
        nonce: 12,
        params: { mines: 3, picks: [1, 7] },
      },
    });
    if (!checked.ok) return;
    const again = fieldsFromQuery(queryOf(checked.request, "ABC"), GAMES);
    expect(checkFields({ ...again, serverSeedHash: "" }, GAMES)).toEqual(checked);
    expect(again.serverSeedHash).toBe("abc");
  });

  it("maps engine ids and slot titles to catalogue identities", () => {
    expect(resolveGame("dice", null, GAMES)).toBe("sevens-dice");
    expect(resolveGame("slots", { title: "golden-pharaoh" }, GAMES)).toBe("slot-golden-pharaoh");
    expect(resolveGame("sevens-mines", null, GAMES)).toBe("sevens-mines");
    expect(resolveGame("nope", null, GAMES)).toBe("nope");
    expect(fieldsFromQuery(new URLSearchParams(), GAMES).game).toBe("sevens-dice");
    expect(isComplete(new URLSearchParams({ game: "dice" }))).toBe(false);
  });

  it("says what is wrong with each field", () => {
    const checked = checkFields(
      fields({
        game: "nope",
        serverSeed: "XYZ",
        clientSeed: "",
        nonce: "-1",
        params: "[1, 2]",
        serverSeedHash: "short",
      }),
      GAMES,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.problems).sort()).toEqual([
      "clientSeed",
      "game",
      "nonce",
      "params",
      "serverSeed",
      "serverSeedHash",
    ]);
    expect(checked.problems.serverSeed?.key).toBe("house.verify.error.serverSeed");
    const missing = checkFields(fields({ serverSeed: "", nonce: "1.5", params: "{oops" }), GAMES);
    expect(missing.ok ? null : missing.problems.serverSeed?.key).toBe(
      "house.verify.error.serverSeedMissing",
    );
    expect(missing.ok ? null : Object.keys(missing.problems).sort()).toEqual([
      "nonce",
      "params",
      "serverSeed",
    ]);
  });

  it("accepts empty params as {} and sends the nonce as a number", () => {
    const checked = checkFields(fields({ params: "  ", nonce: "42" }), GAMES);
    expect(checked.ok && checked.request).toMatchObject({ params: {}, nonce: 42 });
  });

  it("puts the studio's field errors next to the right input", () => {
    expect(formFieldOf("params.picks")).toBe("params");
    expect(formFieldOf("params")).toBe("params");
    expect(formFieldOf("serverSeed")).toBe("serverSeed");
    expect(formFieldOf("nonce")).toBe("nonce");
    expect(formFieldOf("game")).toBe("game");
  });
});
