import { zodResolver } from "@hookform/resolvers/zod";
import { Smartphone } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { FieldValidation } from "../../../../contracts/player.ts";
import { messageSentResponse } from "../../../../contracts/verification.ts";
import { apiClient } from "../../../lib/api.ts";
import { getPlayerState } from "../../../lib/player-state.ts";
import { useLocale } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { FormError, TextField } from "../../../ui/form-field.tsx";
import { buildFormSchema, type FormValues } from "../forms/form-schema.ts";
import { useSubmitFailure } from "../forms/submit-failure.ts";
import { useFailureTranslator } from "../forms/use-failure-translator.ts";
import { pendingOtpPhone } from "../password/pending-contact.ts";

const RULES: FieldValidation[] = [
  { field: "phone", isRequired: true, rules: [{ name: "required" }, { name: "phone" }] },
];

/** Asks for a phone and texts it a code (POST /api/player/otp/send, verify-phone). */
export default function PhoneBody(_props: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { t: tf } = useTranslation("fields-settings");
  const { open } = useUrlModal();
  const locale = useLocale();
  const translate = useFailureTranslator();
  const failure = useSubmitFailure();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(buildFormSchema(RULES, translate)), [translate]);
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { phone: getPlayerState().profile?.phone ?? pendingOtpPhone.get() ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const phone = String(values.phone ?? "").trim();
    try {
      await apiClient.request("POST", "/api/player/otp/send", {
        body: { phone, purpose: "verify-phone", locale },
        schema: messageSentResponse.shape.data,
      });
      pendingOtpPhone.set(phone);
      open("get-code");
    } catch (error) {
      setFormError(failure(error, ["phone"], form.setError));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormError message={formError} />
      <TextField
        label={tf("fields.phone.label")}
        placeholder={tf("fields.phone.placeholder")}
        hint={t("phone.hint")}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={250}
        isRequired
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass("primary", "lg", "w-full")}
      >
        <Smartphone aria-hidden="true" className="size-5" />
        {isSubmitting ? t("phone.submitting") : t("phone.submit")}
      </button>
    </form>
  );
}
