import { describe, expect, it } from "vitest";
import { arrayParam } from "./statement.ts";

describe("arrayParam", () => {
  it("writes numbers and bigints as they are", () => {
    expect(arrayParam([1, 2, 30])).toBe("{1,2,30}");
    expect(arrayParam([-5n, 12345678901234567890n])).toBe("{-5,12345678901234567890}");
    expect(arrayParam([])).toBe("{}");
  });

  it("quotes strings, so commas, braces, quotes and backslashes stay in their element", () => {
    expect(arrayParam(["bet.placed", "a,b", "{x}", 'say "hi"', "back\\slash"])).toBe(
      '{"bet.placed","a,b","{x}","say \\"hi\\"","back\\\\slash"}',
    );
  });
});
