import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { FieldValidation } from "../../../../contracts/player.ts";
import { messageSentResponse } from "../../../../contracts/verification.ts";
import { anonymousApiClient } from "../../../lib/api.ts";
import { useLocale } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { FormError, TextField } from "../../../ui/form-field.tsx";
import { buildFormSchema, type FormValues } from "../forms/form-schema.ts";
import { useSubmitFailure } from "../forms/submit-failure.ts";
import { useFailureTranslator } from "../forms/use-failure-translator.ts";
import { pendingResetEmail } from "../password/pending-contact.ts";

const RULES: FieldValidation[] = [
  { field: "email", isRequired: true, rules: [{ name: "required" }, { name: "email" }] },
];

/** Asks for the e-mail a reset link goes to (POST /api/player/passwords/reset). */
export default function ForgotPassBody(_props: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { t: tf } = useTranslation("fields-settings");
  const { open, hrefFor } = useUrlModal();
  const locale = useLocale();
  const translate = useFailureTranslator();
  const failure = useSubmitFailure();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(buildFormSchema(RULES, translate)), [translate]);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { email: pendingResetEmail.get() ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const email = String(values.email ?? "").trim();
    try {
      await anonymousApiClient.request("POST", "/api/player/passwords/reset", {
        body: { email, locale },
        schema: messageSentResponse.shape.data,
      });
      pendingResetEmail.set(email);
      open("reset-email-send");
    } catch (error) {
      setFormError(failure(error, ["email"], form.setError));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormError message={formError} />
      <TextField
        label={tf("fields.email.label")}
        placeholder={tf("fields.email.placeholder")}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
        error={errors.email?.message}
        {...form.register("email")}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass("primary", "lg", "w-full")}
      >
        <Mail aria-hidden="true" className="size-5" />
        {isSubmitting ? t("forgot-pass.submitting") : t("forgot-pass.submit")}
      </button>
      <Link
        to={hrefFor("sign-in")}
        preventScrollReset
        className="self-center text-sm font-semibold text-accent-text hover:underline"
      >
        {t("forgot-pass.toSignIn")}
      </Link>
    </form>
  );
}
