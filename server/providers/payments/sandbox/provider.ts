import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import QRCode from "qrcode";
import { formatMinor } from "../../../../contracts/money.ts";
import type { Config } from "../../../config.ts";
import type { Db } from "../../../db/client.ts";
import { sandboxPaymentSessions } from "../../../db/schema.ts";
import type { JobQueue } from "../../../platform/jobs.ts";
import {
  SIGNATURE_HEADER,
  signBody,
  verifySignature,
  webhookEventSchema,
  type PaymentInstruction,
  type PaymentProvider,
  type ProviderDepositResult,
  type ProviderPaymentInput,
  type WebhookEvent,
} from "../provider.ts";

/**
 * The sandbox payment provider: behaves like a real one, on this machine.
 * - crypto deposits get an address and a QR, and confirm themselves after
 *   PAYMENT_SANDBOX_CRYPTO_CONFIRM_MS (a job), or at once from the control page /sandbox/payments;
 * - card and e-wallet deposits redirect to a hosted checkout (/sandbox/payments/checkout/{id})
 *   where the payer approves or declines;
 * - bank transfers (`form`) show payment details and wait for the control page;
 * - cash agents (`manual`) wait for an operator (the operator API of our side).
 * Its confirmations are signed webhooks POSTed to /callbacks/payments/sandbox. The sandbox keeps
 * its own records in sandbox_payment_sessions, as a real provider keeps its own.
 */

export const SANDBOX_PROVIDER_KEY = "sandbox";
export const SANDBOX_CONFIRM_JOB = "payments.sandbox.confirm";
export const SANDBOX_WEBHOOK_JOB = "payments.sandbox.webhook";

export type SandboxSession = typeof sandboxPaymentSessions.$inferSelect;
export type SandboxOutcome = "approved" | "declined";

