import { describe, expect, it } from "vitest";
import type { FieldRule, FieldValidation } from "../../../../contracts/player.ts";
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
  // Each rule is tested with the shared code (contracts/validation); here, the conversion.
  it.each<[FieldRule, string | boolean, string | null]>([
    [{ name: "required" }, false, "required"],
    [{ name: "min", args: [3] }, "ab", 'min{"min":3}'],
    [{ name: "min", args: [3] }, "abc", null],
    [{ name: "before", args: ["today"] }, "2030-01-01", 'dateBefore{"param":"today"}'],
    [{ name: "minAge", args: [18] }, "2008-06-15", null],
    [{ name: "accepted" }, true, null],
    [{ name: "phone" }, "+4915", "phone.TOO_SHORT"],
  ])("%j on %j → %s", (rule, value, expected) => {
    expect(one(rule, value)).toBe(expected);
  });

  it("lets an empty value pass every rule but required, accepted and confirmed", () => {
    expect(one({ name: "email" }, "")).toBeNull();
    expect(one({ name: "accepted" }, "")).toBe("accepted");
    expect(one({ name: "email" }, "", true)).toBe("required");
    expect(errorsOf([{ field: "f", isRequired: false, rules: [{ name: "email" }] }], {})).toEqual(
      {},
    );
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
});
