import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const commaList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

const secret = z.string().min(32, "must be at least 32 characters").optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .default("false")
  .transform((value) => value === "true" || value === "1");

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("localhost"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  /** Namespace of every Redis key and stream, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1-64 letters, digits, _ or -")
    .default("sevens"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JWT_SECRET: secret,
  PROVIDER_SECRET: secret,
  OPERATOR_TOKEN: secret,
  COUNTRY_HEADER: z.string().min(1).default("cf-ipcountry"),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, "must be a two-letter upper-case country code")
    .default("DE"),
  TRUST_PROXY: booleanFlag,
  CORS_ORIGINS: commaList,
  CSP_ALLOWED_ORIGINS: commaList,
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Realtime sockets one IP address may hold open on a process; more get connect_error 10429. */
  SOCKETS_PER_IP: z.coerce.number().int().min(1).default(50),
  BUILD_CHECK_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  AFFILIATE_TAG_EXPIRATION_DAYS: z.coerce.number().int().min(1).default(30),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /** How often effect consumers look for new events when nothing woke them. */
  EVENT_STREAM_POLL_MS: z.coerce.number().int().min(50).default(500),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /** Sign the player in right after registration (false: register answers `{ data: null }`). */
  REGISTRATION_AUTO_LOGIN: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  /** Lifetime of access tokens (default 15 minutes); browser tests shorten it to see refreshes. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(86_400)
    .default(15 * 60),
  /**
   * Failed sign-ins allowed within LOGIN_FAILURE_WINDOW_MS (then 429): per account from one IP,
   * per account from every IP together, and per IP across accounts (docs/decisions/004).
   */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURES_PER_ACCOUNT_ANY_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  /** Lifetime of a game launch (POST /api/game/games/{id}/play): bets after it are refused. */
  GAME_SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(10)
    .max(7 * 86_400)
    .default(4 * 3600),
  /**
   * Base URL the house studio calls the seamless wallet at (`…/callbacks/games/{provider}`).
   * Unset: this process's own listening address, so the calls go over HTTP even in one process.
   */
  HOUSE_WALLET_URL: z.url().optional(),
  /**
   * Base URL the operator calls the house studio's free-rounds API at (free spins are granted
   * there). Unset: this process's own listening address.
   */
  HOUSE_STUDIO_URL: z.url().optional(),
  /** Play money a demo launch starts with, in major units of its currency. */
  HOUSE_DEMO_BALANCE: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /**
   * Which sportsbook the app shows: `builtin` (the book in sportsbook/) or `altenar` (the
   * vendor's widget in the browser, with ALTENAR_SCRIPT_URL and ALTENAR_INTEGRATION).
   */
  SPORTSBOOK_PROVIDER: z.enum(["builtin", "altenar"]).default("builtin"),
  ALTENAR_SCRIPT_URL: z.url().optional(),
  ALTENAR_INTEGRATION: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/, "must be 1-100 letters, digits, _ . or -")
    .optional(),
  /** Seed of the built-in book's sandbox feed: the same seed plays the same fixtures. */
  SPORTSBOOK_SEED: z.string().min(1).max(100).default("sevens"),
  /** Days of fixtures the built-in book keeps ahead. */
  SPORTSBOOK_FIXTURE_DAYS: z.coerce.number().int().min(1).max(14).default(3),
  /** How often the book's feed clock runs; 0: never on its own (tests drive it). */
  SPORTSBOOK_TICK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** smtp:// or smtps:// URL of the mail server; unset → mail goes to the sandbox mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")
    .optional(),
  /** Sender of every e-mail, e.g. `Sevens <no-reply@example.com>`. */
  MAIL_FROM: z.string().min(3).max(300).default("Sevens <no-reply@sevens.local>"),
  /** Where messages of the contact form go. */
  SUPPORT_EMAIL: z.email("must be an e-mail address").default("support@sevens.local"),
  /**
   * Developer pages /sandbox/mailbox(.json) and /sandbox/telegram. Unset: on, except with
   * NODE_ENV=production (see ALLOW_SANDBOX_IN_PRODUCTION).
   */
  SANDBOX_PAGES: z.enum(["true", "false", "1", "0"]).optional(),
  /**
   * The built-in sandbox OpenID provider at /sandbox/oidc (social provider `sandbox`).
   * Unset: on, except with NODE_ENV=production (see ALLOW_SANDBOX_IN_PRODUCTION).
   */
  SANDBOX_OIDC: z.enum(["true", "false", "1", "0"]).optional(),
  /** Social sign-in providers (OpenID Connect), a JSON array: see socialProvidersSchema. */
  SOCIAL_PROVIDERS: z
    .string()
    .default("[]")
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: "custom", message: "must be a JSON array" });
        return z.NEVER;
      }
    })
    .pipe(z.lazy(() => socialProvidersSchema)),
  /** Origins besides PUBLIC_URL a social sign-in may return to (`redirectDomain`). */
  SOCIAL_REDIRECT_ORIGINS: commaList,
  /** Token of the Telegram bot of the mini app; unset → a sandbox token kept in DATA_DIR. */
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^\d{5,20}:[A-Za-z0-9_-]{30,100}$/, "must look like 123456:ABC-DEF…")
    .optional(),
  /** Link to the Telegram bot (t.me/…) the app shows. */
  TELEGRAM_BOT_URL: z.url().optional(),
  /** Link to the Telegram news channel (t.me/…): the tg-news and telegram-news dialogs. */
  TELEGRAM_CHANNEL_URL: z.url().optional(),
  /**
   * Third-party integrations of SPEC §7, each off until configured and loaded in the browser
   * only with the visitor's consent (analytics or marketing). The script addresses default to
   * the vendors' own and are settable for a self-hosted copy (and for tests).
   */
  /** Tag manager container id (GTM-XXXX); marketing consent. */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "must be a container id such as GTM-AB12CD")
    .optional(),
  TAG_MANAGER_SCRIPT_URL: z.url().default("https://www.googletagmanager.com/gtm.js"),
  /** Metrics counter id (a number); analytics consent. */
  METRICS_COUNTER_ID: z
    .string()
    .regex(/^\d{4,12}$/, "must be a counter number")
    .optional(),
  METRICS_SCRIPT_URL: z.url().default("https://mc.yandex.ru/metrika/tag.js"),
  /** Session recording organisation id; without it recording is skipped (SPEC §8). */
  SESSION_RECORDING_ORG_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{3,40}$/, "must be an organisation id such as o-1ABC2D-na1")
    .optional(),
  SESSION_RECORDING_SCRIPT_URL: z.url().default("https://edge.fullstory.com/s/fs.js"),
  /** Error reporting (Sentry) DSN for the server and, with analytics consent, the browser. */
  SENTRY_DSN: z.url().optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).max(64).optional(),
  /** Retargeting pixel: the address its image requests go to, and the account's id. */
  RETARGETING_PIXEL_URL: z.url().optional(),
  RETARGETING_PIXEL_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1-64 letters, digits, _ or -")
    .optional(),
  /** Telegram initData older than this is refused (401). */
  TELEGRAM_AUTH_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(86_400),
  /**
   * The built-in sandbox payment provider (methods `sandbox.*`, hosted checkout at
   * /sandbox/payments). Unset: on, except with NODE_ENV=production: anyone who can reach it can
   * approve a sandbox payment (see ALLOW_SANDBOX_IN_PRODUCTION).
   */
  PAYMENT_SANDBOX: z.enum(["true", "false", "1", "0"]).optional(),
  /**
   * With NODE_ENV=production the server refuses to start while a sandbox that exposes data or
   * moves money (SANDBOX_PAGES, PAYMENT_SANDBOX, SANDBOX_OIDC) is on, unless this is true
   * (`npm start` on a laptop sets it; see docs/decisions/005-sandboxes-in-production.md).
   */
  ALLOW_SANDBOX_IN_PRODUCTION: booleanFlag,
  /** Sandbox crypto deposits confirm themselves (signed webhook) after this delay; 0 = never. */
  PAYMENT_SANDBOX_CRYPTO_CONFIRM_MS: z.coerce.number().int().min(0).default(15_000),
  /** Sandbox: approve pending withdrawals automatically (a job) instead of waiting for an operator. */
  PAYMENT_SANDBOX_AUTO_APPROVE_WITHDRAWALS: booleanFlag,
  /**
   * The sandbox identity-verification provider (its applicant page at /sandbox/kyc answers
   * GREEN or RED as the tester chooses). Unset: on unless SUMSUB_APP_TOKEN is set, except with
   * NODE_ENV=production (a verified identity unlocks withdrawals).
   */
  KYC_SANDBOX: z.enum(["true", "false", "1", "0"]).optional(),
  /** Sumsub: app token, secret key (request signatures) and webhook secret; all three or none. */
  SUMSUB_APP_TOKEN: z.string().min(1).optional(),
  SUMSUB_SECRET_KEY: z.string().min(1).optional(),
  SUMSUB_WEBHOOK_SECRET: z.string().min(1).optional(),
  SUMSUB_BASE_URL: z.url().default("https://api.sumsub.com"),
  SUMSUB_LEVEL_NAME: z.string().min(1).max(100).default("basic-kyc-level"),
  /** Withdrawals above this amount (base currency) need a verified identity. */
  KYC_WITHDRAWAL_THRESHOLD: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, "must be an amount such as 2000 or 2000.00")
    .default("2000"),
  /** Countries (ISO codes) where every withdrawal needs a verified identity. */
  KYC_REQUIRED_COUNTRIES: z
    .string()
    .default("GB")
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim().toUpperCase())
        .filter(Boolean),
    ),
  /** Largest document upload in bytes (larger: 413). */
  DOCUMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  /** Documents in an S3-compatible bucket instead of DATA_DIR/documents when S3_BUCKET is set. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag,
});

/**
 * One OpenID Connect provider of SOCIAL_PROVIDERS, e.g.
 * `[{"name":"google","issuer":"https://accounts.google.com","clientId":"…","clientSecret":"…",
 * "authorizationParams":{"prompt":"select_account"}}]`. Players use it through
 * POST /api/player/sessions/social with `provider: name`; its redirect URI is
 * `<PUBLIC_URL>/auth/social/<name>/callback`.
 */
