import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redisKeyPrefix, startTestApp, type TestApp } from "../../tests/support/app.ts";
import { openTestDatabase, testRedisUrl } from "../../tests/support/database.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: { BODY_LIMIT_BYTES: "1024", CSP_ALLOWED_ORIGINS: "https://widget.example" },
  });
});
afterAll(async () => {
  await app?.close();
});

const json = (text: string) =>
  JSON.parse(text) as {
    error: { code: number; message: string; fields?: Record<string, string[]> };
  };

describe("API error shapes over HTTP", () => {
  it("answers an unknown API path with 404 JSON", async () => {
    const response = await fetch(`${app.url}/api/x`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(json(await response.text())).toEqual({
      error: { code: 10404, message: expect.any(String) },
    });
  });

  it("answers an oversized body with 413 JSON", async () => {
    const response = await fetch(`${app.url}/api/settings/currencies`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ padding: "x".repeat(4096) }),
    });
    expect(response.status).toBe(413);
    expect(json(await response.text()).error.code).toBe(10413);
  });

  it("answers a malformed JSON body with 400 JSON", async () => {
    const response = await fetch(`${app.url}/api/settings/currencies`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"amount": ',
    });
    expect(response.status).toBe(400);
    expect(json(await response.text()).error.code).toBe(10400);
  });

  it("answers a malformed query with 400 and field messages", async () => {
    const response = await fetch(`${app.url}/api/settings/currencies?type=gold`);
    expect(response.status).toBe(400);
    const body = json(await response.text());
    expect(body.error.code).toBe(10400);
    expect(body.error.fields?.type?.[0]).toEqual(expect.any(String));
  });
});

