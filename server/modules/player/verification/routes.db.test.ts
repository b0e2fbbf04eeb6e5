import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../../../contracts/player.ts";
import { verificationCodes } from "../../../db/schema.ts";
import { startTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { testRedisUrl } from "../../../../tests/support/database.ts";
import { linkCode, mailboxFor, waitForMessage } from "../../../../tests/support/mailbox.ts";
import { api, registerPlayer, signIn } from "../../../../tests/support/players.ts";
import { insertSandboxMessage } from "../../../providers/mail/mailbox.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({
    env: { PUBLIC_URL: "http://sevens.test", ...(testRedisUrl ? { REDIS_URL: testRedisUrl } : {}) },
  });
});
afterAll(async () => {
  await app?.close();
});

type Answer<T> = {
  data: T;
  error: { code: number; message: string; fields?: Record<string, string[]> };
};
const confirm = (code: string, token?: string) =>
  api<Answer<{ verified: true; profile?: Profile }>>(
    app,
    "POST",
    "/api/player/profile/email/verify/confirm",
    { body: { code }, token },
  );
const profileOf = async (token: string) =>
  (await api<Answer<Profile>>(app, "GET", "/api/player/profile", { token })).body.data;

describe("e-mail verification", () => {
  it("mails a link on registration; the link confirms the e-mail once", async () => {
    const player = await registerPlayer(app);
    expect(player.profile.isEmailVerified).toBe(false);

    const mail = await waitForMessage(app, player.email);
    expect(mail).toMatchObject({ channel: "email", subject: "Confirm your e-mail address" });
    expect(mail.text).toMatch(/^Confirm e-mail: http:\/\/sevens\.test\/verify\/[\w-]{43}$/m);
    expect(mail.html).toContain(`href="http://sevens.test/verify/`);
    const code = linkCode(mail.text, "/verify/");
    // Only the hash is stored.
    const stored = await app.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, player.email));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.codeHash).not.toContain(code);

    // Opened in another browser: no bearer, no profile in the answer.
    const confirmed = await confirm(code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toEqual({ verified: true });
    expect((await profileOf(player.accessToken)).isEmailVerified).toBe(true);

    const reused = await confirm(code, player.accessToken);
    expect(reused.status).toBe(400);
    expect(reused.body.error.fields?.code).toEqual([
      "This link is invalid, has expired or was already used",
    ]);

    // Confirmed players are told so instead of getting another mail.
    const again = await api<Answer<null>>(app, "POST", "/api/player/profile/email/verify/send", {
      token: player.accessToken,
    });
    expect(again.status).toBe(400);
    expect(again.body.error.fields?.email).toEqual(["Your e-mail address is already confirmed"]);
  });

  it("answers the refreshed profile to a bearer of the same player", async () => {
    const player = await registerPlayer(app);
    const code = linkCode((await waitForMessage(app, player.email)).text, "/verify/");
    const other = await registerPlayer(app);
    const confirmed = await confirm(code, player.accessToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.profile).toMatchObject({
      id: player.profile.id,
      isEmailVerified: true,
    });
    // Another player's bearer, or a broken one, gets no profile and does not fail the call.
    const otherCode = linkCode((await waitForMessage(app, other.email)).text, "/verify/");
    const withForeignToken = await confirm(otherCode, player.accessToken);
    expect(withForeignToken.status).toBe(200);
    expect(withForeignToken.body.data).toEqual({ verified: true });
  });

  it("refuses expired and unknown codes and changes nothing", async () => {
    const player = await registerPlayer(app);
    const code = linkCode((await waitForMessage(app, player.email)).text, "/verify/");
    await app.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, player.email));

    const expired = await confirm(code);
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe(10400);
    expect(expired.body.error.fields?.code).toHaveLength(1);
    for (const unknown of ["x".repeat(43), "not a code", "../../etc"]) {
      const response = await confirm(unknown);
      expect(response.status).toBe(400);
      expect(response.body.error.fields?.code).toHaveLength(1);
    }
    expect((await profileOf(player.accessToken)).isEmailVerified).toBe(false);
  });

  it("resends at most once a minute (429 with retry-after), then the new link works", async () => {
    const player = await registerPlayer(app);
    await waitForMessage(app, player.email);
    const resend = () =>
      api<Answer<{ sent: true }>>(app, "POST", "/api/player/profile/confirmations/email/resend", {
        token: player.accessToken,
      });
    // Registration just sent one.
    const tooSoon = await resend();
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.code).toBe(10429);
    expect(tooSoon.body.error.message).toMatch(/Please wait \d+ seconds/);
    expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(0);

    // A minute later (the window's counter is dropped) it goes out.
    const another = await registerPlayer(app);
    await waitForMessage(app, another.email);
    const key = `throttle:v2:email-verify:${another.profile.id}:${another.email}`;
    await app.platform.counters.delete(key);
    const sent = await api<Answer<{ sent: true }>>(
      app,
      "POST",
      "/api/player/profile/email/verify/send",
      { token: another.accessToken },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ sent: true });
    const second = await waitForMessage(app, another.email, { count: 2 });
    const [, first] = await mailboxFor(app, another.email);
    expect(first).toBeDefined();
    // Both links work until one is used; using one ends the other.
    expect((await confirm(linkCode(second.text, "/verify/"))).status).toBe(200);
    expect((await confirm(linkCode(first?.text ?? "", "/verify/"))).status).toBe(400);

    const unauthenticated = await api(
      app,
      "POST",
      "/api/player/profile/confirmations/email/resend",
    );
    expect(unauthenticated.status).toBe(401);
  });

  it("a link for an e-mail the player has since changed confirms nothing", async () => {
    const player = await registerPlayer(app);
    const code = linkCode((await waitForMessage(app, player.email)).text, "/verify/");
    const changed = await api(app, "PUT", "/api/player/profile", {
      token: player.accessToken,
      body: { email: `changed-${player.email}` },
    });
    expect(changed.status).toBe(200);
    const response = await confirm(code);
    expect(response.status).toBe(400);
    expect((await profileOf(player.accessToken)).isEmailVerified).toBe(false);
    // Signing in still works as before.
    expect(
      (await signIn(app, { email: `changed-${player.email}`, password: player.password })).status,
    ).toBe(200);
  });
});