export const socialProviderSchema = z.object({
  name: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,31}$/, "must be 2-32 lower-case letters, digits or -")
    .refine((name) => name !== "telegram" && name !== "sandbox", "is reserved"),
  issuer: z.url(),
  clientId: z.string().min(1),
  /** Unset: a public client (PKCE only). */
  clientSecret: z.string().min(1).optional(),
  scope: z.string().min(1).default("openid email profile"),
  /** Extra authorization request parameters (prompt, hd, …). */
  authorizationParams: z.record(z.string(), z.string()).default({}),
  /** Sign in an existing player whose e-mail the provider reports as verified. */
  linkByVerifiedEmail: z.boolean().default(true),
});
export const socialProvidersSchema = z
  .array(socialProviderSchema)
  .refine(
    (providers) => new Set(providers.map((provider) => provider.name)).size === providers.length,
    "provider names must be unique",
  );
export type SocialProviderConfig = z.infer<typeof socialProviderSchema>;

export type Env = z.infer<typeof envSchema>;

export interface Secrets {
  jwtSecret: string;
  providerSecret: string;
  operatorToken: string;
}

export interface Config extends Omit<
  Env,
  | "JWT_SECRET"
  | "PROVIDER_SECRET"
  | "OPERATOR_TOKEN"
  | "SANDBOX_PAGES"
  | "PAYMENT_SANDBOX"
  | "KYC_SANDBOX"
