import { describe, expect, it } from "vitest";
import {
  authResponseSchema,
  displayedName,
  fieldValidationsSchema,
  maskEmail,
  maskEmailAddress,
} from "./player.ts";

describe("maskEmail", () => {
  it("keeps the first character of a prefix shorter than 4 characters", () => {
    expect(maskEmail("a@x.io")).toBe("a***");
    expect(maskEmail("ab@x.io")).toBe("a***");
    expect(maskEmail("abc@x.io")).toBe("a***");
  });

  it("drops the last 3 characters of a prefix of 4 or more", () => {
    expect(maskEmail("abcd@x.io")).toBe("a***");
    expect(maskEmail("johnny@example.com")).toBe("joh***");
    expect(maskEmail("john.smith@example.com")).toBe("john.sm***");
  });

  it("counts characters, not UTF-16 units, and survives odd input", () => {
    expect(maskEmail("ñandú@x.io")).toBe("ña***");
    expect(maskEmail("@x.io")).toBe("***");
    expect(maskEmail("noatsign")).toBe("noats***");
  });

  it("keeps the domain in the full-address variant", () => {
    expect(maskEmailAddress("johnny@example.com")).toBe("joh***@example.com");
    expect(maskEmailAddress("ab@x.io")).toBe("a***@x.io");
  });
});

describe("displayedName", () => {
  const base = { nickname: null, firstName: null, tgUserId: null, email: null };

  it("prefers nickname, then first name, then Telegram id, then masked e-mail", () => {
    expect(
      displayedName({ nickname: "Ace", firstName: "John", tgUserId: 42, email: "johnny@x.io" }),
    ).toBe("Ace");
    expect(displayedName({ ...base, firstName: "John", tgUserId: 42, email: "johnny@x.io" })).toBe(
      "John",
    );
    expect(displayedName({ ...base, tgUserId: 42, email: "johnny@x.io" })).toBe("42");
    expect(displayedName({ ...base, email: "johnny@x.io" })).toBe("joh***");
  });

  it("skips blank values and falls back to Unknown", () => {
    expect(displayedName({ ...base, nickname: "  ", firstName: "" })).toBe("Unknown");
    expect(displayedName({})).toBe("Unknown");
    expect(displayedName({}, "Player")).toBe("Player");
    expect(displayedName({ ...base, tgUserId: 0 })).toBe("0");
  });
});

describe("schemas", () => {
  it("accept the reference shapes", () => {
    expect(
      fieldValidationsSchema.parse({
        scenario: "registration",
        fields: [
          { field: "email", isRequired: true, rules: [{ name: "required" }, { name: "email" }] },
          { field: "birthdate", isRequired: false, rules: [{ name: "minAge", args: [18] }] },
        ],
      }).fields,
    ).toHaveLength(2);
    expect(() =>
      authResponseSchema.parse({ accessToken: "a", tokenType: "Basic", expiresAfter: 1 }),
    ).toThrow();
  });
});
