import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatYear } from "../../contracts/locale-format.ts";
import { useLocaleTag, useLocalizedPath } from "../lib/use-localized-path.ts";
import { useUrlModal } from "../lib/modals/use-url-modal.ts";
import { LogoMark } from "./logo.tsx";

const FOOTER_LINKS = [
  { path: "/static/terms-and-conditions", key: "footer.terms" },
  { path: "/static/privacy-policy", key: "footer.privacy" },
  {
    path: "/static/responsible-gaming",
    key: "footer.responsibleGamingLink",
  },
  { path: "/static/cookie-policy", key: "footer.cookies" },
  { path: "/static/aml-kyc-policy", key: "footer.aml" },
  { path: "/static/bonus-terms", key: "footer.bonusTerms" },
  { path: "/support", key: "footer.support" },
  { path: "/contact", key: "footer.contact" },
  { path: "/questions", key: "footer.questions" },
] as const;

export function Footer({ links = true }: { links?: boolean }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const locale = useLocaleTag();
  const { hrefFor } = useUrlModal();
  return (
    <footer className="mt-auto border-t border-line bg-surface/40">
      <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        {links ? (
          <nav aria-label={t("footer.label")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {FOOTER_LINKS.map((link) => (
                <li key={link.path}>
                  <Link
                    to={localize(link.path)}
                    className="text-muted hover:text-text hover:underline"
                  >
                    {t(link.key)}
                  </Link>
                </li>
              ))}
              <li>
                {/* The cookie choice can be changed at any time (cookie-request dialog). */}
                <Link
                  to={hrefFor("cookie-request")}
                  preventScrollReset
                  className="text-muted hover:text-text hover:underline"
                >
                  {t("footer.cookieSettings")}
                </Link>
              </li>
            </ul>
          </nav>
        ) : null}
        <div className="flex flex-col gap-4 text-xs text-muted sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <span
              className="grid size-10 shrink-0 place-items-center rounded-full border-2 border-danger text-sm font-bold text-danger"
              aria-label={t("footer.ageLabel")}
              role="img"
            >
              {t("footer.ageRestriction")}
            </span>
            <p className="max-w-xl">
              {t("footer.responsibleGaming")} {t("footer.responsibleGamingHelp")}
            </p>
          </div>
          <p className="flex items-center gap-2">
            <LogoMark className="size-5" />
            {t("footer.copyright", { year: formatYear(new Date(), locale) })}
          </p>
        </div>
      </div>
    </footer>
  );
}
