import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Check, ChevronDown, Globe } from "lucide-react";
import { localeTag } from "../../contracts/locale.ts";
import { switchLocalePath } from "../lib/locale.ts";
import { useRootData } from "../lib/use-root-data.ts";
import { useKnownLocales, useLocale } from "../lib/use-localized-path.ts";
import { PopoverMenu } from "./popover/popover-menu.tsx";

/** Lists every locale as a link to the same page in that language: path, query and hash kept. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("layout");
  const data = useRootData();
  const locale = useLocale();
  const known = useKnownLocales();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const locales = data?.locales ?? [];
  const current = locales.find((item) => item.code === locale);
  const label = t("language.label");

  return (
    <PopoverMenu
      open={open}
      onOpenChange={setOpen}
      triggerProps={{
        className:
          "inline-flex h-9 items-center gap-1.5 rounded-xl border border-line bg-surface px-2.5 text-sm font-medium text-text transition-colors hover:bg-raised",
      }}
      trigger={
        <>
          <Globe aria-hidden="true" className="size-4 text-muted" />
          <span className="sr-only">{label}: </span>
          {compact ? (
            <>
              <span className="uppercase">{locale}</span>
              {current ? <span className="sr-only"> ({current.nativeName})</span> : null}
            </>
          ) : (
            <LocaleName code={locale} name={current?.nativeName} />
          )}
          <ChevronDown aria-hidden="true" className="size-3.5 text-muted" />
        </>
      }
      panel={{
        align: "end",
        sideOffset: 8,
        collisionPadding: 12,
        className:
          "popover-panel z-50 w-64 rounded-2xl border border-line bg-surface p-2 text-text shadow-2xl shadow-black/30",
      }}
    >
      <nav aria-label={label}>
        <p className="px-2 pb-2 pt-1 text-xs font-semibold tracking-wide text-muted uppercase">
          {label}
        </p>
        <ul className="grid max-h-80 grid-cols-1 gap-0.5 overflow-y-auto">
          {locales.map((item) => {
            const active = item.code === locale;
            return (
              <li key={item.code}>
                <Link
                  to={`${switchLocalePath(location.pathname, item.code, known)}${location.search}${location.hash}`}
                  lang={localeTag(item.code)}
                  hrefLang={localeTag(item.code)}
                  dir={item.direction}
                  aria-current={active ? "true" : undefined}
                  onClick={() => setOpen(false)}
                  className="flex items-center justify-between gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-raised aria-[current]:bg-raised aria-[current]:font-semibold"
                >
                  <span>{item.nativeName}</span>
                  <span className="flex items-center gap-2 text-xs text-muted uppercase">
                    {item.code}
                    {active ? (
                      <Check aria-hidden="true" className="size-4 text-accent-text" />
                    ) : null}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </PopoverMenu>
  );
}

function LocaleName({ code, name }: { code: string; name: string | undefined }) {
  return (
    <>
      <span className="uppercase sm:hidden">{code}</span>
      <span className="hidden sm:inline">{name ?? code}</span>
    </>
  );
}
