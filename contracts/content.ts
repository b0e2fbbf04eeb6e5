import * as z from "zod/mini";
import { localeCodes } from "./settings.ts";

/**
 * The content dirs every locale has; each becomes an i18next namespace. The five of SPEC §7,
 * `help` (static pages, FAQ, contact), `profile` (the player's /profile pages and the limits'
 * guest prompt), and `house`: the texts of the house studio's game frames and round
 * verification. The last three ship only with the pages that show them, keeping the first page
 * light.
 */
export const contentDirs = [
  "alerts",
  "fields-settings",
  "global-components",
  "help",
  "house",
  "layout",
  "modals",
  "sportsbook",
  "profile",
] as const;
export type ContentDir = (typeof contentDirs)[number];

/**
 * Locales whose catalogues are complete: the catalogue check (`npm test`) holds each of them to
 * every English key, English's placeholders and every plural form of its language. Every locale
 * is complete, so an English text added without its translations fails the check.
 */
export const CATALOGUE_COMPLETE_LOCALES: readonly string[] = localeCodes;

/** Top-level keys only the server reads (e-mail and SMS texts): pages never ship them. */
export const SERVER_ONLY_CONTENT: Partial<Record<ContentDir, readonly string[]>> = {
  "global-components": ["mail"],
};

/**
 * Top-level keys of `layout` that a document ships only as far as its routes name them (route
 * handle `texts`): "pages.home" is one page's subtree of `pages`, "loyalty" the whole key
 * (app/layout-texts.test.ts looks for uses of the same keys). A
 * navigation to a page that needs more, a dialog, or a signed-in player's layer loads the whole
 * dir. `null` names everything.
 */
export const ON_DEMAND_TEXTS_DIR = "layout" satisfies ContentDir;
export const ON_DEMAND_TEXTS = ["pages", "loyalty", "quests"] as const;
export type TextNames = readonly string[] | null;

/** The cache key of a set of on-demand texts: "*" for all of them. */
export function textNamesKey(texts: TextNames): string {
  return texts === null ? "*" : [...new Set(texts)].sort().join(",");
}

/** Whether `have` (names shipped) covers `text`: itself, or the whole key it is part of. */
export function coversText(have: ReadonlySet<string>, text: string): boolean {
  return have.has(text) || have.has(text.split(".")[0] ?? text);
}

/** Nested string tree of one content dir. Placeholders use i18next's `{{name}}`. */
export type ContentTree = { [key: string]: string | ContentTree };
export type ContentResources = Record<ContentDir, ContentTree>;

export const contentTreeSchema: z.ZodMiniType<ContentTree> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), contentTreeSchema])),
);

export const contentParams = z.object({
  locale: z
    .string()
    .check(
      z.regex(/^[a-z]{2}(-[a-z]{2})?$/, "must be a locale code such as en or pt-br"),
      z.describe(`one of ${localeCodes.join(", ")}`),
    ),
  dir: z.enum(contentDirs),
});

export const contentDirResponse = z.object({ data: contentTreeSchema });
