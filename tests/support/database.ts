import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../server/db/client.ts";
import { createScratchDatabase } from "./scratch-database.ts";

/**
 * A migrated, seeded database for one test file: a copy of the run's template
 * (./database-template.ts, the db project's global setup), in-memory PGlite by default or a fresh
 * PostgreSQL database (dropped on close) when TEST_DATABASE_URL is set, as CI does.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ loadDataDir: pgliteTemplate() });
  const scratch = await createScratchDatabase(
    adminUrl,
    "sevens_test",
    provided("postgresTemplate"),
  );
  const database = await openDatabase({ url: scratch.url, poolSize: 10 });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

function provided(key: "pgliteTemplate" | "postgresTemplate"): string {
  const value = inject(key);
  if (!value) throw new Error(`no ${key}: run database suites in vitest's db project`);
  return value;
}

/** Read once per test file, however many databases it opens. */
let pgliteTemplateBlob: Blob | undefined;
function pgliteTemplate(): Blob {
  pgliteTemplateBlob ??= new Blob([readFileSync(provided("pgliteTemplate"))]);
  return pgliteTemplateBlob;
}

/** The Redis URL for suites that test the distributed path; unset outside CI. */
export const testRedisUrl = process.env.TEST_REDIS_URL;
