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
  HOST: z.string().min(1).default("127.0.0.1"),
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
  BUILD_CHECK_INTERVAL_MS: z.coerce.number().int().min(1000).default(60_000),
  AFFILIATE_TAG_EXPIRATION_DAYS: z.coerce.number().int().min(1).default(30),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1000),
  JOBS_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /** Sign the player in right after registration (false: register answers `{ data: null }`). */
  REGISTRATION_AUTO_LOGIN: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((value) => value === "true" || value === "1"),
  /** Failed sign-ins allowed per account, and per IP, within LOGIN_FAILURE_WINDOW_MS (then 429). */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
});

export type Env = z.infer<typeof envSchema>;

export interface Secrets {
  jwtSecret: string;
  providerSecret: string;
  operatorToken: string;
}

export interface Config extends Omit<Env, "JWT_SECRET" | "PROVIDER_SECRET" | "OPERATOR_TOKEN"> {
  PUBLIC_URL: string;
  DATA_DIR: string;
  secrets: Secrets;
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
  return {
    ...rest,
    DATA_DIR: dataDir,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    secrets: loadSecrets(env, dataDir),
  };
}
