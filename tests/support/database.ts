import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { migrateDatabase, openDatabase, type Database } from "../../server/db/client.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { createScratchDatabase } from "./scratch-database.ts";

/**
 * A migrated, seeded database for one test file: in-memory PGlite by default, or a
 * fresh PostgreSQL database (dropped on close) when TEST_DATABASE_URL is set, as CI does.
 * In the database suites both are copies of the run's template (./database-template.ts).
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = inject("pgliteTemplate");
    if (template) {
      return openDatabase({ loadDataDir: new Blob([readFileSync(template)]) });
    }
    const database = await openDatabase({});
    await migrateDatabase(database);
    await seedDatabase(database.db);
    return database;
  }
  const template = inject("postgresTemplate");
  const scratch = await createScratchDatabase(adminUrl, "sevens_test", template);
  const database = await openDatabase({ url: scratch.url, poolSize: 10 });
  if (!template) {
    await migrateDatabase(database);
    await seedDatabase(database.db);
  }
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** The Redis URL for suites that test the distributed path; unset outside CI. */
export const testRedisUrl = process.env.TEST_REDIS_URL;
