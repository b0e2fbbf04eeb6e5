import { LogIn } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "./button-styles.ts";

/**
 * What a 401 or 403 from a page becomes (SPEC §6: no error page for those): the player is
 * sent to the localized home with the sign-in dialog open. Until the browser takes over, the
 * server markup offers the same as a link.
 */
export function SignInRedirect() {
  const { t } = useTranslation("layout");
  const navigate = useNavigate();
  const target = `${useLocalizedPath()("/")}?sign-in=true`;

  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);

  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <title>{`${t("header.signIn")} · Sevens`}</title>
      <h1 className="text-2xl font-bold text-text">{t("signInRequired.title")}</h1>
      <Link to={target} replace className={buttonClass("primary", "lg", "mt-6")}>
        <LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {t("header.signIn")}
      </Link>
    </section>
  );
}
