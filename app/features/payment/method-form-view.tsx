import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDown, ChevronLeft } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { PaymentField, PaymentMethod } from "../../../contracts/payment.ts";
import { isApiError } from "../../lib/api-client.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { minAmount, normalizeAmountInput } from "./amount.ts";
import {
  buildMethodSchema,
  initialFormValues,
  orderedFields,
  type MethodFormMessages,
  type MethodFormValues,
} from "./method-form.ts";
import { MethodLogo } from "./method-list.tsx";
import { useMethodTexts } from "./method-texts.ts";
import { borderClass, controlClass, FieldShell } from "../../ui/form-field.tsx";
import { FormError, InputField } from "./payment-fields.tsx";

const AUTOCOMPLETE: Partial<Record<PaymentField["key"], string>> = {
  playerName: "name",
  firstName: "given-name",
  lastName: "family-name",
  phone: "tel",
  city: "address-level2",
  postalCode: "postal-code",
  address: "street-address",
  country: "country",
  playerEmail: "email",
};

function useFormMessages(): MethodFormMessages {
  const { t } = useTranslation("modals");
  return useMemo(
    () => ({
      required: t("wallet.errors.required"),
      invalid: t("wallet.errors.invalid"),
      email: t("wallet.errors.email"),
      option: t("wallet.errors.option"),
      amount: {
        required: t("wallet.errors.amountRequired"),
        format: t("wallet.errors.amountFormat"),
        min: t("wallet.errors.amountMin"),
        max: t("wallet.errors.amountMax"),
        balance: t("wallet.errors.amountBalance"),
      },
    }),
    [t],
  );
}

export interface MethodFormViewProps {
  method: PaymentMethod;
  subunitToUnit: number;
  /** Formats an amount of the method's currency for display. */
  formatAmount: (amount: string) => string;
  /** Withdrawals: the most that may be withdrawn. */
  available?: string;
  submitLabel: (amount: string) => string;
  submittingLabel: string;
  onBack: () => void;
  onSubmit: (request: { amount: string; fields: Record<string, string> }) => Promise<void>;
  /**
   * Extra content between the fields and the button (the withdrawable balance, the deposit's
   * bonus choice); a function gets the amount as typed so far, normalised.
   */
  footnote?: ReactNode | ((amount: string) => ReactNode);
}

