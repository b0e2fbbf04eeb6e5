import { describe, expect, it } from "vitest";
import type { FieldValidation } from "../../../../contracts/player.ts";
import { PASSWORD_CONFIRMATION, signUpLayout, signUpValidations } from "./sign-up-fields.ts";

const field = (name: string, isRequired = false): FieldValidation => ({
  field: name,
  isRequired,
  rules: isRequired ? [{ name: "required" }] : [],
});

describe("sign-up layout", () => {
  const rules = [
    field("agreements", true),
    field("bonusCode"),
    field("country", true),
    field("currency", true),
    field("password", true),
    field("email", true),
    field("captcha"),
    field("profession"),
    field("receiveEmailPromo"),
  ];

  it("orders known fields, adds the confirmation, keeps unknown ones, hides the honeypot", () => {
    const layout = signUpLayout(rules);
    expect(layout.map((entry) => entry.name)).toEqual([
      "email",
      "password",
      "password_confirmation",
      "currency",
      "country",
      "profession",
      "bonusCode",
      "agreements",
      "receiveEmailPromo",
    ]);
    expect(layout.find((entry) => entry.name === "currency")?.pair).toBe(true);
    expect(layout.find((entry) => entry.name === "profession")?.control).toBe("text");
    expect(layout.find((entry) => entry.name === "agreements")).toMatchObject({
      control: "checkbox",
      isRequired: true,
    });
  });

  it("validates the confirmation against the password", () => {
    expect(signUpValidations(rules)).toContainEqual(PASSWORD_CONFIRMATION);
    expect(signUpValidations([field("email")])).not.toContainEqual(PASSWORD_CONFIRMATION);
  });
});
