import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { decimalsOfFactor } from "../../../../contracts/money-format.ts";
import { ErrorCode } from "../../../../contracts/errors.ts";
import {
  cashOutQuoteSchema,
  type CashOutQuote,
  type SportBet,
} from "../../../../contracts/sportsbook.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useCurrencyMap } from "../../../lib/money/accounts-api.ts";
import { useMoneyFormat } from "../../../lib/money/use-money-format.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { cashOut, quoteCashOut, useBetChanged } from "../api/bets-api.ts";
import { toMinor } from "../slip/slip-maths.ts";

/** A quote holds 5 s (CASHOUT_QUOTE_TTL_SECONDS): ask again a little before it lapses. */
const QUOTE_REFRESH_MS = 4000;

const quoteKey = (bet: SportBet) => ["sportsbook", "quote", bet.id, bet.remainingStake] as const;

type Step =
  { kind: "offer" } | { kind: "confirm"; partial: boolean } | { kind: "failed"; message: string };

/**
 * Cash-out of an open bet (sportsbook/README.md "Cash-out"): the book's quote, asked for again
 * while shown; the whole of it or a part (at least the quote's smallest partial), confirmed
 * before it is sent. A quote whose value fell meanwhile comes back as the new one to confirm.
 */
export function CashOut({
  bet,
  onCashedOut,
}: {
  bet: SportBet;
  /** Told what was paid; the bet then leaves the open list (or, in part, stays with less). */
  onCashedOut: (paid: string) => void;
}) {
  const { t } = useTranslation("sportsbook");
  const money = useMoneyFormat();
  const currencies = useCurrencyMap();
  const queryClient = useQueryClient();
  const betChanged = useBetChanged();
  const amountId = useId();
  const [step, setStep] = useState<Step>({ kind: "offer" });
  const [part, setPart] = useState("");
  const [sending, setSending] = useState(false);

  const quote = useQuery({
    queryKey: quoteKey(bet),
    enabled: bet.status === "open" && !sending,
    retry: false,
    refetchInterval: (query) => (query.state.status === "error" ? 10_000 : QUOTE_REFRESH_MS),
    queryFn: () => quoteCashOut(bet.id),
  });
  const info = currencies.get(bet.currency);
  const decimals = info
    ? decimalsOfFactor(info.subunitToUnit)
    : (bet.stake.split(".")[1]?.length ?? 2);
  const amount = (value: string) => money.amount(value, bet.currency);

  if (quote.isError) {
    const unavailable =
      isApiError(quote.error) && quote.error.code === ErrorCode.SPORT_CASHOUT_UNAVAILABLE;
    return (
      <p className="text-xs text-muted" data-testid="cash-out-unavailable">
        {unavailable ? t("cashOut.unavailable") : t("cashOut.failed")}
      </p>
    );
  }
  const current: CashOutQuote | undefined = quote.data;
  if (!current) {
    return <p className="flex h-10 items-center text-xs text-muted">{t("cashOut.quoting")}</p>;
  }

  const partMinor = toMinor(part, decimals);
  const maxMinor = toMinor(current.amount, decimals) ?? 0n;
  const minMinor = current.minPartial ? (toMinor(current.minPartial, decimals) ?? 0n) : null;
  const partValid =
    partMinor !== null && minMinor !== null && partMinor >= minMinor && partMinor <= maxMinor;

  const send = async (partial: boolean) => {
    setSending(true);
    try {
      const result = await cashOut(bet.id, current.quoteId, partial ? part : undefined);
      setStep({ kind: "offer" });
      setPart("");
      onCashedOut(result.paid);
      betChanged(result.bet);
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.SPORT_CASHOUT_CHANGED) {
        const next = cashOutQuoteSchema.safeParse(error.details["quote"]);
        if (next.success) queryClient.setQueryData(quoteKey(bet), next.data);
        else void quote.refetch();
        setStep({ kind: "failed", message: t("cashOut.changed") });
      } else if (isApiError(error) && error.code === ErrorCode.SPORT_CASHOUT_UNAVAILABLE) {
        setStep({ kind: "failed", message: t("cashOut.unavailable") });
        void quote.refetch();
      } else {
        setStep({ kind: "failed", message: t("cashOut.failed") });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="cash-out" data-quote={current.amount}>
      {step.kind === "failed" ? (
        <p role="alert" className="text-xs font-semibold text-danger">
          {step.message}
        </p>
      ) : null}
      {step.kind === "confirm" ? (
        <div className="flex flex-col gap-2 rounded-xl border border-accent/40 bg-accent/5 p-3">
          {step.partial ? (
            <div>
              <label htmlFor={amountId} className="mb-1 block text-sm font-semibold text-text">
                {t("cashOut.partLabel", { currency: bet.currency })}
              </label>
              <input
                id={amountId}
                inputMode="decimal"
                autoComplete="off"
                value={part}
                onChange={(event) => setPart(event.target.value.replace(",", "."))}
                aria-describedby={`${amountId}-hint`}
                aria-invalid={part !== "" && !partValid ? true : undefined}
                className="h-10 w-full rounded-lg border border-line bg-bg px-3 text-sm font-semibold text-text tabular-nums"
              />
              <p id={`${amountId}-hint`} className="mt-1 text-xs text-muted">
                {t("cashOut.partHint", {
                  min: amount(current.minPartial ?? "0"),
                  max: amount(current.amount),
                })}
              </p>
            </div>
          ) : (
            <p className="text-sm text-text">
              {t("cashOut.confirmText", { amount: amount(current.amount) })}
            </p>
          )}
          <div className="grid grid-cols-2 gap-2">
            <button
              type="button"
              className={buttonClass("secondary", "sm")}
              onClick={() => setStep({ kind: "offer" })}
            >
              {t("cashOut.cancel")}
            </button>
            <button
              type="button"
              className={buttonClass("win", "sm")}
              disabled={sending || (step.partial && !partValid)}
              onClick={() => void send(step.partial)}
              data-testid="confirm-cash-out"
            >
              {step.partial
                ? t("cashOut.confirmPart")
                : t("cashOut.confirm", { amount: amount(current.amount) })}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass("win", "md", "flex-1")}
            onClick={() => setStep({ kind: "confirm", partial: false })}
            data-testid="cash-out-button"
          >
            {t("cashOut.offer", { amount: amount(current.amount) })}
          </button>
          {current.minPartial ? (
            <button
              type="button"
              className={buttonClass("secondary", "md")}
              onClick={() => {
                setPart("");
                setStep({ kind: "confirm", partial: true });
              }}
              data-testid="cash-out-part"
            >
              {t("cashOut.part")}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
