import { Globe2, LifeBuoy, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { stripLocalePrefix } from "../../lib/locale.ts";
import { useRootData } from "../../lib/use-root-data.ts";
import { useKnownLocales, useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../button-styles.ts";
import { ColorModeSwitch } from "../color-mode-switch.tsx";
import { Footer } from "../footer.tsx";
import { LanguageSwitcher } from "../language-switcher.tsx";
import { Logo } from "../logo.tsx";
import { isOpenInRestrictedCountry } from "./choose-layout.ts";
import { SkipLink } from "./skip-link.tsx";

/**
 * For visitors from a country where Sevens may not operate: no casino, no sign-up; a friendly
 * explanation, the way to support, and the help and legal pages still readable.
 */
export function GeoRestrictedLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const location = useLocation();
  const known = useKnownLocales();
  const open = isOpenInRestrictedCountry(stripLocalePrefix(location.pathname, known));

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b border-line bg-bg/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Link to={localize("/")} aria-label={t("header.logoLabel")} className="rounded-xl">
            <Logo />
          </Link>
          <div className="ms-auto flex items-center gap-2">
            <LanguageSwitcher />
            <div className="max-sm:hidden">
              <ColorModeSwitch />
            </div>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {open ? children : <RestrictedNotice />}
      </main>
      <Footer />
    </div>
  );
}

function RestrictedNotice() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const country = useRootData()?.country;
  const title = t("geoRestricted.title");
  return (
    <section
      aria-labelledby="geo-title"
      className="relative mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24"
    >
      <title>{`${title} · Sevens`}</title>
      <span className="mb-6 grid size-20 place-items-center rounded-3xl bg-gradient-to-br from-accent/25 to-win/20 text-accent-text">
        <Globe2 aria-hidden="true" className="size-10" />
      </span>
      <h1
        id="geo-title"
        className="text-2xl font-bold tracking-tight text-balance text-text sm:text-3xl"
      >
        {title}
      </h1>
      <p className="mt-3 text-muted">{t("geoRestricted.description")}</p>
      {country ? (
        <p className="mt-2 text-sm text-muted">{t("geoRestricted.detected", { country })}</p>
      ) : null}
      <p className="mt-6 text-sm text-muted">{t("geoRestricted.support")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={localize("/support")} className={buttonClass("primary", "lg")}>
          <LifeBuoy aria-hidden="true" className="size-5" />
          {t("navigation.support")}
        </Link>
        <Link to={localize("/contact")} className={buttonClass("secondary", "lg")}>
          <Mail aria-hidden="true" className="size-5" />
          {t("navigation.contact")}
        </Link>
      </div>
    </section>
  );
}
