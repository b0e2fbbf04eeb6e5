import type { FieldRule } from "../../../../contracts/player.ts";

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
export const passwordConfirmationFields = new Set(["password_confirmation", "repeatNewPassword"]);
/** Fields whose min-length failure reads "Password must be at least … characters long". */
export const passwordFields = new Set(["password", "newPassword"]);
