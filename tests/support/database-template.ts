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
  const template = adminUrl ? await createScratchDatabase(adminUrl, "sevens_template") : undefined;
  const database = await openDatabase(template ? { url: template.url, poolSize: 1 } : {});
  let dump: Blob | undefined;
  try {
    await migrateDatabase(database);
    await seedDatabase(database.db);
    if (!template) dump = await database.dumpDataDir?.();
  } finally {
    // A PostgreSQL database is copied only while nobody is connected to it.
    await database.close();
  }
  if (template) {
    project.provide("postgresTemplate", new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  if (!dump) throw new Error("PGlite could not dump its data directory");
  const file = path.join(tmpdir(), `sevens-pglite-template-${randomBytes(6).toString("hex")}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return async () => rmSync(file, { force: true });
}
