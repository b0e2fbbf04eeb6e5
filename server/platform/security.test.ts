import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createHttpServer, type HttpServer } from "./http.ts";
import type { Platform } from "./platform.ts";
import { contentSecurityDirectives, isRateLimitExempt, registerSecurity } from "./security.ts";

const config = (env: Record<string, string> = {}) =>
  loadConfig({
    LOG_LEVEL: "silent",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "sevens-sec-")),
    ...env,
  });

let app: HttpServer | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serverWith(env: Record<string, string>): Promise<HttpServer> {
  const settings = config(env);
  app = createHttpServer(settings);
  await registerSecurity(app, { config: settings } as Platform);
  app.get("/page", async (_request, reply) => ({ nonce: reply.cspNonce.script }));
  return app;
}

describe("registerSecurity", () => {
  it("puts the nonce SSR reads from reply.cspNonce.script into script-src", async () => {
    const server = await serverWith({ NODE_ENV: "production" });
    const response = await server.inject({ url: "/page" });
    const { nonce } = response.json() as { nonce: string };
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(response.headers["content-security-policy"]).toContain(
      `script-src 'self' 'nonce-${nonce}'`,
    );
  });

  it("sends no CSP in development, where Vite injects inline scripts", async () => {
    const server = await serverWith({ NODE_ENV: "development" });
    const response = await server.inject({ url: "/page" });
    expect(response.headers["content-security-policy"]).toBeUndefined();
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("contentSecurityDirectives", () => {
  it("lets the page connect to its own origin's socket and the listed origins only", () => {
    const secure = contentSecurityDirectives({
      CSP_ALLOWED_ORIGINS: ["https://widget.example"],
      PUBLIC_URL: "https://sevens.example",
    });
    expect(secure.connectSrc).toEqual(["'self'", "wss://sevens.example", "https://widget.example"]);
    const local = contentSecurityDirectives({
      CSP_ALLOWED_ORIGINS: [],
      PUBLIC_URL: "http://localhost:3000",
    });
    expect(local.connectSrc).toEqual(["'self'", "ws://localhost:3000"]);
    for (const directives of [secure, local]) {
      expect(directives.connectSrc).not.toContain("ws:");
      expect(directives.connectSrc).not.toContain("wss:");
    }
  });

  it("upgrades insecure requests only for an HTTPS site", () => {
    const base = { CSP_ALLOWED_ORIGINS: [] };
    expect(
      contentSecurityDirectives({ ...base, PUBLIC_URL: "https://sevens.example" }),
    ).toHaveProperty("upgradeInsecureRequests");
    expect(
      contentSecurityDirectives({ ...base, PUBLIC_URL: "http://localhost:3000" }),
    ).not.toHaveProperty("upgradeInsecureRequests");
  });

  it("keeps inline styles allowed although style-src gets a nonce", () => {
    const directives = contentSecurityDirectives({
      CSP_ALLOWED_ORIGINS: [],
      PUBLIC_URL: "http://localhost",
    });
    expect(directives.styleSrcElem).toContain("'unsafe-inline'");
    expect(directives.styleSrcAttr).toEqual(["'unsafe-inline'"]);
    expect(directives.scriptSrc).not.toContain("'unsafe-inline'");
  });
});

describe("isRateLimitExempt", () => {
  it("exempts static assets, health and provider callbacks only", () => {
    expect(isRateLimitExempt("/assets/entry-abc123.js")).toBe(true);
    expect(isRateLimitExempt("/api/health")).toBe(true);
    expect(isRateLimitExempt("/api/health?probe=1")).toBe(true);
    expect(isRateLimitExempt("/api/healthz")).toBe(false);
    expect(isRateLimitExempt("/callbacks/games/house")).toBe(true);
    expect(isRateLimitExempt("/api/settings/currencies")).toBe(false);
    expect(isRateLimitExempt("/assetsx")).toBe(false);
    expect(isRateLimitExempt("/")).toBe(false);
  });
});
