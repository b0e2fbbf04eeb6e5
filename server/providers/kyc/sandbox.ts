import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import { escapeHtml } from "../mail/html.ts";
import {
  SUMSUB_DIGEST_ALG_HEADER,
  SUMSUB_DIGEST_HEADER,
  webhookDigest,
  type SumsubWebhook,
  type VerificationProvider,
} from "./sumsub.ts";

/**
 * The sandbox verification provider: plays Sumsub in process. Its access token opens an
 * applicant page (/sandbox/kyc?token=…) that walks the tester through the steps a real applicant
 * sees and ends with "Approve" (GREEN) or "Reject" (RED); the answer arrives as the signed
 * webhook Sumsub would send, posted to our callback, retried by a job while it fails.
 */

export const KYC_SANDBOX_WEBHOOK_JOB = "kyc.sandbox.webhook";

/** Posts a webhook body to our callback endpoint; resolves with the HTTP status. */
export type KycWebhookDelivery = (body: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxVerificationProvider extends VerificationProvider {
  /** The applicant of a valid, unexpired token; null otherwise. */
  readToken(token: string): { userId: string; levelName: string } | null;
  /** Sends the review as a signed webhook (retried by a job on failure). */
  review(input: { userId: string; answer: "GREEN" | "RED"; comment?: string }): Promise<void>;
}

function base64url(text: string): string {
  return Buffer.from(text).toString("base64url");
}

export function createSandboxVerificationProvider(deps: {
  db: Db;
  jobs: Pick<JobQueue, "schedule" | "register">;
  /** PROVIDER_SECRET: tokens and webhooks are signed with keys derived from it. */
  secret: string;
  publicUrl: string;
  deliver: KycWebhookDelivery;
  now?: () => number;
}): SandboxVerificationProvider {
  const now = deps.now ?? Date.now;
  const tokenKey = createHmac("sha256", deps.secret).update("kyc-sandbox-token").digest();
  const webhookSecret = createHmac("sha256", deps.secret)
    .update("kyc-sandbox-webhook")
    .digest("hex");
  const sign = (payload: string) =>
    createHmac("sha256", tokenKey).update(payload).digest("base64url");

  async function send(body: string, retry: boolean): Promise<void> {
    const status = await deps
      .deliver(body, {
        "content-type": "application/json",
        [SUMSUB_DIGEST_HEADER]: webhookDigest(webhookSecret, body),
        [SUMSUB_DIGEST_ALG_HEADER]: "HMAC_SHA256_HEX",
      })
      .catch(() => 0);
    if ((status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 429))
      return;
    if (!retry) throw new Error(`kyc sandbox: webhook answered ${status}`);
    await deps.jobs.schedule(deps.db, KYC_SANDBOX_WEBHOOK_JOB, { body }, { maxAttempts: 10 });
  }

  deps.jobs.register<{ body?: unknown }>(KYC_SANDBOX_WEBHOOK_JOB, async (payload) => {
    if (typeof payload.body === "string") await send(payload.body, false);
  });

  return {
    name: "sandbox",
    webhookSecret,
    sandboxUrl: (token) =>
      `${new URL(deps.publicUrl).origin}/sandbox/kyc?token=${encodeURIComponent(token)}`,
    async accessToken({ userId, levelName, ttlInSecs }) {
      const payload = base64url(
        JSON.stringify({ u: userId, l: levelName, e: now() + ttlInSecs * 1000 }),
      );
      return { token: `${payload}.${sign(payload)}`, userId };
    },
    readToken(token) {
      const [payload, signature, ...rest] = token.split(".");
      if (!payload || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
          u?: unknown;
          l?: unknown;
          e?: unknown;
        };
        if (
          typeof data.u !== "string" ||
          typeof data.l !== "string" ||
          typeof data.e !== "number"
        ) {
          return null;
        }
        return data.e > now() ? { userId: data.u, levelName: data.l } : null;
      } catch {
        return null;
      }
    },
    async review({ userId, answer, comment }) {
      const event: SumsubWebhook = {
        type: "applicantReviewed",
        applicantId: `sandbox-${userId}`,
        externalUserId: userId,
        correlationId: randomUUID(),
        createdAtMs: new Date(now()).toISOString(),
        reviewStatus: "completed",
        reviewResult: {
          reviewAnswer: answer,
          ...(answer === "RED"
            ? {
                moderationComment: comment ?? "The document could not be read.",
                rejectLabels: ["UNSATISFACTORY_PHOTOS"],
              }
            : {}),
        },
      };
      await send(JSON.stringify(event), true);
    },
  };
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f3f4f8;color:#111}
main{max-width:460px;margin:40px auto;background:#fff;border:1px solid #dde1e6;border-radius:12px;padding:24px}
h1{font-size:20px;margin:0 0 4px}p,li{color:#444;font-size:14px}
.badge{display:inline-block;font-size:12px;text-transform:uppercase;background:#fde68a;border-radius:4px;padding:2px 6px}
ol{padding-left:20px}label{display:block;font-size:14px;margin:12px 0 4px}
input[type=text]{width:100%;box-sizing:border-box;padding:8px;border:1px solid #999;border-radius:6px;font:inherit}
.actions{display:flex;gap:12px;margin-top:20px;flex-wrap:wrap}
button{font:inherit;padding:10px 18px;border-radius:8px;border:1px solid #999;background:#fff;cursor:pointer}
button.approve{background:#15803d;border-color:#15803d;color:#fff}
button.reject{border-color:#b91c1c;color:#b91c1c}
`;

/** The applicant page: the steps of a real check, and the tester's answer (no scripts). */
export function renderApplicantPage(input: {
  token: string;
  done?: "GREEN" | "RED";
  styleNonce?: string;
}): string {
  const nonce = input.styleNonce ? ` nonce="${escapeHtml(input.styleNonce)}"` : "";
  const action = `/sandbox/kyc?token=${encodeURIComponent(input.token)}`;
  const body = input.done
    ? `<p>Review sent: <strong>${input.done === "GREEN" ? "approved" : "rejected"}</strong>. ` +
      `You can close this page and return to Sevens.</p>`
    : `<ol><li>Photo of an identity document (passport, ID card or driving licence)</li>` +
      `<li>A selfie matching the document</li><li>Proof of address (skipped in the sandbox)</li></ol>` +
      `<form method="post" action="${escapeHtml(action)}">` +
      `<label for="comment">Reason if rejected (optional)</label>` +
      `<input type="text" id="comment" name="comment" maxlength="200">` +
      `<div class="actions"><button class="approve" type="submit" name="answer" value="GREEN">Approve (GREEN)</button>` +
      `<button class="reject" type="submit" name="answer" value="RED">Reject (RED)</button></div></form>`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>Sandbox identity check · Sevens</title><style${nonce}>${STYLE}</style></head><body><main>` +
    `<span class="badge">Sandbox</span><h1>Verify your identity</h1>` +
    `<p>This plays the verification provider: nothing is uploaded, and you choose the answer.</p>` +
    `${body}</main></body></html>`
  );
}