describe("sandbox mailbox page", () => {
  it("lists messages with every value escaped and links clickable", async () => {
    const to = `"><script>alert(1)</script>@example.com`;
    await insertSandboxMessage(app.database.db, {
      channel: "email",
      to,
      subject: "<img src=x onerror=alert(2)>",
      text: 'Hi <b>there</b> & "friends"\nOpen http://sevens.test/verify/abc?x=1&y=<2> now.',
      html: "<p>Hi</p><script>alert(3)</script>",
    });
    const response = await fetch(`${app.url}/sandbox/mailbox?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain("<img");
    expect(page).not.toContain("<b>");
    expect(page).toContain("&lt;img src=x onerror=alert(2)&gt;");
    expect(page).toContain("Hi &lt;b&gt;there&lt;/b&gt; &amp; &quot;friends&quot;");
    expect(page).toContain(
      '<a href="http://sevens.test/verify/abc?x=1&amp;y=" rel="noreferrer">' +
        "http://sevens.test/verify/abc?x=1&amp;y=</a>&lt;2&gt; now.",
    );
    expect(page).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com");
    // The mail's own HTML is served apart, in a sandboxed document.
    const [message] = await mailboxFor(app, to);
    const html = await fetch(`${app.url}/sandbox/mailbox/${message?.id}.html`);
    expect(html.status).toBe(200);
    expect(html.headers.get("content-security-policy")).toMatch(/^sandbox; default-src 'none'/);
    expect((await fetch(`${app.url}/sandbox/mailbox/999999999.html`)).status).toBe(404);
  });

  it("is not served when SANDBOX_PAGES is off", async () => {
    const closed = await startTestApp({
      database: app.database,
      env: { SANDBOX_PAGES: "false" },
    });
    try {
      expect((await fetch(`${closed.url}/sandbox/mailbox`)).status).toBe(404);
      expect((await fetch(`${closed.url}/sandbox/mailbox.json`)).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
