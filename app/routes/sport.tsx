import { Trophy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/sport";
import { humanizeIdentity } from "../lib/humanize.ts";
import { buildSportPath, parseSportPath } from "../lib/sport-path.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { StandardPage } from "../ui/standard-page.tsx";

/** /sport/{sport}/{category}/{championship}/{eventId-eventname} and /sport/event/{eventId}. */
export default function SportPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const where = parseSportPath(params["*"]);
  const crumbs: { label: string; to: string }[] = [];
  if (where.sport)
    crumbs.push({
      label: humanizeIdentity(where.sport),
      to: buildSportPath({ sport: where.sport }),
    });
  if (where.sport && where.category) {
    crumbs.push({
      label: humanizeIdentity(where.category),
      to: buildSportPath({ sport: where.sport, category: where.category }),
    });
  }
  if (where.sport && where.category && where.championship) {
    crumbs.push({
      label: humanizeIdentity(where.championship),
      to: buildSportPath({
        sport: where.sport,
        category: where.category,
        championship: where.championship,
      }),
    });
  }
  if (where.event) {
    crumbs.push({
      label: where.event.slug
        ? humanizeIdentity(where.event.slug)
        : t("pages.sport.event", { id: where.event.id, defaultValue: "Event {{id}}" }),
      to: `/sport/${params["*"] ?? ""}`,
    });
  }
  const sportsbook = t("pages.sport.title", { defaultValue: "Sportsbook" });

  return (
    <StandardPage
      icon={Trophy}
      title={sportsbook}
      text={{
        key: "sport",
        title: "Sportsbook",
        emptyTitle: "No events to show",
        emptyDescription: "Pre-match and live events with their odds are listed here.",
      }}
    >
      {crumbs.length > 0 ? (
        <nav
          aria-label={t("pages.sport.breadcrumb", { defaultValue: "Where you are" })}
          className="mb-6"
        >
          <ol className="flex flex-wrap items-center gap-1.5 text-sm">
            <li>
              <Link to={localize("/sport")} className="text-muted hover:text-text">
                {sportsbook}
              </Link>
            </li>
            {crumbs.map((crumb, index) => {
              const last = index === crumbs.length - 1;
              return (
                <li key={crumb.to} className="flex items-center gap-1.5">
                  <span aria-hidden="true" className="text-muted">
                    /
                  </span>
                  <Link
                    to={localize(crumb.to)}
                    aria-current={last ? "page" : undefined}
                    className="rounded-md text-muted hover:text-text aria-[current=page]:font-semibold aria-[current=page]:text-text"
                  >
                    {crumb.label}
                  </Link>
                </li>
              );
            })}
          </ol>
        </nav>
      ) : null}
    </StandardPage>
  );
}
