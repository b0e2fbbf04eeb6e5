import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../../contracts/errors.ts";
import type { PlayerDocument, SumsubAuth, Verification } from "../../../contracts/kyc.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import { testLedger } from "../../../tests/support/game-wallet.ts";
import { createWithdrawal } from "../../../tests/support/payments.ts";
import { api, registerPlayer } from "../../../tests/support/players.ts";
import { fund } from "../../../tests/support/wallet.ts";
import { webhookDigest } from "../../providers/kyc/sumsub.ts";
import { players, walletAccounts } from "../../db/schema.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: {
      RATE_LIMIT_PER_MINUTE: "100000",
      DOCUMENT_MAX_BYTES: "4096",
      KYC_SANDBOX: "true",
      KYC_WITHDRAWAL_THRESHOLD: "100",
      KYC_REQUIRED_COUNTRIES: "GB",
    },
  });
});
afterAll(async () => {
  await app?.close();
});

function operatorApi<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
  return api<T>(app, method, path, { token: app.platform.config.secrets.operatorToken, body });
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const EXE = new TextEncoder().encode("MZ this is not a photo");

async function newPlayer(overrides: Record<string, string | number | boolean | null> = {}) {
  const player = await registerPlayer(app, overrides);
  const [account] = await app.database.db
    .select({ id: walletAccounts.id, currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(eq(walletAccounts.playerId, player.profile.id));
  if (!account) throw new Error("no account");
  return { token: player.accessToken, id: player.profile.id, account };
}

async function upload(
  token: string,
  input: { type?: string; bytes?: Uint8Array; name?: string },
): Promise<{
  status: number;
  body: { data?: PlayerDocument; error?: { code: number; fields?: Record<string, string[]> } };
}> {
  const form = new FormData();
  if (input.type) form.append("type", input.type);
  if (input.bytes)
    form.append("file", new Blob([Buffer.from(input.bytes)]), input.name ?? "passport.jpg");
  const response = await fetch(`${app.url}/api/player/documents`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as never };
}

async function verificationOf(token: string): Promise<Verification> {
  const answer = await api<{ data: Verification }>(app, "GET", "/api/player/verification", {
    token,
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe("documents", () => {
  it("takes a real image, refuses a file that lies about its type or is too large", async () => {
    const player = await newPlayer();
    expect(await verificationOf(player.token)).toMatchObject({ status: "none" });
    const stored = await upload(player.token, { type: "identity", bytes: PNG, name: "../id.jpg" });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(stored.body.data).toMatchObject({
      type: "identity",
      status: 1,
      mimeType: "image/png",
      fileName: "id.jpg",
      size: PNG.length,
    });
    expect(await verificationOf(player.token)).toMatchObject({ status: "pending" });

    const lying = await upload(player.token, { type: "identity", bytes: EXE, name: "photo.png" });
    expect(lying.status).toBe(400);
    expect(lying.body.error?.fields?.file?.[0]).toMatch(/JPEG, PNG or WebP/);
    const large = new Uint8Array(8192);
    large.set(PNG);
    const tooLarge = await upload(player.token, { type: "identity", bytes: large });
    expect(tooLarge.status).toBe(413);
    const noType = await upload(player.token, { bytes: PNG });
    expect(noType.status).toBe(400);
    expect(noType.body.error?.fields?.type).toBeDefined();
    const noFile = await upload(player.token, { type: "address" });
    expect(noFile.body.error?.fields?.file).toBeDefined();

    const list = await api<{ data: PlayerDocument[] }>(app, "GET", "/api/player/documents", {
      token: player.token,
    });
    expect(list.body.data).toHaveLength(1);
  });

  it("serves a file only to its owner and the operator", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const id = (await upload(owner.token, { type: "address", bytes: PNG })).body.data?.id;
    const own = await fetch(`${app.url}/api/player/documents/${id}/file`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(own.status).toBe(200);
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG);
    const theirs = await fetch(`${app.url}/api/player/documents/${id}/file`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(theirs.status).toBe(404);
    expect((await fetch(`${app.url}/api/player/documents/${id}/file`)).status).toBe(401);
    const operator = await fetch(`${app.url}/api/operator/kyc/documents/${id}/file`, {
      headers: { authorization: `Bearer ${app.platform.config.secrets.operatorToken}` },
    });
    expect(operator.status).toBe(200);
    // Another player can't delete it either; the owner can while it is pending.
    const foreign = await api(app, "DELETE", `/api/player/documents/${id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    const deleted = await api(app, "DELETE", `/api/player/documents/${id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
  });

  it("verifies a player when the operator approves an identity document", async () => {
    const player = await newPlayer();
    const id = (await upload(player.token, { type: "identity", bytes: PNG })).body.data?.id;
    const queue = await operatorApi<{ data: { id: string }[] }>(
      "GET",
      "/api/operator/kyc/documents",
    );
    expect(queue.body.data.some((item) => item.id === id)).toBe(true);
    const noReason = await operatorApi("POST", `/api/operator/kyc/documents/${id}/review`, {
      decision: "reject",
    });
    expect(noReason.status).toBe(400);
    const approved = await operatorApi("POST", `/api/operator/kyc/documents/${id}/review`, {
      decision: "approve",
    });
    expect(approved.status).toBe(200);
    expect(await verificationOf(player.token)).toMatchObject({ status: "verified" });
    const kept = await api(app, "DELETE", `/api/player/documents/${id}`, { token: player.token });
    expect(kept.status).toBe(400);
  });
});

describe("the verification provider (sandbox playing Sumsub)", () => {
  it("answers RED then GREEN through signed webhooks from the applicant page", async () => {
    const player = await newPlayer();
    const auth = await api<{ data: SumsubAuth }>(app, "POST", "/api/player/services/sumsub/auth", {
      token: player.token,
    });
    expect(auth.status).toBe(200);
    expect(auth.body.data).toMatchObject({ userId: player.id, levelName: "basic-kyc-level" });
    const page = new URL(auth.body.data.sandboxUrl ?? "");
    const html = await fetch(`${app.url}${page.pathname}${page.search}`);
    expect(html.status, await html.clone().text()).toBe(200);
    expect(await html.text()).toContain("Verify your identity");

    const answer = (value: string) =>
      fetch(`${app.url}${page.pathname}${page.search}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ answer: value, comment: "Blurred photo" }).toString(),
      });
    expect((await answer("RED")).status).toBe(200);
    expect(await verificationOf(player.token)).toMatchObject({
      status: "rejected",
      reason: "Blurred photo",
    });
    expect((await answer("GREEN")).status).toBe(200);
    expect(await verificationOf(player.token)).toMatchObject({ status: "verified" });
    expect((await fetch(`${app.url}/sandbox/kyc?token=forged.token`)).status).toBe(404);
  });

  it("refuses forged webhooks and applies a repeated one once", async () => {
    const player = await newPlayer();
    const body = JSON.stringify({
      type: "applicantReviewed",
      applicantId: "a-1",
      externalUserId: player.id,
      correlationId: `corr-${player.id}`,
      reviewResult: { reviewAnswer: "RED", moderationComment: "Expired document" },
    });
    const post = (digest: string, payload = body) =>
      fetch(`${app.url}/callbacks/kyc/sumsub`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-payload-digest": digest },
        body: payload,
      });
    expect((await post("0".repeat(64))).status).toBe(401);
    expect(await verificationOf(player.token)).toMatchObject({ status: "none" });
    // The sandbox's webhook secret is derived from PROVIDER_SECRET as the provider does.
    const { createHmac } = await import("node:crypto");
    const secret = createHmac("sha256", app.platform.config.secrets.providerSecret)
      .update("kyc-sandbox-webhook")
      .digest("hex");
    expect((await post(webhookDigest(secret, body))).status).toBe(200);
    expect(await verificationOf(player.token)).toMatchObject({ status: "rejected" });
    const green = body.replace('"RED"', '"GREEN"');
    // Same event id: already applied, nothing changes.
    expect((await post(webhookDigest(secret, green), green)).status).toBe(200);
    expect(await verificationOf(player.token)).toMatchObject({ status: "rejected" });
  });
});

describe("withdrawals that need a verified identity (13200)", () => {
  async function withdraw(player: Awaited<ReturnType<typeof newPlayer>>, amount: string) {
    return createWithdrawal(app, player.token, {
      method: "sandbox.withdrawal.cash_agent",
      amount,
      currency: player.account.currency,
      accountId: player.account.id,
      fields: { playerName: "Ann Example", phone: "+4915112345678", city: "Berlin" },
    });
  }

  it("pays small withdrawals, asks for verification above the threshold", async () => {
    const player = await newPlayer({ currency: "EUR" });
    await fund(app.database.db, testLedger(app), {
      walletAccountId: player.account.id,
      currency: "EUR",
      amount: 100_000n,
    });
    const small = await withdraw(player, "50");
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    const large = await withdraw(player, "150");
    expect(large.status).toBe(403);
    expect(large.body.error?.code).toBe(ErrorCode.VERIFICATION_REQUIRED);
    await app.database.db.update(players).set({ country: "GB" }).where(eq(players.id, player.id));
    const anyInGb = await withdraw(player, "10");
    expect(anyInGb.body.error?.code).toBe(ErrorCode.VERIFICATION_REQUIRED);
    const id = (await upload(player.token, { type: "identity", bytes: PNG })).body.data?.id;
    await operatorApi("POST", `/api/operator/kyc/documents/${id}/review`, { decision: "approve" });
    expect((await withdraw(player, "150")).status).toBe(200);
  });
});
