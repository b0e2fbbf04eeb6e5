import { History } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatApiMoney } from "../../../contracts/money-format.ts";
import type { Level, PointEntry } from "../../../contracts/loyalty.ts";
import { isApiError } from "../../lib/api-client.ts";
import { localizedText } from "../../lib/localized-text.ts";
import { useLocale, useLocaleTag } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { GuestActions } from "../../ui/guest-actions.tsx";
import { PageContainer, PageHeading, SectionHeading } from "../../ui/page-heading.tsx";
import { ListSkeleton, LoadingRegion, Skeleton } from "../../ui/skeleton.tsx";
import { LevelCard } from "./level-card.tsx";
import { formatPercent, formatPoints, levelName } from "./level-text.ts";
import {
  useClaimRakeback,
  useLevels,
  useLoyaltyAccount,
  useLoyaltyPlayerId,
  usePointHistory,
} from "./loyalty-api.ts";

/** /loyalty: the player's level, rakeback and points history, and the levels with their perks. */
export function LoyaltyPage() {
  const { t } = useTranslation("layout");
  const isPlayer = useLoyaltyPlayerId() !== null;
  return (
    <PageContainer className="space-y-8">
      <PageHeading
        title={t("loyalty.title")}
        description={t("loyalty.intro")}
        actions={isPlayer ? undefined : <GuestActions />}
      />
      {isPlayer ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <LevelCard withLink={false} headingLevel={2} />
          <RakebackPanel />
        </div>
      ) : null}
      <LevelsTable />
      {isPlayer ? <PointsHistory /> : null}
    </PageContainer>
  );
}

