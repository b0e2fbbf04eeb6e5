import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * The Sumsub protocol as we use it: the WebSDK access token (POST
 * /resources/accessTokens/sdk, signed with X-App-Token, X-App-Access-Ts and X-App-Access-Sig),
 * and its review webhooks (HMAC of the raw body in X-Payload-Digest). The sandbox provider speaks
 * the same protocol, so one webhook handler serves both.
 */

export const SUMSUB_DIGEST_HEADER = "x-payload-digest";
export const SUMSUB_DIGEST_ALG_HEADER = "x-payload-digest-alg";

/** X-App-Access-Sig: HMAC-SHA256 of timestamp + method + path with query + body, hex. */
export function requestSignature(
  secretKey: string,
  input: { ts: number; method: string; path: string; body: string },
): string {
  return createHmac("sha256", secretKey)
    .update(`${input.ts}${input.method.toUpperCase()}${input.path}${input.body}`)
    .digest("hex");
}

/** X-Payload-Digest of a webhook body (HMAC_SHA256_HEX). */
export function webhookDigest(secret: string, rawBody: Buffer | string): string {
  return createHmac("sha256", secret).update(rawBody).digest("hex");
}

export function webhookDigestMatches(
  secret: string,
  rawBody: Buffer | string,
  given: string | undefined,
): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(webhookDigest(secret, rawBody), "hex");
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), "hex"));
}

/** The webhook events we act on; others are acknowledged and ignored. */
export const sumsubWebhookSchema = z.looseObject({
  type: z.string(),
  applicantId: z.string().min(1).max(100),
  externalUserId: z.string().min(1).max(100),
  correlationId: z.string().min(1).max(200).optional(),
  createdAtMs: z.string().max(40).optional(),
  reviewStatus: z.string().max(40).optional(),
  reviewResult: z
    .looseObject({
      reviewAnswer: z.enum(["GREEN", "RED"]),
      moderationComment: z.string().max(1000).optional(),
      rejectLabels: z.array(z.string().max(100)).max(50).optional(),
    })
    .optional(),
});
export type SumsubWebhook = z.infer<typeof sumsubWebhookSchema>;

export interface AccessToken {
  token: string;
  userId: string;
}

/** What the verification service needs of a provider. */
export interface VerificationProvider {
  readonly name: "sumsub" | "sandbox";
  accessToken(input: {
    userId: string;
    levelName: string;
    ttlInSecs: number;
  }): Promise<AccessToken>;
  /** The secret its webhooks are signed with. */
  readonly webhookSecret: string;
  /** The applicant page of the sandbox; null for the real WebSDK. */
  sandboxUrl(token: string): string | null;
}

export function createSumsubProvider(settings: {
  baseUrl: string;
  appToken: string;
  secretKey: string;
  webhookSecret: string;
  fetch?: typeof fetch;
  now?: () => number;
}): VerificationProvider {
  const call = settings.fetch ?? fetch;
  const now = settings.now ?? Date.now;
  return {
    name: "sumsub",
    webhookSecret: settings.webhookSecret,
    sandboxUrl: () => null,
    async accessToken({ userId, levelName, ttlInSecs }) {
      const body = JSON.stringify({ userId, levelName, ttlInSecs });
      const path = "/resources/accessTokens/sdk";
      const ts = Math.floor(now() / 1000);
      const response = await call(new URL(path, settings.baseUrl), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "X-App-Token": settings.appToken,
          "X-App-Access-Ts": String(ts),
          "X-App-Access-Sig": requestSignature(settings.secretKey, {
            ts,
            method: "POST",
            path,
            body,
          }),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`sumsub: access token answered ${response.status}`);
      const answer = z
        .object({ token: z.string(), userId: z.string() })
        .parse(await response.json());
      return answer;
    },
  };
}
