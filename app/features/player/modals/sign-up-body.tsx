import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDown, UserPlus } from "lucide-react";
import { useEffect, useId, useMemo, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { registerResponse, type FieldValidation } from "../../../../contracts/player.ts";
import { readAffiliateTag } from "../../../lib/affiliate-tag.ts";
import { firePixel, trackEvent } from "../../../lib/analytics.ts";
import { anonymousApiClient } from "../../../lib/api.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { useRootData } from "../../../lib/use-root-data.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { getFingerprint, getSecondFingerprint } from "../fingerprint.ts";
import {
  useCurrencies,
  useFieldValidations,
  useRegistrationCountries,
} from "../forms/form-queries.ts";
import {
  CheckboxField,
  ComboboxField,
  FormError,
  PasswordField,
  SelectField,
  TextField,
  normalizeSearch,
  type ComboboxOption,
} from "../../../ui/form-field.tsx";
import { buildFormSchema, type FormValues } from "../forms/form-schema.ts";
import { applyServerFieldErrors } from "../forms/server-errors.ts";
import { useFailureTranslator } from "../forms/use-failure-translator.ts";
import { useSessionActions } from "../session/session-provider.tsx";
import { formErrorMessage } from "./auth-submit.ts";
import { signUpLayout, signUpValidations, type SignUpField } from "./sign-up-fields.ts";

/** SPEC §4: the registration success alert shows 1 s after sign-up. */
export const REGISTRATION_ALERT_DELAY_MS = 1000;

const byName = (option: ComboboxOption, query: string) =>
  normalizeSearch(option.label).includes(query);
const byCode = (option: ComboboxOption, query: string) =>
  option.value.toLowerCase().startsWith(query);

/** The affiliate tag kept from `?stag=` (SPEC §9), if it is still valid. */
function storedAffiliateTag(): string | undefined {
  try {
    return readAffiliateTag(window.localStorage, Date.now()) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Registration (POST /api/player/register) with the fields of the server's rules. */
export default function SignUpBody(props: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const validations = useFieldValidations("registration");
  if (validations.isError) {
    return (
      <div className="flex flex-col gap-3">
        <FormError message={t("sign-up.loadError")} />
        <button
          type="button"
          onClick={() => void validations.refetch()}
          className={buttonClass("secondary", "md")}
        >
          {t("sign-up.retry")}
        </button>
      </div>
    );
  }
  if (!validations.data) return <SignUpSkeleton />;
  return <SignUpForm {...props} validations={validations.data} />;
}

function SignUpSkeleton() {
  const { t } = useTranslation("modals");
  return (
    <div className="flex flex-col gap-4" role="status" aria-busy="true">
      <span className="sr-only">{t("sign-up.loading")}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="flex flex-col gap-2">
          <div className="skeleton h-4 w-24" />
          <div className="skeleton h-11 w-full rounded-xl" />
        </div>
      ))}
      <div className="skeleton h-12 w-full rounded-xl" />
    </div>
  );
}

