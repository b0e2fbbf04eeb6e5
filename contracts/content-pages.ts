import { z } from "zod";

/**
 * The content store: pages the operator writes and publishes (terms, privacy, the FAQ…), kept
 * with every revision. Static pages live at /static/{identity}, questions at
 * /questions/{identity}. Bodies are Markdown; players get them rendered to HTML (raw HTML in the
 * source is shown as text) with the page's headings as a table of contents.
 */
export const PAGE_KINDS = ["static", "question"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** The FAQ's groups, in the order the list shows them. */
export const QUESTION_GROUPS = [
  "account",
  "deposits",
  "withdrawals",
  "games",
  "bonuses",
  "responsible-gaming",
] as const;
export type QuestionGroup = (typeof QUESTION_GROUPS)[number];

export const PAGE_IDENTITY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const identity = z
  .string()
  .min(2)
  .max(80)
  .regex(PAGE_IDENTITY_PATTERN, "lowercase letters, digits and single hyphens, such as cookies");

const locale = z
  .string()
  .regex(/^[a-z]{2}(-[a-z]{2})?$/, "must be a locale code such as en or pt-br");

export const pageKindParam = z.enum(PAGE_KINDS);

export const pageParams = z.object({ identity });
export const operatorPageParams = z.object({ kind: pageKindParam, identity });
export const operatorRevisionParams = operatorPageParams.extend({
  revision: z.coerce.number().int().min(1),
});
export const pageLocaleQuery = z.object({ locale: locale.default("en") });
export const operatorPagesQuery = z.object({
  kind: pageKindParam.optional(),
  locale: locale.optional(),
});

/** One heading of a page, for its table of contents (`id` is the anchor in the HTML). */
export const tocEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  level: z.union([z.literal(2), z.literal(3)]),
});
export type TocEntry = z.infer<typeof tocEntrySchema>;

/** A published page as players get it. */
export const contentPageSchema = z.object({
  kind: pageKindParam,
  identity: z.string(),
  /** The locale of the text: the asked one, or the default locale when it has none. */
  locale: z.string(),
  title: z.string(),
  /** Questions only: their FAQ group. */
  group: z.enum(QUESTION_GROUPS).nullable(),
  html: z.string(),
  toc: z.array(tocEntrySchema),
  revision: z.number().int(),
  publishedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageResponse = z.object({ data: contentPageSchema });

/** A question of the FAQ list, with its answer as plain text for search. */
export const questionSummarySchema = z.object({
  identity: z.string(),
  title: z.string(),
  group: z.enum(QUESTION_GROUPS),
  position: z.number().int(),
  text: z.string(),
});
export type QuestionSummary = z.infer<typeof questionSummarySchema>;
export const questionsResponse = z.object({ data: z.array(questionSummarySchema) });

export const MAX_PAGE_BODY_CHARS = 100_000;

/** What the operator publishes: a new revision of a page in one locale (created if new). */
export const publishRevisionSchema = z.strictObject({
  locale: locale.default("en"),
  title: z.string().trim().min(2).max(200),
  body: z.string().trim().min(1).max(MAX_PAGE_BODY_CHARS),
  /** Required for questions, not allowed for static pages. */
  group: z.enum(QUESTION_GROUPS).optional(),
  /** Order within the FAQ group (questions only); kept from the last revision when left out. */
  position: z.number().int().min(0).max(10_000).optional(),
});
export type PublishRevision = z.infer<typeof publishRevisionSchema>;

export const revisionSchema = z.object({
  revision: z.number().int(),
  locale: z.string(),
  title: z.string(),
  body: z.string(),
  group: z.enum(QUESTION_GROUPS).nullable(),
  position: z.number().int(),
  /** `seed`: from the files in content/pages; `operator`: published through the operator API. */
  source: z.enum(["seed", "operator"]),
  publishedAt: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

export const operatorPageSummarySchema = z.object({
  kind: pageKindParam,
  identity: z.string(),
  locale: z.string(),
  title: z.string(),
  group: z.enum(QUESTION_GROUPS).nullable(),
  revision: z.number().int(),
  revisions: z.number().int(),
  publishedAt: z.string(),
});
export const operatorPagesResponse = z.object({ data: z.array(operatorPageSummarySchema) });
export const operatorPageResponse = z.object({
  data: z.object({
    kind: pageKindParam,
    identity: z.string(),
    /** The current revision of each locale. */
    current: z.array(revisionSchema),
    /** Every revision, newest first. */
    revisions: z.array(revisionSchema.omit({ body: true })),
  }),
});
export const operatorRevisionResponse = z.object({ data: revisionSchema });
