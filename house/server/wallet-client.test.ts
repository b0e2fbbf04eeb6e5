import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signBody } from "../../server/platform/signature.ts";
import { createWalletClient, loopbackUrl } from "./wallet-client.ts";

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

describe("seamless-wallet client", () => {
  let server: Server;
  let base: string;
  let handler: Handler = (_request, _body, response) => response.end();
  const seen: { url?: string; signature?: string; body?: string } = {};

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => handler(request, body, response));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = loopbackUrl(server.address() as AddressInfo) ?? "";
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const client = (timeoutMs = 2_000) =>
    createWalletClient({
      walletUrl: () => base,
      secretFor: (provider) => `secret-${provider}`,
      timeoutMs,
    });
  const json =
    (status: number, value: unknown): Handler =>
    (request, body, response) => {
      seen.url = request.url;
      seen.signature = String(request.headers["x-signature"]);
      seen.body = body;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(value));
    };
  const balance = { action: "balance", token: "t".repeat(20) } as const;

  it("maps wildcard and IPv6 listen addresses to a reachable URL", () => {
    expect(loopbackUrl({ address: "0.0.0.0", port: 8080 })).toBe("http://127.0.0.1:8080");
    expect(loopbackUrl({ address: "::", port: 80 })).toBe("http://127.0.0.1:80");
    expect(loopbackUrl({ address: "::1", port: 81 })).toBe("http://[::1]:81");
    expect(loopbackUrl({ address: "::ffff:127.0.0.1", port: 5173 })).toBe("http://127.0.0.1:5173");
    expect(loopbackUrl(null)).toBeNull();
  });

  it("signs the exact body and reads an ok answer", async () => {
    handler = json(200, {
      status: "ok",
      playerId: "p1",
      currency: "EUR",
      balance: "5.00",
      replayed: false,
    });
    const result = await client().call("sevens-originals", balance);
    expect(result).toMatchObject({ kind: "ok", response: { playerId: "p1", balance: "5.00" } });
    expect(seen.url).toBe("/callbacks/games/sevens-originals");
    expect(seen.signature).toBe(signBody("secret-sevens-originals", seen.body ?? ""));
  });

  it("tells a definite refusal from an unknown outcome", async () => {
    handler = json(402, {
      status: "error",
      code: "INSUFFICIENT_FUNDS",
      message: "Not enough money",
      balance: "0.50",
    });
    expect(await client().call("p", balance)).toMatchObject({
      kind: "refused",
      status: 402,
      error: { code: "INSUFFICIENT_FUNDS", balance: "0.50" },
    });
    // A 404 that is not the wallet's (a missing route, a proxy) says nothing about the call.
    handler = json(404, { error: { code: 10404, message: "No route" } });
    expect(await client().call("p", balance)).toMatchObject({ kind: "unknown", status: 404 });
    handler = json(503, { status: "error", code: "INVALID_REQUEST", message: "x" });
    expect(await client().call("p", balance)).toMatchObject({ kind: "unknown", status: 503 });
    handler = (_request, _body, response) => {
      response.writeHead(200);
      response.end("<html>");
    };
    expect(await client().call("p", balance)).toMatchObject({ kind: "unknown", status: 200 });
  });

  it("gives up after the timeout and when nothing listens", async () => {
    handler = () => undefined;
    expect(await client(200).call("p", balance)).toMatchObject({
      kind: "unknown",
      status: null,
      reason: "no answer within 200 ms",
    });
    const nowhere = createWalletClient({
      walletUrl: () => "http://127.0.0.1:1",
      secretFor: () => "s",
    });
    expect(await nowhere.call("p", balance)).toMatchObject({ kind: "unknown", status: null });
    const unknownAddress = createWalletClient({ walletUrl: () => null, secretFor: () => "s" });
    expect(await unknownAddress.call("p", balance)).toMatchObject({ kind: "unknown" });
  });
});
