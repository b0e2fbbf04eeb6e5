import { useEffect, useRef } from "react";
import { NavLink, Link } from "react-router";

export interface TabItem {
  to: string;
  label: string;
  /** Decides "current" by hand (query-string tabs); route tabs leave it to NavLink. */
  current?: boolean;
  end?: boolean;
}

const tabClass =
  "inline-flex h-9 items-center rounded-lg px-3.5 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-text aria-[current=page]:bg-accent aria-[current=page]:text-on-accent aria-[current=page]:shadow-sm";

/** A row of links between sibling pages; the current one carries aria-current="page". */
export function TabNav({ label, items }: { label: string; items: readonly TabItem[] }) {
  const navRef = useRef<HTMLElement>(null);

  // On narrow screens the row scrolls sideways: keep the current tab in view.
  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const navBox = nav.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    if (box.left < navBox.left || box.right > navBox.right) {
      nav.scrollLeft += box.left - navBox.left - (navBox.width - box.width) / 2;
    }
  });

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className="mb-6 -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="inline-flex gap-1 rounded-xl border border-line bg-surface p-1">
        {items.map((item) => (
          <li key={item.to}>
            {item.current === undefined ? (
              <NavLink to={item.to} end={item.end} className={tabClass}>
                {item.label}
              </NavLink>
            ) : (
              <Link
                to={item.to}
                aria-current={item.current ? "page" : undefined}
                className={tabClass}
                preventScrollReset
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
