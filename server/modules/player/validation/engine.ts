import type { FieldRule, FieldValidation } from "../../../../contracts/player.ts";
import type { FieldErrors } from "../../../../contracts/errors.ts";
import type { Messages } from "./messages.ts";
import { checkRules } from "./rules.ts";
import { fixedFieldRules, passwordConfirmationFields, passwordFields } from "./fixed.ts";

/** A field's rules as an operator configured them for one scenario. */
export interface FieldRuleConfig {
  field: string;
  isRequired: boolean;
  rules: FieldRule[];
}

const ruleKey = (rule: FieldRule) => `${rule.name}:${JSON.stringify(rule.args ?? [])}`;

/**
 * The effective rules of one field: `required` first when required, then the fixed rules of
 * SPEC §5, then the operator's rules (duplicates dropped; an operator `required` rule just
 * marks the field required).
 */
export function effectiveRules(config: FieldRuleConfig): FieldValidation {
  const fixed = fixedFieldRules[config.field];
  const isRequired =
    config.isRequired ||
    fixed?.isRequired === true ||
    config.rules.some((rule) => rule.name === "required");
  const rules: FieldRule[] = [];
  const seen = new Set<string>();
  const add = (rule: FieldRule) => {
    const key = ruleKey(rule);
    if (rule.name === "required" || seen.has(key)) return;
    seen.add(key);
    rules.push(rule.args ? { name: rule.name, args: [...rule.args] } : { name: rule.name });
  };
  for (const rule of fixed?.rules ?? []) add(rule);
  for (const rule of config.rules) add(rule);
  return {
    field: config.field,
    isRequired,
    rules: isRequired ? [{ name: "required" }, ...rules] : rules,
  };
}

/** A field with no scenario configuration still obeys its fixed rules when it is submitted. */
export function fixedOnly(field: string): FieldValidation | undefined {
  return fixedFieldRules[field]
    ? effectiveRules({ field, isRequired: false, rules: [] })
    : undefined;
}

export interface ValidateOptions {
  now?: Date;
  /** Check only these fields (a partial update); others are context for cross-field rules. */
  only?: ReadonlySet<string>;
}

/**
 * Checks values against field validations; the first failing rule of each field gives its
 * localised message. Submitted fields with fixed rules but no configuration are checked too.
 */
export function validateFields(
  values: Readonly<Record<string, unknown>>,
  validations: readonly FieldValidation[],
  messages: Messages,
  options: ValidateOptions = {},
): FieldErrors {
  const now = options.now ?? new Date();
  const byField = new Map(validations.map((validation) => [validation.field, validation]));
  for (const field of Object.keys(values)) {
    if (byField.has(field)) continue;
    const fixed = fixedOnly(field);
    // Fixed "always required" fields (password forms) only apply when configured.
    if (fixed)
      byField.set(field, {
        ...fixed,
        isRequired: false,
        rules: fixed.rules.filter((rule) => rule.name !== "required"),
      });
  }
  const errors: FieldErrors = {};
  for (const validation of byField.values()) {
    if (options.only && !options.only.has(validation.field)) continue;
    const result = checkRules(validation.rules, {
      value: values[validation.field],
      field: validation.field,
      values,
      now,
    });
    if (!result) continue;
    errors[validation.field] = [
      messageFor(validation.field, result.rule, result.failure, messages),
    ];
  }
  return errors;
}

function messageFor(
  field: string,
  rule: FieldRule,
  failure: Parameters<Messages["failure"]>[0],
  messages: Messages,
): string {
  if (rule.name === "sameAs" && passwordConfirmationFields.has(field)) {
    return messages.validation("passwordConfirmation");
  }
  if (rule.name === "min" && passwordFields.has(field)) {
    return messages.validation("password", failure.params);
  }
  return messages.failure(failure);
}
