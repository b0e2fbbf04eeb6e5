import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { useMoneyFormat } from "../../../lib/money/use-money-format.ts";
import { useActivateBonus, usePlayerBonuses, type PlayerBonus } from "../bonus-api.ts";
import { BonusStatus } from "../bonus-view.ts";
import { DialogError, useActionFailure, WithPlayerBonus } from "./bonus-modal-parts.tsx";

/**
 * `confirm-bonus` (value: an issued player bonus): taking it. Its terms are one link away; one
 * bonus is active per account at a time, so an active one is named before it is replaced in the
 * queue (the server keeps this one waiting until the active one ends).
 */
export default function ConfirmBonusBody({ value, close }: ModalBodyProps) {
  return (
    <WithPlayerBonus id={value} close={close}>
      {(bonus) => <Confirm bonus={bonus} close={close} />}
    </WithPlayerBonus>
  );
}

function Confirm({ bonus, close }: { bonus: PlayerBonus; close: () => void }) {
  const { t } = useTranslation("modals");
  const format = useMoneyFormat();
  const { hrefFor, open } = useUrlModal();
  const activate = useActivateBonus();
  const failure = useActionFailure();
  const listed = usePlayerBonuses();
  const [error, setError] = useState<string | null>(null);
  const other = listed.data?.find(
    (item) => item.status === BonusStatus.ACTIVE && item.id !== bonus.id,
  );
  if (bonus.status !== BonusStatus.ISSUED) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t("confirm-bonus.notIssued")}</p>
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("common.close")}
        </button>
      </div>
    );
  }
  const submit = async () => {
    setError(null);
    try {
      await activate.mutateAsync(bonus.id);
      open("success", "bonus-activated");
    } catch (cause) {
      setError(failure(cause));
    }
  };
  return (
    <div className="flex flex-col gap-5" data-testid="confirm-bonus">
      <p className="text-sm text-text">
        {t("confirm-bonus.question", {
          name: bonus.name ?? "",
          amount: format.amount(bonus.amount, bonus.currency),
        })}
      </p>
      {bonus.maxBetAmount ? (
        <p className="text-sm text-muted">
          {t("confirm-bonus.maxBet", { amount: format.amount(bonus.maxBetAmount, bonus.currency) })}
        </p>
      ) : null}
      {other ? (
        <p className="rounded-xl border border-line bg-raised px-3 py-2 text-sm text-text">
          {t("confirm-bonus.otherActive", { name: other.name ?? "" })}
        </p>
      ) : null}
      <a
        href={hrefFor("bonus-condition", bonus.id)}
        className="self-start text-sm font-semibold text-accent-text hover:underline"
      >
        {t("confirm-bonus.terms")}
      </a>
      <DialogError message={error} />
      <div className="grid gap-2 sm:grid-cols-2">
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("confirm-bonus.notNow")}
        </button>
        <button
          type="button"
          onClick={() => void submit()}
          disabled={activate.isPending}
          className={buttonClass("win", "lg")}
        >
          {activate.isPending ? t("confirm-bonus.activating") : t("confirm-bonus.activate")}
        </button>
      </div>
    </div>
  );
}
