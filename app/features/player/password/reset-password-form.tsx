import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FieldValidation } from "../../../../contracts/player.ts";
import { passwordResetConfirmResponse } from "../../../../contracts/verification.ts";
import { anonymousApiClient } from "../../../lib/api.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import { FormError, PasswordField } from "../../../ui/form-field.tsx";
import { buildFormSchema, type FormValues } from "../forms/form-schema.ts";
import { useSubmitFailure } from "../forms/submit-failure.ts";
import { useFailureTranslator } from "../forms/use-failure-translator.ts";

/** The fixed rules of a new password (SPEC §5): at least 8 characters, confirmed. */
export const NEW_PASSWORD_RULES: FieldValidation[] = [
  {
    field: "password",
    isRequired: true,
    rules: [{ name: "required" }, { name: "min", args: [8] }],
  },
  {
    field: "password_confirmation",
    isRequired: true,
    rules: [{ name: "required" }, { name: "sameAs", args: ["password"] }],
  },
];

/**
 * Sets a new password with the code of a reset link (POST /api/player/passwords/confirm). A
 * wrong, expired or used code comes back as `fields.code` and shows as the form's message.
 */
export function ResetPasswordForm({ code, onDone }: { code: string; onDone: () => void }) {
  const { t } = useTranslation("modals");
  const { t: tf } = useTranslation("fields-settings");
  const translate = useFailureTranslator();
  const failure = useSubmitFailure();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(
    () => zodResolver(buildFormSchema(NEW_PASSWORD_RULES, translate)),
    [translate],
  );
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { password: "", password_confirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await anonymousApiClient.request("POST", "/api/player/passwords/confirm", {
        body: {
          code,
          password: String(values.password ?? ""),
          password_confirmation: String(values.password_confirmation ?? ""),
        },
        schema: passwordResetConfirmResponse.shape.data,
      });
      showAlert({
        type: "success",
        title: "general.passwordReset.title",
        description: "general.passwordReset.description",
      });
      onDone();
    } catch (error) {
      setFormError(failure(error, ["password", "password_confirmation"], form.setError));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormError message={formError} />
      <PasswordField
        label={tf("fields.newPassword.label")}
        placeholder={tf("fields.password.placeholder")}
        autoComplete="new-password"
        isRequired
        error={errors.password?.message}
        {...form.register("password")}
      />
      <PasswordField
        label={tf("fields.password_confirmation.label")}
        autoComplete="new-password"
        isRequired
        error={errors.password_confirmation?.message}
        {...form.register("password_confirmation")}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass("primary", "lg", "w-full")}
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {isSubmitting ? t("reset-pass.submitting") : t("reset-pass.submit")}
      </button>
    </form>
  );
}
