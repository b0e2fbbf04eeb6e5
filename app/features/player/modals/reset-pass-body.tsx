import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass } from "../../../ui/button-styles.ts";
import { FLAG_VALUE, type ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { FormError } from "../../../ui/form-field.tsx";
import { ResetPasswordForm } from "../password/reset-password-form.tsx";

/** `?reset-pass=<code>`: the new-password form for the code of a reset link; then sign in. */
export default function ResetPassBody({ value }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { open, hrefFor } = useUrlModal();
  if (value === FLAG_VALUE) {
    return (
      <div className="flex flex-col gap-4">
        <FormError message={t("reset-pass.noCode")} />
        <Link
          to={hrefFor("forgot-pass")}
          preventScrollReset
          className={buttonClass("primary", "lg", "w-full")}
        >
          {t("reset-pass.requestLink")}
        </Link>
      </div>
    );
  }
  return <ResetPasswordForm code={value} onDone={() => open("sign-in")} />;
}
