import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { PaymentField, PaymentMethod } from "../../../contracts/payment.ts";
import { useLocale } from "../../lib/use-localized-path.ts";
import { localized } from "./method-form.ts";

/**
 * Names and field texts of payment methods, in the page's language. The catalogue (modals
 * `paymentMethods.<kind>`, kind being the last part of `provider.direction.kind`) has them for
 * every method Sevens knows; a method it does not know yet shows its provider's own texts.
 */
export interface MethodTexts {
  name(method: Pick<PaymentMethod, "method" | "names">): string;
  fieldLabel(method: Pick<PaymentMethod, "method">, field: PaymentField): string;
  fieldHint(method: Pick<PaymentMethod, "method">, field: PaymentField): string | undefined;
  optionLabel(
    method: Pick<PaymentMethod, "method">,
    field: PaymentField,
    option: PaymentField["options"][number],
  ): string;
  /** A detail of a deposit's instructions (IBAN, reference…), by its key. */
  instructionLabel(field: { key: string; labels: Readonly<Record<string, string>> }): string;
}

/** "sandbox.deposit.crypto_btc" → ["deposit", "crypto_btc"]. */
export function methodKindOf(method: string): { direction: string; kind: string } {
  const parts = method.split(".");
  return { direction: parts.at(-2) ?? "", kind: parts.at(-1) ?? method };
}

export function useMethodTexts(): MethodTexts {
  const { t } = useTranslation("modals");
  const locale = useLocale();
  return useMemo(() => {
    const fieldKey = (method: string, field: PaymentField) => {
      const { direction, kind } = methodKindOf(method);
      return `paymentMethods.${kind}.${direction}.${field.key}`;
    };
    return {
      name: (method) =>
        t(`paymentMethods.${methodKindOf(method.method).kind}.name`, {
          defaultValue: localized(method.names, locale),
        }),
      fieldLabel: (method, field) =>
        t(`${fieldKey(method.method, field)}.label`, {
          defaultValue: localized(field.labels, locale) || field.key,
        }),
      fieldHint: (method, field) =>
        t(`${fieldKey(method.method, field)}.hint`, {
          defaultValue: localized(field.hints, locale),
        }) || undefined,
      optionLabel: (method, field, option) =>
        t(`${fieldKey(method.method, field)}.options.${option.value}`, {
          defaultValue: localized(option.labels, locale) || option.value,
        }),
      instructionLabel: (field) =>
        t(`wallet.instructionFields.${field.key}`, {
          defaultValue: localized(field.labels, locale) || field.key,
        }),
    };
  }, [t, locale]);
}
