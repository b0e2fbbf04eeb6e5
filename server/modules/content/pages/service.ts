import {
  QUESTION_GROUPS,
  type ContentPage,
  type PageKind,
  type PublishRevision,
  type QuestionGroup,
  type QuestionSummary,
  type Revision,
} from "../../../../contracts/content-pages.ts";
import {
  DEFAULT_LOCALE,
  SETTINGS_CACHE_TTL_MS,
  isLocaleCode,
  localeCodes,
} from "../../../../contracts/settings.ts";
import type { Db } from "../../../db/client.ts";
import type { ContentPageRevisionRow } from "../../../db/schema.ts";
import type { Cache } from "../../../platform/cache.ts";
import { AppError } from "../../../platform/errors.ts";
import { renderMarkdown } from "./markdown.ts";
import {
  insertRevision,
  lockPage,
  selectAllRevisions,
  selectCurrentRevision,
  selectCurrentRevisions,
  selectLatestOfPage,
  type RevisionRow,
} from "./store.ts";

/** Pages are cached like settings and content: 15 minutes (SPEC §9); publishing drops them. */
export const CONTENT_PAGE_CACHE_TTL_MS = SETTINGS_CACHE_TTL_MS;

const cacheKeys = {
  page: (kind: PageKind, identity: string, locale: string) =>
    `content-page:v1:${kind}:${identity}:${locale}`,
  questions: (locale: string) => `content-page:v1:questions:${locale}`,
};

export interface OperatorPageSummary {
  kind: PageKind;
  identity: string;
  locale: string;
  title: string;
  group: QuestionGroup | null;
  revision: number;
  revisions: number;
  publishedAt: string;
}

export interface OperatorPage {
  kind: PageKind;
  identity: string;
  current: Revision[];
  revisions: Omit<Revision, "body">[];
}

export interface ContentPagesService {
  /** A published page in `locale` (else the default locale's text); 404 when there is none. */
  getPage(kind: PageKind, identity: string, locale: string): Promise<ContentPage>;
  /** Every question of the FAQ in `locale` (else the default locale's), in group order. */
  listQuestions(locale: string): Promise<QuestionSummary[]>;
  operator: {
    list(filter: { kind?: PageKind; locale?: string }): Promise<OperatorPageSummary[]>;
    read(kind: PageKind, identity: string): Promise<OperatorPage>;
    readRevision(
      kind: PageKind,
      identity: string,
      locale: string,
      revision: number,
    ): Promise<Revision>;
    /** Publishes the next revision of the page in its locale (creating the page if new). */
    publish(kind: PageKind, identity: string, input: PublishRevision): Promise<Revision>;
  };
}

function toRevision(row: ContentPageRevisionRow): Revision {
  return {
    revision: row.revision,
    locale: row.locale,
    title: row.title,
    body: row.body,
    group: asGroup(row.group),
    position: row.position,
    source: row.source,
    publishedAt: row.publishedAt.toISOString(),
  };
}

function asGroup(group: string | null): QuestionGroup | null {
  return (QUESTION_GROUPS as readonly string[]).includes(group ?? "")
    ? (group as QuestionGroup)
    : null;
}

function toContentPage(row: RevisionRow): ContentPage {
  const { html, toc } = renderMarkdown(row.body);
  return {
    kind: row.kind,
    identity: row.identity,
    locale: row.locale,
    title: row.title,
    group: asGroup(row.group),
    html,
    toc,
    revision: row.revision,
    publishedAt: row.publishedAt.toISOString(),
  };
}

function assertLocale(locale: string): void {
  if (!isLocaleCode(locale)) throw AppError.notFound(`Unknown locale "${locale}"`);
}

const notFound = (kind: PageKind, identity: string) =>
  AppError.notFound(`No ${kind === "static" ? "page" : "question"} "${identity}"`);

