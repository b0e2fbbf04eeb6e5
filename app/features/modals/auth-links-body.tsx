import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../ui/button-styles.ts";
import type { ModalBodyProps, ModalName } from "./modal-registry.ts";
import { useUrlModal } from "./use-url-modal.ts";

interface AuthLink {
  to: ModalName;
  key: string;
  defaultValue: string;
  primary?: boolean;
}

/** Where each authorization dialog leads; the forms themselves come with the identity feature. */
const linksByModal: Partial<Record<ModalName, AuthLink[]>> = {
  "sign-in": [
    { to: "sign-up", key: "sign-in.toSignUp", defaultValue: "Create an account", primary: true },
    { to: "forgot-pass", key: "sign-in.toForgotPass", defaultValue: "Forgot your password?" },
  ],
  "sign-up": [
    {
      to: "sign-in",
      key: "sign-up.toSignIn",
      defaultValue: "I already have an account",
      primary: true,
    },
  ],
  "forgot-pass": [
    { to: "sign-in", key: "forgot-pass.toSignIn", defaultValue: "Back to sign in", primary: true },
  ],
};

export default function AuthLinksBody({ name }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { hrefFor } = useUrlModal();
  const links = linksByModal[name] ?? [];
  return (
    <nav aria-label={t("common.authNavigation", { defaultValue: "Account options" })}>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.to} className="flex flex-col">
            <Link
              to={hrefFor(link.to)}
              preventScrollReset
              className={link.primary ? buttonClass("primary", "lg") : buttonClass("ghost", "md")}
            >
              {t(link.key, { defaultValue: link.defaultValue })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
