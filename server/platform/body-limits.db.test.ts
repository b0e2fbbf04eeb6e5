import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { onOneConnection, rawRequest } from "../../tests/support/raw-http.ts";
import { startServerProcess, type ServerProcess } from "../../tests/support/server-process.ts";

/**
 * Bodies the routes never read must not stall the keep-alive connection they came on: the next
 * request on it is answered, or the server closes the connection; it never waits forever.
 */
describe("request bodies and keep-alive connections", () => {
  // The real server: the page routes only render in the built app, outside Vitest.
  let app: ServerProcess;
  beforeAll(async () => {
    app = await startServerProcess({});
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  const follow = () => rawRequest("GET", "/api/health");

  it("answers a 600 KB POST to a page, then the next request on the connection", async () => {
    const [first, second] = await onOneConnection(app.url, [
      rawRequest("POST", "/", {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `a=${"x".repeat(600 * 1024)}`,
      }),
      follow(),
    ]);
    expect(first).toMatchObject({ kind: "response", status: 405 });
    expect(second).toMatchObject({ kind: "response", status: 200 });
  });

  it("answers a POST over the body limit to a page with 413 and never hangs", async () => {
    const [first, second] = await onOneConnection(app.url, [
      rawRequest("POST", "/casino", {
        headers: { "content-type": "text/plain" },
        body: "x".repeat(2 * 1024 * 1024),
      }),
      follow(),
    ]);
    expect(first).toMatchObject({ kind: "response", status: 413 });
    expect(second?.kind).not.toBe("timeout");
  });

  it("answers a POST over the body limit to the API with 413 and never hangs", async () => {
    const [first, second] = await onOneConnection(app.url, [
      rawRequest("POST", "/api/player/sessions", {
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "x".repeat(2 * 1024 * 1024) }),
      }),
      follow(),
    ]);
    expect(first).toMatchObject({ kind: "response", status: 413 });
    expect(second?.kind).not.toBe("timeout");
  });
});
