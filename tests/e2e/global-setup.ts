import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { TEST_BOT_TOKEN } from "../support/telegram.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The stand-in of the third-party integrations' servers (scripts and the pixel). */
    standInUrl: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} did not become healthy in ${timeoutMs} ms`);
}

/** Fixed payment secrets, so journeys can sign sandbox webhooks and call the operator API. */
export const E2E_PROVIDER_SECRET = "e2e-provider-secret-0123456789abcdef";
export const E2E_OPERATOR_TOKEN = "e2e-operator-token-0123456789abcdef";

/** A 1×1 transparent GIF: what the retargeting pixel's address answers. */
const PIXEL_GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * Stands in for the integrations' servers (tag manager, metrics counter, session recording,
 * retargeting pixel) on another origin, so journeys can see what the browser asks of them, with
 * no network: every script is an empty one, the pixel a transparent GIF.
 */
async function startStandIn(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createHttpServer((request, response) => {
    const isPixel = (request.url ?? "").startsWith("/pixel.gif");
    response.writeHead(200, {
      "content-type": isPixel ? "image/gif" : "application/javascript",
      "cache-control": "no-store",
    });
    response.end(isPixel ? PIXEL_GIF : "/* integration stand-in */");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Starts the production server (built by `npm test`) once for all browser journeys. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sevens-e2e-"));
  const standIn = await startStandIn();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      REDIS_URL: "",
      BUILD_CHECK_INTERVAL_MS: "2000",
      // Journeys sign in and register many times from one address.
      RATE_LIMIT_PER_MINUTE: "100000",
      // Short-lived access tokens, so the identity journeys see a refresh within a test.
      ACCESS_TOKEN_TTL_SECONDS: "20",
      PROVIDER_SECRET: E2E_PROVIDER_SECRET,
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      // Sandbox crypto deposits wait for the journey to confirm them (a signed webhook).
      PAYMENT_SANDBOX_CRYPTO_CONFIRM_MS: "0",
      // The social journey signs in through the in-process sandbox OpenID provider; journeys
      // read mail from the sandbox mailbox and pay through the sandbox provider. A production
      // server runs them only when told so explicitly.
      SANDBOX_OIDC: "true",
      SANDBOX_PAGES: "true",
      PAYMENT_SANDBOX: "true",
      KYC_SANDBOX: "true",
      ALLOW_SANDBOX_IN_PRODUCTION: "true",
      // The mini app journey signs its launch data with the test bot's token.
      TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
      TELEGRAM_BOT_URL: "https://t.me/sevens_e2e_bot",
      TELEGRAM_CHANNEL_URL: "https://t.me/sevens_e2e_news",
      // Every integration configured, at the stand-in: each loads only with consent.
      TAG_MANAGER_ID: "GTM-E2E0001",
      TAG_MANAGER_SCRIPT_URL: `${standIn.url}/gtm.js`,
      METRICS_COUNTER_ID: "10000001",
      METRICS_SCRIPT_URL: `${standIn.url}/tag.js`,
      SESSION_RECORDING_ORG_ID: "o-E2E-na1",
      SESSION_RECORDING_SCRIPT_URL: `${standIn.url}/fs.js`,
      RETARGETING_PIXEL_URL: `${standIn.url}/pixel.gif`,
      RETARGETING_PIXEL_ID: "e2e-pixel",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseUrl, child, 60_000);
  project.provide("baseUrl", baseUrl);
  project.provide("standInUrl", standIn.url);
  return async () => {
    await standIn.close();
    child.kill("SIGTERM");
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        resolve(undefined);
      }, 5000);
      child.once("exit", () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
