import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { SPORTSBOOK_GAME } from "../../../../contracts/sportsbook.ts";
import { provideRelaunch, setBookLaunch } from "../session/book-token.ts";

// The client takes the page's fetch when it is made: answer through this instead.
let respond: (init: RequestInit) => Promise<Response> = async () =>
  new Response(null, { status: 500 });
vi.stubGlobal("fetch", (_url: string, init: RequestInit) => respond(init));
const { callBook } = await import("./book-client.ts");

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  provideRelaunch(SPORTSBOOK_GAME, null);
  setBookLaunch(SPORTSBOOK_GAME, null);
});

describe("the book's client", () => {
  it("sends the book's launch token, and after a 401 launches again and asks once more", async () => {
    setBookLaunch(SPORTSBOOK_GAME, { token: "expired", currency: "USD" });
    const seen: (string | null)[] = [];
    respond = async (init) => {
      const token = new Headers(init.headers).get("authorization");
      seen.push(token);
      return token === "Bearer fresh"
        ? json(200, { data: { ok: true } })
        : json(401, { error: { code: 10401, message: "Open the sportsbook again" } });
    };
    provideRelaunch(SPORTSBOOK_GAME, async () => {
      setBookLaunch(SPORTSBOOK_GAME, { token: "fresh", currency: "USD" });
      return { token: "fresh", currency: "USD" };
    });
    const answer = await callBook("GET", "/sportsbook/api/session", {
      schema: z.object({ ok: z.boolean() }),
    });
    expect(answer.data).toEqual({ ok: true });
    expect(seen).toEqual(["Bearer expired", "Bearer fresh"]);
  });

  it("gives the 401 back when launching again fails (the old token stays)", async () => {
    setBookLaunch(SPORTSBOOK_GAME, { token: "expired", currency: "USD" });
    const fetchMock = vi.fn(async () => json(401, { error: { code: 10401, message: "No" } }));
    respond = fetchMock;
    provideRelaunch(SPORTSBOOK_GAME, async () => null);
    await expect(
      callBook("GET", "/sportsbook/api/session", { schema: z.unknown() }),
    ).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
