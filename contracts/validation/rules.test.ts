import { describe, expect, it } from "vitest";
import { fieldRuleNames, type FieldRule } from "../player.ts";
import {
  ageAt,
  checkRules,
  isValidCpf,
  normalizePhone,
  parseDate,
  phoneError,
  ruleChecks,
  type RuleFailure,
} from "./rules.ts";

const now = new Date("2026-05-15T12:00:00Z");

/** A failure as key + params (+ @field, @today), so tests see exactly what would be localised. */
const show = (failure: RuleFailure): string =>
  `${failure.key}${failure.params ? JSON.stringify(failure.params) : ""}` +
  `${failure.paramField ? `@${failure.paramField}` : ""}${failure.paramToday ? "@today" : ""}`;

/** The first failure of one value against one field's rules, or null when it passes. */
function check(
  value: unknown,
  rules: FieldRule[],
  options: { field?: string; values?: Record<string, unknown> } = {},
): string | null {
  const field = options.field ?? "value";
  const result = checkRules(rules, {
    value,
    field,
    values: { ...options.values, [field]: value },
    now,
  });
  return result ? show(result.failure) : null;
}

describe("generic rules", () => {
  it("knows every rule name the server sends", () => {
    expect(Object.keys(ruleChecks).sort()).toEqual([...fieldRuleNames].sort());
  });

  it("required", () => {
    expect(check("", [{ name: "required" }])).toBe("required");
    expect(check("   ", [{ name: "required" }])).toBe("required");
    expect(check(null, [{ name: "required" }])).toBe("required");
    expect(check(undefined, [{ name: "required" }])).toBe("required");
    expect(check(false, [{ name: "required" }])).toBe("required");
    expect(check("x", [{ name: "required" }])).toBeNull();
    expect(check(0, [{ name: "required" }])).toBeNull();
  });

  it("lets an empty value pass every rule but required, accepted and confirmed", () => {
    expect(check("", [{ name: "email" }, { name: "min", args: [3] }, { name: "cpf" }])).toBeNull();
    expect(check("", [{ name: "accepted" }])).toBe("accepted");
    expect(check("", [{ name: "required" }, { name: "email" }])).toBe("required");
  });

  it("stops at the first failing rule", () => {
    expect(check("ab", [{ name: "alpha" }, { name: "min", args: [3] }, { name: "email" }])).toBe(
      'min{"min":3}',
    );
  });

  it("email", () => {
    expect(check("player@example.com", [{ name: "email" }])).toBeNull();
    expect(check("first.last+tag@sub.example.co.uk", [{ name: "email" }])).toBeNull();
    expect(check("a@b.io", [{ name: "email" }])).toBeNull();
    for (const bad of ["player", "player@", "@example.com", "a b@example.com", "a@b", "a@b.c"]) {
      expect(check(bad, [{ name: "email" }]), bad).toBe("email");
    }
  });

  it("url", () => {
    expect(check("https://example.com/path?q=1", [{ name: "url" }])).toBeNull();
    expect(check("ftp://example.com", [{ name: "url" }])).toBe("url");
    expect(check("not a url", [{ name: "url" }])).toBe("url");
  });

  it("numeric, integer, decimal", () => {
    expect(check("12.5", [{ name: "numeric" }])).toBeNull();
    expect(check("1e3", [{ name: "numeric" }])).toBeNull();
    expect(check(-3, [{ name: "numeric" }])).toBeNull();
    expect(check("12a", [{ name: "numeric" }])).toBe("numeric");
    expect(check("42", [{ name: "integer" }])).toBeNull();
    expect(check("-4", [{ name: "integer" }])).toBeNull();
    expect(check(42, [{ name: "integer" }])).toBeNull();
    expect(check("4.2", [{ name: "integer" }])).toBe("integer");
    expect(check(4.2, [{ name: "integer" }])).toBe("integer");
    expect(check("10.25", [{ name: "decimal", args: [2] }])).toBeNull();
    expect(check("10.255", [{ name: "decimal", args: [2] }])).toBe("decimal");
    expect(check("abc", [{ name: "decimal" }])).toBe("decimal");
  });

  it("alpha", () => {
    expect(check("José", [{ name: "alpha" }])).toBeNull();
    expect(check("Zoë", [{ name: "alpha" }])).toBeNull();
    expect(check("Jo3", [{ name: "alpha" }])).toBe("alpha");
  });

  it("min, max, between on lengths and on numbers", () => {
    expect(check("ab", [{ name: "min", args: [3] }])).toBe('min{"min":3}');
    expect(check("abc", [{ name: "min", args: [3] }])).toBeNull();
    expect(check("abcd", [{ name: "max", args: [3] }])).toBe('max{"max":3}');
    expect(check("ab", [{ name: "between", args: [3, 5] }])).toBe('between{"min":3,"max":5}');
    expect(check("abcd", [{ name: "between", args: [3, 5] }])).toBeNull();
    expect(check("5", [{ name: "numeric" }, { name: "min", args: [10] }])).toBe(
      'minValue{"min":10}',
    );
    expect(check("10", [{ name: "numeric" }, { name: "min", args: [10] }])).toBeNull();
    expect(check("50", [{ name: "integer" }, { name: "max", args: [10] }])).toBe(
      'maxValue{"max":10}',
    );
    expect(check("7", [{ name: "numeric" }, { name: "between", args: [1, 5] }])).toBe(
      'betweenValue{"min":1,"max":5}',
    );
  });

  it("regex", () => {
    expect(check("AB-12", [{ name: "regex", args: ["^[A-Z]{2}-\\d{2}$"] }])).toBeNull();
    expect(check("ab-12", [{ name: "regex", args: ["^[A-Z]{2}-\\d{2}$"] }])).toBe("regex");
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
    ).toBe("confirmed");
    expect(check("a", [{ name: "sameAs", args: ["email"] }], { values: { email: "b" } })).toBe(
      'sameAs{"param":"email"}@email',
    );
    expect(
      check("b", [{ name: "sameAs", args: ["email"] }], { values: { email: "b" } }),
    ).toBeNull();
  });

  it("date comparisons against a date, another field and today", () => {
    expect(check("2020-01-01", [{ name: "before", args: ["2020-01-02"] }])).toBeNull();
    expect(check("2020-01-02", [{ name: "before", args: ["2020-01-02"] }])).toBe(
      'dateBefore{"param":"2020-01-02"}',
    );
    expect(check("2020-01-02", [{ name: "beforeOrEqual", args: ["2020-01-02"] }])).toBeNull();
    expect(check("2020-01-03", [{ name: "beforeOrEqual", args: ["2020-01-02"] }])).toBe(
      'dateBeforeOrEqual{"param":"2020-01-02"}',
    );
    expect(check("2020-01-02", [{ name: "after", args: ["2020-01-02"] }])).toBe(
      'dateAfter{"param":"2020-01-02"}',
    );
    expect(check("2020-01-02", [{ name: "afterOrEqual", args: ["2020-01-02"] }])).toBeNull();
    expect(check("2020-01-01", [{ name: "afterOrEqual", args: ["2020-01-02"] }])).toBe(
      'dateAfterOrEqual{"param":"2020-01-02"}',
    );
    expect(check("2026-05-16", [{ name: "before", args: ["today"] }])).toBe(
      'dateBefore{"param":"today"}@today',
    );
    expect(check("2026-05-14", [{ name: "before", args: ["today"] }])).toBeNull();
    expect(check("2026-05-15", [{ name: "beforeOrEqual", args: ["today"] }])).toBeNull();
    expect(
      check("2020-01-01", [{ name: "after", args: ["birthdate"] }], {
        values: { birthdate: "2020-06-01" },
      }),
    ).toBe('dateAfter{"param":"birthdate"}@birthdate');
    expect(
      check("2020-01-01", [{ name: "after", args: ["birthdate"] }], {
        values: { birthdate: "" },
      }),
    ).toBeNull();
    expect(check("yesterday", [{ name: "before", args: ["today"] }])).toBe("date");
  });

  it("minAge and maxAge", () => {
    expect(check("2008-05-15", [{ name: "minAge", args: [18] }])).toBeNull();
    expect(check("2008-05-16", [{ name: "minAge", args: [18] }])).toBe('minAge{"min":18}');
    expect(check("1926-05-16", [{ name: "maxAge", args: [99] }])).toBeNull();
    expect(check("1926-05-15", [{ name: "maxAge", args: [99] }])).toBe('maxAge{"max":99}');
    expect(check("15.05.2008", [{ name: "minAge", args: [18] }])).toBe("date");
    expect(ageAt(new Date("2000-02-29T00:00:00Z"), new Date("2018-02-28T00:00:00Z"))).toBe(17);
    expect(ageAt(new Date("2000-02-29T00:00:00Z"), new Date("2018-03-01T00:00:00Z"))).toBe(18);
  });

  it("country and language codes, lowercase, uppercase", () => {
    expect(check("DE", [{ name: "countryCode" }])).toBeNull();
    expect(check("de", [{ name: "countryCode" }])).toBe("countryCode");
    expect(check("DEU", [{ name: "countryCode" }])).toBe("countryCode");
    expect(check("en", [{ name: "languageCode" }])).toBeNull();
    expect(check("EN", [{ name: "languageCode" }])).toBe("languageCode");
    expect(check("abc", [{ name: "lowercase" }])).toBeNull();
    expect(check("aBc", [{ name: "lowercase" }])).toBe("lowercase");
    expect(check("ABC", [{ name: "uppercase" }])).toBeNull();
    expect(check("ABc", [{ name: "uppercase" }])).toBe("uppercase");
  });

  it("accepted and declined", () => {
    for (const yes of [true, "true", 1, "1", "yes", "on"])
      expect(check(yes, [{ name: "accepted" }])).toBeNull();
    for (const no of [false, "false", 0, "no", undefined, ""]) {
      expect(check(no, [{ name: "accepted" }]), String(no)).toBe("accepted");
    }
    for (const no of [false, "false", 0, "0", "no", "off"])
      expect(check(no, [{ name: "declined" }])).toBeNull();
    expect(check(true, [{ name: "declined" }])).toBe("declined");
  });

  it("digits", () => {
    expect(check("12345", [{ name: "digits", args: [5] }])).toBeNull();
    expect(check("1234", [{ name: "digits", args: [5] }])).toBe('digits{"param":5}');
    expect(check("12a45", [{ name: "digits", args: [5] }])).toBe('digits{"param":5}');
    expect(check("123", [{ name: "digits" }])).toBeNull();
  });
});

