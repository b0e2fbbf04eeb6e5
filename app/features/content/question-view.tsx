import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ContentPage, QuestionSummary } from "../../../contracts/content-pages.ts";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { PageContainer, PageHeading } from "../../ui/page-heading.tsx";
import { ContentArticle } from "./content-article.tsx";
import { StillNeedHelp } from "./still-need-help.tsx";

/** /questions/{identity}: one answer, the other questions of its group, and the way back. */
export function QuestionView({
  page,
  related,
}: {
  page: ContentPage;
  related: readonly QuestionSummary[];
}) {
  const { t } = useTranslation("help");
  const localize = useLocalizedPath();
  const group = page.group;
  const groupLabel = group ? t(`groups.${group}`) : undefined;
  return (
    <PageContainer className="max-w-3xl space-y-8">
      <div>
        <Link
          to={localize(group ? `/questions#${group}` : "/questions")}
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted hover:text-text"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t("faq.allQuestions")}
        </Link>
        <PageHeading title={page.title} eyebrow={groupLabel} />
        <ContentArticle html={page.html} />
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="related-questions">
          <h2 id="related-questions" className="mb-2 text-base font-semibold text-text">
            {t("faq.related", { group: groupLabel })}
          </h2>
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
            {related.map((question) => (
              <li key={question.identity}>
                <Link
                  to={localize(`/questions/${question.identity}`)}
                  className="block px-4 py-3 text-sm text-text hover:bg-raised"
                >
                  {question.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <StillNeedHelp />
    </PageContainer>
  );
}
