import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localeCodes } from "../../../contracts/settings.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { PUBLIC_URL: "https://sevens.example" } });
});
afterAll(async () => {
  await app?.close();
});

/** The alternates of one `<url>` entry, by hreflang. */
function entryFor(xml: string, loc: string): Map<string, string> | undefined {
  const entry = xml.split("<url>").find((part) => part.startsWith(`<loc>${loc}</loc>`));
  if (!entry) return undefined;
  const links = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)];
  return new Map(links.map((match) => [match[1] ?? "", match[2] ?? ""]));
}

describe("GET /sitemap.xml", () => {
  it("lists every public page once per locale, each with its alternates in every language", async () => {
    const response = await fetch(`${app.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);

    for (const locale of localeCodes) {
      const prefix = locale === "en" ? "" : `/${locale}`;
      expect(xml).toContain(`<loc>https://sevens.example${prefix}/games</loc>`);
    }
    const swedish = entryFor(xml, "https://sevens.example/se/games");
    expect(swedish?.get("sv")).toBe("https://sevens.example/se/games");
    expect(swedish?.get("pt-BR")).toBe("https://sevens.example/pt-br/games");
    expect(swedish?.get("en-CA")).toBe("https://sevens.example/en-ca/games");
    expect(swedish?.get("x-default")).toBe("https://sevens.example/games");
    expect(swedish?.size).toBe(localeCodes.length + 1);
    // The home page of a locale is its bare prefix.
    expect(entryFor(xml, "https://sevens.example/de")?.get("fa")).toBe("https://sevens.example/fa");
  });

  it("lists the game providers' pages", async () => {
    const providers = (await (await fetch(`${app.url}/api/game/providers`)).json()) as {
      data: { identity: string }[];
    };
    expect(providers.data.length).toBeGreaterThan(0);
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text();
    for (const provider of providers.data) {
      expect(xml).toContain(
        `<loc>https://sevens.example/de/games/providers/${provider.identity}</loc>`,
      );
    }
  });

  it("lists the content store's policies and FAQ questions", async () => {
    const questions = (await (
      await fetch(`${app.url}/api/content/questions?locale=en`)
    ).json()) as {
      data: { identity: string }[];
    };
    expect(questions.data.length).toBeGreaterThan(0);
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(xml).toContain("<loc>https://sevens.example/static/terms-and-conditions</loc>");
    expect(xml).toContain("<loc>https://sevens.example/fa/static/privacy-policy</loc>");
    for (const question of questions.data) {
      expect(xml).toContain(`<loc>https://sevens.example/de/questions/${question.identity}</loc>`);
    }
    expect(xml).toContain("<loc>https://sevens.example/loyalty</loc>");
  });
});

describe("GET /robots.txt", () => {
  it("points crawlers at the sitemap and away from the API", async () => {
    const response = await fetch(`${app.url}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("Sitemap: https://sevens.example/sitemap.xml");
    expect(text).toContain("Disallow: /api/");
  });
});
