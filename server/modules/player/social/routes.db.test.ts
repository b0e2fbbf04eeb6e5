import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  Init,
  SocialAuth,
  SocialConnection,
  SocialRedirect,
} from "../../../../contracts/player.ts";
import { oauthStates, players } from "../../../db/schema.ts";
import { startTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { api, registerPlayer, testFingerprint } from "../../../../tests/support/players.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Body<T> = { data: T; error?: { code: number; message: string } };
const CALLBACK_PATH = "/auth/social/sandbox/callback";

async function startSocial(
  body: Record<string, unknown> = {},
): Promise<{ status: number; body: Body<SocialRedirect> }> {
  return api<Body<SocialRedirect>>(app, "POST", "/api/player/sessions/social", {
    body: { provider: "sandbox", query: {}, ...body },
  });
}

/**
 * Plays the browser at the sandbox provider: follows its redirects by hand with a cookie jar,
 * submits the identity form (or cancels), and returns the query the provider sent to the
 * app's callback page.
 */
async function authorize(
  redirectUrl: string,
  identity: { email: string; name?: string; verified?: boolean } | "cancel",
): Promise<Record<string, string>> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  };
  let url = redirectUrl;
  for (let step = 0; step < 10; step += 1) {
    if (url.startsWith(`${app.url}${CALLBACK_PATH}`)) {
      return Object.fromEntries(new URL(url).searchParams);
    }
    const response = await fetch(url, { redirect: "manual", headers: { cookie: cookie() } });
    remember(response);
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get("location") ?? "", url).href;
      continue;
    }
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("Sandbox sign-in");
    const form =
      identity === "cancel"
        ? { action: "abort", fields: {} }
        : {
            action: "login",
            fields: {
              email: identity.email,
              name: identity.name ?? "",
              ...(identity.verified === false ? {} : { email_verified: "true" }),
            },
          };
    const submitted = await fetch(`${url}/${form.action}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: cookie(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form.fields).toString(),
    });
    remember(submitted);
    expect(submitted.status).toBe(303);
    url = new URL(submitted.headers.get("location") ?? "", url).href;
  }
  throw new Error("the sandbox provider never returned to the callback page");
}

function finishSocial(query: Record<string, string>, extra: Record<string, unknown> = {}) {
  return api<Body<SocialAuth>>(app, "POST", "/api/player/sessions/social", {
    body: { provider: "sandbox", query, fingerprint: testFingerprint(), ...extra },
  });
}

async function socialLogin(
  identity: { email: string; name?: string; verified?: boolean },
  backRoute?: string,
) {
  const started = await startSocial({ backRoute });
  expect(started.status).toBe(200);
  return finishSocial(await authorize(started.body.data.redirectUrl, identity));
}

const uniqueEmail = (label: string) =>
  `${label}-${Math.random().toString(36).slice(2, 10)}@sandbox.test`;

describe("social sign-in against the sandbox OpenID provider", () => {
  it("creates the player on first sign-in and finds the same player the next time", async () => {
    const email = uniqueEmail("social");
    const started = await startSocial({ backRoute: "/casino?tab=slots" });
    expect(started.status).toBe(200);
    const redirect = new URL(started.body.data.redirectUrl);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${app.url}/sandbox/oidc/auth`);
    expect(redirect.searchParams.get("redirect_uri")).toBe(`${app.url}${CALLBACK_PATH}`);
    expect(redirect.searchParams.get("code_challenge_method")).toBe("S256");
    expect(redirect.searchParams.get("state")).toBeTruthy();
    expect(redirect.searchParams.get("nonce")).toBeTruthy();

    const query = await authorize(started.body.data.redirectUrl, { email, name: "Ada Lovelace" });
    expect(query["code"]).toBeTruthy();
    const first = await finishSocial(query);
    expect(first.status).toBe(200);
    expect(first.body.data.backRoute).toBe("/casino?tab=slots");
    expect(first.body.data.profile).toMatchObject({
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      isEmailVerified: true,
      isNewlyRegistered: true,
    });

    const init = await api<Body<Init>>(app, "GET", "/api/player/init", {
      token: first.body.data.accessToken,
    });
    expect(init.body.data.accounts.map((account) => account.currency)).toEqual(["EUR"]);
    expect(init.body.data.flags.hasPassword).toBe(false);

    const connections = await api<Body<SocialConnection[]>>(
      app,
      "GET",
      "/api/player/social-connections",
      { token: first.body.data.accessToken },
    );
    expect(connections.body.data).toEqual([
      expect.objectContaining({ provider: "sandbox", email, name: "Ada Lovelace" }),
    ]);

    const second = await socialLogin({ email });
    expect(second.status).toBe(200);
    expect(second.body.data.profile.id).toBe(first.body.data.profile.id);
    expect(second.body.data.profile.isNewlyRegistered).toBe(false);
    expect(second.body.data.backRoute).toBeNull();
    expect(second.body.data.sessionId).not.toBe(first.body.data.sessionId);
  });

  it("signs an existing player in by verified e-mail and connects the provider", async () => {
    const registered = await registerPlayer(app);
    const login = await socialLogin({ email: registered.email });
    expect(login.status).toBe(200);
    expect(login.body.data.profile.id).toBe(registered.profile.id);
    expect(login.body.data.profile.isNewlyRegistered).toBe(false);

    // An unverified e-mail never takes over an account: a new player without that e-mail.
    const other = await registerPlayer(app);
    const unverified = await socialLogin({ email: other.email, verified: false });
    expect(unverified.status).toBe(200);
    expect(unverified.body.data.profile.id).not.toBe(other.profile.id);
    expect(unverified.body.data.profile.email).toBeNull();
  });

  it("refuses altered, reused, foreign and cancelled sign-ins with code 11001", async () => {
    const started = await startSocial();
    const query = await authorize(started.body.data.redirectUrl, { email: uniqueEmail("tamper") });
    const state = query["state"] ?? "";
    const tampered = `${state.slice(0, -1)}${state.endsWith("A") ? "B" : "A"}`;
    const altered = await finishSocial({ ...query, state: tampered });
    expect(altered.status).toBe(400);
    expect(altered.body.error?.code).toBe(11001);

    // The genuine state still works once, then never again.
    expect((await finishSocial(query)).status).toBe(200);
    const reused = await finishSocial(query);
    expect(reused.status).toBe(400);
    expect(reused.body.error?.code).toBe(11001);

    const noState = await finishSocial({ code: "abc" });
    expect(noState.status).toBe(400);
    expect(noState.body.error?.code).toBe(11001);

    // A stolen code replayed with a fresh state of someone else's request fails at the provider.
    const other = await startSocial();
    const otherState = new URL(other.body.data.redirectUrl).searchParams.get("state") ?? "";
    const swapped = await finishSocial({ ...query, state: otherState });
    expect(swapped.status).toBe(401);
    expect(swapped.body.error?.code).toBe(11001);

    const cancelled = await startSocial();
    const cancelQuery = await authorize(cancelled.body.data.redirectUrl, "cancel");
    expect(cancelQuery["error"]).toBe("access_denied");
    const refused = await finishSocial(cancelQuery);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.code).toBe(11001);

    const foreign = await startSocial({ redirectDomain: "https://evil.example" });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error?.code).toBe(11001);
    const unknown = await startSocial({ provider: "nowhere" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.code).toBe(11001);
  });

  it("expires a started sign-in", async () => {
    const started = await startSocial();
    const query = await authorize(started.body.data.redirectUrl, { email: uniqueEmail("late") });
    await app.database.db.update(oauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await finishSocial(query);
    expect(late.status).toBe(400);
    expect(late.body.error?.code).toBe(11001);
  });

  it("answers 403 to a blocked player", async () => {
    const email = uniqueEmail("blocked");
    const first = await socialLogin({ email });
    await app.database.db
      .update(players)
      .set({ status: "blocked" })
      .where(eq(players.id, first.body.data.profile.id));
    const blocked = await socialLogin({ email });
    expect(blocked.status).toBe(403);
  });
});

