import { describe, expect, it } from "vitest";
import { ageOn, perksLevel, vipTreatment } from "./vip-rule.ts";

const now = new Date("2026-03-10T12:00:00Z");
const levels = [
  { order: 1, isVip: false, name: "Bronze" },
  { order: 2, isVip: false, name: "Gold" },
  { order: 3, isVip: true, name: "Diamond" },
];

describe("VIP treatment", () => {
  it("applies as reached outside Great Britain", () => {
    expect(
      vipTreatment({ country: "DE", birthdate: "2005-01-01", identityVerified: false }, now),
    ).toEqual({ eligible: true, reason: null });
  });

  it("needs a verified identity in Great Britain", () => {
    expect(
      vipTreatment({ country: "GB", birthdate: "1980-01-01", identityVerified: false }, now),
    ).toEqual({ eligible: false, reason: "identity" });
  });

  it("is refused in Great Britain under 25, and without a birthdate", () => {
    // 25 tomorrow: still 24 today.
    expect(
      vipTreatment({ country: "GB", birthdate: "2001-03-11", identityVerified: true }, now),
    ).toEqual({ eligible: false, reason: "age" });
    expect(vipTreatment({ country: "gb", birthdate: null, identityVerified: true }, now)).toEqual({
      eligible: false,
      reason: "age",
    });
  });

  it("is given in Great Britain at 25 with a verified identity", () => {
    expect(
      vipTreatment({ country: "GB", birthdate: "2001-03-10", identityVerified: true }, now),
    ).toEqual({ eligible: true, reason: null });
  });

  it("falls back to the highest non-VIP level's perks when refused", () => {
    const refused = { eligible: false as const, reason: "age" as const };
    expect(perksLevel(levels, levels[2] ?? null, refused)?.name).toBe("Gold");
    expect(perksLevel(levels, levels[2] ?? null, { eligible: true, reason: null })?.name).toBe(
      "Diamond",
    );
    expect(perksLevel(levels, levels[1] ?? null, refused)?.name).toBe("Gold");
  });

  it("counts age in whole years", () => {
    expect(ageOn("2000-03-10", now)).toBe(26);
    expect(ageOn("2000-03-11", now)).toBe(25);
    expect(ageOn("not a date", now)).toBeNull();
  });
});
