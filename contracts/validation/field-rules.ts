import type { FieldRule, FieldValidation } from "../player.ts";
import { checkRules, type RuleFailure } from "./rules.ts";

/**
 * The rules of one field as a whole: the fixed rules of SPEC §5, the effective rule list the
 * server sends for a scenario, and the first failure of a field with the messages the fixed
 * password rules use. Shared by the server's validation engine and the app's forms.
 */

/** Minimum password length (SPEC §5). */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound that keeps password hashing cheap to refuse. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Rules that hold for a field in every scenario (SPEC §5); operators add to them per scenario
 * but cannot remove them. `required` here means the field is always required when the form
 * has it (the password forms).
 */
export const fixedFieldRules: Readonly<
  Record<string, { isRequired?: boolean; rules: FieldRule[] }>
> = {
  password: {
    rules: [
      { name: "min", args: [PASSWORD_MIN_LENGTH] },
      { name: "max", args: [PASSWORD_MAX_LENGTH] },
    ],
  },
  password_confirmation: { isRequired: true, rules: [{ name: "sameAs", args: ["password"] }] },
  currentPassword: { isRequired: true, rules: [{ name: "max", args: [PASSWORD_MAX_LENGTH] }] },
  newPassword: {
    isRequired: true,
    rules: [
      { name: "min", args: [PASSWORD_MIN_LENGTH] },
      { name: "max", args: [PASSWORD_MAX_LENGTH] },
    ],
  },
  repeatNewPassword: { isRequired: true, rules: [{ name: "sameAs", args: ["newPassword"] }] },
  firstName: { rules: [{ name: "min", args: [2] }] },
  lastName: { rules: [{ name: "min", args: [2] }] },
  fullName: { rules: [{ name: "fullName" }] },
  email: { rules: [{ name: "email" }] },
  phone: { rules: [{ name: "phone" }] },
  birthdate: { rules: [{ name: "date" }] },
  personalIdNumber: { rules: [{ name: "min", args: [2] }] },
  age: { rules: [{ name: "integer" }] },
  cpf_number: { rules: [{ name: "cpf" }] },
};

/** Fields whose sameAs failure reads "Passwords do not match". */
export const passwordConfirmationFields: ReadonlySet<string> = new Set([
  "password_confirmation",
  "repeatNewPassword",
]);
/** Fields whose min-length failure reads "Password must be at least … characters long". */
export const passwordFields: ReadonlySet<string> = new Set(["password", "newPassword"]);

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

/**
 * The first failing rule of a field, or null. `values` holds every value of the form, for
 * cross-field rules. The password fields' sameAs and min failures use their own messages.
 */
export function checkFieldRules(
  field: string,
  rules: readonly FieldRule[],
  values: Readonly<Record<string, unknown>>,
  now: Date,
): RuleFailure | null {
  const result = checkRules(rules, { value: values[field], field, values, now });
  if (!result) return null;
  const { rule, failure } = result;
  if (rule.name === "sameAs" && passwordConfirmationFields.has(field))
    return { key: "passwordConfirmation" };
  if (rule.name === "min" && passwordFields.has(field)) return { ...failure, key: "password" };
  return failure;
}
