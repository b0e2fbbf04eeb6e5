import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseEnv } from "./config.ts";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "sevens-config-"));

describe("parseEnv", () => {
  it("applies the documented defaults to an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "localhost",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      COUNTRY_HEADER: "cf-ipcountry",
      TRUST_PROXY: false,
      CORS_ORIGINS: [],
      CSP_ALLOWED_ORIGINS: [],
      BODY_LIMIT_BYTES: 1_048_576,
      RATE_LIMIT_PER_MINUTE: 600,
      AFFILIATE_TAG_EXPIRATION_DAYS: 30,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it("names PORT when it is not a port number", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT/);
  });

  it("names DATABASE_URL when it is not a postgres URL", () => {
    expect(() => parseEnv({ DATABASE_URL: "mysql://localhost/sevens" })).toThrow(/DATABASE_URL/);
  });

  it("names every bad variable in one message", () => {
    let message = "";
    try {
      parseEnv({ PORT: "x", REDIS_URL: "http://cache", LOG_LEVEL: "loud" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/REDIS_URL/);
    expect(message).toMatch(/LOG_LEVEL/);
  });

  it("treats empty strings as unset and splits comma lists", () => {
    const env = parseEnv({ PORT: "", CORS_ORIGINS: "https://a.example, https://b.example," });
    expect(env.PORT).toBe(3000);
    expect(env.CORS_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
  });

  it("rejects a secret shorter than 32 characters", () => {
    expect(() => parseEnv({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
  });
});

describe("loadConfig secrets", () => {
  it("generates secrets once in DATA_DIR and reuses them on the next start", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.secrets.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(first.secrets.providerSecret).not.toBe(first.secrets.jwtSecret);
    const file = path.join(dataDir, "secrets.json");
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(first.secrets);
    if (process.platform !== "win32") expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.secrets).toEqual(first.secrets);
  });

  it("prefers secrets from the environment", () => {
    const jwt = "j".repeat(40);
    const config = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: jwt });
    expect(config.secrets.jwtSecret).toBe(jwt);
  });

  it("derives PUBLIC_URL from PORT and resolves DATA_DIR", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, PORT: "4010" });
    expect(config.PUBLIC_URL).toBe("http://localhost:4010");
    expect(path.isAbsolute(config.DATA_DIR)).toBe(true);
  });
});

describe("loadConfig sandboxes in production", () => {
  const production = (env: Record<string, string> = {}) =>
    loadConfig({ NODE_ENV: "production", DATA_DIR: tempDir(), ...env });

  it("keeps every sandbox off when nothing is set", () => {
    const config = production();
    expect(config.PAYMENT_SANDBOX).toBe(false);
    expect(config.SANDBOX_PAGES).toBe(false);
    expect(config.SANDBOX_OIDC).toBeUndefined();
  });

  it("refuses to start with a sandbox on and no ALLOW_SANDBOX_IN_PRODUCTION, naming it", () => {
    expect(() => production({ PAYMENT_SANDBOX: "true" })).toThrow(ConfigError);
    expect(() => production({ PAYMENT_SANDBOX: "true" })).toThrow(
      /PAYMENT_SANDBOX.*ALLOW_SANDBOX_IN_PRODUCTION/s,
    );
    expect(() => production({ SANDBOX_PAGES: "1" })).toThrow(/SANDBOX_PAGES/);
    expect(() => production({ SANDBOX_OIDC: "true" })).toThrow(/SANDBOX_OIDC/);
    expect(() =>
      production({ SANDBOX_PAGES: "true", PAYMENT_SANDBOX: "true", SANDBOX_OIDC: "true" }),
    ).toThrow(/SANDBOX_PAGES, PAYMENT_SANDBOX, SANDBOX_OIDC/);
  });

  it("starts with a sandbox on when ALLOW_SANDBOX_IN_PRODUCTION=true", () => {
    const config = production({ PAYMENT_SANDBOX: "true", ALLOW_SANDBOX_IN_PRODUCTION: "true" });
    expect(config.PAYMENT_SANDBOX).toBe(true);
    expect(config.ALLOW_SANDBOX_IN_PRODUCTION).toBe(true);
  });

  it("keeps the sandboxes on by default outside production", () => {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: tempDir() });
    expect(config.PAYMENT_SANDBOX).toBe(true);
    expect(config.SANDBOX_PAGES).toBe(true);
  });
});

describe("loadConfig sportsbook", () => {
  it("runs the built-in book by default", () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config).toMatchObject({
      SPORTSBOOK_PROVIDER: "builtin",
      SPORTSBOOK_SEED: "sevens",
      SPORTSBOOK_FIXTURE_DAYS: 3,
      SPORTSBOOK_TICK_MS: 1000,
    });
  });

  it("needs the widget's script and integration with SPORTSBOOK_PROVIDER=altenar", () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), SPORTSBOOK_PROVIDER: "altenar" })).toThrow(
      /ALTENAR_SCRIPT_URL and ALTENAR_INTEGRATION/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), SPORTSBOOK_PROVIDER: "bet365" })).toThrow(
      ConfigError,
    );
  });

  it("lets the browser load the widget's script (its origin joins the CSP)", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SPORTSBOOK_PROVIDER: "altenar",
      ALTENAR_SCRIPT_URL: "https://widget.example.net/altenar/widget.js",
      ALTENAR_INTEGRATION: "sevens-stage",
    });
    expect(config.CSP_ALLOWED_ORIGINS).toEqual(["https://widget.example.net"]);
  });
});
