import { ListTree } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { TocEntry } from "../../../contracts/content-pages.ts";

/**
 * The page's sections as links to their headings: folded under the title on phones
 * (`folded`), a side panel on wide screens (`panel`).
 */
export function TableOfContents({
  entries,
  variant,
}: {
  entries: readonly TocEntry[];
  variant: "folded" | "panel";
}) {
  const { t } = useTranslation("help");
  if (entries.length === 0) return null;
  const title = t("page.contents");
  const list = (
    <ol className="space-y-1 text-sm">
      {entries.map((entry) => (
        <li key={entry.id} className={entry.level === 3 ? "ps-4" : ""}>
          <a
            href={`#${entry.id}`}
            className="block rounded-md px-2 py-1 text-muted hover:bg-raised hover:text-text"
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );
  if (variant === "folded") {
    return (
      <nav aria-label={title} className="mb-6 lg:hidden">
        <details className="rounded-2xl border border-line bg-surface">
          <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-semibold text-text">
            <ListTree aria-hidden="true" className="size-4 text-accent-text" />
            {title}
          </summary>
          <div className="border-t border-line p-2">{list}</div>
        </details>
      </nav>
    );
  }
  return (
    <nav aria-label={title} className="hidden lg:block" data-testid="table-of-contents">
      <p className="mb-2 flex items-center gap-2 px-2 text-xs font-semibold tracking-widest text-muted uppercase">
        <ListTree aria-hidden="true" className="size-4" />
        {title}
      </p>
      {list}
    </nav>
  );
}
