import { describe, expect, it } from "vitest";
import catalogue from "../../../../content/en/fields-settings.json" with { type: "json" };
import type { FieldValidation } from "../../../../contracts/player.ts";
import type { RuleFailure } from "../../../../contracts/validation/rules.ts";
import { effectiveRules, validateFields } from "./engine.ts";
import { createMessages } from "./messages.ts";

/*
 * The rules themselves are tested with the shared code (contracts/validation); here, what the
 * server adds: localised messages from the content catalogue and the engine around the rules.
 */

const messages = createMessages(catalogue);
const now = new Date("2026-05-15T12:00:00Z");

describe("messages of rule failures", () => {
  it.each<[RuleFailure, string]>([
    [{ key: "required" }, "Value is required"],
    [{ key: "email" }, "Value is not a valid email address"],
    [{ key: "url" }, "The value is not a valid URL address"],
    [{ key: "numeric" }, "Value is not a number"],
    [{ key: "integer" }, "Value is not an integer"],
    [{ key: "decimal" }, "Value is not a decimal number"],
    [{ key: "alpha" }, "Value may contain letters only"],
    [{ key: "min", params: { min: 3 } }, "Value must be at least 3 characters long"],
    [{ key: "max", params: { max: 3 } }, "Value must be at most 3 characters long"],
    [
      { key: "between", params: { min: 3, max: 5 } },
      "Value must be between 3 and 5 characters long",
    ],
    [{ key: "minValue", params: { min: 10 } }, "Value must be at least 10"],
    [{ key: "maxValue", params: { max: 10 } }, "Value must be at most 10"],
    [{ key: "betweenValue", params: { min: 1, max: 5 } }, "Value must be between 1 and 5"],
    [{ key: "regex" }, "Value has an invalid format"],
    [{ key: "confirmed" }, "Values do not match"],
    [
      { key: "sameAs", params: { param: "email" }, paramField: "email" },
      "Value must be the same as E-mail",
    ],
    [{ key: "dateBefore", params: { param: "2020-01-02" } }, "Date must be before 2020-01-02"],
    [
      { key: "dateBeforeOrEqual", params: { param: "2020-01-02" } },
      "Date must be on or before 2020-01-02",
    ],
    [{ key: "dateAfter", params: { param: "2020-01-02" } }, "Date must be after 2020-01-02"],
    [
      { key: "dateAfterOrEqual", params: { param: "2020-01-02" } },
      "Date must be on or after 2020-01-02",
    ],
    [
      { key: "dateBefore", params: { param: "today" }, paramToday: true },
      "Date must be before today",
    ],
    [
      { key: "dateAfter", params: { param: "birthdate" }, paramField: "birthdate" },
      "Date must be after Date of birth",
    ],
    [{ key: "date" }, "Value is not a valid date"],
    [{ key: "minAge", params: { min: 18 } }, "You must be at least 18 years old"],
    [{ key: "maxAge", params: { max: 99 } }, "You must be at most 99 years old"],
    [{ key: "countryCode" }, "Value must be a two-letter country code"],
    [{ key: "languageCode" }, "Value must be a two-letter language code"],
    [{ key: "lowercase" }, "Value must be in lower case"],
    [{ key: "uppercase" }, "Value must be in upper case"],
    [{ key: "accepted" }, "This must be accepted"],
    [{ key: "declined" }, "This must be declined"],
    [{ key: "digits", params: { param: 5 } }, "Value must be 5 digits"],
    [{ key: "password", params: { min: 8 } }, "Password must be at least 8 characters long"],
    [{ key: "passwordConfirmation" }, "Passwords do not match"],
    [{ key: "fullName" }, "Enter your first and last name, at least 2 characters each"],
    [{ key: "cpf" }, "Value is not a valid CPF number"],
    [{ key: "phone.NOT_A_NUMBER" }, "Value is not a valid phone number"],
    [{ key: "phone.INVALID_COUNTRY" }, "Unknown country calling code"],
    [{ key: "phone.TOO_SHORT" }, "Phone number is too short"],
    [{ key: "phone.TOO_LONG" }, "Phone number is too long"],
  ])("%j → %s", (failure, message) => {
    expect(messages.failure(failure)).toBe(message);
  });
});

describe("validateFields", () => {
  const validate = (
    values: Record<string, unknown>,
    validations: FieldValidation[],
    only?: ReadonlySet<string>,
  ) => validateFields(values, validations, messages, { now, only });

  it("gives each field the localised message of its first failing rule", () => {
    expect(
      validate({ nickname: "ab", email: "b", copy: "a", birthdate: "2026-05-16" }, [
        {
          field: "nickname",
          isRequired: true,
          rules: [{ name: "required" }, { name: "min", args: [3] }],
        },
        { field: "email", isRequired: false, rules: [{ name: "email" }] },
        { field: "copy", isRequired: false, rules: [{ name: "sameAs", args: ["email"] }] },
        { field: "birthdate", isRequired: false, rules: [{ name: "before", args: ["today"] }] },
      ]),
    ).toEqual({
      nickname: ["Value must be at least 3 characters long"],
      email: ["Value is not a valid email address"],
      copy: ["Value must be the same as E-mail"],
      birthdate: ["Date must be before today"],
    });
  });

  it("uses the password messages of the fixed password rules", () => {
    const validations = [
      effectiveRules({ field: "password", isRequired: true, rules: [] }),
      effectiveRules({ field: "password_confirmation", isRequired: false, rules: [] }),
    ];
    expect(validate({ password: "short", password_confirmation: "other" }, validations)).toEqual({
      password: ["Password must be at least 8 characters long"],
      password_confirmation: ["Passwords do not match"],
    });
    expect(
      validate({ password: "long enough", password_confirmation: "long enough" }, validations),
    ).toEqual({});
  });

  it("checks submitted fields with fixed rules but no configuration, never as required", () => {
    expect(validate({ phone: "+49 1", repeatNewPassword: "", firstName: "Jo" }, [])).toEqual({
      phone: ["Phone number is too short"],
    });
  });

  it("checks only the fields asked for in a partial update", () => {
    const validations = [
      effectiveRules({ field: "firstName", isRequired: true, rules: [] }),
      effectiveRules({ field: "lastName", isRequired: true, rules: [] }),
    ];
    expect(validate({ firstName: "J" }, validations, new Set(["firstName"]))).toEqual({
      firstName: ["Value must be at least 2 characters long"],
    });
  });
});