export function createContentPagesService(db: Db, cache: Cache): ContentPagesService {
  async function invalidate(kind: PageKind, identity: string): Promise<void> {
    // A default-locale revision is every other locale's fallback: drop them all.
    await Promise.all(
      localeCodes.flatMap((locale) => [
        cache.delete(cacheKeys.page(kind, identity, locale)),
        ...(kind === "question" ? [cache.delete(cacheKeys.questions(locale))] : []),
      ]),
    );
  }

  return {
    async getPage(kind, identity, locale) {
      assertLocale(locale);
      // Unknown identities are cached too (as null): guessing addresses costs no queries.
      const page = await cache.getOrSet<ContentPage | null>(
        cacheKeys.page(kind, identity, locale),
        CONTENT_PAGE_CACHE_TTL_MS,
        async () => {
          const row = await selectCurrentRevision(db, { kind, identity }, locale, DEFAULT_LOCALE);
          return row ? toContentPage(row) : null;
        },
      );
      if (!page) throw notFound(kind, identity);
      return page;
    },

    async listQuestions(locale) {
      assertLocale(locale);
      return cache.getOrSet(cacheKeys.questions(locale), CONTENT_PAGE_CACHE_TTL_MS, async () => {
        const rows = await selectCurrentRevisions(db, "question", locale, DEFAULT_LOCALE);
        return rows
          .flatMap((row): QuestionSummary[] => {
            const group = asGroup(row.group);
            if (!group) return [];
            const { text } = renderMarkdown(row.body);
            return [
              { identity: row.identity, title: row.title, group, position: row.position, text },
            ];
          })
          .sort(
            (a, b) =>
              QUESTION_GROUPS.indexOf(a.group) - QUESTION_GROUPS.indexOf(b.group) ||
              a.position - b.position ||
              a.identity.localeCompare(b.identity),
          );
      });
    },

    operator: {
      async list(filter) {
        const rows = await selectAllRevisions(db, filter);
        const summaries = new Map<string, OperatorPageSummary>();
        for (const row of rows) {
          const key = `${row.kind}/${row.identity}/${row.locale}`;
          const summary = summaries.get(key);
          // Rows come newest first per page and locale: the first is the current one.
          if (summary) summary.revisions += 1;
          else {
            summaries.set(key, {
              kind: row.kind,
              identity: row.identity,
              locale: row.locale,
              title: row.title,
              group: asGroup(row.group),
              revision: row.revision,
              revisions: 1,
              publishedAt: row.publishedAt.toISOString(),
            });
          }
        }
        return [...summaries.values()];
      },

      async read(kind, identity) {
        const rows = await selectAllRevisions(db, { kind, identity });
        if (rows.length === 0) throw notFound(kind, identity);
        const current = new Map<string, Revision>();
        for (const row of rows)
          if (!current.has(row.locale)) current.set(row.locale, toRevision(row));
        const revisions = rows
          .map(toRevision)
          .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.revision - a.revision)
          .map(({ body: _body, ...rest }) => rest);
        return { kind, identity, current: [...current.values()], revisions };
      },

      async readRevision(kind, identity, locale, revision) {
        const rows = await selectAllRevisions(db, { kind, identity, locale });
        const row = rows.find((candidate) => candidate.revision === revision);
        if (!row) throw AppError.notFound(`No revision ${revision} of ${kind} "${identity}"`);
        return toRevision(row);
      },

      async publish(kind, identity, input) {
        assertLocale(input.locale);
        if (kind === "static" && input.group !== undefined) {
          throw AppError.validation({ group: ["Only questions belong to a group"] });
        }
        const published = await db.transaction(async (tx) => {
          const pageId = await lockPage(tx, { kind, identity });
          const latest = await selectLatestOfPage(tx, pageId, input.locale);
          const latestAnywhere = latest ?? (await selectLatestOfPage(tx, pageId));
          const group = kind === "question" ? (input.group ?? latestAnywhere?.group) : null;
          if (kind === "question" && !group) {
            throw AppError.validation({
              group: [`A new question needs its group: one of ${QUESTION_GROUPS.join(", ")}`],
            });
          }
          return insertRevision(tx, {
            pageId,
            locale: input.locale,
            revision: (latest?.revision ?? 0) + 1,
            title: input.title,
            body: input.body,
            group: group ?? null,
            position: input.position ?? latestAnywhere?.position ?? 0,
            source: "operator",
          });
        });
        await invalidate(kind, identity);
        return toRevision(published);
      },
    },
  };
}
