import { describe, expect, it } from "vitest";
import { humanizeIdentity } from "./humanize.ts";

describe("humanizeIdentity", () => {
  it("turns separators into spaces and capitalises the first letter", () => {
    expect(humanizeIdentity("terms-and-conditions")).toBe("Terms and conditions");
    expect(humanizeIdentity("book_of_sevens")).toBe("Book of sevens");
    expect(humanizeIdentity("--privacy--policy--")).toBe("Privacy policy");
  });

  it("decodes escaped characters and survives bad escapes", () => {
    expect(humanizeIdentity("caf%C3%A9-royale")).toBe("Café royale");
    expect(humanizeIdentity("100%-bonus")).toBe("100% bonus");
  });

  it("gives an empty string for nothing", () => {
    expect(humanizeIdentity(undefined)).toBe("");
    expect(humanizeIdentity("")).toBe("");
  });
});