describe("connecting and disconnecting social providers", () => {
  const link = (token: string, query: Record<string, string> = {}, provider = "sandbox") =>
    api<Body<SocialRedirect & { connections: SocialConnection[]; backRoute: string | null }>>(
      app,
      "POST",
      `/api/player/social-connections/${provider}`,
      { token, body: { query, backRoute: "/profile" } },
    );
  const unlink = (token: string, socialType: string) =>
    api<Body<null>>(app, "POST", "/api/player/social-connections/unlink", {
      token,
      body: { socialType },
    });

  it("links an identity, refuses one of another player, and unlinks", async () => {
    const owner = await registerPlayer(app);
    const taken = uniqueEmail("taken");
    const other = await socialLogin({ email: taken });
    expect(other.status).toBe(200);

    // Someone else's identity: 11002.
    const start = await link(owner.accessToken);
    expect(start.status).toBe(200);
    const foreignQuery = await authorize(start.body.data.redirectUrl, { email: taken });
    const refused = await link(owner.accessToken, foreignQuery);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe(11002);

    // A login state is not a link state, and the reverse.
    const loginStart = await startSocial();
    const loginQuery = await authorize(loginStart.body.data.redirectUrl, {
      email: uniqueEmail("x"),
    });
    const mixed = await link(owner.accessToken, loginQuery);
    expect(mixed.status).toBe(400);
    expect(mixed.body.error?.code).toBe(11002);

    const ownEmail = uniqueEmail("own");
    const again = await link(owner.accessToken);
    const ownQuery = await authorize(again.body.data.redirectUrl, { email: ownEmail });
    const linked = await link(owner.accessToken, ownQuery);
    expect(linked.status).toBe(200);
    expect(linked.body.data.backRoute).toBe("/profile");
    expect(linked.body.data.connections).toEqual([
      expect.objectContaining({ provider: "sandbox", email: ownEmail }),
    ]);

    // The linked identity now signs in as the owner.
    const viaSocial = await socialLogin({ email: ownEmail });
    expect(viaSocial.body.data.profile.id).toBe(owner.profile.id);

    // The owner has a password, so the provider may go.
    expect((await unlink(owner.accessToken, "sandbox")).status).toBe(200);
    const after = await api<Body<SocialConnection[]>>(
      app,
      "GET",
      "/api/player/social-connections",
      {
        token: owner.accessToken,
      },
    );
    expect(after.body.data).toEqual([]);
    expect((await unlink(owner.accessToken, "sandbox")).status).toBe(404);

    // A player without a password keeps the last way to sign in.
    const last = await unlink(other.body.data.accessToken, "sandbox");
    expect(last.status).toBe(400);
    expect(last.body.error?.code).toBe(11002);
  });

  it("requires a signed-in player", async () => {
    expect((await api(app, "GET", "/api/player/social-connections")).status).toBe(401);
    expect(
      (await api(app, "POST", "/api/player/social-connections/sandbox", { body: { query: {} } }))
        .status,
    ).toBe(401);
  });
});
