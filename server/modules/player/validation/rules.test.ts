import { describe, expect, it } from "vitest";
import catalogue from "../../../../content/en/fields-settings.json" with { type: "json" };
import type { FieldRule } from "../../../../contracts/player.ts";
import { effectiveRules, validateFields } from "./engine.ts";
import { createMessages } from "./messages.ts";
import { ageAt, isValidCpf, normalizePhone, parseDate, phoneError } from "./rules.ts";

const messages = createMessages(catalogue);
const now = new Date("2026-05-15T12:00:00Z");

/** The message for one value against one field's rules, or null when it passes. */
function check(
  value: unknown,
  rules: FieldRule[],
  options: { field?: string; values?: Record<string, unknown>; isRequired?: boolean } = {},
): string | null {
  const field = options.field ?? "value";
  const validation = { field, isRequired: options.isRequired ?? false, rules };
  const errors = validateFields({ ...options.values, [field]: value }, [validation], messages, {
    now,
  });
  return errors[field]?.[0] ?? null;
}

describe("generic rules", () => {
  it("required", () => {
    expect(check("", [{ name: "required" }])).toBe("Value is required");
    expect(check("   ", [{ name: "required" }])).toBe("Value is required");
    expect(check(null, [{ name: "required" }])).toBe("Value is required");
    expect(check(undefined, [{ name: "required" }])).toBe("Value is required");
    expect(check("x", [{ name: "required" }])).toBeNull();
    expect(check(0, [{ name: "required" }])).toBeNull();
  });

  it("other rules pass an empty value", () => {
    expect(check("", [{ name: "email" }, { name: "min", args: [3] }, { name: "cpf" }])).toBeNull();
  });

  it("email", () => {
    expect(check("player@example.com", [{ name: "email" }])).toBeNull();
    expect(check("first.last+tag@sub.example.co.uk", [{ name: "email" }])).toBeNull();
    for (const bad of ["player", "player@", "@example.com", "a b@example.com", "a@b", "a@b.c"]) {
      expect(check(bad, [{ name: "email" }]), bad).toBe("Value is not a valid email address");
    }
  });

  it("url", () => {
    expect(check("https://example.com/path?q=1", [{ name: "url" }])).toBeNull();
    expect(check("ftp://example.com", [{ name: "url" }])).toBe(
      "The value is not a valid URL address",
    );
    expect(check("not a url", [{ name: "url" }])).toBe("The value is not a valid URL address");
  });

  it("numeric, integer, decimal", () => {
    expect(check("12.5", [{ name: "numeric" }])).toBeNull();
    expect(check(-3, [{ name: "numeric" }])).toBeNull();
    expect(check("12a", [{ name: "numeric" }])).toBe("Value is not a number");
    expect(check("42", [{ name: "integer" }])).toBeNull();
    expect(check(42, [{ name: "integer" }])).toBeNull();
    expect(check("4.2", [{ name: "integer" }])).toBe("Value is not an integer");
    expect(check(4.2, [{ name: "integer" }])).toBe("Value is not an integer");
    expect(check("10.25", [{ name: "decimal", args: [2] }])).toBeNull();
    expect(check("10.255", [{ name: "decimal", args: [2] }])).toBe("Value is not a decimal number");
    expect(check("abc", [{ name: "decimal" }])).toBe("Value is not a decimal number");
  });

  it("alpha", () => {
    expect(check("José", [{ name: "alpha" }])).toBeNull();
    expect(check("Jo3", [{ name: "alpha" }])).toBe("Value may contain letters only");
  });

  it("min, max, between on lengths and on numbers", () => {
    expect(check("ab", [{ name: "min", args: [3] }])).toBe(
      "Value must be at least 3 characters long",
    );
    expect(check("abc", [{ name: "min", args: [3] }])).toBeNull();
    expect(check("abcd", [{ name: "max", args: [3] }])).toBe(
      "Value must be at most 3 characters long",
    );
    expect(check("ab", [{ name: "between", args: [3, 5] }])).toBe(
      "Value must be between 3 and 5 characters long",
    );
    expect(check("abcd", [{ name: "between", args: [3, 5] }])).toBeNull();
    expect(check("5", [{ name: "numeric" }, { name: "min", args: [10] }])).toBe(
      "Value must be at least 10",
    );
    expect(check("50", [{ name: "integer" }, { name: "max", args: [10] }])).toBe(
      "Value must be at most 10",
    );
    expect(check("7", [{ name: "numeric" }, { name: "between", args: [1, 5] }])).toBe(
      "Value must be between 1 and 5",
    );
  });

  it("regex", () => {
    expect(check("AB-12", [{ name: "regex", args: ["^[A-Z]{2}-\\d{2}$"] }])).toBeNull();
    expect(check("ab-12", [{ name: "regex", args: ["^[A-Z]{2}-\\d{2}$"] }])).toBe(
      "Value has an invalid format",
    );
    expect(check("ab-12", [{ name: "regex", args: ["^[A-Z]{2}-\\d{2}$", "i"] }])).toBeNull();
  });

  it("confirmed and sameAs", () => {
    expect(
      check("secret", [{ name: "confirmed" }], {
        field: "pin",
        values: { pin_confirmation: "secret" },
      }),
    ).toBeNull();
    expect(
      check("secret", [{ name: "confirmed" }], {
        field: "pin",
        values: { pin_confirmation: "other" },
      }),
    ).toBe("Values do not match");
    expect(check("a", [{ name: "sameAs", args: ["email"] }], { values: { email: "b" } })).toBe(
      "Value must be the same as E-mail",
    );
    expect(
      check("b", [{ name: "sameAs", args: ["email"] }], { values: { email: "b" } }),
    ).toBeNull();
  });

  it("date comparisons against a date, another field and today", () => {
    expect(check("2020-01-01", [{ name: "before", args: ["2020-01-02"] }])).toBeNull();
    expect(check("2020-01-02", [{ name: "before", args: ["2020-01-02"] }])).toBe(
      "Date must be before 2020-01-02",
    );
    expect(check("2020-01-02", [{ name: "beforeOrEqual", args: ["2020-01-02"] }])).toBeNull();
    expect(check("2020-01-03", [{ name: "beforeOrEqual", args: ["2020-01-02"] }])).toBe(
      "Date must be on or before 2020-01-02",
    );
    expect(check("2020-01-02", [{ name: "after", args: ["2020-01-02"] }])).toBe(
      "Date must be after 2020-01-02",
    );
    expect(check("2020-01-02", [{ name: "afterOrEqual", args: ["2020-01-02"] }])).toBeNull();
    expect(check("2020-01-01", [{ name: "afterOrEqual", args: ["2020-01-02"] }])).toBe(
      "Date must be on or after 2020-01-02",
    );
    expect(check("2026-05-16", [{ name: "before", args: ["today"] }])).toBe(
      "Date must be before today",
    );
    expect(check("2026-05-14", [{ name: "before", args: ["today"] }])).toBeNull();
    expect(check("2026-05-15", [{ name: "beforeOrEqual", args: ["today"] }])).toBeNull();
    expect(
      check("2020-01-01", [{ name: "after", args: ["birthdate"] }], {
        values: { birthdate: "2020-06-01" },
      }),
    ).toBe("Date must be after Date of birth");
    expect(check("yesterday", [{ name: "before", args: ["today"] }])).toBe(
      "Value is not a valid date",
    );
  });

  it("minAge and maxAge", () => {
    expect(check("2008-05-15", [{ name: "minAge", args: [18] }])).toBeNull();
    expect(check("2008-05-16", [{ name: "minAge", args: [18] }])).toBe(
      "You must be at least 18 years old",
    );
    expect(check("1926-05-16", [{ name: "maxAge", args: [99] }])).toBeNull();
    expect(check("1926-05-15", [{ name: "maxAge", args: [99] }])).toBe(
      "You must be at most 99 years old",
    );
    expect(ageAt(new Date("2000-02-29T00:00:00Z"), new Date("2018-02-28T00:00:00Z"))).toBe(17);
    expect(ageAt(new Date("2000-02-29T00:00:00Z"), new Date("2018-03-01T00:00:00Z"))).toBe(18);
  });

  it("country and language codes, lowercase, uppercase", () => {
    expect(check("DE", [{ name: "countryCode" }])).toBeNull();
    expect(check("de", [{ name: "countryCode" }])).toBe("Value must be a two-letter country code");
    expect(check("DEU", [{ name: "countryCode" }])).toBe("Value must be a two-letter country code");
    expect(check("en", [{ name: "languageCode" }])).toBeNull();
    expect(check("EN", [{ name: "languageCode" }])).toBe(
      "Value must be a two-letter language code",
    );
    expect(check("abc", [{ name: "lowercase" }])).toBeNull();
    expect(check("aBc", [{ name: "lowercase" }])).toBe("Value must be in lower case");
    expect(check("ABC", [{ name: "uppercase" }])).toBeNull();
    expect(check("ABc", [{ name: "uppercase" }])).toBe("Value must be in upper case");
  });

  it("accepted and declined", () => {
    for (const yes of [true, "true", 1, "1", "yes", "on"])
      expect(check(yes, [{ name: "accepted" }])).toBeNull();
    for (const no of [false, "false", 0, "no", undefined, ""]) {
      expect(check(no, [{ name: "accepted" }]), String(no)).toBe("This must be accepted");
    }
    for (const no of [false, "false", 0, "0", "no", "off"])
      expect(check(no, [{ name: "declined" }])).toBeNull();
    expect(check(true, [{ name: "declined" }])).toBe("This must be declined");
  });

  it("digits", () => {
    expect(check("12345", [{ name: "digits", args: [5] }])).toBeNull();
    expect(check("1234", [{ name: "digits", args: [5] }])).toBe("Value must be 5 digits");
    expect(check("12a45", [{ name: "digits", args: [5] }])).toBe("Value must be 5 digits");
    expect(check("123", [{ name: "digits" }])).toBeNull();
  });
});

