import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { apiClient } from "../../../lib/api.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { useMoneyFormat } from "../../../lib/money/use-money-format.ts";
import { useCancelBonus, type PlayerBonus } from "../bonus-api.ts";
import { bonusExpiry, StateBadge, useDateFormat, WagerBar } from "../bonus-ui.tsx";
import { bonusState } from "../bonus-view.ts";
import { DialogError, useActionFailure, WithPlayerBonus } from "./bonus-modal-parts.tsx";

/**
 * `bonus-details` (value: a player bonus id): amount, state, wagering, expiry and max bet, with
 * activate and cancel. Cancelling a locked bonus opens `bonus-cancel-lock`; with bets still open
 * it goes through `confirm-bonus-unsettled`; otherwise it asks here once more.
 */
export default function BonusDetailsBody({ value, close }: ModalBodyProps) {
  return (
    <WithPlayerBonus id={value} close={close}>
      {(bonus) => <Details bonus={bonus} close={close} />}
    </WithPlayerBonus>
  );
}

/** Whether any of the player's bets is still waiting to settle. */
async function hasUnsettledBets(): Promise<boolean> {
  const { data } = await apiClient.request("GET", "/api/game/bets", {
    query: { page: 1, perPage: 1, isSettled: false },
    schema: z.array(z.unknown()),
  });
  return data.length > 0;
}

function Details({ bonus, close }: { bonus: PlayerBonus; close: () => void }) {
  const { t } = useTranslation("modals");
  const format = useMoneyFormat();
  const formatDate = useDateFormat();
  const { open, hrefFor } = useUrlModal();
  const queryClient = useQueryClient();
  const cancel = useCancelBonus();
  const failure = useActionFailure();
  const [confirming, setConfirming] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = bonusState(bonus);
  const expiry = formatDate(bonusExpiry(bonus));
  const canCancel = state === "issued" || state === "active";

  const startCancel = async () => {
    setError(null);
    if (bonus.isBonusCancelLock) {
      open("bonus-cancel-lock", bonus.id);
      return;
    }
    setChecking(true);
    try {
      const unsettled = await queryClient.fetchQuery({
        queryKey: ["game", "bets", "unsettled-probe", bonus.id],
        queryFn: hasUnsettledBets,
        staleTime: 0,
      });
      if (unsettled) open("confirm-bonus-unsettled", bonus.id);
      else setConfirming(true);
    } catch {
      setConfirming(true);
    } finally {
      setChecking(false);
    }
  };

  const confirmCancel = async () => {
    setError(null);
    try {
      await cancel.mutateAsync(bonus.id);
      close();
    } catch (cause) {
      setError(failure(cause));
    }
  };

  const rows: [string, string][] = [
    [t("bonus-details.amount"), format.amount(bonus.amount, bonus.currency)],
  ];
  if (bonus.balance) {
    rows.push([t("bonus-details.balance"), format.amount(bonus.balance, bonus.currency)]);
  }
  if (bonus.maxBetAmount) {
    rows.push([t("bonus-details.maxBet"), format.amount(bonus.maxBetAmount, bonus.currency)]);
  }
  if (bonus.wagerMultiplier) {
    rows.push([t("bonus-details.multiplier"), `×${bonus.wagerMultiplier}`]);
  }
  if (expiry) {
    rows.push([
      state === "issued"
        ? t("bonus-details.activateBy")
        : state === "active"
          ? t("bonus-details.wagerBy")
          : t("bonus-details.finished"),
      expiry,
    ]);
  }

  return (
    <div className="flex flex-col gap-5" data-testid="bonus-details">
      <div className="flex items-start justify-between gap-3">
        <p className="text-lg font-semibold text-text">{bonus.name ?? t("bonus-details.title")}</p>
        <StateBadge state={state} />
      </div>
      {state === "active" && bonus.wager ? (
        <WagerBar wager={bonus.wager} currency={bonus.currency} />
      ) : null}
      <dl className="divide-y divide-line rounded-xl border border-line">
        {rows.map(([label, text]) => (
          <div key={label} className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold text-text tabular-nums">{text}</dd>
          </div>
        ))}
      </dl>
      <Link
        to={hrefFor("bonus-condition", bonus.id)}
        preventScrollReset
        className="self-start text-sm font-semibold text-accent-text hover:underline"
      >
        {t("bonus-details.terms")}
      </Link>
      <DialogError message={error} />
      {confirming ? (
        <div
          className="flex flex-col gap-3 rounded-xl border border-danger/40 bg-danger/5 p-3"
          data-testid="cancel-confirm"
        >
          <p className="text-sm text-text">
            {t("bonus-details.cancelWarning", {
              name: bonus.name ?? "",
              amount: format.amount(bonus.balance ?? bonus.amount, bonus.currency),
            })}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className={buttonClass("secondary", "md")}
            >
              {t("bonus-details.keep")}
            </button>
            <button
              type="button"
              onClick={() => void confirmCancel()}
              disabled={cancel.isPending}
              className={buttonClass("primary", "md", "bg-danger hover:bg-danger/90")}
            >
              {cancel.isPending ? t("bonus-details.canceling") : t("bonus-details.confirmCancel")}
            </button>
          </div>
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {state === "issued" ? (
            <Link to={hrefFor("confirm-bonus", bonus.id)} className={buttonClass("win", "lg")}>
              {t("bonus-details.activate")}
            </Link>
          ) : (
            <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
              {t("common.close")}
            </button>
          )}
          {canCancel ? (
            <button
              type="button"
              onClick={() => void startCancel()}
              disabled={checking}
              className={buttonClass("ghost", "lg", "text-danger")}
            >
              {t("bonus-details.cancel")}
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
