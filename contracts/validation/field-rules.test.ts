import { describe, expect, it } from "vitest";
import { checkFieldRules, effectiveRules, fixedOnly } from "./field-rules.ts";

const now = new Date("2026-05-15T12:00:00Z");

/** The failure of a field against its fixed rules alone, as key + params, or null. */
function fixed(field: string, value: unknown, values: Record<string, unknown> = {}) {
  const { rules } = effectiveRules({ field, isRequired: false, rules: [] });
  const failure = checkFieldRules(field, rules, { ...values, [field]: value }, now);
  return failure && `${failure.key}${failure.params ? JSON.stringify(failure.params) : ""}`;
}

describe("fixed rules", () => {
  it("password: 8 to 128 characters, with the password message", () => {
    expect(fixed("password", "short")).toBe('password{"min":8}');
    expect(fixed("password", "long enough")).toBeNull();
    expect(fixed("password", "x".repeat(129))).toBe('max{"max":128}');
  });

  it("password_confirmation: required and equal, with the passwords message", () => {
    expect(fixed("password_confirmation", "", { password: "long enough" })).toBe("required");
    expect(fixed("password_confirmation", "other", { password: "long enough" })).toBe(
      "passwordConfirmation",
    );
    expect(fixed("password_confirmation", "long enough", { password: "long enough" })).toBeNull();
  });

  it("password change fields", () => {
    expect(fixed("currentPassword", "")).toBe("required");
    expect(fixed("currentPassword", "x".repeat(129))).toBe('max{"max":128}');
    expect(fixed("newPassword", "")).toBe("required");
    expect(fixed("newPassword", "1234567")).toBe('password{"min":8}');
    expect(fixed("repeatNewPassword", "", { newPassword: "12345678" })).toBe("required");
    expect(fixed("repeatNewPassword", "1234567x", { newPassword: "12345678" })).toBe(
      "passwordConfirmation",
    );
    expect(fixed("repeatNewPassword", "12345678", { newPassword: "12345678" })).toBeNull();
  });

  it("names and ids: at least 2 characters", () => {
    expect(fixed("firstName", "J")).toBe('min{"min":2}');
    expect(fixed("lastName", "Do")).toBeNull();
    expect(fixed("personalIdNumber", "1")).toBe('min{"min":2}');
  });

  it("fullName, email, phone, birthdate, age, cpf_number", () => {
    expect(fixed("fullName", "John")).toBe("fullName");
    expect(fixed("fullName", "John Smith")).toBeNull();
    expect(fixed("email", "nope")).toBe("email");
    expect(fixed("phone", "+999 1234567")).toBe("phone.INVALID_COUNTRY");
    expect(fixed("birthdate", "2001-02-29")).toBe("date");
    expect(fixed("birthdate", "2000-02-29")).toBeNull();
    expect(fixed("age", "18.5")).toBe("integer");
    expect(fixed("age", 18)).toBeNull();
    expect(fixed("cpf_number", "529.982.247-25")).toBeNull();
    expect(fixed("cpf_number", "529.982.247-24")).toBe("cpf");
  });

  it("fixedOnly: the fixed rules of a field, none for other fields", () => {
    expect(fixedOnly("email")).toEqual({
      field: "email",
      isRequired: false,
      rules: [{ name: "email" }],
    });
    expect(fixedOnly("nickname")).toBeUndefined();
  });
});

describe("effectiveRules", () => {
  it("puts required first, then fixed rules, then the operator's, without duplicates", () => {
    expect(
      effectiveRules({
        field: "password",
        isRequired: true,
        rules: [
          { name: "min", args: [8] },
          { name: "regex", args: ["\\d"] },
        ],
      }),
    ).toEqual({
      field: "password",
      isRequired: true,
      rules: [
        { name: "required" },
        { name: "min", args: [8] },
        { name: "max", args: [128] },
        { name: "regex", args: ["\\d"] },
      ],
    });
    expect(
      effectiveRules({
        field: "nickname",
        isRequired: false,
        rules: [{ name: "required" }, { name: "max", args: [30] }],
      }),
    ).toEqual({
      field: "nickname",
      isRequired: true,
      rules: [{ name: "required" }, { name: "max", args: [30] }],
    });
  });
});

describe("checkFieldRules", () => {
  it("keeps the generic sameAs message, naming the other field, outside password fields", () => {
    expect(
      checkFieldRules("b", [{ name: "sameAs", args: ["a"] }], { a: "1", b: "2" }, now),
    ).toEqual({ key: "sameAs", params: { param: "a" }, paramField: "a" });
  });
});
