import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { LogoMark } from "./logo.tsx";

const FOOTER_LINKS = [
  { path: "/static/terms-and-conditions", key: "footer.terms", label: "Terms and conditions" },
  { path: "/static/privacy-policy", key: "footer.privacy", label: "Privacy policy" },
  {
    path: "/static/responsible-gaming",
    key: "footer.responsibleGamingLink",
    label: "Responsible gaming",
  },
  { path: "/support", key: "footer.support", label: "Support" },
  { path: "/contact", key: "footer.contact", label: "Contact" },
  { path: "/questions", key: "footer.questions", label: "Questions" },
] as const;

export function Footer({ links = true }: { links?: boolean }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <footer className="mt-auto border-t border-line bg-surface/40">
      <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        {links ? (
          <nav aria-label={t("footer.label", { defaultValue: "Footer" })}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {FOOTER_LINKS.map((link) => (
                <li key={link.path}>
                  <Link
                    to={localize(link.path)}
                    className="text-muted hover:text-text hover:underline"
                  >
                    {t(link.key, { defaultValue: link.label })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="flex flex-col gap-4 text-xs text-muted sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-3">
            <span
              className="grid size-10 shrink-0 place-items-center rounded-full border-2 border-danger text-sm font-bold text-danger"
              aria-label={t("footer.ageLabel", { defaultValue: "Adults only, 18 and over" })}
              role="img"
            >
              {t("footer.ageRestriction", { defaultValue: "18+" })}
            </span>
            <p className="max-w-xl">
              {t("footer.responsibleGaming", {
                defaultValue: "Play responsibly. Gambling is for adults 18+ only.",
              })}{" "}
              {t("footer.responsibleGamingHelp", {
                defaultValue:
                  "Set deposit, bet and loss limits in your profile, or take a break whenever you need one.",
              })}
            </p>
          </div>
          <p className="flex items-center gap-2">
            <LogoMark className="size-5" />
            {t("footer.copyright", {
              year: new Date().getUTCFullYear(),
              defaultValue: "© {{year}} Sevens. All rights reserved.",
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}