> {
  PUBLIC_URL: string;
  DATA_DIR: string;
  /** Whether /sandbox/* developer pages are served (see sandboxPagesEnabled). */
  SANDBOX_PAGES: boolean;
  /** Whether the sandbox payment provider runs (see paymentSandboxEnabled). */
  PAYMENT_SANDBOX: boolean;
  /** Whether the sandbox identity-verification provider runs (see kycSandboxEnabled). */
  KYC_SANDBOX: boolean;
  secrets: Secrets;
}

const isOn = (flag: string) => flag === "true" || flag === "1";

/**
 * SANDBOX_PAGES when set; otherwise on except in production. The pages show every reset link,
 * so a production server shows them only when told to (`npm start` on a laptop does).
 */
export function sandboxPagesEnabled(env: Pick<Env, "SANDBOX_PAGES" | "NODE_ENV">) {
  if (env.SANDBOX_PAGES !== undefined) return isOn(env.SANDBOX_PAGES);
  return env.NODE_ENV !== "production";
}

/** PAYMENT_SANDBOX when set; otherwise on except in production (it credits money never paid). */
export function paymentSandboxEnabled(env: Pick<Env, "PAYMENT_SANDBOX" | "NODE_ENV">) {
  if (env.PAYMENT_SANDBOX !== undefined) return isOn(env.PAYMENT_SANDBOX);
  return env.NODE_ENV !== "production";
}

/**
 * KYC_SANDBOX when set; otherwise on when no real provider is configured, except in production
 * (anyone could verify themselves there).
 */
export function kycSandboxEnabled(
  env: Pick<Env, "KYC_SANDBOX" | "NODE_ENV" | "SUMSUB_APP_TOKEN">,
): boolean {
  if (env.KYC_SANDBOX !== undefined) return isOn(env.KYC_SANDBOX);
  return env.SUMSUB_APP_TOKEN === undefined && env.NODE_ENV !== "production";
}

