import { zodResolver } from "@hookform/resolvers/zod";
import { RotateCw, ShieldCheck } from "lucide-react";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorCode } from "../../../../contracts/errors.ts";
import { profileSchema, type FieldValidation } from "../../../../contracts/player.ts";
import {
  messageSentResponse,
  OTP_LENGTH,
  RESEND_INTERVAL_MS,
} from "../../../../contracts/verification.ts";
import { z } from "zod";
import { apiClient } from "../../../lib/api.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { FormError, TextField } from "../../../ui/form-field.tsx";
import { buildFormSchema, type FormValues } from "../forms/form-schema.ts";
import { useSubmitFailure } from "../forms/submit-failure.ts";
import { useCountdown } from "../forms/use-countdown.ts";
import { useFailureTranslator } from "../forms/use-failure-translator.ts";
import { pendingOtpPhone } from "../password/pending-contact.ts";
import { applyProfile } from "../profile/profile-api.ts";

const RULES: FieldValidation[] = [
  {
    field: "code",
    isRequired: true,
    rules: [{ name: "required" }, { name: "digits", args: [OTP_LENGTH] }],
  },
];
const RESEND_SECONDS = RESEND_INTERVAL_MS / 1000;
const verifiedSchema = z.object({ verified: z.literal(true), profile: profileSchema });

/** The 6-digit code texted to the phone (POST /api/player/otp/verify); resend after a minute. */
export default function GetCodeBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { hrefFor } = useUrlModal();
  const locale = useLocale();
  const translate = useFailureTranslator();
  const failure = useSubmitFailure();
  const [phone] = useState(() => pendingOtpPhone.get());
  const countdown = useCountdown(phone ? RESEND_SECONDS : 0);
  const [formError, setFormError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const resolver = useMemo(() => zodResolver(buildFormSchema(RULES, translate)), [translate]);
  const form = useForm<FormValues>({ resolver, defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!phone) return;
    setFormError(null);
    try {
      const { data } = await apiClient.request("POST", "/api/player/otp/verify", {
        body: { phone, code: String(values.code ?? "").trim(), purpose: "verify-phone" },
        schema: verifiedSchema,
      });
      applyProfile(data.profile);
      showAlert({ type: "success", title: "general.phoneVerified.title" });
      close();
    } catch (error) {
      // A wrong code (11003) belongs to the code field even when the server names no field.
      if (isApiError(error) && error.code === ErrorCode.OTP_INVALID && !error.fields.code) {
        form.setError("code", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      setFormError(failure(error, ["code"], form.setError));
    }
  });

  const resend = async () => {
    if (!phone) return;
    setResending(true);
    setFormError(null);
    try {
      await apiClient.request("POST", "/api/player/otp/send", {
        body: { phone, purpose: "verify-phone", locale },
        schema: messageSentResponse.shape.data,
      });
      countdown.start(RESEND_SECONDS);
    } catch (error) {
      setFormError(failure(error, [], form.setError));
    } finally {
      setResending(false);
    }
  };

  if (!phone) {
    return (
      <Link to={hrefFor("phone")} preventScrollReset className={buttonClass("primary", "lg")}>
        {t("get-code.enterPhone")}
      </Link>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t("get-code.sentTo", { phone })}</p>
      <FormError message={formError} />
      <TextField
        label={t("get-code.codeLabel")}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="000000"
        isRequired
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-lg [&_input]:tracking-[0.5em]"
        error={errors.code?.message}
        {...form.register("code")}
      />
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass("primary", "lg", "w-full")}
      >
        <ShieldCheck aria-hidden="true" className="size-5" />
        {isSubmitting ? t("get-code.submitting") : t("get-code.submit")}
      </button>
      <div className="flex items-center justify-between gap-3 text-sm">
        <Link
          to={hrefFor("phone")}
          preventScrollReset
          className="font-medium text-accent-text hover:underline"
        >
          {t("get-code.changePhone")}
        </Link>
        <button
          type="button"
          onClick={() => void resend()}
          disabled={resending || countdown.left > 0}
          className={buttonClass("ghost", "sm")}
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {countdown.left > 0
            ? t("get-code.resendIn", { seconds: countdown.left })
            : t("get-code.resend")}
        </button>
      </div>
    </form>
  );
}
