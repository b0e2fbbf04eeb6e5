import { useId } from "react";
import { useTranslation } from "react-i18next";
import { checkAmount, doubleAmount, halveAmount, type AmountLimits } from "./amount.ts";
import { formatMoney } from "./format.ts";

const amountButton =
  "inline-flex h-11 min-w-11 shrink-0 items-center justify-center rounded-xl bg-raised px-3 text-sm font-bold text-text hover:bg-line disabled:pointer-events-none disabled:opacity-50";

/**
 * The bet amount: a labelled decimal field with ½ and 2× (kept within the session's limits),
 * the limits themselves and, when the typed text can't be bet, why.
 */
export function BetAmount({
  value,
  onChange,
  limits,
  decimals,
  currency,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  limits: AmountLimits;
  decimals: number;
  currency: string;
  disabled: boolean;
}) {
  const { t } = useTranslation("house");
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const check = checkAmount(value, limits, decimals);
  const problem = check.ok
    ? null
    : {
        format: t("house.amount.format"),
        decimals: t("house.amount.decimals", { count: decimals }),
        min: t("house.amount.min", { amount: formatMoney(limits.minBet, currency) }),
        max: t("house.amount.max", { amount: formatMoney(limits.maxBet, currency) }),
      }[check.reason];

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-xs font-semibold text-muted">
        {t("house.amount.label", { currency })}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            if (check.ok && check.text !== value) onChange(check.text);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          className="h-11 w-full min-w-0 flex-1 rounded-xl border border-line bg-surface px-3 font-mono text-base text-text tabular-nums aria-invalid:border-danger disabled:opacity-60"
        />
        <button
          type="button"
          className={amountButton}
          disabled={disabled}
          onClick={() => onChange(halveAmount(value, limits, decimals))}
          aria-label={t("house.amount.halve")}
        >
          ½
        </button>
        <button
          type="button"
          className={amountButton}
          disabled={disabled}
          onClick={() => onChange(doubleAmount(value, limits, decimals))}
          aria-label={t("house.amount.double")}
        >
          2×
        </button>
      </div>
      <p id={hintId} className="text-xs text-muted">
        {t("house.amount.limits", {
          min: formatMoney(limits.minBet, currency),
          max: formatMoney(limits.maxBet, currency),
        })}
      </p>
      {problem ? (
        <p id={errorId} className="text-xs font-semibold text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
