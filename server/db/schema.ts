import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const locales = pgTable("locales", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  nativeName: text("native_name").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  direction: text("direction", { enum: ["ltr", "rtl"] }).notNull().default("ltr"),
  position: integer("position").notNull(),
});

export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  locale: text("locale")
    .notNull()
    .references(() => locales.code),
  /** Players from here see the geo-restricted layout. */
  isRestricted: boolean("is_restricted").notNull().default(false),
  isRegistrationAllowed: boolean("is_registration_allowed").notNull().default(true),
});

export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  type: text("type", { enum: ["fiat", "crypto"] }).notNull(),
  symbol: text("symbol").notNull(),
  isEnabled: boolean("is_enabled").notNull().default(true),
  isBase: boolean("is_base").notNull().default(false),
  subunitToUnit: bigint("subunit_to_unit", { mode: "bigint" }).notNull(),
  /** Units of the base currency that one unit of this currency is worth. */
  rate: numeric("rate", { precision: 38, scale: 18 }).notNull(),
  subCurrencies: jsonb("sub_currencies")
    .$type<{ code: string; subunitToUnit: number }[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  position: integer("position").notNull(),
});

export const settingsConstants = pgTable("settings_constants", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
});

export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    channel: text("channel").notNull(),
    event: text("event").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (table) => [
    index("outbox_unpublished_idx").on(table.id).where(sql`${table.publishedAt} is null`),
  ],
);

export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    status: text("status", { enum: ["pending", "running", "done", "failed"] })
      .notNull()
      .default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lastError: text("last_error"),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    /** Optional de-duplication key: scheduling the same key twice keeps one job. */
    uniqueKey: text("unique_key").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("jobs_due_idx").on(table.status, table.runAt)],
);
