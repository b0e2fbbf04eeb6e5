import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";

/** Where the page sits in the sportsbook: Sportsbook / Soccer / England / Premier League. */
export function Breadcrumbs({ items }: { items: readonly { label: string; to: string }[] }) {
  const { t } = useTranslation("sportsbook");
  const localize = useLocalizedPath();
  return (
    <nav aria-label={t("nav.breadcrumb")} className="mb-2 min-w-0">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.to}-${index}`} className="flex min-w-0 items-center gap-1.5">
              {index > 0 ? (
                <span aria-hidden="true" className="text-muted">
                  /
                </span>
              ) : null}
              <Link
                to={localize(item.to)}
                aria-current={last ? "page" : undefined}
                className="truncate rounded-md text-muted hover:text-text aria-[current=page]:font-semibold aria-[current=page]:text-text"
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
