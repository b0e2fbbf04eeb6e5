import { z } from "zod";
import { DEFAULT_LOCALE, SETTINGS_CACHE_TTL_MS } from "../../../contracts/settings.ts";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";
import { PUBLIC_PAGES, robotsTxt, sitemapXml, type PageSource } from "./service.ts";

/**
 * GET /sitemap.xml and /robots.txt. The sitemap is built from the locales of the settings and
 * the page sources (providers from the game catalogue, static pages and questions from the
 * content store), and kept as long as settings are (15 minutes).
 */
export async function registerSitemapRoutes(
  app: HttpServer,
  platform: Platform,
  sources: readonly PageSource[],
): Promise<void> {
  const origin = platform.config.PUBLIC_URL;
  const build = async () => {
    const locales = (await platform.settings.listLocales()).map((locale) => locale.code);
    const found = await Promise.all(sources.map((source) => source()));
    return sitemapXml([...PUBLIC_PAGES, ...found.flat()], locales, origin, DEFAULT_LOCALE);
  };
  app.get(
    "/sitemap.xml",
    {
      schema: {
        tags: ["site"],
        summary: "Every public page in every locale, with hreflang alternates (sitemaps.org)",
        response: { 200: z.string() },
      },
    },
    async (_request, reply) => {
      const xml = await platform.cache.getOrSet("sitemap:v1", SETTINGS_CACHE_TTL_MS, build);
      reply.header("Cache-Control", "public, max-age=3600");
      return reply.type("application/xml; charset=utf-8").send(xml);
    },
  );
  app.get(
    "/robots.txt",
    { schema: { tags: ["site"], summary: "Crawler rules and the sitemap's address" } },
    async (_request, reply) => {
      reply.header("Cache-Control", "public, max-age=3600");
      return reply.type("text/plain; charset=utf-8").send(robotsTxt(origin));
    },
  );
}
