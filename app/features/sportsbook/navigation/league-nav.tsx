import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatInteger } from "../../../../contracts/locale-format.ts";
import { Link, useNavigate } from "react-router";
import type { SportTreeNode } from "../../../../contracts/sportsbook.ts";
import { useLocaleTag, useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { useSportNames } from "../api/catalogue-api.ts";
import { useSportHref } from "./links.ts";
import { NO_NAMES, slugNames } from "./sport-names.ts";

function sameIds(ticked: ReadonlySet<number>, current: readonly number[]): boolean {
  return ticked.size === current.length && current.every((id) => ticked.has(id));
}

/**
 * A sport's leagues: its categories (countries, e-sports titles…) open to their championships,
 * each a link; several championships can be ticked and shown together (the address then carries
 * championshipIds, SPEC §2).
 */
export function LeagueNav({
  sport,
  categoryIds,
  championshipIds,
}: {
  sport: SportTreeNode;
  categoryIds: readonly number[];
  championshipIds: readonly number[];
}) {
  const { t } = useTranslation("sportsbook");
  const locale = useLocaleTag();
  const localize = useLocalizedPath();
  const href = useSportHref();
  const navigate = useNavigate();
  const names = useSportNames(sport.id).data ?? NO_NAMES;
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(categoryIds));
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set(championshipIds));
  const [expanded, setExpanded] = useState(false);
  const baseId = useId();
  const categories = sport.categories.filter((category) => category.eventCount > 0);

  const toggle = <T,>(set: ReadonlySet<T>, value: T) => {
    const next = new Set(set);
    if (next.has(value)) next.delete(value);
    else next.add(value);
    return next;
  };

  const showTicked = () => {
    const ids = [...ticked];
    const owners = categories.filter((category) =>
      category.championships.some((championship) => ticked.has(championship.id)),
    );
    const onlyCategory = owners.length === 1 ? owners[0] : undefined;
    const onlyChampionship =
      ids.length === 1
        ? onlyCategory?.championships.find((championship) => ticked.has(championship.id))
        : undefined;
    const slugs = slugNames(names, { category: onlyCategory, championship: onlyChampionship });
    void navigate(
      localize(
        href({
          sport: sport.code,
          category: slugs.category,
          championship: slugs.championship,
          categoryIds: owners.map((category) => category.id),
          championshipIds: ids,
        }),
      ),
    );
  };

  return (
    <section
      className="mb-5 rounded-2xl border border-line bg-surface"
      aria-labelledby={`${baseId}-title`}
    >
      <h2 id={`${baseId}-title`}>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${baseId}-panel`}
          onClick={() => setExpanded(!expanded)}
          className="flex w-full items-center justify-between gap-2 px-4 py-3 text-start text-sm font-semibold text-text"
        >
          {t("leagues.title", { count: categories.length })}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${expanded ? "rotate-180" : ""}`}
          />
        </button>
      </h2>
      <div id={`${baseId}-panel`} hidden={!expanded} className="border-t border-line px-2 py-2">
        <ul className="grid gap-1 sm:grid-cols-2">
          {categories.map((category) => {
            const isOpen = open.has(category.id);
            const panel = `${baseId}-category-${category.id}`;
            return (
              <li key={category.id} className="min-w-0">
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={panel}
                  onClick={() => setOpen(toggle(open, category.id))}
                  className="flex h-10 w-full items-center gap-2 rounded-lg px-2 text-start text-sm text-text hover:bg-raised"
                >
                  <ChevronDown
                    aria-hidden="true"
                    className={`size-4 shrink-0 text-muted transition-transform ${isOpen ? "" : "-rotate-90 rtl:rotate-90"}`}
                  />
                  <span className="min-w-0 flex-1 truncate">{category.name}</span>
                  <span className="text-xs text-muted tabular-nums">
                    {formatInteger(category.eventCount, locale)}
                  </span>
                </button>
                <ul id={panel} hidden={!isOpen} className="ms-6 mb-1">
                  {category.championships
                    .filter((championship) => championship.eventCount > 0)
                    .map((championship) => {
                      const slugs = slugNames(names, { category, championship });
                      const current =
                        championshipIds.length === 1 && championshipIds[0] === championship.id;
                      return (
                        <li key={championship.id} className="flex min-w-0 items-center gap-2">
                          <input
                            type="checkbox"
                            checked={ticked.has(championship.id)}
                            onChange={() => setTicked(toggle(ticked, championship.id))}
                            aria-label={t("leagues.pick", { name: championship.name })}
                            className="size-4 shrink-0 accent-[var(--sv-accent)]"
                          />
                          <Link
                            to={localize(
                              href({
                                sport: sport.code,
                                category: slugs.category,
                                championship: slugs.championship,
                                categoryIds: [category.id],
                                championshipIds: [championship.id],
                              }),
                            )}
                            aria-current={current ? "page" : undefined}
                            className="flex h-9 min-w-0 flex-1 items-center justify-between gap-2 rounded-lg px-2 text-sm text-muted hover:bg-raised hover:text-text aria-[current=page]:font-semibold aria-[current=page]:text-text"
                          >
                            <span className="truncate">{championship.name}</span>
                            <span className="text-xs tabular-nums">
                              {formatInteger(championship.eventCount, locale)}
                            </span>
                          </Link>
                        </li>
                      );
                    })}
                </ul>
              </li>
            );
          })}
        </ul>
        {ticked.size > 0 && !sameIds(ticked, championshipIds) ? (
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-line px-2 pt-2">
            <button
              type="button"
              onClick={() => setTicked(new Set())}
              className={buttonClass("ghost", "sm")}
            >
              {t("leagues.clear")}
            </button>
            <button
              type="button"
              onClick={showTicked}
              className={buttonClass("primary", "sm")}
              data-testid="show-leagues"
            >
              {t("leagues.show", { count: ticked.size })}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
