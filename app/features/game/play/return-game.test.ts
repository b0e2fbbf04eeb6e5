import { describe, expect, it } from "vitest";
import { RETURN_GAME_KEY as SESSION_RETURN_GAME_KEY } from "../../../lib/session-keys.ts";
import {
  isGamePath,
  parseReturnGame,
  readReturnGame,
  RETURN_GAME_KEY,
  returnGameLink,
  writeReturnGame,
} from "./return-game.ts";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("return-to-game memory", () => {
  it("uses the key the session layer deletes on logout", () => {
    expect(RETURN_GAME_KEY).toBe(SESSION_RETURN_GAME_KEY);
  });

  it("keeps the last game page with its mode and name", () => {
    const storage = memoryStorage();
    expect(writeReturnGame(storage, { path: "/game/sevens-dice?real=true", name: "Dice" })).toBe(
      true,
    );
    expect(writeReturnGame(storage, { path: "/de/game/slot-gold?real=false", name: "Gold" })).toBe(
      true,
    );
    expect(readReturnGame(storage)).toEqual({
      path: "/de/game/slot-gold?real=false",
      name: "Gold",
    });
  });

  it("is gone once the key is removed (logout)", () => {
    const storage = memoryStorage();
    writeReturnGame(storage, { path: "/game/dice", name: "Dice" });
    storage.removeItem(RETURN_GAME_KEY);
    expect(readReturnGame(storage)).toBeNull();
  });

  it("never stores or returns an address off the site or off a game page", () => {
    const storage = memoryStorage();
    for (const path of [
      "//evil.example/game/x",
      "https://evil.example/game/x",
      "/games",
      "/game/",
      "/game/x/y",
      "javascript:alert(1)",
    ]) {
      expect(writeReturnGame(storage, { path, name: "x" })).toBe(false);
      storage.values.set(RETURN_GAME_KEY, JSON.stringify({ path, name: "x" }));
      expect(readReturnGame(storage)).toBeNull();
    }
  });

  it("reads damaged values as nothing", () => {
    expect(parseReturnGame(null)).toBeNull();
    expect(parseReturnGame("game")).toBeNull();
    expect(parseReturnGame("{")).toBeNull();
    expect(parseReturnGame('{"path":1}')).toBeNull();
    expect(parseReturnGame('{"path":"/game/dice"}')).toEqual({ path: "/game/dice", name: "" });
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => undefined,
    };
    expect(readReturnGame(broken)).toBeNull();
    expect(writeReturnGame(broken, { path: "/game/dice", name: "Dice" })).toBe(false);
  });

  it("is offered away from game pages only", () => {
    const stored = { path: "/game/dice?real=true", name: "Dice" };
    expect(returnGameLink(stored, "/")).toEqual(stored);
    expect(returnGameLink(stored, "/wallet/history")).toEqual(stored);
    expect(returnGameLink(stored, "/games")).toEqual(stored);
    expect(returnGameLink(stored, "/game/dice")).toBeNull();
    expect(returnGameLink(stored, "/pt-br/game/other")).toBeNull();
    expect(returnGameLink(null, "/")).toBeNull();
  });

  it("recognises game pages with and without a locale", () => {
    expect(isGamePath("/game/dice")).toBe(true);
    expect(isGamePath("/de/game/dice")).toBe(true);
    expect(isGamePath("/games/dice")).toBe(false);
    expect(isGamePath("/game")).toBe(false);
  });
});
