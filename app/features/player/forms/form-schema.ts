import { z } from "zod";
import type { FieldRule, FieldValidation } from "../../../../contracts/player.ts";
import { checkFieldRules, type RuleFailure } from "./field-rules.ts";

/**
 * Turns the server's field rules (GET /api/player/fields/validations) into a zod schema for
 * react-hook-form. Rules that look at one value become that field's schema; rules that compare
 * fields (sameAs, confirmed, date comparisons with another field) run over the whole object.
 * Messages come from `translate`, which reads the fields-settings catalogue.
 */

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue | undefined>;

/** Builds the localised message of a failure: `validation.<key>` with min, max, param. */
export type FailureTranslator = (failure: RuleFailure) => string;

const CROSS_FIELD = new Set<FieldRule["name"]>([
  "sameAs",
  "confirmed",
  "before",
  "after",
  "beforeOrEqual",
  "afterOrEqual",
]);

function refersToOtherField(rule: FieldRule, fields: ReadonlySet<string>): boolean {
  if (rule.name === "sameAs" || rule.name === "confirmed") return true;
  if (!CROSS_FIELD.has(rule.name)) return false;
  const arg = rule.args?.[0];
  return typeof arg === "string" && fields.has(arg);
}

/** A fixed validation the server applies to a field a form sends but the scenario lacks. */
export function withExtraFields(
  validations: readonly FieldValidation[],
  extra: readonly FieldValidation[],
): FieldValidation[] {
  const known = new Set(validations.map((validation) => validation.field));
  return [...validations, ...extra.filter((validation) => !known.has(validation.field))];
}

export function buildFormSchema(
  validations: readonly FieldValidation[],
  translate: FailureTranslator,
  now: () => Date = () => new Date(),
) {
  const fields = new Set(validations.map((validation) => validation.field));
  const shape: Record<string, z.ZodType<FormValue | undefined, FormValue | undefined>> = {};
  const crossField: { field: string; rules: FieldRule[] }[] = [];

  for (const validation of validations) {
    const own = validation.rules.filter((rule) => !refersToOtherField(rule, fields));
    const cross = validation.rules.filter((rule) => refersToOtherField(rule, fields));
    shape[validation.field] = z
      .union([z.string(), z.boolean()])
      .optional()
      .superRefine((value, context) => {
        const failure = checkFieldRules(
          validation.field,
          own,
          { [validation.field]: value },
          now(),
        );
        if (failure) context.addIssue({ code: "custom", message: translate(failure) });
      });
    if (cross.length > 0) crossField.push({ field: validation.field, rules: cross });
  }

  return z
    .object(shape)
    .catchall(z.union([z.string(), z.boolean()]).optional())
    .superRefine((values, context) => {
      for (const { field, rules } of crossField) {
        const failure = checkFieldRules(field, rules, values, now());
        if (failure)
          context.addIssue({ code: "custom", path: [field], message: translate(failure) });
      }
    });
}
