import { describe, expect, it } from "vitest";
import { parseEnv } from "../config.ts";
import { startServerErrorReporting } from "./error-reporting.ts";
import { publicIntegrations } from "./integrations.ts";
import { contentSecurityDirectives } from "./security.ts";

const base = { PUBLIC_URL: "https://sevens.example", CSP_ALLOWED_ORIGINS: [] as string[] };

describe("third-party integrations", () => {
  it("starts nothing and opens no origin while nothing is configured", () => {
    const integrations = publicIntegrations(parseEnv({}));
    expect(Object.values(integrations).every((value) => value === null)).toBe(true);
    const policy = contentSecurityDirectives(base, integrations);
    expect(policy.scriptSrc).toEqual(["'self'"]);
    expect(policy.connectSrc).toEqual(["'self'", "wss://sevens.example"]);
  });

  it("opens the origins of what is configured, and only those", () => {
    const integrations = publicIntegrations(
      parseEnv({
        METRICS_COUNTER_ID: "10000001",
        SENTRY_DSN: "https://key@o1.ingest.sentry.example/42",
        RETARGETING_PIXEL_URL: "https://pixel.partner.example/p.gif",
        RETARGETING_PIXEL_ID: "acc-7",
      }),
    );
    expect(integrations.tagManager).toBeNull();
    expect(integrations.sessionRecording).toBeNull();
    const policy = contentSecurityDirectives(base, integrations);
    expect(policy.scriptSrc).toContain("https://mc.yandex.ru");
    expect(policy.connectSrc).toContain("https://o1.ingest.sentry.example");
    expect(policy.imgSrc).toContain("https://pixel.partner.example");
    expect((policy.scriptSrc ?? []).some((origin) => origin.includes("googletagmanager"))).toBe(
      false,
    );
    expect((policy.scriptSrc ?? []).some((origin) => origin.includes("fullstory"))).toBe(false);
  });

  it("needs both the pixel's address and its account id", () => {
    const integrations = publicIntegrations(
      parseEnv({ RETARGETING_PIXEL_URL: "https://pixel.partner.example/p.gif" }),
    );
    expect(integrations.pixel).toBeNull();
  });

  it("does not start error reporting without a DSN", async () => {
    expect(await startServerErrorReporting(parseEnv({}))).toBe(false);
  });

  it("refuses a malformed id at start-up, naming the variable", () => {
    expect(() => parseEnv({ TAG_MANAGER_ID: "UA-123" })).toThrow(/TAG_MANAGER_ID/);
  });
});
