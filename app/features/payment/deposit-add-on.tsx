import { createContext, useContext, type ReactNode } from "react";
import type { CreateDeposit } from "../../../contracts/payment.ts";

/** The deposit request's fields another feature may add (the bonus choice). */
export type DepositExtraFields = Partial<Pick<CreateDeposit, "bonusId" | "isBonusDecline">>;

/**
 * What another feature adds to the deposit form, handed in from above the features (the bonus
 * choice, by app/wallet-modal-body.tsx): a part shown between the method's fields and the button,
 * which reports the request fields it adds, and what to do once a deposit is sent.
 */
export interface DepositAddOn {
  /** `amount` is the amount typed so far, normalised. */
  render(amount: string, onChange: (fields: DepositExtraFields) => void): ReactNode;
  afterDeposit(): void;
}

const DepositAddOnContext = createContext<DepositAddOn | null>(null);

export const DepositAddOnProvider = DepositAddOnContext.Provider;

export function useDepositAddOn(): DepositAddOn | null {
  return useContext(DepositAddOnContext);
}
