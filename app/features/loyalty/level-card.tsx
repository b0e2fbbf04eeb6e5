import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../lib/use-localized-path.ts";
import { ProgressBar } from "../../ui/progress-bar.tsx";
import { LoadingRegion, Skeleton } from "../../ui/skeleton.tsx";
import { useLoyaltyAccount } from "./loyalty-api.ts";
import { formatPoints, levelName } from "./level-text.ts";

/** The player's level and the way to the next one (profile, /loyalty). */
export function LevelCard({
  withLink = true,
  headingLevel = 3,
}: {
  withLink?: boolean;
  /** 3 inside a page section (profile), 2 directly under the page's h1 (/loyalty). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t } = useTranslation("layout");
  const locale = useLocale();
  const localize = useLocalizedPath();
  const account = useLoyaltyAccount();
  if (account.isPending) {
    return (
      <LoadingRegion label={t("loyalty.loading")}>
        <Skeleton className="h-32 rounded-2xl" />
      </LoadingRegion>
    );
  }
  if (account.isError) {
    return (
      <p className="rounded-2xl border border-line bg-surface p-5 text-sm text-muted">
        {t("loyalty.loadFailed")}
      </p>
    );
  }
  const { currentLevel, nextLevel, points, percentage } = account.data;
  const current = currentLevel ? levelName(currentLevel, locale) : "";
  const toGo = nextLevel ? Math.max(0, nextLevel.points - points) : 0;
  return (
    <section
      aria-labelledby="loyalty-level"
      className="rounded-2xl border border-line bg-surface p-5"
      data-loyalty-level={currentLevel?.order ?? 0}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent text-on-accent">
            <Crown aria-hidden="true" className="size-5" />
          </span>
          <div>
            <p className="text-xs font-semibold tracking-widest text-muted uppercase">
              {t("loyalty.yourLevel")}
            </p>
            <Heading id="loyalty-level" className="text-xl font-bold text-text">
              {current}
            </Heading>
          </div>
        </div>
        <p className="text-sm text-muted">
          {t("loyalty.points", { points: formatPoints(points, locale) })}
        </p>
      </div>
      <div className="mt-4 space-y-2">
        <ProgressBar
          value={percentage}
          label={t("loyalty.progressLabel")}
          valueText={`${percentage}%`}
        />
        <p className="text-sm text-muted">
          {nextLevel
            ? t("loyalty.toNext", {
                points: formatPoints(toGo, locale),
                level: levelName(nextLevel, locale),
              })
            : t("loyalty.topLevel")}
        </p>
      </div>
      {withLink ? (
        <Link
          to={localize("/loyalty")}
          className="mt-3 inline-block text-sm font-semibold text-accent-text underline-offset-2 hover:underline"
        >
          {t("loyalty.seeLevels")}
        </Link>
      ) : null}
    </section>
  );
}
