import { alternateLinks, localizePath } from "../../../contracts/locale.ts";

/**
 * The sitemap (sitemaps.org protocol): every public page once per locale, each entry listing
 * the page in every locale as `xhtml:link rel="alternate" hreflang`, so search engines pair the
 * languages of a page even where a page's own links are not crawled.
 */

/** Pages anyone may open and a search engine should know, without their locale prefix. */
export const PUBLIC_PAGES = [
  "/",
  "/games",
  "/games/providers",
  "/sport",
  "/bonuses",
  "/welcome-package",
  "/support",
  "/contact",
  "/questions",
  "/loyalty",
  "/referral",
] as const;

/** More pages from data (providers, static pages), paths without a locale prefix. */
export type PageSource = () => Promise<readonly string[]>;

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char] ?? char,
  );

export function sitemapXml(
  pages: readonly string[],
  locales: readonly string[],
  origin: string,
  defaultLocale = "en",
): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of new Set(pages)) {
    const alternates = alternateLinks(page, locales, origin, defaultLocale)
      .map(
        (link) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hrefLang)}" href="${escapeXml(link.href)}"/>`,
      )
      .join("");
    for (const locale of locales) {
      const loc = new URL(localizePath(page, locale, defaultLocale), origin).href;
      lines.push(`<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
    }
  }
  lines.push("</urlset>");
  return `${lines.join("\n")}\n`;
}

/** robots.txt: crawl the site, not the API, callbacks, sandboxes or game frames; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /callbacks/",
    "Disallow: /sandbox/",
    "Disallow: /house/",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
