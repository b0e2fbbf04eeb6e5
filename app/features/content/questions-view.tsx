import { ChevronRight, CircleHelp, Search } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { QUESTION_GROUPS, type QuestionSummary } from "../../../contracts/content-pages.ts";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageContainer, PageHeading } from "../../ui/page-heading.tsx";
import { searchQuestions } from "./faq-search.ts";
import { QUESTION_GROUP_ICONS } from "./question-groups.ts";
import { StillNeedHelp } from "./still-need-help.tsx";

/** The search box keeps its words in `?q=`, so a search can be shared and works without scripts. */
export const SEARCH_PARAM = "q";

/** /questions: the FAQ by group, with a search over questions and answers. */
export function QuestionsView({ questions }: { questions: readonly QuestionSummary[] }) {
  const { t } = useTranslation("help");
  const localize = useLocalizedPath();
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get(SEARCH_PARAM) ?? "");
  const deferred = useDeferredValue(query);
  const searching = deferred.trim() !== "";
  const matches = useMemo(
    () => (searching ? searchQuestions(questions, deferred) : []),
    [questions, deferred, searching],
  );

  function onQueryChange(value: string) {
    setQuery(value);
    const next = new URLSearchParams(searchParams);
    if (value.trim()) next.set(SEARCH_PARAM, value);
    else next.delete(SEARCH_PARAM);
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  const searchLabel = t("faq.searchLabel");
  return (
    <PageContainer className="max-w-4xl space-y-6">
      <PageHeading
        eyebrow={<CircleHelp aria-hidden="true" className="inline size-4" />}
        title={t("faq.title")}
        description={t("faq.intro")}
      />
      <form
        role="search"
        method="get"
        action={localize("/questions")}
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="faq-search" className="sr-only">
          {searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-muted"
          />
          <input
            id="faq-search"
            type="search"
            name={SEARCH_PARAM}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder={t("faq.searchPlaceholder")}
            autoComplete="off"
            className="h-12 w-full rounded-2xl border border-line bg-surface ps-11 pe-4 text-base text-text outline-none placeholder:text-muted/80 focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/30"
          />
        </div>
      </form>

      {searching ? (
        <section aria-labelledby="faq-results">
          <h2 id="faq-results" className="mb-3 text-sm font-medium text-muted" aria-live="polite">
            {t("faq.results", { count: matches.length })}
          </h2>
          {matches.length === 0 ? (
            <EmptyState
              icon={Search}
              title={t("faq.noResults")}
              description={t("faq.noResultsText")}
              action={
                <Link
                  to={localize("/contact")}
                  className="font-semibold text-accent-text underline"
                >
                  {t("faq.contactUs")}
                </Link>
              }
            />
          ) : (
            <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
              {matches.map(({ question, excerpt }) => (
                <li key={question.identity}>
                  <Link
                    to={localize(`/questions/${question.identity}`)}
                    className="block px-4 py-3 hover:bg-raised sm:px-5"
                  >
                    <span className="block text-xs font-semibold text-accent-text">
                      {t(`groups.${question.group}`)}
                    </span>
                    <span className="block font-semibold text-text">{question.title}</span>
                    <span className="mt-0.5 block text-sm text-muted">{excerpt}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <>
          <nav aria-label={t("faq.topics")}>
            <ul className="flex flex-wrap gap-2">
              {QUESTION_GROUPS.map((group) => {
                const Icon = QUESTION_GROUP_ICONS[group];
                return (
                  <li key={group}>
                    <a
                      href={`#${group}`}
                      className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1.5 text-sm font-medium text-text hover:border-accent/60"
                    >
                      <Icon aria-hidden="true" className="size-4 text-accent-text" />
                      {t(`groups.${group}`)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="grid gap-4 md:grid-cols-2">
            {QUESTION_GROUPS.map((group) => {
              const inGroup = questions.filter((question) => question.group === group);
              if (inGroup.length === 0) return null;
              const Icon = QUESTION_GROUP_ICONS[group];
              return (
                <section
                  key={group}
                  id={group}
                  aria-labelledby={`${group}-title`}
                  className="scroll-mt-24 rounded-2xl border border-line bg-surface p-4 sm:p-5"
                >
                  <h2
                    id={`${group}-title`}
                    className="mb-2 flex items-center gap-2 text-lg font-semibold text-text"
                  >
                    <Icon aria-hidden="true" className="size-5 text-accent-text" />
                    {t(`groups.${group}`)}
                  </h2>
                  <ul className="-mx-2">
                    {inGroup.map((question) => (
                      <li key={question.identity}>
                        <Link
                          to={localize(`/questions/${question.identity}`)}
                          className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm text-text hover:bg-raised"
                        >
                          {question.title}
                          <ChevronRight
                            aria-hidden="true"
                            className="size-4 shrink-0 text-muted rtl:-scale-x-100"
                          />
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </>
      )}
      <StillNeedHelp />
    </PageContainer>
  );
}
