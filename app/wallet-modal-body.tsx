import { useCallback } from "react";
import type { ModalBodyProps } from "./lib/modals/modal-registry.ts";
import { bonusRequestFields } from "./features/bonus/deposit-bonus-choice.ts";
import {
  DepositBonusPicker,
  type DepositBonusSelection,
} from "./features/bonus/deposit-bonus-picker.tsx";
import { forgetPreferredBonus } from "./features/bonus/preferred-bonus.ts";
import {
  DepositAddOnProvider,
  type DepositAddOn,
  type DepositExtraFields,
} from "./features/payment/deposit-add-on.tsx";
import WalletBody from "./features/payment/wallet-body.tsx";

function DepositBonusChoice({
  amount,
  onChange,
}: {
  amount: string;
  onChange: (fields: DepositExtraFields) => void;
}) {
  const report = useCallback(
    (selection: DepositBonusSelection) =>
      onChange(bonusRequestFields(selection.choice, selection.offered)),
    [onChange],
  );
  return <DepositBonusPicker amount={amount} onChange={report} />;
}

const depositBonus: DepositAddOn = {
  render: (amount, onChange) => <DepositBonusChoice amount={amount} onChange={onChange} />,
  // The campaign the player came from applies to one deposit only.
  afterDeposit: forgetPreferredBonus,
};

/**
 * The wallet dialog of two features, composed here above them (docs/decisions/009): the payment
 * feature's body, with the bonus feature's choice in its deposit form.
 */
export default function WalletModalBody(props: ModalBodyProps) {
  return (
    <DepositAddOnProvider value={depositBonus}>
      <WalletBody {...props} />
    </DepositAddOnProvider>
  );
}
