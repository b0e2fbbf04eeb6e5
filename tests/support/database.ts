import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrateDatabase, openDatabase, type Database } from "../../server/db/client.ts";
import { seedDatabase } from "../../server/db/seed.ts";

/**
 * A migrated, seeded database for one test file: in-memory PGlite by default, or a
 * fresh PostgreSQL database (dropped on close) when TEST_DATABASE_URL is set, as CI does.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    await seedDatabase(database.db);
    return database;
  }
  const scratch = await createScratchDatabase(adminUrl, "sevens_test");
  const database = await openDatabase({ url: scratch.url, poolSize: 10 });
  await migrateDatabase(database);
  await seedDatabase(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

/** An empty PostgreSQL database of its own on the server of `adminUrl`, and how to drop it. */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** The Redis URL for suites that test the distributed path; unset outside CI. */
export const testRedisUrl = process.env.TEST_REDIS_URL;
