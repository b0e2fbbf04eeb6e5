import type { FieldValidation } from "../../../../contracts/player.ts";
import type { FieldErrors } from "../../../../contracts/errors.ts";
import { checkFieldRules, fixedOnly } from "../../../../contracts/validation/field-rules.ts";
import type { Messages } from "./messages.ts";

/** The effective rules of a scenario's fields are shared with the app (contracts/validation). */
export {
  effectiveRules,
  fixedOnly,
  type FieldRuleConfig,
} from "../../../../contracts/validation/field-rules.ts";

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
    const failure = checkFieldRules(validation.field, validation.rules, values, now);
    if (failure) errors[validation.field] = [messages.failure(failure)];
  }
  return errors;
}
