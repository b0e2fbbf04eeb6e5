import { describe, expect, it } from "vitest";
import type { FieldRule, FieldValidation } from "../../../../contracts/player.ts";
import { fieldRuleNames } from "../../../../contracts/player.ts";
import { checkFieldRules, isValidCpf, ruleChecks } from "./field-rules.ts";
import { buildFormSchema, type FormValues } from "./form-schema.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
/** Messages as key + params, so tests see exactly what would be localised. */
const translate = (failure: { key: string; params?: object; paramField?: string }) =>
  `${failure.key}${failure.params ? JSON.stringify(failure.params) : ""}${failure.paramField ? `@${failure.paramField}` : ""}`;

function errorsOf(validations: FieldValidation[], values: FormValues): Record<string, string> {
  const result = buildFormSchema(validations, translate, () => NOW).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
}

const one = (rule: FieldRule, value: string | boolean, isRequired = false) =>
  errorsOf(
    [{ field: "f", isRequired, rules: isRequired ? [{ name: "required" }, rule] : [rule] }],
    {
      f: value,
    },
  ).f ?? null;

describe("server rules → zod", () => {
  it("knows every rule name the server sends", () => {
    expect(Object.keys(ruleChecks).sort()).toEqual([...fieldRuleNames].sort());
  });

  it.each<[FieldRule, string | boolean, string | null]>([
    [{ name: "required" }, "", "required"],
    [{ name: "required" }, false, "required"],
    [{ name: "required" }, "x", null],
    [{ name: "email" }, "no-at", "email"],
    [{ name: "email" }, "a@b.io", null],
    [{ name: "url" }, "ftp://x", "url"],
    [{ name: "url" }, "https://x.io", null],
    [{ name: "numeric" }, "1e3", null],
    [{ name: "numeric" }, "abc", "numeric"],
    [{ name: "integer" }, "1.5", "integer"],
    [{ name: "integer" }, "-4", null],
    [{ name: "decimal", args: [2] }, "1.234", "decimal"],
    [{ name: "decimal", args: [2] }, "1.23", null],
    [{ name: "alpha" }, "Zoë", null],
    [{ name: "alpha" }, "a1", "alpha"],
    [{ name: "min", args: [3] }, "ab", 'min{"min":3}'],
    [{ name: "min", args: [3] }, "abc", null],
    [{ name: "max", args: [2] }, "abc", 'max{"max":2}'],
    [{ name: "between", args: [2, 3] }, "a", 'between{"min":2,"max":3}'],
    [{ name: "between", args: [2, 3] }, "ab", null],
    [{ name: "regex", args: ["^[a-z]+$"] }, "AB", "regex"],
    [{ name: "regex", args: ["^[a-z]+$", "i"] }, "AB", null],
    [{ name: "before", args: ["today"] }, "2030-01-01", 'dateBefore{"param":"today"}'],
    [{ name: "before", args: ["today"] }, "2000-01-01", null],
    [{ name: "after", args: ["2020-01-01"] }, "2019-12-31", 'dateAfter{"param":"2020-01-01"}'],
    [{ name: "beforeOrEqual", args: ["2020-01-01"] }, "2020-01-01", null],
    [
      { name: "afterOrEqual", args: ["2020-01-01"] },
      "2019-01-01",
      'dateAfterOrEqual{"param":"2020-01-01"}',
    ],
    [{ name: "minAge", args: [18] }, "2010-01-01", 'minAge{"min":18}'],
    [{ name: "minAge", args: [18] }, "2008-06-15", null],
    [{ name: "maxAge", args: [120] }, "1900-01-01", 'maxAge{"max":120}'],
    [{ name: "countryCode" }, "de", "countryCode"],
    [{ name: "countryCode" }, "DE", null],
    [{ name: "languageCode" }, "EN", "languageCode"],
    [{ name: "languageCode" }, "en", null],
    [{ name: "lowercase" }, "aB", "lowercase"],
    [{ name: "uppercase" }, "AB", null],
    [{ name: "accepted" }, "no", "accepted"],
    [{ name: "accepted" }, true, null],
    [{ name: "declined" }, true, "declined"],
    [{ name: "declined" }, false, null],
    [{ name: "digits", args: [4] }, "123", 'digits{"param":4}'],
    [{ name: "digits", args: [4] }, "1234", null],
    [{ name: "date" }, "2021-02-30", "date"],
    [{ name: "date" }, "2021-02-28", null],
    [{ name: "phone" }, "12", "phone.INVALID_COUNTRY"],
    [{ name: "phone" }, "+4915", "phone.TOO_SHORT"],
    [{ name: "phone" }, "+49 1512 3456789", null],
    [{ name: "fullName" }, "Ann", "fullName"],
    [{ name: "fullName" }, "Ann Lee", null],
    [{ name: "cpf" }, "111.111.111-11", "cpf"],
    [{ name: "cpf" }, "529.982.247-25", null],
  ])("%j on %j → %s", (rule, value, expected) => {
    expect(one(rule, value)).toBe(expected);
  });

  it("lets an empty value pass every rule but required, accepted and confirmed", () => {
    expect(one({ name: "email" }, "")).toBeNull();
    expect(one({ name: "min", args: [3] }, "")).toBeNull();
    expect(one({ name: "accepted" }, "")).toBe("accepted");
    expect(one({ name: "email" }, "", true)).toBe("required");
  });

  it("compares values, not lengths, when the field is numeric", () => {
    const rules: FieldRule[] = [{ name: "numeric" }, { name: "min", args: [10] }];
    expect(errorsOf([{ field: "age", isRequired: false, rules }], { age: "9" }).age).toBe(
      'minValue{"min":10}',
    );
    expect(errorsOf([{ field: "age", isRequired: false, rules }], { age: "10" })).toEqual({});
  });

  it("checks cross-field rules over the whole form", () => {
    const validations: FieldValidation[] = [
      {
        field: "password",
        isRequired: true,
        rules: [{ name: "required" }, { name: "min", args: [8] }],
      },
      {
        field: "password_confirmation",
        isRequired: true,
        rules: [{ name: "required" }, { name: "sameAs", args: ["password"] }],
      },
      { field: "pin", isRequired: false, rules: [{ name: "confirmed" }] },
      { field: "start", isRequired: false, rules: [{ name: "date" }] },
      { field: "end", isRequired: false, rules: [{ name: "after", args: ["start"] }] },
    ];
    expect(
      errorsOf(validations, {
        password: "short",
        password_confirmation: "other",
        pin: "1",
        pin_confirmation: "2",
        start: "2020-01-02",
        end: "2020-01-01",
      }),
    ).toEqual({
      password: 'password{"min":8}',
      password_confirmation: "passwordConfirmation",
      pin: "confirmed",
      end: 'dateAfter{"param":"start"}@start',
    });
    expect(
      errorsOf(validations, {
        password: "long enough",
        password_confirmation: "long enough",
        pin: "1",
        pin_confirmation: "1",
        start: "2020-01-01",
        end: "2020-01-02",
      }),
    ).toEqual({});
  });

  it("maps sameAs on other fields to the generic message with the other field", () => {
    expect(
      checkFieldRules("b", [{ name: "sameAs", args: ["a"] }], { a: "1", b: "2" }, NOW),
    ).toEqual({ key: "sameAs", params: { param: "a" }, paramField: "a" });
  });

  it("checks CPF check digits", () => {
    expect(isValidCpf("52998224725")).toBe(true);
    expect(isValidCpf("52998224724")).toBe(false);
  });
});
