import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "../../../config.ts";
import { sandboxOidcEnabled } from "../../../providers/identity/sandbox-oidc.ts";
import { safeBackRoute } from "./service.ts";

describe("social sign-in configuration", () => {
  it("reads SOCIAL_PROVIDERS as a JSON list with defaults", () => {
    const env = parseEnv({
      SOCIAL_PROVIDERS: JSON.stringify([
        {
          name: "google",
          issuer: "https://accounts.google.com",
          clientId: "id",
          clientSecret: "s",
        },
      ]),
    });
    expect(env.SOCIAL_PROVIDERS).toEqual([
      {
        name: "google",
        issuer: "https://accounts.google.com",
        clientId: "id",
        clientSecret: "s",
        scope: "openid email profile",
        authorizationParams: {},
        linkByVerifiedEmail: true,
      },
    ]);
    expect(parseEnv({}).SOCIAL_PROVIDERS).toEqual([]);
  });

  it("names SOCIAL_PROVIDERS when it is not valid", () => {
    expect(() => parseEnv({ SOCIAL_PROVIDERS: "{" })).toThrow(ConfigError);
    expect(() => parseEnv({ SOCIAL_PROVIDERS: "{" })).toThrow(/SOCIAL_PROVIDERS/);
    const reserved = JSON.stringify([{ name: "sandbox", issuer: "https://x.io", clientId: "a" }]);
    expect(() => parseEnv({ SOCIAL_PROVIDERS: reserved })).toThrow(/SOCIAL_PROVIDERS/);
  });

  it("runs the sandbox provider outside production unless told otherwise", () => {
    expect(sandboxOidcEnabled({ NODE_ENV: "development", SANDBOX_OIDC: undefined })).toBe(true);
    expect(sandboxOidcEnabled({ NODE_ENV: "production", SANDBOX_OIDC: undefined })).toBe(false);
    expect(sandboxOidcEnabled({ NODE_ENV: "production", SANDBOX_OIDC: "true" })).toBe(true);
    expect(sandboxOidcEnabled({ NODE_ENV: "test", SANDBOX_OIDC: "0" })).toBe(false);
  });

  it("keeps only site-relative back routes", () => {
    expect(safeBackRoute("/casino?tab=slots#top")).toBe("/casino?tab=slots#top");
    expect(safeBackRoute("https://evil.example/")).toBeNull();
    expect(safeBackRoute("//evil.example")).toBeNull();
    expect(safeBackRoute("/\\evil.example")).toBeNull();
    expect(safeBackRoute("/a\nb")).toBeNull();
    expect(safeBackRoute(undefined)).toBeNull();
  });
});
