import { describe, expect, it } from "vitest";
import type { Profile } from "../../../../contracts/player.ts";
import { personalRules, personalUpdate, personalValues } from "./personal-form.tsx";

describe("personal details form", () => {
  it("fills every field from the profile, empty for nothing", () => {
    const values = personalValues({ firstName: "Ada", city: null } as unknown as Profile);
    expect(values.firstName).toBe("Ada");
    expect(values.city).toBe("");
    expect(values.timeZone).toBe("");
  });

  it("sends only the changed fields, trimmed, and an emptied field as null", () => {
    const update = personalUpdate(
      { firstName: "  Ada ", lastName: "", city: "Berlin", nickname: "x" },
      { firstName: true, lastName: true },
    );
    expect(update).toEqual({ firstName: "Ada", lastName: null });
  });

  it("takes the server's profile rules and leaves fields without rules free", () => {
    const rules = personalRules([
      { field: "firstName", isRequired: true, rules: [{ name: "required" }] },
      { field: "email", isRequired: false, rules: [{ name: "email" }] },
    ]);
    expect(rules.find((rule) => rule.field === "firstName")?.isRequired).toBe(true);
    expect(rules.find((rule) => rule.field === "city")).toEqual({
      field: "city",
      isRequired: false,
      rules: [],
    });
    expect(rules.some((rule) => rule.field === "email")).toBe(false);
  });
});
