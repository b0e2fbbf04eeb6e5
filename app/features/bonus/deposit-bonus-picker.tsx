import { Gift } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../ui/skeleton.tsx";
import { useBonusCodes, useDepositBonuses } from "./bonus-api.ts";
import { useOfferHeadline } from "./bonus-ui.tsx";
import { DECLINE_BONUS, depositBonusSelection, type BonusChoice } from "./deposit-bonus-choice.ts";
import { readPreferredBonus } from "./preferred-bonus.ts";

/** How long the typed amount rests before the offers for it are asked for. */
const AMOUNT_SETTLE_MS = 400;

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), AMOUNT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export interface DepositBonusSelection {
  choice: BonusChoice;
  /** Whether any bonus was on offer for this amount (else the request says nothing). */
  offered: boolean;
}

/**
 * The bonus part of the deposit form: the bonuses a deposit of this amount gets
 * (GET /api/game/bonuses?currency&amount) as radio buttons, and "No bonus". Reports the choice
 * up with `onChange`; shows nothing when no bonus is on offer.
 */
export function DepositBonusPicker({
  amount,
  onChange,
}: {
  amount: string;
  onChange: (selection: DepositBonusSelection) => void;
}) {
  const { t } = useTranslation("modals");
  const id = useId();
  const headline = useOfferHeadline();
  const settled = useSettled(/^\d+(\.\d+)?$/.test(amount) ? amount : "");
  const offers = useDepositBonuses(settled === "" ? null : settled);
  // SPEC §4 Wallet: the deposit loads the deposit bonus code waiting for it.
  const codes = useBonusCodes();
  const waitingCode = (codes.data ?? []).find(
    (code) => code.playerBonusCodeId && code.status !== 3 && code.status !== 4,
  );
  const codeText = waitingCode ? (waitingCode.bonusCode ?? waitingCode.code ?? "") : "";
  const [picked, setPicked] = useState<BonusChoice | null>(null);
  const [preferred] = useState(() => (typeof window === "undefined" ? null : readPreferredBonus()));
  const list = offers.data ?? [];
  const { choice, offered } = depositBonusSelection(list, picked, preferred);

  useEffect(() => {
    onChange({ choice, offered });
  }, [choice, offered, onChange]);

  if (offers.isPending) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-14 w-full rounded-xl" />
      </div>
    );
  }
  const codeNote = codeText ? (
    <p
      className="rounded-xl bg-win/10 px-3 py-2 text-sm text-text"
      data-testid="deposit-bonus-code"
    >
      {t("wallet.bonus.code", { code: codeText })}
    </p>
  ) : null;
  if (!offered) return codeNote;

  const option = (value: BonusChoice, title: string, detail: string | null) => (
    <label
      key={value}
      className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-checked:border-win has-checked:bg-win/5 has-focus-visible:ring-2 has-focus-visible:ring-focus"
    >
      <input
        type="radio"
        name={`${id}-bonus`}
        value={value}
        checked={choice === value}
        onChange={() => setPicked(value)}
        className="mt-1 size-4 accent-(--color-win)"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-text">{title}</span>
        {detail ? <span className="text-sm text-win-text">{detail}</span> : null}
      </span>
    </label>
  );

  return (
    <fieldset className="flex flex-col gap-2" data-testid="deposit-bonus">
      <legend className="mb-2 flex items-center gap-1.5 text-sm font-medium text-text">
        <Gift aria-hidden="true" className="size-4 text-win" />
        {t("wallet.bonus.legend")}
      </legend>
      {codeNote}
      {list.map((offer) =>
        option(offer.id, offer.name ?? t("wallet.bonus.unnamed"), headline(offer) || null),
      )}
      {option(DECLINE_BONUS, t("wallet.bonus.decline"), null)}
      <p className="text-xs text-muted">{t("wallet.bonus.note")}</p>
    </fieldset>
  );
}
