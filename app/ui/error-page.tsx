import { House } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "./button-styles.ts";

/**
 * SPEC §2 error page: image, title ('Page Not Found: {path}' for a 404), description and a
 * Homepage button to the site root of the page's locale (/de for German pages).
 */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation("layout");
  const location = useLocation();
  const localize = useLocalizedPath();
  const title = notFound ? t("error.notFound", { path: location.pathname }) : t("error.title");
  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-12 text-center sm:py-20"
    >
      <title>{`${title} · Sevens`}</title>
      <img
        src="/error-illustration.svg"
        alt={t("error.imageAlt")}
        width={320}
        height={240}
        className="mb-8 h-auto w-64 sm:w-80"
      />
      <h1
        id="error-title"
        className="text-2xl font-bold tracking-tight break-words text-text sm:text-3xl"
      >
        {title}
      </h1>
      <p className="mt-3 max-w-lg text-muted">{t("error.description")}</p>
      <Link to={localize("/")} className={buttonClass("primary", "lg", "mt-8")}>
        <House aria-hidden="true" className="size-5" />
        {t("error.buttonLabel")}
      </Link>
    </section>
  );
}
