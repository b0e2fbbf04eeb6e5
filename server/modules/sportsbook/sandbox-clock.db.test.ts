import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  BOOK_ENV,
  bookOf,
  TEST_NOW,
  withBookApp,
} from "../../../sportsbook/server/test-support.ts";

let app: TestApp;
withBookApp((started) => (app = started));

async function clock(method: "GET" | "POST", body?: unknown) {
  const response = await fetch(`${app.url}/sandbox/sportsbook/clock`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: { now: string } } };
}

describe("the sandbox sportsbook clock (SANDBOX_PAGES)", () => {
  it("says the book's time", async () => {
    expect((await clock("GET")).body.data.now).toBe(TEST_NOW.toISOString());
  });

  it("moves the book's time forward and plays the feed up to it: a fixture kicks off", async () => {
    const day = Math.floor(TEST_NOW.getTime() / 86_400_000);
    const fixture = bookOf(app)
      .feed.fixtures(day)
      .filter(
        (entry) =>
          entry.sportId === 66 && entry.startsAt.getTime() > TEST_NOW.getTime() + 30 * 60_000,
      )
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
    if (!fixture) throw new Error("no soccer fixture later in the test day");
    const before = await (await fetch(`${app.url}/sportsbook/api/events/${fixture.id}`)).json();
    expect(before.data.status).toBe("not_started");

    const minutes = Math.ceil((fixture.startsAt.getTime() - TEST_NOW.getTime()) / 60_000) + 5;
    const moved = await clock("POST", { advanceMinutes: minutes });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.data.now)).toBe(TEST_NOW.getTime() + minutes * 60_000);

    const after = await (await fetch(`${app.url}/sportsbook/api/events/${fixture.id}`)).json();
    expect(["live", "postponed"]).toContain(after.data.status);
  });

  it("refuses a move backwards or beyond a week", async () => {
    expect((await clock("POST", { advanceMinutes: -5 })).status).toBe(400);
    expect((await clock("POST", { advanceMinutes: 7 * 24 * 60 + 1 })).status).toBe(400);
  });
});

describe("without SANDBOX_PAGES", () => {
  let closed: TestApp;
  beforeAll(async () => {
    closed = await startTestApp({ env: { ...BOOK_ENV, SANDBOX_PAGES: "false" } });
  });
  afterAll(async () => {
    await closed?.close();
  });

  it("has no clock to move", async () => {
    const response = await fetch(`${closed.url}/sandbox/sportsbook/clock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ advanceMinutes: 60 }),
    });
    expect(response.status).toBe(404);
  });
});
