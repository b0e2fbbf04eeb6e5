import type { DepositBonus } from "./bonus-shapes.ts";

/**
 * The welcome package (issue 12): bonuses for deposits 1..n, each issued on its deposit. Pure:
 * which offers make up the package, in deposit order, and where the player is in it.
 */

export type PackageStepState = "claimed" | "next" | "later";

export interface PackageStep {
  offer: DepositBonus;
  depositNumber: number;
  state: PackageStepState;
}

/** Offers that belong to a deposit number, first deposit first; the first package only. */
export function welcomePackageOffers(offers: readonly DepositBonus[]): DepositBonus[] {
  const numbered = offers.filter(
    (offer): offer is DepositBonus & { depositNumber: number } =>
      typeof offer.depositNumber === "number" && offer.depositNumber > 0,
  );
  const packageId = numbered.find((offer) => offer.package?.id)?.package?.id;
  return numbered
    .filter((offer) => !packageId || !offer.package?.id || offer.package.id === packageId)
    .sort((a, b) => a.depositNumber - b.depositNumber);
}

/**
 * The steps with their state from the player's deposit count (null for a guest: every step
 * is still ahead, the first one next).
 */
export function packageSteps(
  offers: readonly DepositBonus[],
  depositCount: number | null,
): PackageStep[] {
  const done = depositCount ?? 0;
  return welcomePackageOffers(offers).map((offer) => {
    const depositNumber = offer.depositNumber ?? 0;
    const state: PackageStepState =
      depositNumber <= done ? "claimed" : depositNumber === done + 1 ? "next" : "later";
    return { offer, depositNumber, state };
  });
}

/**
 * The offers a player can still claim: the server lists every step of a welcome package (the
 * package page shows the claimed ones too), so steps of deposits already made are left out.
 */
export function offersAhead(offers: readonly DepositBonus[], depositCount: number): DepositBonus[] {
  return offers.filter((offer) => !offer.depositNumber || offer.depositNumber > depositCount);
}
