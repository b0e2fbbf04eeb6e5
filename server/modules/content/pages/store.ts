import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { PageKind } from "../../../../contracts/content-pages.ts";
import type { DbExecutor } from "../../../db/client.ts";
import {
  contentPageRevisions,
  contentPages,
  type ContentPageRevisionRow,
} from "../../../db/schema.ts";

/** Queries of the content store: pages and their append-only revisions. */

export interface RevisionRow extends ContentPageRevisionRow {
  kind: PageKind;
  identity: string;
}

const revisionColumns = {
  id: contentPageRevisions.id,
  pageId: contentPageRevisions.pageId,
  locale: contentPageRevisions.locale,
  revision: contentPageRevisions.revision,
  title: contentPageRevisions.title,
  body: contentPageRevisions.body,
  group: contentPageRevisions.group,
  position: contentPageRevisions.position,
  source: contentPageRevisions.source,
  seedHash: contentPageRevisions.seedHash,
  publishedAt: contentPageRevisions.publishedAt,
  kind: contentPages.kind,
  identity: contentPages.identity,
};

/** Locale first, then the fallback; the newest revision of each. */
const preferLocale = (locale: string) => desc(sql`${contentPageRevisions.locale} = ${locale}`);

/** The current revision of one page in `locale`, else in `fallback`. */
export async function selectCurrentRevision(
  db: DbExecutor,
  page: { kind: PageKind; identity: string },
  locale: string,
  fallback: string,
): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select(revisionColumns)
    .from(contentPageRevisions)
    .innerJoin(contentPages, eq(contentPages.id, contentPageRevisions.pageId))
    .where(
      and(
        eq(contentPages.kind, page.kind),
        eq(contentPages.identity, page.identity),
        inArray(contentPageRevisions.locale, [locale, fallback]),
      ),
    )
    .orderBy(preferLocale(locale), desc(contentPageRevisions.revision))
    .limit(1);
  return row;
}

/** The current revision of every page of a kind, in `locale` where it has one, else `fallback`. */
export async function selectCurrentRevisions(
  db: DbExecutor,
  kind: PageKind,
  locale: string,
  fallback: string,
): Promise<RevisionRow[]> {
  return db
    .selectDistinctOn([contentPageRevisions.pageId], revisionColumns)
    .from(contentPageRevisions)
    .innerJoin(contentPages, eq(contentPages.id, contentPageRevisions.pageId))
    .where(
      and(eq(contentPages.kind, kind), inArray(contentPageRevisions.locale, [locale, fallback])),
    )
    .orderBy(
      contentPageRevisions.pageId,
      preferLocale(locale),
      desc(contentPageRevisions.revision),
    );
}

/** Every revision of every page (optionally of one kind or locale), newest first per page. */
export async function selectAllRevisions(
  db: DbExecutor,
  filter: { kind?: PageKind; identity?: string; locale?: string },
): Promise<RevisionRow[]> {
  const conditions = [];
  if (filter.kind) conditions.push(eq(contentPages.kind, filter.kind));
  if (filter.identity) conditions.push(eq(contentPages.identity, filter.identity));
  if (filter.locale) conditions.push(eq(contentPageRevisions.locale, filter.locale));
  return db
    .select(revisionColumns)
    .from(contentPageRevisions)
    .innerJoin(contentPages, eq(contentPages.id, contentPageRevisions.pageId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(
      asc(contentPages.kind),
      asc(contentPages.identity),
      asc(contentPageRevisions.locale),
      desc(contentPageRevisions.revision),
    );
}

/** The page's id, creating the page when it is new, locked until the transaction ends. */
export async function lockPage(
  tx: DbExecutor,
  page: { kind: PageKind; identity: string },
): Promise<string> {
  await tx.insert(contentPages).values(page).onConflictDoNothing();
  const [row] = await tx
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.kind, page.kind), eq(contentPages.identity, page.identity)))
    .for("update");
  if (!row) throw new Error(`content page ${page.kind}/${page.identity} vanished`);
  return row.id;
}

/** The newest revision of a locked page: in `locale`, or in any locale when none is given. */
export async function selectLatestOfPage(
  tx: DbExecutor,
  pageId: string,
  locale?: string,
): Promise<ContentPageRevisionRow | undefined> {
  const [row] = await tx
    .select()
    .from(contentPageRevisions)
    .where(
      locale === undefined
        ? eq(contentPageRevisions.pageId, pageId)
        : and(eq(contentPageRevisions.pageId, pageId), eq(contentPageRevisions.locale, locale)),
    )
    .orderBy(
      ...(locale === undefined
        ? [desc(contentPageRevisions.publishedAt), desc(contentPageRevisions.id)]
        : [desc(contentPageRevisions.revision)]),
    )
    .limit(1);
  return row;
}

export async function insertRevision(
  tx: DbExecutor,
  values: typeof contentPageRevisions.$inferInsert,
): Promise<ContentPageRevisionRow> {
  const [row] = await tx.insert(contentPageRevisions).values(values).returning();
  if (!row) throw new Error("revision not inserted");
  return row;
}
