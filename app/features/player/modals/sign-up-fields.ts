import type { FieldValidation } from "../../../../contracts/player.ts";

/**
 * How the registration form lays out the fields of the server's `registration` rules: known
 * fields in a fixed order with their control, any other field the rules list as a text input
 * after them. Pure, so the layout is testable.
 */

export type SignUpControl =
  | "email"
  | "phone"
  | "password"
  | "password-confirmation"
  | "currency"
  | "country"
  | "date"
  | "gender"
  | "checkbox"
  | "text";

export interface SignUpField {
  name: string;
  control: SignUpControl;
  isRequired: boolean;
  /** Shown beside the next field on wide screens. */
  pair?: boolean;
}

/** The confirmation the form always asks for (the server applies its fixed rule when sent). */
export const PASSWORD_CONFIRMATION: FieldValidation = {
  field: "password_confirmation",
  isRequired: true,
  rules: [{ name: "required" }, { name: "sameAs", args: ["password"] }],
};

const ORDER = [
  "email",
  "phone",
  "password",
  "password_confirmation",
  "currency",
  "country",
  "firstName",
  "lastName",
  "nickname",
  "birthdate",
  "gender",
] as const;

const TRAILING = [
  "bonusCode",
  "agreements",
  "receiveEmailPromo",
  "receiveSmsPromo",
  "receiveBonus",
];

const CONTROLS: Record<string, SignUpControl> = {
  email: "email",
  phone: "phone",
  password: "password",
  password_confirmation: "password-confirmation",
  currency: "currency",
  country: "country",
  birthdate: "date",
  gender: "gender",
  agreements: "checkbox",
  receiveEmailPromo: "checkbox",
  receiveSmsPromo: "checkbox",
  receiveBonus: "checkbox",
};

/** Fields never drawn as inputs (the honeypot is rendered on its own, hidden). */
const HIDDEN = new Set(["captcha"]);

export function signUpLayout(validations: readonly FieldValidation[]): SignUpField[] {
  const withConfirmation = validations.some((validation) => validation.field === "password")
    ? [...validations, PASSWORD_CONFIRMATION]
    : validations;
  const byName = new Map(withConfirmation.map((validation) => [validation.field, validation]));
  const rank = (name: string) => {
    const known = (ORDER as readonly string[]).indexOf(name);
    if (known !== -1) return known;
    const trailing = TRAILING.indexOf(name);
    return trailing === -1 ? ORDER.length : ORDER.length + 1 + trailing;
  };
  const names = [...byName.keys()]
    .filter((name) => !HIDDEN.has(name))
    .sort((a, b) => rank(a) - rank(b));
  const fields: SignUpField[] = names.map((name) => ({
    name,
    control: CONTROLS[name] ?? "text",
    isRequired: byName.get(name)?.isRequired ?? false,
  }));
  // Side by side on wide screens: currency + country, first + last name.
  for (const [first, second] of [
    ["currency", "country"],
    ["firstName", "lastName"],
  ] as const) {
    const index = fields.findIndex((field) => field.name === first);
    const next = fields[index + 1];
    const current = fields[index];
    if (current && next?.name === second) current.pair = true;
  }
  return fields;
}

/** The rules the form checks: the server's plus the confirmation. */
export function signUpValidations(validations: readonly FieldValidation[]): FieldValidation[] {
  return validations.some((validation) => validation.field === "password")
    ? [...validations.filter((v) => v.field !== PASSWORD_CONFIRMATION.field), PASSWORD_CONFIRMATION]
    : [...validations];
}
