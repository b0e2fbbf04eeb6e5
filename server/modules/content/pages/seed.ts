import { createHash } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  PAGE_IDENTITY_PATTERN,
  QUESTION_GROUPS,
  type PageKind,
  type QuestionGroup,
} from "../../../../contracts/content-pages.ts";
import type { Db } from "../../../db/client.ts";
import { insertRevision, lockPage, selectLatestOfPage } from "./store.ts";

/**
 * The content store's first texts, from files:
 * `content/pages/<locale>/static/<identity>.md` and
 * `content/pages/<locale>/questions/<group>/<identity>.md`, each starting with a front matter
 * block (`title:`, and `position:` for questions) between `---` lines.
 *
 * On every start a file becomes a new revision only while the page's newest revision in that
 * locale came from the files too and the file changed: once the operator published a revision,
 * their text stays, and every earlier revision is kept.
 */
export const defaultPagesRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../content/pages",
);

export interface SeedPage {
  kind: PageKind;
  identity: string;
  locale: string;
  title: string;
  body: string;
  group: QuestionGroup | null;
  position: number;
  hash: string;
}

/** Splits a seed file into its front matter fields and its Markdown body. */
export function parseSeedFile(
  text: string,
  file: string,
): { fields: Map<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter block between --- lines`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === "") continue;
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`${file}: front matter line "${line}" is not "key: value"`);
    fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return { fields, body: match[2]!.trim() };
}

async function listMarkdown(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function readSeedPage(
  file: string,
  page: { kind: PageKind; locale: string; group: QuestionGroup | null },
): Promise<SeedPage> {
  const identity = path.basename(file, ".md");
  if (!PAGE_IDENTITY_PATTERN.test(identity)) throw new Error(`${file}: bad page identity`);
  const text = await readFile(file, "utf8");
  const { fields, body } = parseSeedFile(text, file);
  const title = fields.get("title");
  if (!title) throw new Error(`${file}: no title`);
  const position = Number(fields.get("position") ?? 0);
  if (!Number.isInteger(position)) throw new Error(`${file}: position must be an integer`);
  return {
    ...page,
    identity,
    title,
    body,
    position,
    hash: createHash("sha256").update(text).digest("hex"),
  };
}

/** Every seed page under `root`. */
export async function readSeedPages(root = defaultPagesRoot): Promise<SeedPage[]> {
  const pages: SeedPage[] = [];
  let locales: string[];
  try {
    locales = (await readdir(root)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  for (const locale of locales) {
    const staticDir = path.join(root, locale, "static");
    for (const name of await listMarkdown(staticDir)) {
      pages.push(
        await readSeedPage(path.join(staticDir, name), { kind: "static", locale, group: null }),
      );
    }
    for (const group of QUESTION_GROUPS) {
      const groupDir = path.join(root, locale, "questions", group);
      for (const name of await listMarkdown(groupDir)) {
        pages.push(
          await readSeedPage(path.join(groupDir, name), { kind: "question", locale, group }),
        );
      }
    }
  }
  return pages;
}

/** Brings the store up to date with the seed files (see above); returns how many were added. */
export async function seedContentPages(db: Db, root = defaultPagesRoot): Promise<number> {
  const pages = await readSeedPages(root);
  return db.transaction(async (tx) => {
    let added = 0;
    for (const page of pages) {
      const pageId = await lockPage(tx, { kind: page.kind, identity: page.identity });
      const latest = await selectLatestOfPage(tx, pageId, page.locale);
      if (latest && (latest.source !== "seed" || latest.seedHash === page.hash)) continue;
      await insertRevision(tx, {
        pageId,
        locale: page.locale,
        revision: (latest?.revision ?? 0) + 1,
        title: page.title,
        body: page.body,
        group: page.group,
        position: page.position,
        source: "seed",
        seedHash: page.hash,
      });
      added += 1;
    }
    return added;
  });
}