describe("tracing, health and metrics", () => {
  it("echoes a given x-trace-id and makes one up otherwise", async () => {
    const traced = await fetch(`${app.url}/api/health`, {
      headers: { "x-trace-id": "trace-abc.123" },
    });
    expect(traced.headers.get("x-trace-id")).toBe("trace-abc.123");
    const invalid = await fetch(`${app.url}/api/health`, {
      headers: { "x-trace-id": "not valid!" },
    });
    expect(invalid.headers.get("x-trace-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reports health with the database reachable", async () => {
    const response = await fetch(`${app.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { status: "ok", database: "ok", redis: "off" },
    });
  });

  it("reports 503 degraded when the database is gone", async () => {
    const database = await openTestDatabase();
    const broken = await startTestApp({ database });
    try {
      await database.close();
      const response = await fetch(`${broken.url}/api/health`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        data: { status: "degraded", database: "error", redis: "off" },
      });
    } finally {
      await broken.close();
    }
  });

  it("serves /metrics only with the operator token", async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${app.url}/metrics`, {
      headers: { authorization: "Bearer not-the-operator-token" },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain("http_request_duration_seconds");
  });

  it("exposes Prometheus metrics with the request duration by route pattern", async () => {
    await fetch(`${app.url}/api/content/en/layout`);
    const scrape = () =>
      fetch(`${app.url}/metrics`, {
        headers: { authorization: `Bearer ${app.platform.config.secrets.operatorToken}` },
      });
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await response.text()).toContain("# TYPE http_request_duration_seconds histogram");
    // The duration is observed once the response has gone out (onResponse), which may be just
    // after the client read it: a scrape that follows at once can come first.
    let text = "";
    await expect
      .poll(async () => (text = await (await scrape()).text()))
      .toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/content\/:locale\/:dir",status_code="200"\} \d+/,
      );
    expect(text).toContain("process_cpu_user_seconds_total");
  });
});

describe("OpenAPI", () => {
  it("documents the API at /api/docs/json from the zod schemas", async () => {
    const response = await fetch(`${app.url}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.title).toBe("Sevens API");
    const currencies = document.paths["/api/settings/currencies"].get;
    expect(currencies.tags).toEqual(["settings"]);
    expect(JSON.stringify(currencies.responses["200"])).toContain("subunitToUnit");
    expect(document.paths["/api/content/{locale}/{dir}"]).toBeDefined();
    // The player API and the signed provider callbacks are documented; pages and catch-alls are not.
    const undocumented = Object.keys(document.paths).filter(
      (path: string) =>
        !(path.startsWith("/api/") || path.startsWith("/callbacks/")) || path.includes("*"),
    );
    expect(undocumented).toEqual([]);
  });

  it("serves Swagger UI at /api/docs under the same CSP, with scripts from our origin", async () => {
    const page = await fetch(`${app.url}/api/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("swagger-ui");
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
    const initializer = await fetch(`${app.url}/api/docs/static/swagger-initializer.js`);
    expect(initializer.status).toBe(200);
  });
});

describe("security headers", () => {
  it("sends a CSP with a per-response script nonce and only configured third parties", async () => {
    const first =
      (await fetch(`${app.url}/api/health`)).headers.get("content-security-policy") ?? "";
    const second =
      (await fetch(`${app.url}/api/health`)).headers.get("content-security-policy") ?? "";
    const scriptSrc = (policy: string) =>
      policy.split(";").find((part) => part.trim().startsWith("script-src "));
    expect(scriptSrc(first)).toMatch(
      /^script-src 'self' https:\/\/widget\.example 'nonce-[0-9a-f]{32}'$/,
    );
    expect(scriptSrc(first)).not.toBe(scriptSrc(second));
    expect(first).toContain("default-src 'self' https://widget.example");
    expect(first).toContain("object-src 'none'");
    // Sockets to the site's own origin only, never ws:/wss: to any host.
    expect(first).toMatch(/connect-src 'self' ws:\/\/localhost:\d+ https:\/\/widget\.example;/);
    expect(first).toMatch(/img-src 'self' data: blob:/);
    expect(first).toMatch(/frame-src 'self'/);
    expect(first).not.toContain("upgrade-insecure-requests");
  });

  it("keeps CORS closed: no allow-origin for another origin, preflight included", async () => {
    const simple = await fetch(`${app.url}/api/settings/locales`, {
      headers: { origin: "https://evil.example" },
    });
    expect(simple.status).toBe(200);
    expect(simple.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await fetch(`${app.url}/api/settings/locales`, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "GET" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("opens CORS to the configured origins only", async () => {
    const open = await startTestApp({
      env: { CORS_ORIGINS: "https://partner.example" },
      database: app.database,
    });
    try {
      const allowed = await fetch(`${open.url}/api/settings/locales`, {
        headers: { origin: "https://partner.example" },
      });
      expect(allowed.headers.get("access-control-allow-origin")).toBe("https://partner.example");
      const other = await fetch(`${open.url}/api/settings/locales`, {
        headers: { origin: "https://evil.example" },
      });
      expect(other.headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await open.close();
    }
  });

  it("compresses large responses and leaves small ones alone", async () => {
    const large = await fetch(`${app.url}/api/settings/countries`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(large.headers.get("content-encoding")).toBe("gzip");
    const small = await fetch(`${app.url}/api/health`, { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
  });
});

describe("rate limit", () => {
  it("answers 429 in the API error shape after RATE_LIMIT_PER_MINUTE requests, never for health", async () => {
    const limited = await startTestApp({
      env: { RATE_LIMIT_PER_MINUTE: "3" },
      database: app.database,
    });
    try {
      for (let i = 0; i < 3; i++)
        expect((await fetch(`${limited.url}/api/settings/locales`)).status).toBe(200);
      const refused = await fetch(`${limited.url}/api/settings/locales`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(json(await refused.text())).toEqual({
        error: { code: 10429, message: expect.any(String) },
      });
      expect((await fetch(`${limited.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${limited.url}/assets/missing.js`)).status).not.toBe(429);
    } finally {
      await limited.close();
    }
  });

  describe.skipIf(!testRedisUrl)("with Redis", () => {
    it("shares one budget between two server processes", async () => {
      const redis = new Redis(testRedisUrl as string);
      const keys = await redis.keys(`${redisKeyPrefix}:ratelimit:*`);
      if (keys.length > 0) await redis.del(...keys);
      const env = { RATE_LIMIT_PER_MINUTE: "3", REDIS_URL: testRedisUrl as string };
      const first = await startTestApp({ env, database: app.database });
      const second = await startTestApp({ env, database: app.database });
      try {
        expect((await fetch(`${first.url}/api/settings/locales`)).status).toBe(200);
        expect((await fetch(`${second.url}/api/settings/locales`)).status).toBe(200);
        expect((await fetch(`${first.url}/api/settings/locales`)).status).toBe(200);
        const refused = await fetch(`${second.url}/api/settings/locales`);
        expect(refused.status).toBe(429);
        expect(json(await refused.text()).error.code).toBe(10429);
      } finally {
        await Promise.all([first.close(), second.close()]);
        const left = await redis.keys(`${redisKeyPrefix}:ratelimit:*`);
        if (left.length > 0) await redis.del(...left);
        await redis.quit();
      }
    });
  });
});
