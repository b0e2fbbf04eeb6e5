import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

export function ErrorPage({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation("layout");
  const location = useLocation();
  return (
    <section aria-labelledby="error-title">
      <h1 id="error-title">
        {notFound
          ? t("error.notFound", { path: location.pathname, defaultValue: "Page Not Found: {{path}}" })
          : t("error.title", { defaultValue: "Something went wrong" })}
      </h1>
      <Link to="/">{t("error.buttonLabel", { defaultValue: "Homepage" })}</Link>
    </section>
  );
}
