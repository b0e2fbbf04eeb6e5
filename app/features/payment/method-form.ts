import { z } from "zod";
import type { PaymentField, PaymentMethod } from "../../../contracts/payment.ts";
import { checkAmount, normalizeAmountInput, type AmountProblem } from "./amount.ts";

/**
 * A payment method's form as data (SPEC §3 Payment method, Payment form fields): the zod schema
 * of what the player fills in (amount and the method's own fields) and the initial values.
 * Pure, so the rules are tested without a browser; the texts are passed in translated.
 */

export interface MethodFormValues {
  amount: string;
  fields: Record<string, string>;
}

export interface MethodFormMessages {
  required: string;
  invalid: string;
  email: string;
  option: string;
  amount: Record<AmountProblem, string>;
}

/** A method's text in the locale, else English, else the first there is. */
export { localizedText as localized } from "../../lib/localized-text.ts";

/** The fields in the order the method gives them. */
export function orderedFields(method: Pick<PaymentMethod, "fields">): PaymentField[] {
  return [...method.fields].sort((a, b) => a.position - b.position);
}

/** A field's pattern as a RegExp (Unicode-aware, like the server's); null if it has none or it is broken. */
export function fieldPattern(field: Pick<PaymentField, "regexp">): RegExp | null {
  if (!field.regexp) return null;
  try {
    return new RegExp(field.regexp, "u");
  } catch {
    return null;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fieldSchema(field: PaymentField, messages: MethodFormMessages) {
  const pattern = fieldPattern(field);
  const choices = new Set(field.options.map((option) => option.value));
  return z.string().superRefine((raw, context) => {
    const value = raw.trim();
    if (value === "") {
      if (field.isRequired) context.addIssue({ code: "custom", message: messages.required });
      return;
    }
    if (field.fieldType === "select" && choices.size > 0 && !choices.has(value)) {
      context.addIssue({ code: "custom", message: messages.option });
      return;
    }
    if ((field.fieldType === "email" || field.type === "email") && !EMAIL.test(value)) {
      context.addIssue({ code: "custom", message: messages.email });
      return;
    }
    if (pattern && !pattern.test(value)) {
      context.addIssue({ code: "custom", message: messages.invalid });
    }
  });
}

/** The schema of a method's form; `available` caps a withdrawal at the withdrawable balance. */
export function buildMethodSchema(
  method: Pick<PaymentMethod, "fields" | "amountMin" | "amountMax">,
  options: { subunitToUnit: number | bigint; available?: string; messages: MethodFormMessages },
) {
  const { messages } = options;
  const fields = Object.fromEntries(
    orderedFields(method).map((field) => [field.key, fieldSchema(field, messages)]),
  );
  return z.object({
    amount: z.string().superRefine((value, context) => {
      const problem = checkAmount(value, {
        min: method.amountMin,
        max: method.amountMax,
        subunitToUnit: options.subunitToUnit,
        ...(options.available === undefined ? {} : { available: options.available }),
      });
      if (problem) context.addIssue({ code: "custom", message: messages.amount[problem] });
    }),
    fields: z.object(fields),
  });
}

/** The preset chosen first: the one marked default, else none. */
export function defaultPreset(method: Pick<PaymentMethod, "presets">): string {
  return method.presets.find((preset) => preset.default)?.amount ?? "";
}

export function initialFormValues(
  method: Pick<PaymentMethod, "fields" | "presets">,
): MethodFormValues {
  return {
    amount: defaultPreset(method),
    fields: Object.fromEntries(
      orderedFields(method).map((field) => [field.key, field.value ?? ""]),
    ),
  };
}

/** What is sent: the amount as the API reads it and only the fields that were filled in. */
export function toPaymentRequest(values: MethodFormValues): {
  amount: string;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(values.fields)) {
    const trimmed = value.trim();
    if (trimmed !== "") fields[key] = trimmed;
  }
  return { amount: normalizeAmountInput(values.amount), fields };
}
