import { useTranslation } from "react-i18next";

/** Behind the preloader while a sign-in completes: a heading for assistive technology. */
export function SigningIn() {
  const { t } = useTranslation("layout");
  const title = t("pages.signingIn.title");
  return (
    <div className="grid min-h-[50vh] place-items-center px-4 text-center">
      <title>{`${title} · Sevens`}</title>
      <h1 className="text-xl font-semibold text-muted">{title}</h1>
    </div>
  );
}
