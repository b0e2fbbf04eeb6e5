import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useMoneyFormat } from "../../../lib/money/use-money-format.ts";
import { useActiveCurrency, useDepositBonuses, usePlayerBonus } from "../bonus-api.ts";
import { BonusTermsList } from "../bonus-terms-list.tsx";
import { offerMinDeposit, useDateFormat, useOfferHeadline } from "../bonus-ui.tsx";
import { DialogSkeleton } from "./bonus-modal-parts.tsx";

/**
 * `bonus-condition` (value: a player bonus or a deposit offer id): the terms that apply to it,
 * the standard ones built from its settings and the operator's own text.
 */
export default function BonusConditionBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const format = useMoneyFormat();
  const formatDate = useDateFormat();
  const headline = useOfferHeadline();
  const currency = useActiveCurrency();
  const player = usePlayerBonus(value);
  const offers = useDepositBonuses();
  const offer = offers.data?.find((item) => item.id === value);
  const bonus = player.bonus;

  if (!bonus && !offer && (player.isPending || offers.isPending)) return <DialogSkeleton />;
  const done = (
    <button type="button" onClick={close} className={buttonClass("primary", "lg")}>
      {t("bonus-condition.ok")}
    </button>
  );
  if (bonus) {
    return (
      <div className="flex flex-col gap-4" data-testid="bonus-condition">
        <p className="font-semibold text-text">{bonus.name}</p>
        <BonusTermsList
          input={{
            wagerMultiplier: bonus.wagerMultiplier,
            maxBet: bonus.maxBetAmount ? format.amount(bonus.maxBetAmount, bonus.currency) : null,
            activateBy: bonus.status === 1 ? formatDate(bonus.activationExpiresAt) : null,
            wagerBy: formatDate(bonus.wageringExpiresAt),
            isBonusCancelLock: bonus.isBonusCancelLock,
          }}
          extra={bonus.terms}
        />
        {done}
      </div>
    );
  }
  if (offer) {
    const offerCurrency = offer.currency ?? currency;
    const min = offerMinDeposit(offer, offerCurrency);
    return (
      <div className="flex flex-col gap-4" data-testid="bonus-condition">
        <p className="font-semibold text-text">
          {offer.name}
          <span className="block text-sm font-semibold text-win-text">{headline(offer)}</span>
        </p>
        <BonusTermsList
          input={{
            wagerMultiplier: offer.wagerMultiplier,
            minDeposit: min && offerCurrency ? format.amount(min, offerCurrency) : null,
            maxAmount:
              offer.maxAmount && offerCurrency
                ? format.amount(offer.maxAmount, offerCurrency)
                : null,
            maxBet:
              offer.maxBetAmount && offerCurrency
                ? format.amount(offer.maxBetAmount, offerCurrency)
                : null,
            isBonusCancelLock: offer.isBonusCancelLock,
          }}
          extra={offer.terms ?? offer.description}
        />
        {done}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t("bonus-condition.missing")}</p>
      {done}
    </div>
  );
}
