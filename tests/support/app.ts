import { loadConfig, type Config } from "../../server/config.ts";
import { buildApp, type RunningApp } from "../../server/app.ts";
import type { Database } from "../../server/db/client.ts";
import { openTestDatabase } from "./database.ts";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const newRedisKeyPrefix = () => `test-${randomBytes(4).toString("hex")}`;

/**
 * One Redis namespace per test file, so files never see each other's keys (rate-limit counters
 * above all): the db project runs its files one after another in a worker without isolation,
 * so this module outlives a file, and ./per-test-file.ts renews the prefix before each.
 */
export let redisKeyPrefix = newRedisKeyPrefix();

export function renewRedisKeyPrefix(): void {
  redisKeyPrefix = newRedisKeyPrefix();
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "sevens-test-")),
    OUTBOX_POLL_MS: "100",
    JOBS_POLL_MS: "100",
    // The sportsbook's feed clock stays still unless a test drives it (sportsbook/server).
    SPORTSBOOK_TICK_MS: "0",
    REDIS_KEY_PREFIX: redisKeyPrefix,
    ...overrides,
  });
}

export interface TestApp extends RunningApp {
  database: Database;
  /** Base URL once listening, e.g. http://127.0.0.1:41234 */
  url: string;
}

/** An API-only server on a random loopback port with its own test database. */
export async function startTestApp(
  options: { env?: Record<string, string>; database?: Database; withWebApp?: boolean } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const running = await buildApp({
    config: testConfig(options.env),
    database,
    withWebApp: options.withWebApp ?? false,
  });
  await running.app.listen({ port: 0, host: "127.0.0.1" });
  const address = running.app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    ...running,
    database,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await running.close();
      if (!options.database) await database.close();
    },
  };
}