function RakebackPanel() {
  const { t } = useTranslation("layout");
  const locale = useLocale();
  const tag = useLocaleTag();
  const account = useLoyaltyAccount();
  const claim = useClaimRakeback();
  if (account.isPending) return <Skeleton className="h-32 rounded-2xl" />;
  if (account.isError) return null;
  const { rakeback, rakebackPercent, rakebackClaimable, vip } = account.data;
  return (
    <section
      aria-labelledby="loyalty-rakeback"
      className="space-y-3 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="loyalty-rakeback" className="font-semibold text-text">
        {t("loyalty.rakebackTitle")}
      </h2>
      <p className="text-sm text-muted">
        {Number(rakebackPercent) > 0
          ? t("loyalty.rakebackRate", { percent: formatPercent(rakebackPercent, locale) })
          : t("loyalty.rakebackNone")}
      </p>
      {!vip.eligible ? (
        <p className="rounded-xl bg-raised p-3 text-sm text-text">
          {vip.reason === "identity" ? t("loyalty.vipIdentity") : t("loyalty.vipAge")}
        </p>
      ) : null}
      {rakeback.length === 0 ? (
        <p className="text-sm text-muted">{t("loyalty.rakebackEmpty")}</p>
      ) : (
        <ul className="space-y-2">
          {rakeback.map((item) => (
            <li key={item.currency} className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-text tabular-nums">
                {formatApiMoney(item.amount, item.currency, tag)}
              </span>
              {rakebackClaimable ? (
                <button
                  type="button"
                  className={buttonClass("win", "sm")}
                  disabled={claim.isPending}
                  onClick={() => claim.mutate(item.currency)}
                >
                  {t("loyalty.claimRakeback")}
                  <span className="sr-only">{` ${item.currency}`}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {claim.isSuccess ? (
        <p role="status" className="text-sm text-win-text">
          {t("loyalty.rakebackClaimed")}
        </p>
      ) : null}
      {claim.error ? (
        <p role="alert" className="text-sm text-danger">
          {isApiError(claim.error) && claim.error.status > 0
            ? claim.error.message
            : t("quests.actionFailed")}
        </p>
      ) : null}
    </section>
  );
}

function rewardOf(level: Level, locale: string): string | null {
  const reward = level.perks.levelUpReward;
  return reward ? localizedText(reward.name, locale) : null;
}

function LevelsTable() {
  const { t } = useTranslation("layout");
  const locale = useLocale();
  const levels = useLevels();
  const account = useLoyaltyAccount();
  const currentOrder = account.data?.currentLevel?.order ?? null;
  // The reward column shows only when some level has one.
  const withRewards = levels.data?.some((level) => level.perks.levelUpReward !== null) ?? false;
  return (
    <section aria-labelledby="loyalty-levels">
      <SectionHeading id="loyalty-levels">{t("loyalty.levelsTitle")}</SectionHeading>
      {levels.isPending ? (
        <LoadingRegion>
          <ListSkeleton rows={5} />
        </LoadingRegion>
      ) : levels.isError ? (
        <p className="text-sm text-muted">{t("loyalty.levelsFailed")}</p>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-line bg-surface">
          <table className="w-full text-start text-sm">
            <thead className="bg-raised text-xs text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold sm:px-4">
                  {t("loyalty.level")}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold sm:px-4">
                  {t("loyalty.pointsNeeded")}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-semibold sm:px-4">
                  {t("loyalty.rakebackTitle")}
                </th>
                {withRewards ? (
                  <th
                    scope="col"
                    className="hidden px-4 py-2 text-start font-semibold sm:table-cell"
                  >
                    {t("loyalty.levelUpReward")}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {levels.data.map((level) => {
                const isCurrent = level.order === currentOrder;
                const reward = rewardOf(level, locale);
                return (
                  <tr
                    key={level.id}
                    aria-current={isCurrent ? "true" : undefined}
                    className={`border-t border-line ${isCurrent ? "bg-accent/10" : ""}`}
                  >
                    <th
                      scope="row"
                      className="px-3 py-3 text-start font-semibold text-text sm:px-4"
                    >
                      <span className="inline-flex flex-wrap items-center gap-1.5">
                        {levelName(level, locale)}
                        {level.isVip ? (
                          <span className="rounded-full bg-win/15 px-2 py-0.5 text-xs text-win-text">
                            {t("loyalty.vip")}
                          </span>
                        ) : null}
                        {isCurrent ? (
                          <span className="text-xs font-normal text-accent-text">
                            {t("loyalty.you")}
                          </span>
                        ) : null}
                      </span>
                    </th>
                    <td className="px-3 py-3 text-end text-muted tabular-nums sm:px-4">
                      {formatPoints(level.points, locale)}
                    </td>
                    <td className="px-3 py-3 text-end text-text tabular-nums sm:px-4">
                      {Number(level.perks.rakebackPercent) > 0
                        ? formatPercent(level.perks.rakebackPercent, locale)
                        : "–"}
                    </td>
                    {withRewards ? (
                      <td className="hidden px-4 py-3 text-muted sm:table-cell">{reward ?? "–"}</td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-xs text-muted">{t("loyalty.vipNote")}</p>
    </section>
  );
}

function entryTitle(
  t: ReturnType<typeof useTranslation>["t"],
  entry: PointEntry,
  locale: string,
): string {
  switch (entry.kind) {
    case "wager":
      return entry.product === "sport" ? t("loyalty.entry.sport") : t("loyalty.entry.casino");
    case "refund":
      return t("loyalty.entry.refund");
    case "quest":
      return t("loyalty.entry.quest", {
        quest: entry.title ? localizedText(entry.title, locale) : "",
      });
    case "manual":
      return entry.title ? localizedText(entry.title, locale) : t("loyalty.entry.manual");
  }
}

function PointsHistory() {
  const { t } = useTranslation("layout");
  const locale = useLocale();
  const tag = useLocaleTag();
  const [page, setPage] = useState(1);
  const history = usePointHistory(page);
  const dates = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  return (
    <section aria-labelledby="loyalty-history">
      <SectionHeading id="loyalty-history">{t("loyalty.historyTitle")}</SectionHeading>
      {history.isPending ? (
        <LoadingRegion>
          <ListSkeleton rows={4} />
        </LoadingRegion>
      ) : history.isError ? (
        <p className="text-sm text-muted">{t("loyalty.historyFailed")}</p>
      ) : history.data.data.length === 0 ? (
        <EmptyState
          icon={History}
          headingLevel={3}
          title={t("loyalty.historyEmpty")}
          description={t("loyalty.historyEmptyText")}
        />
      ) : (
        <>
          <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
            {history.data.data.map((entry) => {
              const negative = entry.points.startsWith("-");
              return (
                <li key={entry.id} className="flex items-center justify-between gap-3 px-4 py-3">
                  <span className="min-w-0">
                    <span className="block text-sm font-medium break-words text-text">
                      {entryTitle(t, entry, locale)}
                    </span>
                    <span className="block text-xs text-muted">
                      {dates.format(
                        new Date(entry.day ? `${entry.day}T00:00:00Z` : entry.createdAt),
                      )}
                    </span>
                  </span>
                  <span
                    className={`shrink-0 text-sm font-semibold tabular-nums ${negative ? "text-muted" : "text-win-text"}`}
                  >
                    {negative ? "" : "+"}
                    {new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(
                      Number(entry.points),
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
          {history.data.totalPages > 1 ? (
            <nav
              aria-label={t("loyalty.historyPages")}
              className="mt-3 flex items-center justify-between gap-3"
            >
              <button
                type="button"
                className={buttonClass("secondary", "sm")}
                disabled={page <= 1}
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              >
                {t("loyalty.newer")}
              </button>
              <span className="text-xs text-muted">
                {t("loyalty.page", { page, pages: history.data.totalPages })}
              </span>
              <button
                type="button"
                className={buttonClass("secondary", "sm")}
                disabled={page >= history.data.totalPages}
                onClick={() => setPage((current) => current + 1)}
              >
                {t("loyalty.older")}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