function SignUpForm({ validations, close }: ModalBodyProps & { validations: FieldValidation[] }) {
  const { t } = useTranslation("modals");
  const { t: tf } = useTranslation("fields-settings");
  const { t: ta } = useTranslation("alerts");
  const { hrefFor, open } = useUrlModal();
  const { login } = useSessionActions();
  const translate = useFailureTranslator();
  const rootCountry = useRootData()?.country ?? null;
  const walletPath = `${useLocalizedPath()("/")}?wallet=deposit`;
  const countries = useRegistrationCountries();
  const currencies = useCurrencies();
  const [formError, setFormError] = useState<string | null>(null);
  const [showMore, setShowMore] = useState(false);
  const moreId = useId();

  const layout = useMemo(() => signUpLayout(validations), [validations]);
  // A promotion link may carry its code (`?sign-up=true&bonusCode=WELCOME`): the field starts on it.
  const [searchParams] = useSearchParams();
  const linkedCode = searchParams.get("bonusCode")?.trim().slice(0, 50) ?? "";
  const resolver = useMemo(
    () => zodResolver(buildFormSchema(signUpValidations(validations), translate)),
    [validations, translate],
  );
  const defaultValues = useMemo(() => {
    const values: FormValues = { captcha: "" };
    for (const field of layout) values[field.name] = field.control === "checkbox" ? false : "";
    if (linkedCode && "bonusCode" in values) values["bonusCode"] = linkedCode;
    return values;
  }, [layout, linkedCode]);
  const form = useForm<FormValues>({
    resolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = form.formState;

  const countryOptions = useMemo<ComboboxOption[]>(
    () =>
      (countries.data ?? []).map((country) => ({
        value: country.code,
        label: country.name,
        detail: country.code,
      })),
    [countries.data],
  );
  const currencyOptions = useMemo<ComboboxOption[]>(
    () =>
      (currencies.data ?? []).map((currency) => ({
        value: currency.code,
        label: currency.code,
        detail: currency.name,
      })),
    [currencies.data],
  );

  // Sensible defaults once the lists arrive: the base currency, the visitor's country.
  useEffect(() => {
    const base = currencies.data?.find((currency) => currency.isBase) ?? currencies.data?.[0];
    if (base && !form.getValues("currency")) form.setValue("currency", base.code);
  }, [currencies.data, form]);
  useEffect(() => {
    if (!rootCountry || form.getValues("country")) return;
    if (countries.data?.some((country) => country.code === rootCountry))
      form.setValue("country", rootCountry);
  }, [countries.data, rootCountry, form]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const payload: Record<string, string | boolean> = {};
    for (const field of layout) {
      const value = values[field.name];
      if (value !== undefined) payload[field.name] = value;
    }
    const captcha = values.captcha;
    if (typeof captcha === "string" && captcha !== "") payload.captcha = captcha;
    const affiliateTag = storedAffiliateTag();
    try {
      const [fingerprint, secondFingerprint] = await Promise.all([
        getFingerprint(),
        getSecondFingerprint(),
      ]);
      const { data } = await anonymousApiClient.request("POST", "/api/player/register", {
        body: { payload, fingerprint, secondFingerprint, affiliateTag },
        platform: "web",
        schema: registerResponse.shape.data,
      });
      trackEvent("sign-up");
      firePixel("regfin");
      window.setTimeout(() => {
        showAlert({
          type: "success",
          title: "general.registrationSuccess.title",
          description: "general.registrationSuccess.description",
          params: { walletUrl: `${window.location.origin}${walletPath}` },
        });
      }, REGISTRATION_ALERT_DELAY_MS);
      // Without auto-login the player signs in next; the success dialog says so.
      if (!data) {
        open("success");
        return;
      }
      close();
      await login(data);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) {
        const rest = applyServerFieldErrors(
          error.fields,
          layout.map((field) => field.name),
          form.setError,
        );
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

  const label = (name: string) => tf(`fields.${name}.label`, { defaultValue: name });
  const placeholder = (name: string) =>
    tf(`fields.${name}.placeholder`, { defaultValue: "" }) || undefined;

  function renderField(field: SignUpField): ReactNode {
    const error = errors[field.name]?.message;
    const common = { label: label(field.name), error, isRequired: field.isRequired };
    switch (field.control) {
      case "email":
        return (
          <TextField
            {...common}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={placeholder(field.name)}
            {...form.register(field.name)}
          />
        );
      case "phone":
        return (
          <TextField
            {...common}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={250}
            placeholder={placeholder(field.name)}
            {...form.register(field.name)}
          />
        );
      case "password":
        return (
          <PasswordField
            {...common}
            autoComplete="new-password"
            placeholder={placeholder(field.name)}
            {...form.register(field.name)}
          />
        );
      case "password-confirmation":
        return (
          <PasswordField
            {...common}
            autoComplete="new-password"
            placeholder={placeholder(field.name)}
            {...form.register(field.name)}
          />
        );
      case "date":
        return (
          <TextField {...common} type="date" autoComplete="bday" {...form.register(field.name)} />
        );
      case "gender":
        return (
          <SelectField
            {...common}
            autoComplete="sex"
            options={(["male", "female", "other"] as const).map((gender) => ({
              value: gender,
              label: tf(`fields.gender.${gender}`),
            }))}
            {...form.register(field.name)}
          />
        );
      case "checkbox":
        return (
          <CheckboxField label={label(field.name)} error={error} {...form.register(field.name)} />
        );
      case "country":
      case "currency": {
        const isCountry = field.control === "country";
        return (
          <Controller
            control={form.control}
            name={field.name}
            render={({ field: control }) => (
              <ComboboxField
                {...common}
                ref={control.ref}
                name={control.name}
                value={typeof control.value === "string" ? control.value : ""}
                onChange={control.onChange}
                onBlur={control.onBlur}
                options={isCountry ? countryOptions : currencyOptions}
                matches={isCountry ? byName : byCode}
                placeholder={placeholder(field.name)}
                emptyText={t("sign-up.noMatches")}
              />
            )}
          />
        );
      }
      default:
        return (
          <TextField
            {...common}
            type="text"
            autoComplete={
              field.name === "firstName"
                ? "given-name"
                : field.name === "lastName"
                  ? "family-name"
                  : "off"
            }
            placeholder={placeholder(field.name)}
            {...form.register(field.name)}
          />
        );
    }
  }

  const toRows = (fields: readonly SignUpField[]): SignUpField[][] => {
    const rows: SignUpField[][] = [];
    for (let index = 0; index < fields.length; index += 1) {
      const field = fields[index];
      const next = fields[index + 1];
      if (!field) continue;
      if (field.pair && next && !next.isRequired === !field.isRequired) {
        rows.push([field, next]);
        index += 1;
      } else {
        rows.push([field]);
      }
    }
    return rows;
  };
  // What an account needs comes first; optional details wait behind "More" so the form fits a
  // laptop screen without scrolling (issue 11). A prefilled or refused optional field opens it.
  const isOptional = (field: SignUpField) => !field.isRequired && field.control !== "checkbox";
  const requiredRows = toRows(
    layout.filter((field) => !isOptional(field) && field.control !== "checkbox"),
  );
  const optionalFields = layout.filter(isOptional);
  const optionalRows = toRows(optionalFields);
  const checkboxRows = toRows(layout.filter((field) => field.control === "checkbox"));
  const optionalValues = useWatch({
    control: form.control,
    name: optionalFields.map((field) => field.name),
  });
  const optionalNeedsAttention =
    optionalFields.some((field) => errors[field.name] !== undefined) ||
    optionalValues.some(Boolean);
  const moreShown = showMore || optionalNeedsAttention;
  const renderRow = (row: SignUpField[], extra = "") => (
    <div
      key={row.map((field) => field.name).join("+")}
      className={`${
        row.length !== 2
          ? "flex flex-col"
          : row[0]?.control === "currency"
            ? "grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 sm:gap-4"
            : "grid gap-4 sm:grid-cols-2"
      } ${extra}`}
    >
      {row.map((field) => (
        <div key={field.name} className="min-w-0">
          {renderField(field)}
        </div>
      ))}
    </div>
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <FormError message={formError} />
      {requiredRows.map((row) => renderRow(row))}
      {optionalRows.length > 0 ? (
        <div className="flex flex-col gap-4">
          <button
            type="button"
            aria-expanded={moreShown}
            aria-controls={moreId}
            onClick={() => setShowMore((value) => !value)}
            className="inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-semibold text-accent-text hover:underline"
          >
            <ChevronDown
              aria-hidden="true"
              className={`size-4 transition-transform ${moreShown ? "rotate-180" : ""}`}
            />
            {t("sign-up.more")}
          </button>
          <div id={moreId} hidden={!moreShown} className="flex flex-col gap-4">
            {optionalRows.map((row) => renderRow(row))}
          </div>
        </div>
      ) : null}
      {checkboxRows.map((row, index) =>
        renderRow(row, index === 0 ? "mt-1 border-t border-line pt-4" : ""),
      )}
      {/* Honeypot: people never see or fill it; bots that fill every input are refused. */}
      <div
        aria-hidden="true"
        className="absolute -start-[10000px] top-auto size-px overflow-hidden"
      >
        <label>
          {label("captcha")}
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register("captcha")} />
        </label>
      </div>

      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass("win", "lg", "mt-1 w-full")}
      >
        <UserPlus aria-hidden="true" className="size-5" />
        {isSubmitting ? t("sign-up.submitting") : t("sign-up.submit")}
      </button>
      <p className="text-center text-sm text-muted">
        {t("sign-up.haveAccount")}{" "}
        <Link
          to={hrefFor("sign-in")}
          preventScrollReset
          className="font-semibold text-accent-text hover:underline"
        >
          {t("sign-up.toSignInShort")}
        </Link>
      </p>
    </form>
  );
}