describe("fixed-rule checks", () => {
  it("date: a YYYY-MM-DD calendar date", () => {
    expect(check("2000-02-29", [{ name: "date" }])).toBeNull();
    expect(check("2001-02-29", [{ name: "date" }])).toBe("date");
    expect(check("29.02.2000", [{ name: "date" }])).toBe("date");
    expect(parseDate("2024-13-01")).toBeUndefined();
    expect(parseDate("2024-01-31T10:00:00Z")?.toISOString()).toBe("2024-01-31T00:00:00.000Z");
  });

  it("fullName: exactly two words of 2+ characters, at most 30", () => {
    expect(check("John Smith", [{ name: "fullName" }])).toBeNull();
    expect(check("  John   Smith ", [{ name: "fullName" }])).toBeNull();
    expect(check("John", [{ name: "fullName" }])).toBe("fullName");
    expect(check("John J Smith", [{ name: "fullName" }])).toBe("fullName");
    expect(check("J Smith", [{ name: "fullName" }])).toBe("fullName");
    expect(check(`${"a".repeat(15)} ${"b".repeat(15)}`, [{ name: "fullName" }])).toBe("fullName");
    expect(check(`${"a".repeat(14)} ${"b".repeat(15)}`, [{ name: "fullName" }])).toBeNull();
  });

  it("cpf: 11 digits with a valid checksum", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("529.982.247-26")).toBe(false);
    expect(isValidCpf("52998224724")).toBe(false);
    expect(isValidCpf("52998224735")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
    expect(isValidCpf("529982247250")).toBe(false);
    expect(isValidCpf("abc.def.ghi-jk")).toBe(false);
    expect(check("529.982.247-25", [{ name: "cpf" }])).toBeNull();
    expect(check("529.982.247-24", [{ name: "cpf" }])).toBe("cpf");
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
    expect(check("+49 1512 3456789", [{ name: "phone" }])).toBeNull();
    expect(check("hello", [{ name: "phone" }])).toBe("phone.NOT_A_NUMBER");
    expect(check(12, [{ name: "phone" }])).toBe("phone.NOT_A_NUMBER");
    expect(check("12", [{ name: "phone" }])).toBe("phone.INVALID_COUNTRY");
    expect(check("+4915", [{ name: "phone" }])).toBe("phone.TOO_SHORT");
    expect(check("+49 15123456789012345678", [{ name: "phone" }])).toBe("phone.TOO_LONG");
  });
});
