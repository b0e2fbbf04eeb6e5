import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MONEY_LIMIT_PERIODS, type MoneyLimitPeriod } from "../../../contracts/limit.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { SelectField, TextField } from "../../ui/form-field.tsx";

/** The period of a money limit: daily, weekly or monthly. */
export function PeriodSelect({
  value,
  onChange,
  error,
}: {
  value: MoneyLimitPeriod;
  onChange: (period: MoneyLimitPeriod) => void;
  error?: string;
}) {
  const { t } = useTranslation("modals");
  return (
    <SelectField
      label={t("add-limit.period")}
      value={value}
      isRequired
      error={error}
      onChange={(event) => onChange(event.target.value as MoneyLimitPeriod)}
      options={MONEY_LIMIT_PERIODS.map((item) => ({
        value: item,
        label: t(`add-limit.periods.${item}`),
      }))}
    />
  );
}

/** The amount of a money limit, typed as the player writes it (checked by amountError). */
export function AmountField({
  value,
  onChange,
  error,
  hint,
}: {
  value: string;
  onChange: (amount: string) => void;
  error?: string;
  hint?: string;
}) {
  const { t } = useTranslation("modals");
  return (
    <TextField
      label={t("add-limit.amount")}
      inputMode="decimal"
      autoComplete="off"
      isRequired
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Cancel and the form's submit button, side by side. */
export function FormButtons({
  onCancel,
  pending,
  children,
}: {
  onCancel: () => void;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("modals");
  return (
    <div className="grid grid-cols-2 gap-2">
      <button type="button" onClick={onCancel} className={buttonClass("secondary", "lg")}>
        {t("add-limit.cancel")}
      </button>
      <button type="submit" disabled={pending} className={buttonClass("primary", "lg")}>
        {children}
      </button>
    </div>
  );
}