/** Sends a webhook body to our callback endpoint; resolves with the HTTP status. */
export type WebhookDelivery = (body: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxPaymentProvider extends PaymentProvider {
  session(id: string): Promise<SandboxSession | undefined>;
  /** Newest sessions first. */
  listSessions(options?: {
    status?: SandboxSession["status"];
    limit?: number;
  }): Promise<SandboxSession[]>;
  /**
   * Finishes a pending session (approve or decline) and sends its webhook; a finished session
   * is returned as it is (its webhook is sent again, which our side ignores). Undefined: unknown.
   */
  complete(id: string, outcome: SandboxOutcome): Promise<SandboxSession | undefined>;
  /** Registers the confirm and webhook-retry jobs. */
  registerJobs(jobs: JobQueue): void;
}

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** `length` characters of `alphabet`, derived from the seed (stable per session). */
function derive(seed: string, alphabet: string, length: number): string {
  let out = "";
  for (let round = 0; out.length < length; round += 1) {
    const bytes = createHash("sha256").update(`${seed}:${round}`).digest();
    for (const byte of bytes) {
      if (out.length >= length) break;
      out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}

/** A deposit address that looks like the network's own (it is not a real one). */
export function sandboxAddress(currency: string, seed: string): { address: string; uri: string } {
  switch (currency) {
    case "BTC": {
      const address = `bc1q${derive(seed, BECH32, 38)}`;
      return { address, uri: `bitcoin:${address}` };
    }
    case "ETH": {
      const address = `0x${derive(seed, "0123456789abcdef", 40)}`;
      return { address, uri: `ethereum:${address}` };
    }
    case "USDT": {
      const address = `T${derive(seed, BASE58, 33)}`;
      return { address, uri: `tron:${address}` };
    }
    case "TON": {
      const address = `UQ${derive(seed, BASE64URL, 46)}`;
      return { address, uri: `ton://transfer/${address}` };
    }
    default: {
      const address = `sandbox-${currency.toLowerCase()}-${derive(seed, BASE58, 30)}`;
      return { address, uri: address };
    }
  }
}

function bankInstructions(input: ProviderPaymentInput, reference: string): PaymentInstruction[] {
  const amount = `${formatMinor(input.amount, input.subunitToUnit)} ${input.currency}`;
  const common: PaymentInstruction[] = [
    { key: "amount", labels: { en: "Amount" }, value: amount },
    { key: "reference", labels: { en: "Payment reference" }, value: reference },
  ];
  if (input.kind === "multibanco") {
    return [
      { key: "entity", labels: { en: "Entity" }, value: "21 312" },
      {
        key: "multibancoReference",
        labels: { en: "Reference" },
        value: derive(reference, "0123456789", 9).replace(/(\d{3})(?=\d)/g, "$1 "),
      },
      ...common,
    ];
  }
  if (input.kind === "cash_agent") {
    return [
      { key: "agent", labels: { en: "Agent" }, value: "Sevens cash desk (sandbox)" },
      { key: "agentPhone", labels: { en: "Agent phone" }, value: "+10000000000" },
      ...common,
    ];
  }
  return [
    { key: "beneficiary", labels: { en: "Beneficiary" }, value: "Sevens Sandbox Ltd" },
    {
      key: "iban",
      labels: { en: "IBAN" },
      value: `DE89${derive(reference, "0123456789", 18)}`,
    },
    { key: "bic", labels: { en: "BIC" }, value: "SNDBDEFFXXX" },
    ...common,
  ];
}

export function createSandboxPaymentProvider(deps: {
  db: Db;
  config: Pick<Config, "PUBLIC_URL" | "PAYMENT_SANDBOX_CRYPTO_CONFIRM_MS" | "secrets">;
  jobs: Pick<JobQueue, "schedule">;
  deliver: WebhookDelivery;
}): SandboxPaymentProvider {
  const { db, config, jobs, deliver } = deps;
  const secret = config.secrets.providerSecret;

  async function insertSession(input: ProviderPaymentInput): Promise<SandboxSession> {
    const [session] = await db
      .insert(sandboxPaymentSessions)
      .values({
        id: `sbx_${randomUUID().replaceAll("-", "")}`,
        merchantReference: input.invoiceId,
        direction: input.direction,
        method: input.method,
        kind: input.kind,
        amount: input.amount,
        currency: input.currency,
        returnUrls: input.returnUrls,
      })
      .returning();
    if (!session) throw new Error("sandbox: session not stored");
    return session;
  }

  function webhookBody(session: SandboxSession): string {
    const event: WebhookEvent = {
      transactionId: session.id,
      invoiceId: session.merchantReference,
      providerReference: session.id,
      status: session.status === "approved" ? "success" : "failed",
      amount: session.amount.toString(),
      currency: session.currency,
    };
    return JSON.stringify(event);
  }

  /** Sends the session's webhook; a failed delivery is retried by a job. */
  async function sendWebhook(session: SandboxSession, retry: boolean): Promise<void> {
    const body = webhookBody(session);
    const status = await deliver(body, {
      "content-type": "application/json",
      [SIGNATURE_HEADER]: signBody(secret, body),
    }).catch(() => 0);
    // 2xx: applied; 4xx other than 429: our side refused it for good (unknown invoice…).
    if ((status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 429)) {
      return;
    }
    if (retry) {
      await jobs.schedule(db, SANDBOX_WEBHOOK_JOB, { sessionId: session.id }, { maxAttempts: 10 });
      return;
    }
    throw new Error(`sandbox: webhook for ${session.id} answered ${status}`);
  }

  async function session(id: string): Promise<SandboxSession | undefined> {
    const [row] = await db
      .select()
      .from(sandboxPaymentSessions)
      .where(eq(sandboxPaymentSessions.id, id));
    return row;
  }

  async function complete(
    id: string,
    outcome: SandboxOutcome,
  ): Promise<SandboxSession | undefined> {
    const [updated] = await db
      .update(sandboxPaymentSessions)
      .set({ status: outcome, completedAt: new Date() })
      .where(and(eq(sandboxPaymentSessions.id, id), eq(sandboxPaymentSessions.status, "pending")))
      .returning();
    const current = updated ?? (await session(id));
    if (!current || current.status === "pending") return current;
    await sendWebhook(current, true);
    return current;
  }

  return {
    key: SANDBOX_PROVIDER_KEY,

    async createDeposit(input): Promise<ProviderDepositResult> {
      const created = await insertSession(input);
      if (input.kind.startsWith("crypto_")) {
        // One address per player and coin, the same on every deposit (as a real processor gives
        // each customer): a player can keep it in their wallet's address book.
        const owner = `${input.playerId}:${input.currency}`;
        const { address, uri } = sandboxAddress(input.currency, owner);
        const amount = formatMinor(input.amount, input.subunitToUnit);
        const memo = input.details["memo"] ? derive(owner, "0123456789", 9) : undefined;
        const qrText = memo
          ? `${uri}?amount=${amount}&text=${memo}`
          : `${uri}${uri.includes(":") ? `?amount=${amount}` : ""}`;
        const qr = await QRCode.toDataURL(qrText, { errorCorrectionLevel: "M", margin: 1 });
        if (config.PAYMENT_SANDBOX_CRYPTO_CONFIRM_MS > 0) {
          await jobs.schedule(
            db,
            SANDBOX_CONFIRM_JOB,
            { sessionId: created.id },
            {
              runAt: new Date(Date.now() + config.PAYMENT_SANDBOX_CRYPTO_CONFIRM_MS),
              uniqueKey: `sandbox-confirm:${created.id}`,
            },
          );
        }
        return {
          action: "qr",
          providerReference: created.id,
          publicData: {
            address,
            qr,
            network: input.details["network"] ?? input.currency,
            ...(memo ? { memo } : {}),
          },
        };
      }
      if (input.kind === "cash_agent") {
        return {
          action: "manual",
          providerReference: created.id,
          instructions: bankInstructions(input, created.id),
        };
      }
      if (input.kind === "sepa" || input.kind === "multibanco" || input.kind === "bank_transfer") {
        return {
          action: "form",
          providerReference: created.id,
          instructions: bankInstructions(input, created.id),
        };
      }
      return {
        action: "redirect",
        providerReference: created.id,
        redirectUrl: `${config.PUBLIC_URL}/sandbox/payments/checkout/${created.id}`,
      };
    },

    async createWithdrawal(input) {
      const created = await insertSession(input);
      return { providerReference: created.id };
    },

    async cancelDeposit(providerReference) {
      await db
        .update(sandboxPaymentSessions)
        .set({ status: "declined", completedAt: new Date() })
        .where(
          and(
            eq(sandboxPaymentSessions.id, providerReference),
            eq(sandboxPaymentSessions.status, "pending"),
          ),
        );
    },

    verifyWebhook(rawBody, headers) {
      return verifySignature(secret, rawBody, headers[SIGNATURE_HEADER]);
    },

    parseWebhook(rawBody) {
      return webhookEventSchema.parse(JSON.parse(rawBody.toString("utf8")));
    },

    session,

    async listSessions(options = {}) {
      const query = db
        .select()
        .from(sandboxPaymentSessions)
        .orderBy(desc(sandboxPaymentSessions.createdAt))
        .limit(options.limit ?? 50);
      return options.status
        ? query.where(eq(sandboxPaymentSessions.status, options.status))
        : query;
    },

    complete,

    registerJobs(queue) {
      queue.register<{ sessionId?: unknown }>(SANDBOX_CONFIRM_JOB, async (payload) => {
        if (typeof payload.sessionId !== "string") return;
        // A session the payer cancelled (or the control page finished) stays as it is.
        const current = await session(payload.sessionId);
        if (current?.status === "pending") await complete(payload.sessionId, "approved");
      });
      queue.register<{ sessionId?: unknown }>(SANDBOX_WEBHOOK_JOB, async (payload) => {
        if (typeof payload.sessionId !== "string") return;
        const current = await session(payload.sessionId);
        if (current && current.status !== "pending") await sendWebhook(current, false);
      });
    },
  };
}
