import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
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

/** Starts the production server (built by `npm test`) once for all browser journeys. */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sevens-e2e-"));
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
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseUrl, child, 60_000);
  project.provide("baseUrl", baseUrl);
  return async () => {
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
