import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { emptyResponse, type FieldValidation } from "../../../../contracts/player.ts";
import { apiClient } from "../../../lib/api.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { FormError, PasswordField } from "../../../ui/form-field.tsx";
import { buildFormSchema, type FormValues } from "../forms/form-schema.ts";
import { useSubmitFailure } from "../forms/submit-failure.ts";
import { useFailureTranslator } from "../forms/use-failure-translator.ts";

/** SPEC §5: currentPassword required; newPassword required, min 8; repeat equal to it. */
const RULES: FieldValidation[] = [
  { field: "currentPassword", isRequired: true, rules: [{ name: "required" }] },
  {
    field: "newPassword",
    isRequired: true,
    rules: [{ name: "required" }, { name: "min", args: [8] }],
  },
  {
    field: "repeatNewPassword",
    isRequired: true,
    rules: [{ name: "required" }, { name: "sameAs", args: ["newPassword"] }],
  },
];
const FIELDS = RULES.map((rule) => rule.field);

/** Replaces the password (PUT /api/player/passwords); the server closes the other sessions. */
export default function ChangePassBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { t: tf } = useTranslation("fields-settings");
  const translate = useFailureTranslator();
  const failure = useSubmitFailure();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(buildFormSchema(RULES, translate)), [translate]);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { currentPassword: "", newPassword: "", repeatNewPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await apiClient.request("PUT", "/api/player/passwords", {
        body: {
          currentPassword: String(values.currentPassword ?? ""),
          newPassword: String(values.newPassword ?? ""),
          repeatNewPassword: String(values.repeatNewPassword ?? ""),
        },
        schema: emptyResponse.shape.data,
      });
      showAlert({
        type: "success",
        title: "general.passwordChanged.title",
        description: "general.passwordChanged.description",
      });
      close();
    } catch (error) {
      setFormError(failure(error, FIELDS, form.setError));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormError message={formError} />
      <PasswordField
        label={tf("fields.currentPassword.label")}
        autoComplete="current-password"
        isRequired
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <PasswordField
        label={tf("fields.newPassword.label")}
        placeholder={tf("fields.newPassword.placeholder")}
        autoComplete="new-password"
        isRequired
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <PasswordField
        label={tf("fields.repeatNewPassword.label")}
        autoComplete="new-password"
        isRequired
        error={errors.repeatNewPassword?.message}
        {...form.register("repeatNewPassword")}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass("primary", "lg", "w-full")}
      >
        <KeyRound aria-hidden="true" className="size-5" />
        {isSubmitting ? t("change-pass.submitting") : t("change-pass.submit")}
      </button>
    </form>
  );
}
