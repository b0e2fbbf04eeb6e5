import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerProcess, type ServerProcess } from "../../../tests/support/server-process.ts";

/** The production entry point (server/main.ts) with nothing set: no sandbox is reachable. */
describe("sandboxes in production", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({
      SANDBOX_PAGES: "",
      PAYMENT_SANDBOX: "",
      SANDBOX_OIDC: "",
      ALLOW_SANDBOX_IN_PRODUCTION: "",
    });
  }, 90_000);
  afterAll(async () => {
    await server?.close();
  });

  it("serves neither the mailbox nor the sandbox payment approval", async () => {
    const mailbox = await fetch(`${server.url}/sandbox/mailbox.json`);
    expect(mailbox.status).toBe(404);
    // The web app's not-found page, not the mailbox's JSON.
    expect(mailbox.headers.get("content-type")).not.toMatch(/json/);
    const approve = await fetch(
      `${server.url}/sandbox/payments/sessions/00000000-0000-4000-8000-000000000000/approve`,
      { method: "POST" },
    );
    // No such route: the web app answers (405, a page without an action), nothing is approved.
    expect([404, 405]).toContain(approve.status);
    expect(
      (await fetch(`${server.url}/sandbox/oidc/.well-known/openid-configuration`)).status,
    ).toBe(404);
  });

  it("refuses to start with a sandbox on and no ALLOW_SANDBOX_IN_PRODUCTION, naming it", async () => {
    await expect(startServerProcess({ PAYMENT_SANDBOX: "true" })).rejects.toThrow(
      /exited with 1.*PAYMENT_SANDBOX.*ALLOW_SANDBOX_IN_PRODUCTION/s,
    );
  });
});