describe("fixed rules", () => {
  const fixed = (field: string, value: unknown, values: Record<string, unknown> = {}) => {
    const validation = effectiveRules({ field, isRequired: false, rules: [] });
    return (
      validateFields({ ...values, [field]: value }, [validation], messages, { now })[field]?.[0] ??
      null
    );
  };

  it("password: at least 8 characters", () => {
    expect(fixed("password", "short")).toBe("Password must be at least 8 characters long");
    expect(fixed("password", "long enough")).toBeNull();
    expect(fixed("password", "x".repeat(129))).toBe("Value must be at most 128 characters long");
  });

  it("password_confirmation: required and equal", () => {
    expect(fixed("password_confirmation", "", { password: "long enough" })).toBe(
      "Value is required",
    );
    expect(fixed("password_confirmation", "other", { password: "long enough" })).toBe(
      "Passwords do not match",
    );
    expect(fixed("password_confirmation", "long enough", { password: "long enough" })).toBeNull();
  });

  it("password change fields", () => {
    expect(fixed("currentPassword", "")).toBe("Value is required");
    expect(fixed("newPassword", "")).toBe("Value is required");
    expect(fixed("newPassword", "1234567")).toBe("Password must be at least 8 characters long");
    expect(fixed("repeatNewPassword", "", { newPassword: "12345678" })).toBe("Value is required");
    expect(fixed("repeatNewPassword", "1234567x", { newPassword: "12345678" })).toBe(
      "Passwords do not match",
    );
    expect(fixed("repeatNewPassword", "12345678", { newPassword: "12345678" })).toBeNull();
  });

  it("names and ids: at least 2 characters", () => {
    expect(fixed("firstName", "J")).toBe("Value must be at least 2 characters long");
    expect(fixed("lastName", "Do")).toBeNull();
    expect(fixed("personalIdNumber", "1")).toBe("Value must be at least 2 characters long");
  });

  it("fullName: exactly two words of 2+ characters, at most 30", () => {
    const message = "Enter your first and last name, at least 2 characters each";
    expect(fixed("fullName", "John Smith")).toBeNull();
    expect(fixed("fullName", "  John   Smith ")).toBeNull();
    expect(fixed("fullName", "John")).toBe(message);
    expect(fixed("fullName", "John J Smith")).toBe(message);
    expect(fixed("fullName", "J Smith")).toBe(message);
    expect(fixed("fullName", `${"a".repeat(15)} ${"b".repeat(15)}`)).toBe(message);
    expect(fixed("fullName", `${"a".repeat(14)} ${"b".repeat(15)}`)).toBeNull();
  });

  it("email, birthdate, age", () => {
    expect(fixed("email", "nope")).toBe("Value is not a valid email address");
    expect(fixed("birthdate", "2001-02-29")).toBe("Value is not a valid date");
    expect(fixed("birthdate", "2000-02-29")).toBeNull();
    expect(fixed("birthdate", "29.02.2000")).toBe("Value is not a valid date");
    expect(fixed("age", "18.5")).toBe("Value is not an integer");
    expect(fixed("age", 18)).toBeNull();
    expect(parseDate("2024-13-01")).toBeUndefined();
  });

  it("cpf_number: 11 digits with a valid checksum", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("529.982.247-26")).toBe(false);
    expect(isValidCpf("52998224735")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("529982247250")).toBe(false);
    expect(isValidCpf("abc.def.ghi-jk")).toBe(false);
    expect(fixed("cpf_number", "529.982.247-25")).toBeNull();
    expect(fixed("cpf_number", "529.982.247-24")).toBe("Value is not a valid CPF number");
  });

  it("phone: valid international numbers and the four parse errors", () => {
    expect(phoneError("+4915123456789")).toBeNull();
    expect(phoneError("+1 212 555 0123")).toBeNull();
    expect(normalizePhone("+49 151 2345 6789")).toBe("+4915123456789");
    expect(phoneError("hello")).toBe("NOT_A_NUMBER");
    expect(phoneError("+999 1234567")).toBe("INVALID_COUNTRY");
    expect(phoneError("15123456789")).toBe("INVALID_COUNTRY");
    expect(phoneError("+49 1")).toBe("TOO_SHORT");
    expect(phoneError("+49 15123456789012345678")).toBe("TOO_LONG");
    expect(phoneError(`+49${"1".repeat(260)}`)).toBe("TOO_LONG");
    expect(fixed("phone", "hello")).toBe("Value is not a valid phone number");
    expect(fixed("phone", "+999 1234567")).toBe("Unknown country calling code");
    expect(fixed("phone", "+49 1")).toBe("Phone number is too short");
    expect(fixed("phone", "+49 15123456789012345678")).toBe("Phone number is too long");
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

  it("checks only the fields asked for in a partial update", () => {
    const validations = [
      effectiveRules({ field: "firstName", isRequired: true, rules: [] }),
      effectiveRules({ field: "lastName", isRequired: true, rules: [] }),
    ];
    expect(
      validateFields({ firstName: "J" }, validations, messages, { only: new Set(["firstName"]) }),
    ).toEqual({
      firstName: ["Value must be at least 2 characters long"],
    });
  });
});
