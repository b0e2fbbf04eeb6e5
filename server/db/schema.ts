import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const locales = pgTable("locales", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  nativeName: text("native_name").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  direction: text("direction", { enum: ["ltr", "rtl"] })
    .notNull()
    .default("ltr"),
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
    index("outbox_unpublished_idx")
      .on(table.id)
      .where(sql`${table.publishedAt} is null`),
  ],
);

/** A PostgreSQL transaction id (xid8), as text: the event stream orders by it. */
const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => "xid8",
});

/**
 * The durable event stream (server/platform/event-stream.ts): facts such as "bet placed" written
 * in the transaction that makes them, read in commit order by effect consumers. `tx_id` is the
 * writing transaction's id: a consumer only reads rows of transactions older than every one
 * still running, so no row can appear behind its cursor.
 */
export const eventStream = pgTable(
  "event_stream",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    txId: xid8("tx_id")
      .notNull()
      .default(sql`pg_current_xact_id()`),
    topic: text("topic").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("event_stream_order_idx").on(table.txId, table.id)],
);

/** Where each effect consumer is in the stream; updated in the transaction of its effects. */
export const eventConsumers = pgTable("event_consumers", {
  name: text("name").primaryKey(),
  txId: xid8("tx_id")
    .notNull()
    .default(sql`'0'::xid8`),
  eventId: bigint("event_id", { mode: "number" }).notNull().default(0),
  processed: bigint("processed", { mode: "number" }).notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
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

// ---------------------------------------------------------------------------------------------
// Players (issue 3)
// ---------------------------------------------------------------------------------------------

export const playerStatuses = ["active", "blocked", "self_excluded"] as const;
export type PlayerStatus = (typeof playerStatuses)[number];

/** Avatars a player may pick; images live in public/avatars/. */
export const avatars = pgTable("avatars", {
  id: integer("id").primaryKey(),
  url: text("url").notNull(),
  position: integer("position").notNull(),
  isEnabled: boolean("is_enabled").notNull().default(true),
});

export const players = pgTable(
  "players",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased; null for players who signed up by phone, Telegram or a social provider. */
    email: text("email").unique("players_email_unique"),
    /** E.164. */
    phone: text("phone").unique("players_phone_unique"),
    /** argon2id (PHC string); null when the player has no password. */
    passwordHash: text("password_hash"),
    status: text("status", { enum: playerStatuses }).notNull().default("active"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    nickname: text("nickname"),
    gender: text("gender", { enum: ["male", "female", "other"] }),
    birthdate: date("birthdate", { mode: "string" }),
    address: text("address"),
    additionalAddress: text("additional_address"),
    city: text("city"),
    postalCode: text("postal_code"),
    country: text("country"),
    nationality: text("nationality"),
    timeZone: text("time_zone"),
    locale: text("locale"),
    language: text("language"),
    receiveEmailPromo: boolean("receive_email_promo").notNull().default(false),
    receiveSmsPromo: boolean("receive_sms_promo").notNull().default(false),
    receiveBonus: boolean("receive_bonus").notNull().default(true),
    tgUserId: bigint("tg_user_id", { mode: "number" }).unique("players_tg_user_id_unique"),
    avatarId: integer("avatar_id").references(() => avatars.id),
    freshchatRestoreId: text("freshchat_restore_id"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    affiliateTag: text("affiliate_tag"),
    /** Fingerprint visitor id seen at registration. */
    fingerprint: text("fingerprint"),
    secondFingerprint: text("second_fingerprint"),
    registrationIp: text("registration_ip"),
    registrationCountry: text("registration_country"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("players_email_lower", sql`${table.email} = lower(${table.email})`),
    index("players_fingerprint_idx").on(table.fingerprint),
  ],
);

/** One signed-in device; its refresh tokens rotate inside it. */
export const playerSessions = pgTable(
  "player_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    /** How it started: password, phone, token, registration, telegram, social. */
    method: text("method").notNull(),
    device: text("device").notNull(),
    browser: text("browser").notNull(),
    os: text("os").notNull(),
    userAgent: text("user_agent"),
    ip: text("ip").notNull(),
    country: text("country"),
    fingerprint: text("fingerprint"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    /** Slides forward on each refresh, never past created_at + the absolute session lifetime. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokeReason: text("revoke_reason"),
  },
  (table) => [index("player_sessions_player_idx").on(table.playerId, table.lastActiveAt)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => playerSessions.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique("refresh_tokens_hash_unique"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    replacedById: bigint("replaced_by_id", { mode: "bigint" }),
  },
  (table) => [index("refresh_tokens_session_idx").on(table.sessionId)],
);

/**
 * Two-factor sign-in (TOTP, RFC 6238): the secret sealed with the server's key; `enabledAt`
 * null while the player has not confirmed a first code. `lastStep` is the newest 30 s step a
 * code was accepted for: a code is never accepted twice.
 */
export const playerTwoFactor = pgTable("player_two_factor", {
  playerId: uuid("player_id")
    .primaryKey()
    .references(() => players.id, { onDelete: "cascade" }),
  secretSealed: text("secret_sealed").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes of two-factor sign-in, stored as SHA-256. */
export const playerRecoveryCodes = pgTable(
  "player_recovery_codes",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("player_recovery_codes_player_idx").on(table.playerId, table.codeHash)],
);

/** Single-use auto-login tokens (POST /api/player/sessions/token), stored hashed. */
export const loginTokens = pgTable("login_tokens", {
  id: uuid("id").primaryKey().defaultRandom(),
  playerId: uuid("player_id")
    .notNull()
    .references(() => players.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique("login_tokens_hash_unique"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export const verificationPurposes = [
  "email-verify",
  "password-reset",
  "otp-verify-phone",
  "otp-verify-email",
  "otp-login",
] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];
export const messageChannels = ["email", "sms"] as const;
export type MessageChannel = (typeof messageChannels)[number];

/**
 * Codes sent to a player's e-mail or phone: e-mail verification and password-reset links
 * (32 random bytes) and one-time codes (6 digits). Stored hashed; single use; a code with
 * `attempts` = `max_attempts` wrong guesses is dead.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: verificationPurposes }).notNull(),
    channel: text("channel", { enum: messageChannels }).notNull(),
    /** The e-mail address or E.164 phone the code went to. */
    target: text("target").notNull(),
    /** SHA-256 (hex): of the link code, or of "<id>:<digits>" for one-time codes. */
    codeHash: text("code_hash").notNull().unique("verification_codes_hash_unique"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("verification_codes_player_idx").on(table.playerId, table.purpose, table.createdAt),
  ],
);

/** What the sandbox mail and SMS adapters "sent": read at /sandbox/mailbox or `npm run mailbox`. */
export const sandboxMessages = pgTable(
  "sandbox_messages",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    channel: text("channel", { enum: messageChannels }).notNull(),
    to: text("recipient").notNull(),
    subject: text("subject"),
    text: text("body_text").notNull(),
    html: text("body_html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sandbox_messages_recipient_idx").on(table.to, table.id)],
);

/** Server-driven form rules per scenario (SPEC §5); seeded defaults, editable by operators. */
export const fieldRules = pgTable(
  "field_rules",
  {
    id: serial("id").primaryKey(),
    scenario: text("scenario").notNull(),
    field: text("field").notNull(),
    isRequired: boolean("is_required").notNull().default(false),
    rules: jsonb("rules")
      .$type<{ name: string; args?: (string | number | boolean)[] }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer("position").notNull().default(0),
  },
  (table) => [unique("field_rules_scenario_field_unique").on(table.scenario, table.field)],
);

/**
 * A player's account in one currency. Minimal here; the wallet issue builds the ledger on it.
 * Amounts are integers of the currency's smallest unit.
 */
export const walletAccounts = pgTable(
  "wallet_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    currency: text("currency")
      .notNull()
      .references(() => currencies.code),
    balance: bigint("balance", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    realBalance: bigint("real_balance", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    bonusBalance: bigint("bonus_balance", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    lockedBalance: bigint("locked_balance", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /** 1 = active. */
    status: integer("status").notNull().default(1),
    isActive: boolean("is_active").notNull().default(false),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("wallet_accounts_player_currency_unique").on(table.playerId, table.currency),
    uniqueIndex("wallet_accounts_one_active_idx")
      .on(table.playerId)
      .where(sql`${table.isActive}`),
    check("wallet_accounts_balance_nonnegative", sql`${table.balance} >= 0`),
    check("wallet_accounts_real_balance_nonnegative", sql`${table.realBalance} >= 0`),
    check("wallet_accounts_bonus_balance_nonnegative", sql`${table.bonusBalance} >= 0`),
    check("wallet_accounts_locked_balance_nonnegative", sql`${table.lockedBalance} >= 0`),
    // The playable balance; real, bonus and locked each equal their ledger account (issue 4).
    check(
      "wallet_accounts_balance_is_real_plus_bonus",
      sql`${table.balance} = ${table.realBalance} + ${table.bonusBalance}`,
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Social and Telegram sign-in (issue 3)
// ---------------------------------------------------------------------------------------------

/**
 * An outside identity a player signs in with: an OpenID Connect subject of a configured
 * provider (google, sandbox…) or a Telegram user (provider "telegram", subject the Telegram
 * user id, mirrored in players.tg_user_id). One per provider and player.
 */
export const socialConnections = pgTable(
  "social_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's stable user id (`sub` claim, Telegram user id). */
    subject: text("subject").notNull(),
    /** E-mail the provider reported (lower-cased), if any. */
    email: text("email"),
    /** Last profile the provider reported (names, username, language, picture). */
    profile: jsonb("profile")
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("social_connections_provider_subject_unique").on(table.provider, table.subject),
    unique("social_connections_player_provider_unique").on(table.playerId, table.provider),
  ],
);

/**
 * Pending OAuth 2 authorization requests: the `state` sent to the provider is kept only as
 * its SHA-256, with the PKCE verifier, nonce and where to go back to. Single use, short-lived.
 */
export const oauthStates = pgTable(
  "oauth_states",
  {
    /** SHA-256 (hex) of the state value. */
    id: text("id").primaryKey(),
    provider: text("provider").notNull(),
    purpose: text("purpose", { enum: ["login", "link"] }).notNull(),
    /** The player linking an identity (purpose "link"). */
    playerId: uuid("player_id").references(() => players.id, { onDelete: "cascade" }),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    backRoute: text("back_route"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("oauth_states_expires_idx").on(table.expiresAt)],
);

// ---------------------------------------------------------------------------------------------
// Ledger (issue 4): double-entry bookkeeping behind every balance
// ---------------------------------------------------------------------------------------------

/**
 * Player kinds belong to one wallet account (real, bonus and locked money); the system kinds are
 * the house (bets and wins), payment clearing per provider (money in transit with a payment
 * provider) and the bonus pool (bonuses granted and taken back).
 */
export const ledgerAccountKinds = [
  "player_real",
  "player_bonus",
  "player_locked",
  "house",
  "payment_clearing",
  "bonus_pool",
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/**
 * One ledger account per (kind, currency, owner). A player account's `balance` always equals the
 * sum of its entries (kept in the posting transaction, verified by `npm run ledger:check`) and
 * never goes below zero. System accounts (`allow_negative`: the house, clearing and bonus pool
 * accounts go negative by design, they are the other side of players' money) keep no stored
 * balance: theirs is the sum of their entries.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind", { enum: ledgerAccountKinds }).notNull(),
    currency: text("currency")
      .notNull()
      .references(() => currencies.code),
    /** The wallet account of a player kind; null for system accounts. */
    walletAccountId: uuid("wallet_account_id").references(() => walletAccounts.id),
    /** The wallet account id (player kinds), the provider key (payment_clearing) or "". */
    owner: text("owner").notNull().default(""),
    /**
     * Kept on accounts that may not go negative (the players'), which every movement locks.
     * Null on system accounts (allow_negative): their balance is the sum of their entries, so
     * bets of different players never queue on the one house row (decision 007).
     */
    balance: bigint("balance", { mode: "bigint" }).default(sql`0`),
    allowNegative: boolean("allow_negative").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("ledger_accounts_identity_unique").on(table.kind, table.currency, table.owner),
    // The target of ledger_entries' (account, currency) foreign key.
    unique("ledger_accounts_id_currency_unique").on(table.id, table.currency),
    uniqueIndex("ledger_accounts_wallet_kind_idx")
      .on(table.walletAccountId, table.kind)
      .where(sql`${table.walletAccountId} is not null`),
    check(
      "ledger_accounts_balance_nonnegative",
      sql`${table.allowNegative} or ${table.balance} >= 0`,
    ),
    check("ledger_accounts_balance_kept", sql`(${table.balance} is null) = ${table.allowNegative}`),
    // Player kinds, and only they, belong to a wallet account, are owned by it, never negative.
    check(
      "ledger_accounts_player_wallet",
      sql`(${table.kind} in ('player_real', 'player_bonus', 'player_locked')) = (${table.walletAccountId} is not null)`,
    ),
    check(
      "ledger_accounts_player_owner",
      sql`${table.walletAccountId} is null or (${table.owner} = ${table.walletAccountId}::text and not ${table.allowNegative})`,
    ),
  ],
);

/** One movement of money: its entries sum to zero per currency. */
export const ledgerTransactions = pgTable("ledger_transactions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  /** What moved money: deposit, withdrawal.lock, bet, win, bonus.grant, … */
  kind: text("kind").notNull(),
  /** A repeated call with the same key returns this transaction and moves nothing. */
  idempotencyKey: text("idempotency_key").notNull().unique("ledger_transactions_key_unique"),
  /** SHA-256 of the request (kind, entries, reference): the same key with other values is refused. */
  requestHash: text("request_hash").notNull(),
  /** What the movement belongs to (invoice id, round id, …). */
  reference: jsonb("reference")
    .$type<Record<string, unknown>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    transactionId: bigint("transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id),
    ledgerAccountId: bigint("ledger_account_id", { mode: "number" }).notNull(),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: text("currency").notNull(),
    /**
     * The account's balance right after this entry (statements, ledger:check); null on system
     * accounts, which keep no running balance.
     */
    balanceAfter: bigint("balance_after", { mode: "bigint" }),
  },
  (table) => [
    // No foreign key to ledger_accounts: checking one takes a share lock on the account row,
    // and every bet of every player points at the one house row, so they queued on it again
    // (multixact contention; decision 007). ledger_post writes an entry only for an account
    // that exists, in that account's currency, and ledger:check verifies both.
    check("ledger_entries_amount_nonzero", sql`${table.amount} <> 0`),
    index("ledger_entries_account_idx").on(table.ledgerAccountId, table.id),
    index("ledger_entries_transaction_idx").on(table.transactionId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Payments (issue 4): methods, invoices, provider webhooks, the sandbox provider's sessions
// ---------------------------------------------------------------------------------------------

/**
 * The payment method catalogue (seeded from content/seed/payment-methods.json). `id` is the
 * identifier `provider.deposit|withdrawal.kind`; `limits` holds, per currency, the decimal
 * strings min, max and presets in major units.
 */
export const paymentMethods = pgTable("payment_methods", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  direction: text("direction", { enum: ["deposit", "withdrawal"] }).notNull(),
  kind: text("kind").notNull(),
  type: text("type", { enum: ["crypto", "card", "ewallet", "bank", "mobile", "cash"] }).notNull(),
  processingType: text("processing_type", {
    enum: ["crypto", "redirect", "form", "manual"],
  }).notNull(),
  isManual: boolean("is_manual").notNull().default(false),
  /** ISO country codes; empty = everywhere. */
  countries: jsonb("countries")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** x-platform values (web, tg); empty = every platform. */
  platforms: jsonb("platforms")
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  limits: jsonb("limits")
    .$type<Record<string, { min: string; max: string; presets: string[]; default: string }>>()
    .notNull(),
  names: jsonb("names").$type<Record<string, string>>().notNull(),
  logo: text("logo").notNull(),
  fields: jsonb("fields")
    .$type<Record<string, unknown>[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** Provider settings of the method (crypto network, memo). */
  details: jsonb("details")
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  position: integer("position").notNull(),
  isEnabled: boolean("is_enabled").notNull().default(true),
});

/**
 * A deposit or withdrawal. status 1 pending, 2 success, 3 failed; 2 and 3 are final. `number`
 * is set on success: the player's count of successful invoices of the type (1 = first deposit).
 */
export const paymentInvoices = pgTable(
  "payment_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number"),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    walletAccountId: uuid("wallet_account_id")
      .notNull()
      .references(() => walletAccounts.id),
    type: text("type", { enum: ["deposit", "withdrawal"] }).notNull(),
    method: text("method").notNull(),
    action: text("action", { enum: ["redirect", "qr", "form", "manual"] }).notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    currency: text("currency")
      .notNull()
      .references(() => currencies.code),
    status: integer("status").notNull().default(1),
    provider: text("provider").notNull(),
    providerReference: text("provider_reference"),
    publicData: jsonb("public_data")
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    fields: jsonb("fields")
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    redirect: jsonb("redirect").$type<{ success: string; error: string } | null>(),
    /** bonusId, isBonusDecline, country, platform of the request. */
    details: jsonb("details")
      .$type<Record<string, string | number | boolean | null>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("payment_invoices_amount_positive", sql`${table.amount} > 0`),
    check("payment_invoices_status", sql`${table.status} in (1, 2, 3)`),
    index("payment_invoices_player_idx").on(table.playerId, table.createdAt),
    index("payment_invoices_status_idx").on(table.type, table.status, table.createdAt),
    uniqueIndex("payment_invoices_number_idx")
      .on(table.playerId, table.type, table.number)
      .where(sql`${table.number} is not null`),
  ],
);

/** Provider webhooks applied, one per provider transaction id: a repeat answers `response`. */
export const paymentWebhooks = pgTable(
  "payment_webhooks",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    provider: text("provider").notNull(),
    transactionId: text("transaction_id").notNull(),
    invoiceId: uuid("invoice_id").references(() => paymentInvoices.id),
    response: jsonb("response").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("payment_webhooks_provider_transaction_unique").on(table.provider, table.transactionId),
  ],
);

/**
 * The sandbox payment provider's own records (what a real provider keeps on its side): one per
 * deposit or payout it was asked for, its hosted checkout state and where to send the payer.
 */
export const sandboxPaymentSessions = pgTable("sandbox_payment_sessions", {
  id: text("id").primaryKey(),
  /** The merchant's (our) invoice id. */
  merchantReference: text("merchant_reference").notNull(),
  direction: text("direction", { enum: ["deposit", "withdrawal"] }).notNull(),
  method: text("method").notNull(),
  kind: text("kind").notNull(),
  amount: bigint("amount", { mode: "bigint" }).notNull(),
  currency: text("currency").notNull(),
  status: text("status", { enum: ["pending", "approved", "declined"] })
    .notNull()
    .default("pending"),
  returnUrls: jsonb("return_urls").$type<{ success: string; error: string } | null>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp("completed_at", { withTimezone: true }),
});

// ---------------------------------------------------------------------------------------------
// Game catalogue (issue 5): providers, games, collections, favourites, plays, search history.
// Country model: `countries_blocked` lists ISO codes where the row is not shown; empty = everywhere.
// ---------------------------------------------------------------------------------------------

/** A studio brand or aggregator whose games are listed; the house studio has several brands. */
export const gameProviders = pgTable("game_providers", {
  id: serial("id").primaryKey(),
  identity: text("identity").notNull().unique("game_providers_identity_unique"),
  name: text("name").notNull(),
  images: jsonb("images")
    .$type<{ logo: string }>()
    .notNull()
    .default(sql`'{"logo":""}'::jsonb`),
  isEnabled: boolean("is_enabled").notNull().default(true),
  countriesBlocked: text("countries_blocked")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const games = pgTable(
  "games",
  {
    id: serial("id").primaryKey(),
    identity: text("identity").notNull().unique("games_identity_unique"),
    name: text("name").notNull(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => gameProviders.id),
    /** slot, dice, limbo, mines, plinko, keno, hilo, roulette, blackjack, … */
    type: text("type").notNull(),
    isDemoMode: boolean("is_demo_mode").notNull().default(true),
    isHidden: boolean("is_hidden").notNull().default(false),
    countriesBlocked: text("countries_blocked")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    labels: text("labels")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** { "200x200": { "1x", "2x", "3x" }, "200x300": { … } } */
    images: jsonb("images")
      .$type<Record<"200x200" | "200x300", Record<"1x" | "2x" | "3x", string>>>()
      .notNull(),
    /** 1 mobile, 2 desktop (the play request's codes). */
    platforms: integer("platforms")
      .array()
      .notNull()
      .default(sql`'{1,2}'::integer[]`),
    volatility: text("volatility", { enum: ["low", "medium", "high", "very-high"] }),
    paylines: integer("paylines"),
    screenWidthRatio: integer("screen_width_ratio").notNull().default(16),
    screenHeightRatio: integer("screen_height_ratio").notNull().default(9),
    isBonusWagering: boolean("is_bonus_wagering").notNull().default(true),
    rtp: numeric("rtp", { precision: 5, scale: 2 }),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    /** Distinct players who played it (kept by recordPlay); the popularity sort. */
    popularity: integer("popularity").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("games_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
    index("games_provider_idx").on(table.providerId),
    index("games_position_idx").on(table.position, table.id),
    index("games_popularity_idx").on(table.popularity, table.id),
    index("games_created_idx").on(table.createdAt, table.id),
  ],
);

export const gameCollections = pgTable("game_collections", {
  id: serial("id").primaryKey(),
  identity: text("identity").notNull().unique("game_collections_identity_unique"),
  name: text("name").notNull(),
  isHidden: boolean("is_hidden").notNull().default(false),
  countriesBlocked: text("countries_blocked")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: integer("position").notNull().default(0),
});

export const gameCollectionItems = pgTable(
  "game_collection_items",
  {
    collectionId: integer("collection_id")
      .notNull()
      .references(() => gameCollections.id, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.gameId] }),
    index("game_collection_items_game_idx").on(table.gameId),
  ],
);

export const gameFavorites = pgTable(
  "game_favorites",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index("game_favorites_player_idx").on(table.playerId, table.createdAt),
  ],
);

/** What a player played and when last (GET /api/game/games/played). */
export const gamePlays = pgTable(
  "game_plays",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    lastPlayedAt: timestamp("last_played_at", { withTimezone: true }).notNull().defaultNow(),
    count: integer("count").notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index("game_plays_player_idx").on(table.playerId, table.lastPlayedAt),
  ],
);

/** A signed-in player's searches, newest 10 kept; one row per distinct query. */
export const gameSearchHistory = pgTable(
  "game_search_history",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    query: text("query").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.query] }),
    index("game_search_history_player_idx").on(table.playerId, table.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Casino play, operator side: launches, the seamless wallet's transactions, bets.
// ---------------------------------------------------------------------------------------------

/**
 * One launch of a game (POST /api/game/games/{id}/play). The provider calls the seamless wallet
 * with the session's token; only its SHA-256 is kept. Demo launches have no player account (a
 * guest may have no player at all) and never reach the wallet.
 */
export const gameSessions = pgTable(
  "game_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique("game_sessions_token_hash_unique"),
    playerId: uuid("player_id").references(() => players.id, { onDelete: "cascade" }),
    walletAccountId: uuid("wallet_account_id").references(() => walletAccounts.id),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    isDemo: boolean("is_demo").notNull(),
    /** 1 mobile, 2 desktop. */
    platform: integer("platform").notNull().default(2),
    locale: text("locale"),
    countryCode: text("country_code"),
    lobbyUrl: text("lobby_url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("game_sessions_player_idx").on(table.playerId, table.createdAt)],
);

export const gameWalletActions = ["bet", "win", "rollback", "tombstone"] as const;

/**
 * Every seamless-wallet call that moved (or refused to move) money, by the provider's
 * transaction id: a replay answers `response` again; the same id with another `request_hash` is
 * a conflict. A rollback of a bet never seen stores a `tombstone` under the bet's id, so the
 * late bet is refused.
 */
export const gameWalletTransactions = pgTable(
  "game_wallet_transactions",
  {
    provider: text("provider").notNull(),
    transactionId: text("transaction_id").notNull(),
    action: text("action", { enum: gameWalletActions }).notNull(),
    roundId: text("round_id").notNull(),
    betId: uuid("bet_id"),
    amount: bigint("amount", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    requestHash: text("request_hash").notNull(),
    httpStatus: integer("http_status").notNull().default(200),
    response: jsonb("response").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.transactionId] })],
);

/**
 * One round's wager as the operator sees it: every bet of the round adds to `bet_amount`, wins
 * to `win_amount`, rollbacks to `refund_amount`. Status is the settings constant game.bet.status:
 * 1 pending (round open), 2 won, 3 lost, 4 refunded. A settled round is also a "spin" in the
 * player's history (GET /api/game/spins) and a candidate for the winners feed.
 */
export const gameBets = pgTable(
  "game_bets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    roundId: text("round_id").notNull(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    walletAccountId: uuid("wallet_account_id")
      .notNull()
      .references(() => walletAccounts.id),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id),
    sessionId: uuid("session_id").references(() => gameSessions.id, { onDelete: "set null" }),
    currency: text("currency").notNull(),
    betAmount: bigint("bet_amount", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    winAmount: bigint("win_amount", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    refundAmount: bigint("refund_amount", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /**
     * The player bonus active when the round opened (its wagering counts the round's stakes)
     * and the part of the stakes paid with bonus money: wins go back to the bonus balance in
     * that proportion (server/modules/bonus).
     */
    bonusId: uuid("bonus_id"),
    bonusBetAmount: bigint("bonus_bet_amount", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /** A free round of this free-spin package: nothing was staked, wins wait for the package. */
    freespinId: uuid("freespin_id"),
    status: integer("status").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** A sportsbook's slip from the bet call (contracts/sportsbook.ts sportWalletBetSchema). */
    sport: jsonb("sport").$type<Record<string, unknown>>(),
    /**
     * How the sport bet ended, from the book's latest win or rollback call that said so
     * (contracts/sportsbook.ts sportWalletSettlementSchema): ending and each leg's result.
     */
    sportSettlement: jsonb("sport_settlement").$type<Record<string, unknown>>(),
  },
  (table) => [
    unique("game_bets_provider_round_unique").on(table.provider, table.roundId),
    index("game_bets_open_bonus_idx")
      .on(table.bonusId)
      .where(sql`${table.bonusId} is not null and ${table.status} = 1`),
    index("game_bets_freespin_idx")
      .on(table.freespinId)
      .where(sql`${table.freespinId} is not null`),
    index("game_bets_player_idx").on(table.playerId, table.createdAt),
    index("game_bets_player_settled_idx").on(table.playerId, table.settledAt),
    index("game_bets_settled_idx").on(table.settledAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// The house studio (provider side). It shares the database in the single-process default but
// reaches the operator only through the seamless wallet over HTTP.
// ---------------------------------------------------------------------------------------------

/**
 * A player's provably-fair seed pairs. One active pair per player (`is_active`), which also
 * commits to the next server seed; retired pairs keep their revealed server seed for the verify
 * page. `player_ref` is the operator's player id, or `demo:<session>` for play money.
 */
export const houseSeedPairs = pgTable(
  "house_seed_pairs",
  {
    id: serial("id").primaryKey(),
    playerRef: text("player_ref").notNull(),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    /** The nonce the next bet will use. */
    nonce: integer("nonce").notNull().default(0),
    nextServerSeed: text("next_server_seed"),
    nextServerSeedHash: text("next_server_seed_hash"),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("house_seed_pairs_active_unique")
      .on(table.playerRef)
      .where(sql`${table.isActive}`),
    index("house_seed_pairs_hash_idx").on(table.serverSeedHash),
  ],
);

export const houseRoundStates = [
  "betting",
  "open",
  "settling",
  "settled",
  "rolling_back",
  "rolled_back",
] as const;

/**
 * One round of a house game. State machine: betting (bet sent to the wallet) → open (an
 * interactive round waiting for the player) → settling (win sent) → settled; a failed or
 * interrupted bet goes rolling_back → rolled_back. On start-up every round left in betting,
 * settling or rolling_back is finished (rollback or win re-sent: the wallet is idempotent).
 */
export const houseRounds = pgTable(
  "house_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    gameIdentity: text("game_identity").notNull(),
    gameType: text("game_type").notNull(),
    playerRef: text("player_ref").notNull(),
    /** The launch token the wallet calls carry (wins and rollbacks work after it expires). */
    sessionToken: text("session_token").notNull(),
    isDemo: boolean("is_demo").notNull(),
    currency: text("currency").notNull(),
    /** Total staked in the round (doubles and splits add to it). */
    betAmount: bigint("bet_amount", { mode: "bigint" }).notNull(),
    payout: bigint("payout", { mode: "bigint" }),
    seedPairId: integer("seed_pair_id")
      .notNull()
      .references(() => houseSeedPairs.id),
    nonce: integer("nonce").notNull(),
    clientSeed: text("client_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    outcome: jsonb("outcome").$type<Record<string, unknown>>(),
    /** Wallet calls of the round: [{ transactionId, action, amount, done }]. */
    transactions: jsonb("transactions")
      .$type<{ transactionId: string; action: string; amount: string; done: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    state: text("state", { enum: houseRoundStates }).notNull(),
    /** The free-round grant this round spent (house_free_rounds), if it was one. */
    freeRoundId: text("free_round_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    index("house_rounds_state_idx").on(table.state),
    index("house_rounds_player_idx").on(table.playerRef, table.createdAt),
    index("house_rounds_pair_nonce_idx").on(table.seedPairId, table.nonce),
    index("house_rounds_free_round_idx")
      .on(table.freeRoundId)
      .where(sql`${table.freeRoundId} is not null`),
  ],
);

/** Play money of a demo launch, by the launch token's hash. */
export const houseDemoWallets = pgTable("house_demo_wallets", {
  sessionKey: text("session_key").primaryKey(),
  currency: text("currency").notNull(),
  balance: bigint("balance", { mode: "bigint" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Responsible gaming (server/modules/limit)
// ---------------------------------------------------------------------------------------------

/**
 * A player's responsible-gaming limit. Money limits (definition 1 bet, 2 loss, 3 deposit) have an
 * amount in minor units of `currency` per `period` (daily, weekly, monthly); periods are rolling
 * windows from `anchored_at`. Bet and loss usage of the current window is kept here by the bet
 * check (in the bet's transaction); deposit usage is summed from invoices. Exclusions (4, 5) have
 * a period option and `ends_at` (null: permanent). An increase, a looser period or a removal
 * waits in `pending_*` until `pending_at`. status 1 in force, 2 ended (removed or run out).
 */
export const playerLimits = pgTable(
  "player_limits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    definition: integer("definition").notNull(),
    status: integer("status").notNull().default(1),
    currency: text("currency").references(() => currencies.code),
    period: text("period").notNull(),
    amount: bigint("amount", { mode: "bigint" }),
    anchoredAt: timestamp("anchored_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageWindowStart: timestamp("usage_window_start", { withTimezone: true }),
    usageAmount: bigint("usage_amount", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    pendingAmount: bigint("pending_amount", { mode: "bigint" }),
    pendingPeriod: text("pending_period"),
    pendingRemoval: boolean("pending_removal").notNull().default(false),
    pendingAt: timestamp("pending_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("player_limits_definition", sql`${table.definition} between 1 and 5`),
    check("player_limits_status", sql`${table.status} in (1, 2)`),
    check(
      "player_limits_money_shape",
      sql`(${table.definition} > 3) or (${table.amount} > 0 and ${table.currency} is not null)`,
    ),
    index("player_limits_player_idx").on(table.playerId, table.status, table.definition),
    // One limit in force per definition, currency and period (exclusions: one per definition).
    uniqueIndex("player_limits_active_unique")
      .on(table.playerId, table.definition, sql`coalesce(${table.currency}, '')`, table.period)
      .where(sql`${table.status} = 1`),
  ],
);
export type PlayerLimitRow = typeof playerLimits.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Identity verification (server/modules/kyc)
// ---------------------------------------------------------------------------------------------

/** A document a player uploaded: its bytes live in document storage under `storage_key`. */
export const playerDocuments = pgTable(
  "player_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["identity", "address", "payment"] }).notNull(),
    status: integer("status").notNull().default(1),
    fileName: text("file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (table) => [
    check("player_documents_status", sql`${table.status} in (1, 2, 3)`),
    index("player_documents_player_idx").on(table.playerId, table.createdAt),
    index("player_documents_status_idx").on(table.status, table.createdAt),
  ],
);
export type PlayerDocumentRow = typeof playerDocuments.$inferSelect;

/** A player's identity verification: one row once anything started. */
export const playerVerifications = pgTable("player_verifications", {
  playerId: uuid("player_id")
    .primaryKey()
    .references(() => players.id, { onDelete: "cascade" }),
  status: text("status", { enum: ["none", "pending", "verified", "rejected"] })
    .notNull()
    .default("none"),
  /** The provider's applicant, once the player started with it. */
  applicantId: text("applicant_id"),
  reason: text("reason"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Verification webhooks applied, one per provider event: a repeat changes nothing. */
export const kycWebhooks = pgTable("kyc_webhooks", {
  eventId: text("event_id").primaryKey(),
  playerId: uuid("player_id").references(() => players.id, { onDelete: "cascade" }),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── quests and loyalty ──

/**
 * A quest as the operator defines it (server/modules/quest): tasks, rewards, time limit and reset
 * schedule (contracts/quest.ts). Players get snapshots of it (player_quests), so a change here
 * never alters a quest already issued.
 */
export const questDefinitions = pgTable("quest_definitions", {
  id: serial("id").primaryKey(),
  identity: text("identity").notNull().unique("quest_definitions_identity_unique"),
  name: jsonb("name").$type<Record<string, string>>().notNull(),
  description: jsonb("description").$type<Record<string, string>>().notNull(),
  tasks: jsonb("tasks").$type<Record<string, unknown>[]>().notNull(),
  rewards: jsonb("rewards").$type<Record<string, unknown>[]>().notNull(),
  sequential: boolean("sequential").notNull().default(false),
  resetSchedule: text("reset_schedule", { enum: ["none", "daily", "weekly", "monthly"] })
    .notNull()
    .default("none"),
  durationMinutes: integer("duration_minutes"),
  availableFrom: timestamp("available_from", { withTimezone: true }),
  availableUntil: timestamp("available_until", { withTimezone: true }),
  isEnabled: boolean("is_enabled").notNull().default(true),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type QuestDefinitionRow = typeof questDefinitions.$inferSelect;

/**
 * A player's instance of a quest: one per definition and period (`period_key`: "once", a UTC
 * day, an ISO week or a month of a reset schedule). State 1 issued, 2 started, 3 completed, 5
 * expired before it was started, 6 expired while started. `expires_at` is fixed at issue.
 */
export const playerQuests = pgTable(
  "player_quests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    definitionId: integer("definition_id")
      .notNull()
      .references(() => questDefinitions.id),
    periodKey: text("period_key").notNull(),
    identity: text("identity").notNull(),
    name: jsonb("name").$type<Record<string, string>>().notNull(),
    description: jsonb("description").$type<Record<string, string>>().notNull(),
    rewards: jsonb("rewards").$type<Record<string, unknown>[]>().notNull(),
    sequential: boolean("sequential").notNull(),
    resetSchedule: text("reset_schedule").notNull(),
    durationMinutes: integer("duration_minutes"),
    state: integer("state").notNull().default(1),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    rewardsClaimedAt: timestamp("rewards_claimed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("player_quests_state", sql`${table.state} in (1, 2, 3, 5, 6)`),
    unique("player_quests_period_unique").on(table.playerId, table.definitionId, table.periodKey),
    index("player_quests_player_state_idx").on(table.playerId, table.state),
  ],
);
export type PlayerQuestRow = typeof playerQuests.$inferSelect;

/**
 * A task of a player's quest, snapshot of the definition's. `quantity` and `progress` are counts,
 * or base-currency cents for money tasks. `game_ids` are the games that count (empty: any).
 * `last_day` remembers the last UTC day a loginDays task counted.
 */
export const playerQuestTasks = pgTable(
  "player_quest_tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerQuestId: uuid("player_quest_id")
      .notNull()
      .references(() => playerQuests.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    type: text("type").notNull(),
    quantity: bigint("quantity", { mode: "bigint" }).notNull(),
    progress: bigint("progress", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    /** The games that count, with their names when issued. */
    games: jsonb("games")
      .$type<{ identity: string; name: string }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    gameIds: integer("game_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Base-currency cents. */
    minBet: bigint("min_bet", { mode: "bigint" }),
    /** Hundredths: 1000 = 10×. */
    minMultiplier: integer("min_multiplier"),
    minLegs: integer("min_legs"),
    name: jsonb("name").$type<Record<string, string>>(),
    lastDay: date("last_day", { mode: "string" }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [unique("player_quest_tasks_position_unique").on(table.playerQuestId, table.position)],
);
export type PlayerQuestTaskRow = typeof playerQuestTasks.$inferSelect;

/** A reward of a claimed quest handed to the bonus engine: once per quest and reward. */
export const questRewardIssues = pgTable(
  "quest_reward_issues",
  {
    playerQuestId: uuid("player_quest_id")
      .notNull()
      .references(() => playerQuests.id, { onDelete: "cascade" }),
    rewardIndex: integer("reward_index").notNull(),
    playerBonusId: text("player_bonus_id"),
    playerFreespinId: text("player_freespin_id"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerQuestId, table.rewardIndex] })],
);

/** Loyalty levels (operator data): `order` from 1; `points` is the threshold. */
export const loyaltyLevels = pgTable("loyalty_levels", {
  id: serial("id").primaryKey(),
  order: integer("level_order").notNull().unique("loyalty_levels_order_unique"),
  name: jsonb("name").$type<Record<string, string>>().notNull(),
  points: bigint("points", { mode: "number" }).notNull(),
  perks: jsonb("perks").$type<Record<string, unknown>>().notNull(),
  isVip: boolean("is_vip").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type LoyaltyLevelRow = typeof loyaltyLevels.$inferSelect;

/** Points per 1 unit of the base currency staked, per product; currency `*` is the default. */
export const loyaltyPointRates = pgTable(
  "loyalty_point_rates",
  {
    product: text("product").notNull(),
    currency: text("currency").notNull(),
    pointsPerUnit: numeric("points_per_unit", { precision: 12, scale: 4 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.product, table.currency] })],
);

/**
 * A player's loyalty account: points in hundredths (they never go down but for refunded
 * stakes), and the order of the level last announced (a level-up is announced once).
 */
export const loyaltyAccounts = pgTable("loyalty_accounts", {
  playerId: uuid("player_id")
    .primaryKey()
    .references(() => players.id, { onDelete: "cascade" }),
  pointsCenti: bigint("points_centi", { mode: "bigint" })
    .notNull()
    .default(sql`0`),
  levelOrder: integer("level_order").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The points history. Wagering is one row per player, product and UTC day (added to by the bet
 * effect); other entries are one row each, `reference` keeping them from being written twice.
 */
export const loyaltyPointEntries = pgTable(
  "loyalty_point_entries",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["wager", "refund", "quest", "manual"] }).notNull(),
    product: text("product"),
    day: date("day", { mode: "string" }),
    pointsCenti: bigint("points_centi", { mode: "bigint" }).notNull(),
    title: jsonb("title").$type<Record<string, string>>(),
    reference: text("reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("loyalty_point_entries_player_idx").on(table.playerId, table.updatedAt),
    uniqueIndex("loyalty_point_entries_day_unique")
      .on(table.playerId, table.kind, table.product, table.day)
      .where(sql`${table.kind} in ('wager', 'refund')`),
    uniqueIndex("loyalty_point_entries_reference_unique")
      .on(table.playerId, table.reference)
      .where(sql`${table.reference} is not null`),
  ],
);

/**
 * Rakeback accrued per player and currency, in millionths of a minor unit (a 0.10 bet at 1 %
 * edge and 5 % rakeback earns 0.005 cents). Claims take whole minor units out.
 */
export const loyaltyRakeback = pgTable(
  "loyalty_rakeback",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    accruedMicro: bigint("accrued_micro", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.currency] }),
    check("loyalty_rakeback_not_negative", sql`${table.accruedMicro} >= 0`),
  ],
);

/** A rakeback claim handed to the bonus engine: 1 waiting, 2 paid, 3 refused. */
export const loyaltyRakebackClaims = pgTable(
  "loyalty_rakeback_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    status: integer("status").notNull().default(1),
    playerBonusId: text("player_bonus_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("loyalty_rakeback_claims_player_idx").on(table.playerId, table.createdAt)],
);

/** Level-up rewards handed to the bonus engine: once per player and level. */
export const loyaltyLevelRewards = pgTable(
  "loyalty_level_rewards",
  {
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    levelOrder: integer("level_order").notNull(),
    /** issued, or withheld (a VIP level's reward the VIP rule refused). */
    outcome: text("outcome", { enum: ["issued", "withheld"] }).notNull(),
    playerBonusId: text("player_bonus_id"),
    playerFreespinId: text("player_freespin_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.levelOrder] })],
);

// ── content pages ──

/** A page of the content store (server/modules/content/pages): a static page or a question. */
export const contentPages = pgTable(
  "content_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["static", "question"] }).notNull(),
    identity: text("identity").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("content_pages_kind_identity_unique").on(table.kind, table.identity)],
);

/**
 * Every published revision of a page per locale, never changed or deleted: the newest one of a
 * locale is what players read.
 */
export const contentPageRevisions = pgTable(
  "content_page_revisions",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    pageId: uuid("page_id")
      .notNull()
      .references(() => contentPages.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    revision: integer("revision").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The FAQ group of a question; null for static pages. */
    group: text("group"),
    position: integer("position").notNull().default(0),
    source: text("source", { enum: ["seed", "operator"] }).notNull(),
    /** SHA-256 of the seed file a `seed` revision was read from. */
    seedHash: text("seed_hash"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("content_page_revisions_unique").on(table.pageId, table.locale, table.revision),
  ],
);
export type ContentPageRevisionRow = typeof contentPageRevisions.$inferSelect;

/** A message of the contact form (server/modules/notification), as the player sent it. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Set when a signed-in player sent it. */
    playerId: uuid("player_id").references(() => players.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    locale: text("locale").notNull(),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt)],
);

// ── sportsbook ──
// The built-in sportsbook (sportsbook/), provider side: like the house studio it shares the
// database in the single-process default but reaches the operator only through the seamless
// wallet over HTTP. Its feed state, bets and live change log are its own.

/**
 * One event of the book, as the sandbox feed announced it: who plays, when, the pricing model
 * (the teams' strengths before the start) and the latest state the feed sent (score, clock,
 * suspension, result). `feed_cursor` counts the feed's messages applied, `next_feed_at` is when
 * the next one is due. `published` holds the live odds last sent on the live channel, so the
 * next change carries only what moved; `version` is the seq of the event's last change.
 */
export const sportsbookEvents = pgTable(
  "sportsbook_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey(),
    sportId: integer("sport_id").notNull(),
    categoryId: integer("category_id").notNull(),
    championshipId: integer("championship_id").notNull(),
    name: text("name").notNull(),
    competitors: jsonb("competitors")
      .$type<{ id: string; name: string; side: "home" | "away" | null }[]>()
      .notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    isTop: boolean("is_top").notNull().default(false),
    status: text("status", {
      enum: ["not_started", "live", "ended", "postponed", "abandoned"],
    })
      .notNull()
      .default("not_started"),
    model: jsonb("model").$type<Record<string, unknown>>().notNull(),
    state: jsonb("state").$type<Record<string, unknown>>().notNull(),
    result: jsonb("result").$type<Record<string, unknown>>(),
    feedCursor: integer("feed_cursor").notNull().default(0),
    nextFeedAt: timestamp("next_feed_at", { withTimezone: true }),
    published: jsonb("published").$type<Record<string, unknown>>(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    /** When the event's legs were resulted (its settlement job ran). */
    resultedAt: timestamp("resulted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("sportsbook_events_status_start_idx").on(table.status, table.startsAt),
    index("sportsbook_events_sport_start_idx").on(table.sportId, table.startsAt),
    index("sportsbook_events_championship_idx").on(table.championshipId, table.startsAt),
    index("sportsbook_events_next_feed_idx")
      .on(table.nextFeedAt)
      .where(sql`${table.nextFeedAt} is not null`),
    index("sportsbook_events_name_trgm_idx").using("gin", table.name.op("gin_trgm_ops")),
  ],
);

export const sportsbookBetStates = [
  "pending",
  "placing",
  "rolling_back",
  "refused",
  "open",
  "cashing_out",
  "settling",
  "won",
  "lost",
  "void",
  "cashed_out",
] as const;

/**
 * A bet as the book keeps it. `player_ref` is the operator's player id (from the wallet's
 * balance call), `token` the operator's launch token its wallet calls carry (settlement and
 * cash-out work after the launch expired). Amounts are minor units of `currency`.
 * `remaining_stake` is the stake still in play after partial cash-outs. `call` is the wallet
 * call in flight (placing, rolling_back, cashing_out, settling), re-sent with the same
 * transaction id after an interruption.
 */
export const sportsbookBets = pgTable(
  "sportsbook_bets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerRef: text("player_ref").notNull(),
    requestId: uuid("request_id").notNull(),
    requestHash: text("request_hash").notNull(),
    token: text("token").notNull(),
    currency: text("currency").notNull(),
    subunitToUnit: bigint("subunit_to_unit", { mode: "bigint" }).notNull(),
    kind: text("kind", { enum: ["single", "accumulator", "system"] }).notNull(),
    systemSize: integer("system_size"),
    combinations: integer("combinations").notNull().default(1),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    remainingStake: bigint("remaining_stake", { mode: "bigint" }).notNull(),
    payout: bigint("payout", { mode: "bigint" }),
    cashedOut: bigint("cashed_out", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    cashOuts: integer("cash_outs").notNull().default(0),
    oddsChange: text("odds_change", { enum: ["any", "higher", "none"] }).notNull(),
    isLive: boolean("is_live").notNull(),
    state: text("state", { enum: sportsbookBetStates }).notNull(),
    call: jsonb("call").$type<Record<string, unknown>>(),
    refusal: jsonb("refusal").$type<Record<string, unknown>>(),
    acceptAt: timestamp("accept_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("sportsbook_bets_request_unique").on(table.playerRef, table.requestId),
    index("sportsbook_bets_player_idx").on(table.playerRef, table.createdAt),
    index("sportsbook_bets_state_idx").on(table.state, table.updatedAt),
    index("sportsbook_bets_accept_idx")
      .on(table.acceptAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/** One leg of a bet: the selection, the odds taken (hundredths) and, once resulted, its result. */
export const sportsbookBetLegs = pgTable(
  "sportsbook_bet_legs",
  {
    betId: uuid("bet_id")
      .notNull()
      .references(() => sportsbookBets.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    eventId: bigint("event_id", { mode: "number" }).notNull(),
    selectionId: text("selection_id").notNull(),
    odds: integer("odds").notNull(),
    isLive: boolean("is_live").notNull(),
    sportId: integer("sport_id").notNull(),
    eventName: text("event_name").notNull(),
    marketName: text("market_name").notNull(),
    selectionName: text("selection_name").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** Feed messages the event had had when the leg was placed (a live bet waits for none). */
    placedCursor: integer("placed_cursor").notNull().default(0),
    result: text("result", {
      enum: ["won", "lost", "void", "half_won", "half_lost", "dead_heat"],
    }),
    deadHeat: text("dead_heat"),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.position] }),
    index("sportsbook_bet_legs_event_idx").on(table.eventId, table.betId),
  ],
);

/**
 * The live channel's numbered changes (seq) per topic (event:{id}, live), with the topic's
 * previous seq (prev), kept LIVE_CHANGES_KEPT_SECONDS for clients resuming after a reconnect.
 */
export const sportsbookChanges = pgTable(
  "sportsbook_changes",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    topic: text("topic").notNull(),
    prev: bigint("prev", { mode: "number" }).notNull(),
    updates: jsonb("updates").$type<unknown[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("sportsbook_changes_topic_idx").on(table.topic, table.seq),
    index("sportsbook_changes_created_idx").on(table.createdAt),
  ],
);

/**
 * The feed clock's one row: ticks lock it (FOR UPDATE SKIP LOCKED), so one process at a time
 * applies the feed; `fixtures_until` is the last day whose fixtures were loaded.
 */
export const sportsbookClock = pgTable("sportsbook_clock", {
  id: integer("id").primaryKey(),
  fixturesUntil: integer("fixtures_until").notNull().default(0),
  tickedAt: timestamp("ticked_at", { withTimezone: true }),
});

// ── bonus ──
// server/modules/bonus: definitions (operator data), the player's bonuses, free-spin packages and
// bonus codes; house_free_rounds is the house studio's side of free spins (it owns that table).

export const bonusKinds = ["deposit", "fixed", "freespins", "cashback"] as const;
export type BonusKind = (typeof bonusKinds)[number];
export const bonusTriggers = ["registration", "deposit", "code", "manual", "cashback"] as const;
export type BonusTrigger = (typeof bonusTriggers)[number];

/**
 * Money terms of a definition in one currency, as decimal strings in major units: a fixed
 * `amount`, the cap of a deposit match (`maxAmount`), the smallest deposit it needs
 * (`minDeposit`), the largest bet while wagering (`maxBet`), the most that converts to real money
 * (`maxWin`) and the stake of each free spin (`freespinBet`).
 */
export interface BonusCurrencyTerms {
  amount?: string;
  maxAmount?: string;
  minDeposit?: string;
  maxBet?: string;
  maxWin?: string;
  freespinBet?: string;
}

/**
 * A definition's player-facing texts in one locale (contracts/bonus.ts bonusTextsSchema); a text
 * left out falls back to the English columns.
 */
export interface BonusTexts {
  name?: string;
  description?: string;
  terms?: string;
  packageName?: string;
}

/** How bets count towards wagering, in percent: by default, per game type, per game identity. */
export interface WagerContributions {
  default: number;
  types?: Record<string, number>;
  games?: Record<string, number>;
}

/**
 * What a bonus gives and on which terms (operator-owned, seeded from
 * content/seed/bonus-definitions.json). `amounts` holds the terms per currency code; the key
 * "base" holds them in the base currency, converted by rate for currencies not listed.
 */
export const bonusDefinitions = pgTable(
  "bonus_definitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The campaign page's address (/bonus/{identity}); unique. */
    identity: text("identity").notNull().unique("bonus_definitions_identity_unique"),
    name: text("name").notNull(),
    description: text("description"),
    /** Extra terms shown under the standard ones. */
    terms: text("terms"),
    kind: text("kind", { enum: bonusKinds }).notNull(),
    trigger: text("trigger", { enum: bonusTriggers }).notNull(),
    /** Upper-case; a code-triggered definition (or a registration one) is claimed with it. */
    code: text("code").unique("bonus_definitions_code_unique"),
    /** A welcome package groups the definitions of deposits 1..n. */
    packageId: text("package_id"),
    packageName: text("package_name"),
    /** The texts above in other locales, by locale code ({ de: { name, … } }); English above. */
    translations: jsonb("translations")
      .$type<Record<string, BonusTexts>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    depositNumber: integer("deposit_number"),
    /** Deposit match in percent. */
    percent: integer("percent"),
    amounts: jsonb("amounts")
      .$type<Record<string, BonusCurrencyTerms>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Times the bonus amount to wager; 0 converts to real money at once (rakeback). */
    wagerMultiplier: integer("wager_multiplier").notNull().default(0),
    wagerContributions: jsonb("wager_contributions")
      .$type<WagerContributions>()
      .notNull()
      .default(sql`'{"default":100}'::jsonb`),
    /** Where wagering counts: casino, sport. More than one is "mixing products". */
    products: text("products")
      .array()
      .notNull()
      .default(sql`'{casino}'::text[]`),
    /** Free spins that come with it: how many, on which house slot (identity). */
    freespinCount: integer("freespin_count"),
    freespinGame: text("freespin_game"),
    /** Wagering of free-spin winnings, in times the winnings. */
    freespinWagerMultiplier: integer("freespin_wager_multiplier").notNull().default(0),
    /** Cashback: percent of net losses per period. */
    cashbackPercent: integer("cashback_percent"),
    cashbackPeriod: text("cashback_period", { enum: ["daily", "weekly", "monthly"] }),
    /** Days an issued bonus waits to be activated, and days to finish wagering; null: no end. */
    activationDays: integer("activation_days"),
    wageringDays: integer("wagering_days"),
    isCancelLock: boolean("is_cancel_lock").notNull().default(false),
    isEnabled: boolean("is_enabled").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("bonus_definitions_code_upper", sql`${table.code} = upper(${table.code})`),
    check("bonus_definitions_wager", sql`${table.wagerMultiplier} >= 0`),
    index("bonus_definitions_trigger_idx").on(table.trigger, table.isEnabled),
  ],
);
export type BonusDefinitionRow = typeof bonusDefinitions.$inferSelect;

/**
 * One bonus of a player in one wallet account (SPEC §4): status 1 issued, 2 active, 3 finished
 * with result 2 played, 3 canceled, 4 expired, 5 lost (1 while not finished). Money moves at
 * activation (bonus pool → the account's bonus balance), so the one active bonus of an account
 * owns its whole bonus balance. Terms are copied from the definition at issue.
 */
export const playerBonuses = pgTable(
  "player_bonuses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    walletAccountId: uuid("wallet_account_id")
      .notNull()
      .references(() => walletAccounts.id),
    currency: text("currency").notNull(),
    definitionId: uuid("definition_id").references(() => bonusDefinitions.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    kind: text("kind", { enum: bonusKinds }).notNull(),
    status: integer("status").notNull().default(1),
    result: integer("result").notNull().default(1),
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    wagerMultiplier: integer("wager_multiplier").notNull(),
    wagerRequired: bigint("wager_required", { mode: "bigint" }).notNull(),
    wagerCurrent: bigint("wager_current", { mode: "bigint" })
      .notNull()
      .default(sql`0`),
    maxBet: bigint("max_bet", { mode: "bigint" }),
    maxWin: bigint("max_win", { mode: "bigint" }),
    wagerContributions: jsonb("wager_contributions").$type<WagerContributions>().notNull(),
    products: text("products").array().notNull(),
    isCancelLock: boolean("is_cancel_lock").notNull().default(false),
    packageId: text("package_id"),
    depositNumber: integer("deposit_number"),
    triggerConditions: jsonb("trigger_conditions").$type<Record<string, unknown>>(),
    invoiceId: uuid("invoice_id"),
    /** The free-spin package whose winnings this bonus is. */
    freespinId: uuid("freespin_id"),
    /** Who issued it: deposit, registration, code, cashback, quest, loyalty, manual. */
    source: jsonb("source").$type<{ kind: string; id: string }>().notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique("player_bonuses_key_unique"),
    /** Days to finish wagering once active (null: no end). */
    wageringDays: integer("wagering_days"),
    activationExpiresAt: timestamp("activation_expires_at", { withTimezone: true }),
    wageringExpiresAt: timestamp("wagering_expires_at", { withTimezone: true }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Bonus money that became real money, and bonus money taken back, when it finished. */
    convertedAmount: bigint("converted_amount", { mode: "bigint" }),
    forfeitedAmount: bigint("forfeited_amount", { mode: "bigint" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("player_bonuses_status", sql`${table.status} between 1 and 3`),
    check("player_bonuses_result", sql`${table.result} between 1 and 5`),
    check("player_bonuses_amount", sql`${table.amount} >= 0`),
    index("player_bonuses_player_idx").on(table.playerId, table.status, table.createdAt),
    index("player_bonuses_definition_idx").on(table.definitionId, table.playerId),
    // One active bonus per wallet account (SPEC §4; the others wait issued).
    uniqueIndex("player_bonuses_one_active_idx")
      .on(table.walletAccountId)
      .where(sql`${table.status} = 2`),
  ],
);
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;

/**
 * A free-spin package: `count` spins of `bet_amount` on one house slot, played by the studio as
 * free rounds. Status as player bonuses (no "lost"). `played` counts the spins the wallet took;
 * winnings gather in the bonus pool and become a bonus (`player_bonus_id`) when the package ends.
 */
export const playerFreespins = pgTable(
  "player_freespins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    walletAccountId: uuid("wallet_account_id")
      .notNull()
      .references(() => walletAccounts.id),
    currency: text("currency").notNull(),
    definitionId: uuid("definition_id").references(() => bonusDefinitions.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    status: integer("status").notNull().default(1),
    result: integer("result").notNull().default(1),
    count: integer("count").notNull(),
    played: integer("played").notNull().default(0),
    betAmount: bigint("bet_amount", { mode: "bigint" }).notNull(),
    gameId: integer("game_id")
      .notNull()
      .references(() => games.id),
    wagerMultiplier: integer("wager_multiplier").notNull(),
    wagerContributions: jsonb("wager_contributions").$type<WagerContributions>().notNull(),
    packageId: text("package_id"),
    playerBonusId: uuid("player_bonus_id"),
    source: jsonb("source").$type<{ kind: string; id: string }>().notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique("player_freespins_key_unique"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    /** When the studio confirmed the grant (free rounds can be played from then). */
    grantedAt: timestamp("granted_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("player_freespins_status", sql`${table.status} between 1 and 3`),
    check("player_freespins_result", sql`${table.result} between 1 and 4`),
    check("player_freespins_played", sql`${table.played} between 0 and ${table.count}`),
    index("player_freespins_player_idx").on(table.playerId, table.status, table.createdAt),
  ],
);
export type PlayerFreespinRow = typeof playerFreespins.$inferSelect;

/**
 * A player's bonus-state lock per wallet account: every change of which bonus is active (issue,
 * activate, cancel, expire, convert) locks this row first, then the bonus rows, then the ledger.
 */
export const bonusAccounts = pgTable("bonus_accounts", {
  walletAccountId: uuid("wallet_account_id")
    .primaryKey()
    .references(() => walletAccounts.id, { onDelete: "cascade" }),
});

/**
 * A bonus code a player entered: status 1 waiting for its trigger (a deposit code for the next
 * deposit), 2 used. SPEC's 3 (incorrect) and 4 (not available) are answers, never stored.
 */
export const playerBonusCodes = pgTable(
  "player_bonus_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    playerId: uuid("player_id")
      .notNull()
      .references(() => players.id, { onDelete: "cascade" }),
    definitionId: uuid("definition_id")
      .notNull()
      .references(() => bonusDefinitions.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    trigger: integer("trigger").notNull(),
    status: integer("status").notNull().default(1),
    playerBonusId: uuid("player_bonus_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    // A code counts once per player, whether it waits or was used.
    unique("player_bonus_codes_player_definition_unique").on(table.playerId, table.definitionId),
  ],
);
export type PlayerBonusCodeRow = typeof playerBonusCodes.$inferSelect;

/**
 * The house studio's side of free spins: free rounds an operator granted (by a signed call), by
 * the operator's reference. Spins left = count − the grant's rounds not rolled back.
 */
export const houseFreeRounds = pgTable(
  "house_free_rounds",
  {
    reference: text("reference").primaryKey(),
    provider: text("provider").notNull(),
    playerRef: text("player_ref").notNull(),
    gameIdentity: text("game_identity").notNull(),
    currency: text("currency").notNull(),
    betAmount: bigint("bet_amount", { mode: "bigint" }).notNull(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    status: text("status", { enum: ["active", "cancelled"] })
      .notNull()
      .default("active"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("house_free_rounds_player_idx").on(table.playerRef, table.gameIdentity)],
);

// ── analytics ──

/**
 * First-party funnel events (server/modules/analytics): visits sent by browsers that consented
 * to analytics, and the facts the server records itself (registration, deposits, bets). One row
 * per event; `dedupe_key` makes a replayed fact or a re-sent browser batch change nothing.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "bigint" }).primaryKey(),
    /** visit, registration, deposit, ftd, bet (see contracts/analytics.ts). */
    name: text("name").notNull(),
    /** Who says so: the server's own fact, or a browser. */
    source: text("source", { enum: ["server", "browser"] }).notNull(),
    playerId: uuid("player_id"),
    /** A browser's random id (analytics consent only); null for server facts. */
    visitorId: text("visitor_id"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    dedupeKey: text("dedupe_key").notNull(),
    /** Small facts of the event: currency, amount (minor units), deposit number, path, locale. */
    properties: jsonb("properties").$type<Record<string, string | number | boolean>>().notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("analytics_events_dedupe_unique").on(table.dedupeKey),
    index("analytics_events_day_idx").on(table.occurredAt, table.name),
  ],
);
