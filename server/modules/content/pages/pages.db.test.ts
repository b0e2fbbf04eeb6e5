import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QUESTION_GROUPS } from "../../../../contracts/content-pages.ts";
import { contentPageRevisions } from "../../../db/schema.ts";
import { startTestApp, type TestApp } from "../../../../tests/support/app.ts";
import { testRedisUrl } from "../../../../tests/support/database.ts";
import { api } from "../../../../tests/support/players.ts";
import { readSeedPages, seedContentPages } from "./seed.ts";

let app: TestApp;
let operator: Record<string, string>;

beforeAll(async () => {
  // With TEST_REDIS_URL pages are cached in Redis, shared by every process.
  app = await startTestApp({ env: testRedisUrl ? { REDIS_URL: testRedisUrl } : {} });
  operator = { authorization: `Bearer ${app.platform.config.secrets.operatorToken}` };
});
afterAll(async () => {
  await app?.close();
});

interface PageBody {
  data: {
    title: string;
    html: string;
    toc: { id: string; title: string; level: number }[];
    revision: number;
    locale: string;
  };
}

describe("static pages for players", () => {
  it("serves every legal page of Sevens, rendered with headings and a table of contents", async () => {
    for (const identity of [
      "terms-and-conditions",
      "privacy-policy",
      "responsible-gaming",
      "cookie-policy",
      "aml-kyc-policy",
      "bonus-terms",
    ]) {
      const { status, body, headers } = await api<PageBody>(
        app,
        "GET",
        `/api/content/pages/${identity}`,
      );
      expect(status, identity).toBe(200);
      expect(body.data.toc.length, identity).toBeGreaterThanOrEqual(4);
      for (const entry of body.data.toc) {
        expect(body.data.html).toContain(`id="${entry.id}"`);
      }
      expect(body.data.html).not.toMatch(/lorem ipsum/i);
      expect(headers.get("cache-control")).toBe("public, max-age=900");
    }
    const terms = await api<PageBody>(app, "GET", "/api/content/pages/terms-and-conditions");
    expect(terms.body.data.title).toBe("Terms and conditions");
    expect(terms.body.data.toc.map((entry) => entry.title)).toContain("Withdrawals");
  });

  it("answers 404 for an unknown page and for a question asked as a static page", async () => {
    expect((await api(app, "GET", "/api/content/pages/no-such-page")).status).toBe(404);
    expect((await api(app, "GET", "/api/content/pages/rtp")).status).toBe(404);
    expect((await api(app, "GET", "/api/content/questions/no-such-question")).status).toBe(404);
    const bad = await api<{ error: { fields: Record<string, string[]> } }>(
      app,
      "GET",
      "/api/content/pages/Not_A_Page",
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty("identity");
  });

  it("falls back to the English text for a locale without a translation", async () => {
    // A page the operator published in English only.
    const published = await api(
      app,
      "POST",
      "/api/operator/content/pages/static/house-rules/revisions",
      {
        headers: operator,
        body: { title: "House rules", body: "## Rules\n\nPlay fair." },
      },
    );
    expect(published.status).toBe(201);
    const { status, body } = await api<PageBody>(
      app,
      "GET",
      "/api/content/pages/house-rules?locale=de",
    );
    expect(status).toBe(200);
    expect(body.data.locale).toBe("en");
    const german = await api<PageBody>(app, "GET", "/api/content/pages/cookie-policy?locale=de");
    expect(german.body.data.locale).toBe("de");
  });
});

describe("the FAQ", () => {
  it("lists at least 25 questions in the six groups, each answerable on its own", async () => {
    const { body } = await api<{ data: { identity: string; group: string; text: string }[] }>(
      app,
      "GET",
      "/api/content/questions",
    );
    expect(body.data.length).toBeGreaterThanOrEqual(25);
    expect(new Set(body.data.map((question) => question.group))).toEqual(new Set(QUESTION_GROUPS));
    // In group order.
    const order = body.data.map((question) => QUESTION_GROUPS.indexOf(question.group as never));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const rtp = body.data.find((question) => question.identity === "rtp");
    expect(rtp?.text).toContain("Return to player");
    const page = await api<PageBody>(app, "GET", "/api/content/questions/rtp");
    expect(page.status).toBe(200);
    expect(page.body.data.title).toBe("What is RTP?");
  });
});

describe("the operator's content store", () => {
  it("needs the operator token", async () => {
    expect((await api(app, "GET", "/api/operator/content/pages")).status).toBe(401);
    expect(
      (
        await api(app, "POST", "/api/operator/content/pages/static/cookie-policy/revisions", {
          body: { title: "Cookies", body: "None." },
        })
      ).status,
    ).toBe(401);
  });

  it("publishes a new revision that players see at once, keeping the older ones", async () => {
    // Read first, so the page sits in the 15-minute cache.
    const before = await api<PageBody>(app, "GET", "/api/content/pages/privacy-policy");
    expect(before.body.data.revision).toBe(1);

    const published = await api<{ data: { revision: number; source: string } }>(
      app,
      "POST",
      "/api/operator/content/pages/static/privacy-policy/revisions",
      {
        headers: operator,
        body: {
          title: "Privacy policy",
          body: "## What we collect\n\nLess than before.\n\n## <script>alert(1)</script>\n\n[x](javascript:alert(1))",
        },
      },
    );
    expect(published.status).toBe(201);
    expect(published.body.data).toMatchObject({ revision: 2, source: "operator" });

    const after = await api<PageBody>(app, "GET", "/api/content/pages/privacy-policy");
    expect(after.body.data.revision).toBe(2);
    expect(after.body.data.html).toContain("Less than before.");
    // Raw HTML is shown as text and script links are not links.
    expect(after.body.data.html).not.toContain("<script>");
    expect(after.body.data.html).toContain("&lt;script&gt;");
    expect(after.body.data.html).not.toContain('href="javascript:');

    type Revision = { revision: number; source: string; locale: string };
    const page = await api<{ data: { current: Revision[]; revisions: Revision[] } }>(
      app,
      "GET",
      "/api/operator/content/pages/static/privacy-policy",
      { headers: operator },
    );
    const english = (revisions: Revision[]) => revisions.filter((r) => r.locale === "en");
    expect(english(page.body.data.current).map((revision) => revision.revision)).toEqual([2]);
    expect(
      english(page.body.data.revisions).map((revision) => [revision.revision, revision.source]),
    ).toEqual([
      [2, "operator"],
      [1, "seed"],
    ]);
    const first = await api<{ data: { body: string } }>(
      app,
      "GET",
      "/api/operator/content/pages/static/privacy-policy/revisions/1",
      { headers: operator },
    );
    expect(first.body.data.body).toContain("## What we collect");
    expect(first.body.data.body).toContain("argon2id");
    expect(
      (
        await api(app, "GET", "/api/operator/content/pages/static/privacy-policy/revisions/9", {
          headers: operator,
        })
      ).status,
    ).toBe(404);
  });

  it("keeps serving a cached page for 15 minutes when the database changes behind it", async () => {
    const first = await api<PageBody>(app, "GET", "/api/content/pages/responsible-gaming");
    await app.database.db
      .update(contentPageRevisions)
      .set({ title: "Changed behind the cache" })
      .where(eq(contentPageRevisions.title, "Responsible gaming"));
    const second = await api<PageBody>(app, "GET", "/api/content/pages/responsible-gaming");
    expect(second.body.data.title).toBe(first.body.data.title);
    const etag = second.headers.get("etag") ?? "";
    const notModified = await fetch(`${app.url}/api/content/pages/responsible-gaming`, {
      headers: { "if-none-match": etag },
    });
    expect(notModified.status).toBe(304);
  });

  it("adds a question to the FAQ, in its group, and a translation for one locale", async () => {
    const missingGroup = await api<{ error: { fields: Record<string, string[]> } }>(
      app,
      "POST",
      "/api/operator/content/pages/question/new-question/revisions",
      { headers: operator, body: { title: "A new question?", body: "An answer." } },
    );
    expect(missingGroup.status).toBe(400);
    expect(missingGroup.body.error.fields).toHaveProperty("group");

    // Listed once (so the list is cached), then published: the list shows it at once.
    await api(app, "GET", "/api/content/questions");
    const created = await api(
      app,
      "POST",
      "/api/operator/content/pages/question/new-question/revisions",
      {
        headers: operator,
        body: { title: "A new question?", body: "An answer.", group: "games", position: 99 },
      },
    );
    expect(created.status).toBe(201);
    const list = await api<{ data: { identity: string; group: string }[] }>(
      app,
      "GET",
      "/api/content/questions",
    );
    const games = list.body.data.filter((question) => question.group === "games");
    expect(games.at(-1)?.identity).toBe("new-question");

    const german = await api(app, "POST", "/api/operator/content/pages/question/rtp/revisions", {
      headers: operator,
      body: { locale: "de", title: "Was ist RTP?", body: "Die Auszahlungsquote." },
    });
    expect(german.status).toBe(201);
    const de = await api<PageBody>(app, "GET", "/api/content/questions/rtp?locale=de");
    expect(de.body.data).toMatchObject({ title: "Was ist RTP?", locale: "de" });
    const en = await api<PageBody>(app, "GET", "/api/content/questions/rtp");
    expect(en.body.data.title).toBe("What is RTP?");

    const staticWithGroup = await api(
      app,
      "POST",
      "/api/operator/content/pages/static/cookie-policy/revisions",
      { headers: operator, body: { title: "Cookies", body: "Text.", group: "games" } },
    );
    expect(staticWithGroup.status).toBe(400);
  });
});

describe("seeding from files", () => {
  it("adds a revision when a seed file changes, but never over the operator's text", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "sevens-pages-"));
    const dir = path.join(root, "en", "static");
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, "seed-test-page.md");
    const write = (text: string) => writeFile(file, `---\ntitle: Seed test\n---\n${text}\n`);
    const current = async () =>
      (await app.platform.contentPages.operator.read("static", "seed-test-page")).current[0];

    await write("First text.");
    expect(await seedContentPages(app.database.db, root)).toBe(1);
    expect(await seedContentPages(app.database.db, root)).toBe(0);
    await write("Second text.");
    expect(await seedContentPages(app.database.db, root)).toBe(1);
    expect(await current()).toMatchObject({ revision: 2, body: "Second text.", source: "seed" });

    await app.platform.contentPages.operator.publish("static", "seed-test-page", {
      locale: "en",
      title: "Seed test",
      body: "The operator's text.",
    });
    await write("Third text.");
    expect(await seedContentPages(app.database.db, root)).toBe(0);
    expect(await current()).toMatchObject({ revision: 3, body: "The operator's text." });
  });

  it("reads the shipped seed files: six static pages and the questions", async () => {
    const pages = (await readSeedPages()).filter((page) => page.locale === "en");
    expect(pages.filter((page) => page.kind === "static")).toHaveLength(6);
    expect(pages.filter((page) => page.kind === "question").length).toBeGreaterThanOrEqual(25);
    // Every locale that has pages has the same ones as English.
    const english = pages.map((page) => `${page.kind}/${page.identity}`).sort();
    const byLocale = new Map<string, string[]>();
    for (const page of await readSeedPages())
      byLocale.set(page.locale, [
        ...(byLocale.get(page.locale) ?? []),
        `${page.kind}/${page.identity}`,
      ]);
    for (const [locale, identities] of byLocale) expect(identities.sort(), locale).toEqual(english);
  });
});
