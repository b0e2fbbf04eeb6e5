import { describe, expect, it } from "vitest";
import {
  createSumsubProvider,
  requestSignature,
  webhookDigest,
  webhookDigestMatches,
} from "./sumsub.ts";

describe("the Sumsub protocol", () => {
  it("signs a token request as Sumsub documents it", async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const provider = createSumsubProvider({
      baseUrl: "https://api.example.test",
      appToken: "app-token",
      secretKey: "secret-key",
      webhookSecret: "hook",
      now: () => 1_700_000_000_000,
      fetch: (async (url: URL, init: RequestInit) => {
        seen.push({ url: String(url), init });
        return new Response(JSON.stringify({ token: "sdk-token", userId: "p1" }), { status: 200 });
      }) as typeof fetch,
    });
    expect(
      await provider.accessToken({ userId: "p1", levelName: "basic", ttlInSecs: 600 }),
    ).toEqual({ token: "sdk-token", userId: "p1" });
    const [request] = seen;
    expect(request?.url).toBe("https://api.example.test/resources/accessTokens/sdk");
    const headers = request?.init.headers as Record<string, string>;
    const body = String(request?.init.body);
    expect(headers["X-App-Token"]).toBe("app-token");
    expect(headers["X-App-Access-Ts"]).toBe("1700000000");
    expect(headers["X-App-Access-Sig"]).toBe(
      requestSignature("secret-key", {
        ts: 1_700_000_000,
        method: "POST",
        path: "/resources/accessTokens/sdk",
        body,
      }),
    );
    expect(JSON.parse(body)).toEqual({ userId: "p1", levelName: "basic", ttlInSecs: 600 });
  });

  it("accepts only webhooks signed with the secret", () => {
    const body = Buffer.from('{"type":"applicantReviewed"}');
    const digest = webhookDigest("hook", body);
    expect(webhookDigestMatches("hook", body, digest)).toBe(true);
    expect(webhookDigestMatches("hook", body, digest.toUpperCase())).toBe(true);
    expect(webhookDigestMatches("other", body, digest)).toBe(false);
    expect(webhookDigestMatches("hook", Buffer.from('{"type":"x"}'), digest)).toBe(false);
    expect(webhookDigestMatches("hook", body, undefined)).toBe(false);
    expect(webhookDigestMatches("hook", body, "zz")).toBe(false);
  });
});