/**
 * The sandboxes on in a production configuration that did not opt in with
 * ALLOW_SANDBOX_IN_PRODUCTION; the server refuses to start while this is not empty.
 */
export function forbiddenProductionSandboxes(
  config: Pick<
    Config,
    | "NODE_ENV"
    | "SANDBOX_PAGES"
    | "PAYMENT_SANDBOX"
    | "KYC_SANDBOX"
    | "SANDBOX_OIDC"
    | "ALLOW_SANDBOX_IN_PRODUCTION"
  >,
): string[] {
  if (config.NODE_ENV !== "production" || config.ALLOW_SANDBOX_IN_PRODUCTION) return [];
  const on: string[] = [];
  if (config.SANDBOX_PAGES) on.push("SANDBOX_PAGES");
  if (config.PAYMENT_SANDBOX) on.push("PAYMENT_SANDBOX");
  if (config.KYC_SANDBOX) on.push("KYC_SANDBOX");
  // Same default as sandboxOidcEnabled: only an explicit true turns it on in production.
  if (config.SANDBOX_OIDC !== undefined && isOn(config.SANDBOX_OIDC)) on.push("SANDBOX_OIDC");
  return on;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment, naming every bad variable in one message. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment variable(s):\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}

/**
 * Secrets left unset are generated once and kept in DATA_DIR, so a restart keeps
 * tokens and signatures valid without anyone having to invent a secret by hand.
 */
export function loadSecrets(env: Env, dataDir: string): Secrets {
  const file = path.join(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Secrets>;
  const generated: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(32).toString("hex"),
    providerSecret: stored.providerSecret ?? randomBytes(32).toString("hex"),
    operatorToken: stored.operatorToken ?? randomBytes(32).toString("hex"),
  };
  const changed = Object.keys(generated).some((key) => !(key in stored));
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  return {
    jwtSecret: env.JWT_SECRET ?? generated.jwtSecret,
    providerSecret: env.PROVIDER_SECRET ?? generated.providerSecret,
    operatorToken: env.OPERATOR_TOKEN ?? generated.operatorToken,
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const { JWT_SECRET: _jwt, PROVIDER_SECRET: _provider, OPERATOR_TOKEN: _operator, ...rest } = env;
  const sandboxes = {
    ...rest,
    SANDBOX_PAGES: sandboxPagesEnabled(env),
    PAYMENT_SANDBOX: paymentSandboxEnabled(env),
    KYC_SANDBOX: kycSandboxEnabled(env),
  };
  const sumsub = [env.SUMSUB_APP_TOKEN, env.SUMSUB_SECRET_KEY, env.SUMSUB_WEBHOOK_SECRET];
  if (sumsub.some(Boolean) && !sumsub.every(Boolean)) {
    throw new ConfigError(
      "SUMSUB_APP_TOKEN, SUMSUB_SECRET_KEY and SUMSUB_WEBHOOK_SECRET go together: set all three or none.",
    );
  }
  if (
    env.SPORTSBOOK_PROVIDER === "altenar" &&
    (!env.ALTENAR_SCRIPT_URL || !env.ALTENAR_INTEGRATION)
  ) {
    throw new ConfigError(
      "SPORTSBOOK_PROVIDER=altenar needs ALTENAR_SCRIPT_URL and ALTENAR_INTEGRATION.",
    );
  }
  // The widget's script is loaded from its own origin: the Content-Security-Policy allows it.
  if (env.SPORTSBOOK_PROVIDER === "altenar" && env.ALTENAR_SCRIPT_URL) {
    const origin = new URL(env.ALTENAR_SCRIPT_URL).origin;
    if (!sandboxes.CSP_ALLOWED_ORIGINS.includes(origin)) {
      sandboxes.CSP_ALLOWED_ORIGINS = [...sandboxes.CSP_ALLOWED_ORIGINS, origin];
    }
  }
  const forbidden = forbiddenProductionSandboxes(sandboxes);
  if (forbidden.length > 0) {
    throw new ConfigError(
      `NODE_ENV=production with sandbox(es) on: ${forbidden.join(", ")}. They expose mail or ` +
        `move money for anyone who can reach the server: set ${forbidden
          .map((name) => `${name}=false`)
          .join(", ")}, or ALLOW_SANDBOX_IN_PRODUCTION=true on a private machine.`,
    );
  }
  return {
    ...sandboxes,
    DATA_DIR: dataDir,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    secrets: loadSecrets(env, dataDir),
  };
}
