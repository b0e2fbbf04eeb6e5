import { describe, expect, it } from "vitest";
import type { DepositBonus } from "./bonus-shapes.ts";
import { offersAhead, packageSteps, welcomePackageOffers } from "./welcome-package.ts";

const offer = (id: string, depositNumber: number | null, packageId = "welcome"): DepositBonus => ({
  id,
  depositNumber,
  package: { id: packageId },
});

describe("welcome package", () => {
  it("keeps the numbered offers of one package in deposit order", () => {
    const offers = [offer("c", 3), offer("reload", null), offer("a", 1), offer("b", 2)];
    expect(welcomePackageOffers(offers).map((item) => item.id)).toEqual(["a", "b", "c"]);
  });

  it("marks deposits made as claimed, the next one next, the rest later", () => {
    const offers = [offer("a", 1), offer("b", 2), offer("c", 3)];
    expect(packageSteps(offers, 1).map((step) => step.state)).toEqual(["claimed", "next", "later"]);
    expect(packageSteps(offers, null).map((step) => step.state)).toEqual([
      "next",
      "later",
      "later",
    ]);
    expect(packageSteps(offers, 5).every((step) => step.state === "claimed")).toBe(true);
  });

  it("offers only the steps of deposits still to come, and every other promotion", () => {
    const offers = [offer("a", 1), offer("b", 2), offer("reload", null)];
    expect(offersAhead(offers, 1).map((item) => item.id)).toEqual(["b", "reload"]);
    expect(offersAhead(offers, 0).map((item) => item.id)).toEqual(["a", "b", "reload"]);
  });
});
