import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import type { ContentPage } from "../../../contracts/content-pages.ts";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { PageContainer, PageHeading } from "../../ui/page-heading.tsx";
import { ContentArticle } from "./content-article.tsx";
import { LEGAL_PAGES } from "./legal-pages.ts";
import { PublishedDate } from "./published-date.tsx";
import { TableOfContents } from "./table-of-contents.tsx";

/** /static/{identity}: a page of the content store with its sections and the other policies. */
export function StaticPageView({ page }: { page: ContentPage }) {
  const { t } = useTranslation("help");
  const localize = useLocalizedPath();
  const policies = t("page.policies");
  return (
    <PageContainer>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-12">
        <article className="min-w-0">
          <PageHeading title={page.title} description={<PublishedDate iso={page.publishedAt} />} />
          <TableOfContents entries={page.toc} variant="folded" />
          <ContentArticle html={page.html} className="max-w-3xl" />
        </article>
        <aside className="mt-10 space-y-8 lg:sticky lg:top-20 lg:mt-0 lg:self-start">
          <TableOfContents entries={page.toc} variant="panel" />
          <nav aria-label={policies}>
            <p className="mb-2 flex items-center gap-2 px-2 text-xs font-semibold tracking-widest text-muted uppercase">
              <FileText aria-hidden="true" className="size-4" />
              {policies}
            </p>
            <ul className="space-y-1 text-sm">
              {LEGAL_PAGES.map((identity) => (
                <li key={identity}>
                  <NavLink
                    to={localize(`/static/${identity}`)}
                    className="block rounded-md px-2 py-1 text-muted hover:bg-raised hover:text-text aria-[current=page]:bg-accent/15 aria-[current=page]:text-text"
                  >
                    {t(`legal.${identity}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
    </PageContainer>
  );
}
