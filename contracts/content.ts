import { z } from "zod";

/** The content dirs every locale has; each becomes an i18next namespace. */
export const contentDirs = [
  "alerts",
  "fields-settings",
  "global-components",
  "layout",
  "modals",
] as const;
export type ContentDir = (typeof contentDirs)[number];

/** Nested string tree of one content dir. */
export type ContentTree = { [key: string]: string | ContentTree };
export type ContentResources = Record<ContentDir, ContentTree>;

export const contentParams = z.object({
  locale: z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, "must be a locale code such as en or pt-br"),
  dir: z.enum(contentDirs),
});
