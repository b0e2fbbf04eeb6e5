import MarkdownIt from "markdown-it";
import type { TocEntry } from "../../../../contracts/content-pages.ts";

/**
 * Markdown of the content store → HTML. Raw HTML in the source is escaped (`html: false`),
 * links may not use `javascript:` and friends (markdown-it's validateLink), and every h2 and h3
 * gets an id from its text, for the table of contents and for links to a section.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

/** A URL fragment for a heading: lowercase words joined by hyphens (Unicode letters kept). */
export function headingSlug(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  /** The text without markup, for search. */
  text: string;
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const tokens = markdown.parse(source, {});
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const words: string[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.type === "inline") {
      words.push(
        (token.children ?? [])
          .filter((child) => child.type === "text" || child.type === "code_inline")
          .map((child) => child.content)
          .join(""),
      );
    }
    if (token.type !== "heading_open") continue;
    const level = Number(token.tag.slice(1));
    if (level !== 2 && level !== 3) continue;
    const title = tokens[index + 1]?.children
      ?.filter((child) => child.type === "text" || child.type === "code_inline")
      .map((child) => child.content)
      .join("")
      .trim();
    if (!title) continue;
    const base = headingSlug(title);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    token.attrSet("id", id);
    toc.push({ id, title, level });
  }
  return {
    html: markdown.renderer.render(tokens, markdown.options, {}),
    toc,
    text: words.join(" ").replace(/\s+/g, " ").trim(),
  };
}