/** A method's form: amount with presets and min/max, then the method's own fields. */
export function MethodFormView({
  method,
  subunitToUnit,
  formatAmount,
  available,
  submitLabel,
  submittingLabel,
  onBack,
  onSubmit,
  footnote,
}: MethodFormViewProps) {
  const { t } = useTranslation("modals");
  const messages = useFormMessages();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      zodResolver(
        buildMethodSchema(method, {
          subunitToUnit,
          messages,
          ...(available === undefined ? {} : { available }),
        }),
      ),
    [method, subunitToUnit, messages, available],
  );
  const form = useForm<MethodFormValues>({
    resolver,
    defaultValues: initialFormValues(method),
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const amount = useWatch({ control: form.control, name: "amount" });
  const fields = orderedFields(method);
  const texts = useMethodTexts();
  const name = texts.name(method);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit({
        amount: normalizeAmountInput(values.amount),
        fields: Object.fromEntries(
          Object.entries(values.fields)
            .map(([key, value]) => [key, value.trim()] as const)
            .filter(([, value]) => value !== ""),
        ),
      });
    } catch (error) {
      setFormError(failureMessage(error, form.setError, fields));
    }
  });

  function failureMessage(
    error: unknown,
    setError: typeof form.setError,
    shownFields: readonly PaymentField[],
  ): string {
    if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) {
      const shown = new Set(["amount", ...shownFields.map((field) => `fields.${field.key}`)]);
      const rest: string[] = [];
      let focused = false;
      for (const [path, list] of Object.entries(error.fields)) {
        const message = list[0];
        if (!message) continue;
        if (shown.has(path)) {
          setError(
            path as Path<MethodFormValues>,
            { type: "server", message },
            { shouldFocus: !focused },
          );
          focused = true;
        } else rest.push(message);
      }
      return rest.join(" ");
    }
    if (isApiError(error) && (error.reason === "network" || error.reason === "timeout")) {
      return t("wallet.errors.network");
    }
    // A refusal (400, 403 second factor, 409 account state…) says why in the player's words.
    if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) {
      return error.message;
    }
    return t("wallet.errors.generic");
  }

  const normalized = normalizeAmountInput(amount ?? "");
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      aria-label={name}
    >
      <div className="flex items-center gap-3 rounded-2xl border border-line bg-raised/40 p-3">
        <button
          type="button"
          onClick={onBack}
          className={buttonClass("ghost", "icon", "size-9 shrink-0")}
          aria-label={t("wallet.backToMethods")}
        >
          <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
        </button>
        <MethodLogo method={method} />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold break-words text-text">{name}</p>
          <p className="text-xs text-muted tabular-nums">
            {t("wallet.limits", {
              min: formatAmount(method.amountMin),
              max: formatAmount(method.amountMax),
            })}
          </p>
        </div>
      </div>

      <FormError message={formError} />

      {method.presets.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-text">{t("wallet.presets")}</legend>
          <div className="grid grid-cols-4 gap-2">
            {method.presets.map((preset) => {
              const checked = normalized === preset.amount;
              return (
                <label
                  key={preset.amount}
                  className={`relative flex h-11 cursor-pointer items-center justify-center rounded-xl border px-1 text-sm font-semibold tabular-nums transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40 ${
                    checked
                      ? "border-accent bg-accent/15 text-text"
                      : "border-line bg-bg text-muted hover:border-muted/50 hover:text-text"
                  }`}
                >
                  <input
                    type="radio"
                    name="amount-preset"
                    value={preset.amount}
                    checked={checked}
                    onChange={() =>
                      form.setValue("amount", preset.amount, {
                        shouldValidate: true,
                        shouldDirty: true,
                      })
                    }
                    className="sr-only"
                  />
                  <span className="truncate">{compactAmount(preset.amount)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      <InputField
        label={t("wallet.amount")}
        hint={t("wallet.amountHint", {
          min: formatAmount(method.amountMin),
          max: formatAmount(
            available !== undefined
              ? minAmount(method.amountMax, available, subunitToUnit)
              : method.amountMax,
          ),
        })}
        inputMode="decimal"
        autoComplete="off"
        suffix={method.currency}
        isRequired
        error={errors.amount?.message}
        {...form.register("amount")}
      />

      {fields.map((field) => (
        <MethodField
          key={field.key}
          method={method}
          field={field}
          error={errors.fields?.[field.key]?.message}
          register={form.register(`fields.${field.key}`)}
        />
      ))}

      {typeof footnote === "function" ? footnote(normalized) : footnote}

      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClass("win", "lg", "w-full")}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting
          ? submittingLabel
          : submitLabel(normalized === "" ? "" : formatAmount(normalized))}
      </button>
    </form>
  );
}

/** "250000" → "250K", "1000000" → "1M" for the preset chips; others as they are. */
function compactAmount(amount: string): string {
  if (/^\d+0{6}$/.test(amount)) return `${amount.slice(0, -6)}M`;
  if (/^\d+0{3}$/.test(amount) && amount.length > 4) return `${amount.slice(0, -3)}K`;
  return amount;
}

type Registration = ReturnType<ReturnType<typeof useForm<MethodFormValues>>["register"]>;

function MethodField({
  method,
  field,
  error,
  register,
}: {
  method: PaymentMethod;
  field: PaymentField;
  error: string | undefined;
  register: Registration;
}) {
  const { t } = useTranslation("modals");
  const texts = useMethodTexts();
  const label = texts.fieldLabel(method, field);
  const hint = texts.fieldHint(method, field);
  if (field.fieldType === "select" && field.options.length > 0) {
    return (
      <FieldShell label={label} hint={hint} error={error} isRequired={field.isRequired}>
        {({ id, describedBy }) => (
          <div className="relative">
            <select
              {...register}
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={`${controlClass} ${borderClass(Boolean(error))} appearance-none pe-10`}
            >
              <option value="">{t("wallet.choose")}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {texts.optionLabel(method, field, option)}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            />
          </div>
        )}
      </FieldShell>
    );
  }
  const type =
    field.fieldType === "email" || field.type === "email"
      ? "email"
      : field.fieldType === "phone" || field.type === "tel"
        ? "tel"
        : "text";
  return (
    <InputField
      label={label}
      hint={hint}
      error={error}
      isRequired={field.isRequired}
      type={type}
      inputMode={
        field.type === "number"
          ? "numeric"
          : type === "tel"
            ? "tel"
            : type === "email"
              ? "email"
              : undefined
      }
      autoComplete={AUTOCOMPLETE[field.key] ?? "off"}
      {...register}
    />
  );
}
