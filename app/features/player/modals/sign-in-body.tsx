import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorCode } from "../../../../contracts/errors.ts";
import { authResponse, type FieldValidation } from "../../../../contracts/player.ts";
import { anonymousApiClient } from "../../../lib/api.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { getFingerprint, getSecondFingerprint } from "../fingerprint.ts";
import { FormError, PasswordField, TextField } from "../../../ui/form-field.tsx";
import { buildFormSchema, type FormValues } from "../forms/form-schema.ts";
import { applyServerFieldErrors } from "../forms/server-errors.ts";
import { useFailureTranslator } from "../forms/use-failure-translator.ts";
import { useSessionActions } from "../session/session-provider.tsx";
import { SocialSignInButtons } from "../social/social-sign-in-button.tsx";
import { formErrorMessage } from "./auth-submit.ts";

type Method = "email" | "phone";

const rulesFor = (method: Method): FieldValidation[] => [
  {
    field: method,
    isRequired: true,
    rules: [{ name: "required" }, { name: method === "email" ? "email" : "phone" }],
  },
  { field: "password", isRequired: true, rules: [{ name: "required" }] },
];

/** Sign in with e-mail or phone and password (POST /api/player/sessions). */
export default function SignInBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { t: tf } = useTranslation("fields-settings");
  const { t: ta } = useTranslation("alerts");
  const { hrefFor } = useUrlModal();
  const { login } = useSessionActions();
  const translate = useFailureTranslator();
  const [method, setMethod] = useState<Method>("email");
  const [formError, setFormError] = useState<string | null>(null);
  /** Two-factor sign-in is on for this account: the server asked for the code. */
  const [needsCode, setNeedsCode] = useState(false);
  const resolver = useMemo(
    () => zodResolver(buildFormSchema(rulesFor(method), translate)),
    [method, translate],
  );
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { email: "", phone: "", password: "", twoFactorCode: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = form.formState;
  // The code field appears when the server asks for it: the player types there next.
  useEffect(() => {
    if (needsCode) form.setFocus("twoFactorCode");
  }, [needsCode, form]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const identity = String(values[method] ?? "").trim();
    try {
      const [fingerprint, secondFingerprint] = await Promise.all([
        getFingerprint(),
        getSecondFingerprint(),
      ]);
      const { data } = await anonymousApiClient.request("POST", "/api/player/sessions", {
        body: {
          [method]: identity,
          password: String(values.password ?? ""),
          fingerprint,
          secondFingerprint,
          ...(needsCode ? { twoFactorCode: String(values.twoFactorCode ?? "").trim() } : {}),
        },
        platform: "web",
        schema: authResponse.shape.data,
      });
      close();
      await login(data);
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.TWO_FACTOR_REQUIRED) {
        setNeedsCode(true);
        return;
      }
      if (isApiError(error) && error.code === ErrorCode.TWO_FACTOR_INVALID) {
        form.setError("twoFactorCode", {
          message: t("sign-in.codeWrong"),
        });
        return;
      }
      if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) {
        const rest = applyServerFieldErrors(error.fields, [method, "password"], form.setError);
        if (rest.length > 0) setFormError(rest.join(" "));
        return;
      }
      setFormError(
        formErrorMessage(error, {
          network: ta("general.networkError.description"),
          generic: ta("general.somethingWentWrong.title"),
        }),
      );
    }
  });

  const switchMethod = (next: Method) => {
    if (next === method) return;
    setMethod(next);
    setFormError(null);
    form.clearErrors();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div
        role="group"
        aria-label={t("sign-in.methodLabel")}
        className="grid grid-cols-2 gap-1 rounded-xl bg-raised p-1"
      >
        {(["email", "phone"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={method === option}
            onClick={() => switchMethod(option)}
            className={`h-9 rounded-lg text-sm font-semibold transition-colors ${
              method === option ? "bg-surface text-text shadow-sm" : "text-muted hover:text-text"
            }`}
          >
            {option === "email" ? t("sign-in.byEmail") : t("sign-in.byPhone")}
          </button>
        ))}
      </div>

      <FormError message={formError} />

      {method === "email" ? (
        <TextField
          key="email"
          label={tf("fields.email.label")}
          placeholder={tf("fields.email.placeholder")}
          type="email"
          autoComplete="username"
          inputMode="email"
          isRequired
          error={errors.email?.message}
          {...form.register("email")}
        />
      ) : (
        <TextField
          key="phone"
          label={tf("fields.phone.label")}
          placeholder={tf("fields.phone.placeholder")}
          type="tel"
          autoComplete="username"
          inputMode="tel"
          maxLength={250}
          isRequired
          error={errors.phone?.message}
          {...form.register("phone")}
        />
      )}
      <div className="flex flex-col gap-1.5">
        <PasswordField
          label={tf("fields.password.label")}
          autoComplete="current-password"
          isRequired
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Link
          to={hrefFor("forgot-pass")}
          preventScrollReset
          className="self-end text-sm font-medium text-accent-text hover:underline"
        >
          {t("sign-in.toForgotPass")}
        </Link>
      </div>

      {needsCode ? (
        <TextField
          label={t("sign-in.codeLabel")}
          hint={t("sign-in.codeHint")}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={32}
          isRequired
          error={errors.twoFactorCode?.message}
          {...form.register("twoFactorCode")}
        />
      ) : null}

      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass("primary", "lg", "w-full")}
      >
        <LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {isSubmitting ? t("sign-in.submitting") : t("sign-in.submit")}
      </button>

      <SocialSignInButtons />

      <p className="text-center text-sm text-muted">
        {t("sign-in.noAccount")}{" "}
        <Link
          to={hrefFor("sign-up")}
          preventScrollReset
          className="font-semibold text-accent-text hover:underline"
        >
          {t("sign-in.toSignUp")}
        </Link>
      </p>
    </form>
  );
}
