import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSessionState } from "../lib/session-state.ts";
import { buttonClass } from "./button-styles.ts";

/** Sign-in and sign-up buttons for empty states a guest sees; nothing for a player. */
export function GuestActions() {
  const { t } = useTranslation("layout");
  const session = useSessionState();
  if (session.status === "player") return null;
  return (
    <>
      <Link to="?sign-in=true" className={buttonClass("secondary", "md")}>
        {t("header.signIn")}
      </Link>
      <Link to="?sign-up=true" className={buttonClass("win", "md")}>
        {t("header.signUp")}
      </Link>
    </>
  );
}
