import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker, which leaves a core idle whenever a file
    // waits on PostgreSQL or a server it started; two keep both busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          include: ["{server,contracts,app,house,sportsbook,scripts}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.db.test.ts", "node_modules/**"],
          environment: "node",
          // RTP simulations share two cores with the browser journeys in one run.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "db",
          // Without isolation a worker imports the server once for all its files instead of
          // once per file (half of the project's time); every file still opens its own
          // database and app, and tests/support/per-test-file.ts renews what is per file.
          isolate: false,
          setupFiles: ["tests/support/per-test-file.ts"],
          include: ["{server,tests,house,sportsbook}/**/*.db.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ["tests/support/database-template.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.ts"],
          // Browsers on a shared 2-core machine can be slow: polls wait longer than the default 1 s.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          globalSetup: ["tests/e2e/global-setup.ts"],
        },
      },
    ],
  },
});
