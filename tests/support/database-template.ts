import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migrateDatabase, openDatabase } from "../../server/db/client.ts";
import { seedDatabase } from "../../server/db/seed.ts";
import { createScratchDatabase } from "./scratch-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of a migrated, seeded PGlite data directory. */
    pgliteTemplate?: string;
    /** The name of a migrated, seeded PostgreSQL database to copy (TEST_DATABASE_URL). */
    postgresTemplate?: string;
  }
}

/**
 * The database suites' global setup: one database migrated and seeded for the whole run, that
 * every test file copies (openTestDatabase) instead of starting PGlite empty and migrating and
 * seeding it again. A fresh PGlite costs seconds of initdb on a busy machine, a copy a fraction.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createScratchDatabase(adminUrl, "sevens_template");
    const database = await openDatabase({ url: template.url, poolSize: 1 });
    try {
      await migrateDatabase(database);
      await seedDatabase(database.db);
    } finally {
      // A database is copied only while nobody is connected to it.
      await database.close();
    }
    project.provide("postgresTemplate", new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  const database = await openDatabase({});
  const file = path.join(tmpdir(), `sevens-pglite-template-${randomBytes(6).toString("hex")}.tar`);
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error("PGlite could not dump its data directory");
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("pgliteTemplate", file);
  return async () => rmSync(file, { force: true });
}
