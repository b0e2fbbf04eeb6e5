import { Gift } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { PageHeading } from "../../ui/page-heading.tsx";
import { GridSkeleton, LoadingRegion } from "../../ui/skeleton.tsx";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { useMoneyFormat } from "../../lib/money/use-money-format.ts";
import { usePlayerId } from "../../lib/money/accounts-api.ts";
import { useActiveCurrency, useDepositBonuses } from "./bonus-api.ts";
import type { DepositBonus } from "./bonus-shapes.ts";
import { BonusTermsList } from "./bonus-terms-list.tsx";
import { offerMinDeposit, useOfferHeadline } from "./bonus-ui.tsx";
import { rememberPreferredBonus } from "./preferred-bonus.ts";

/** The offer a campaign address names: by its identity, else by its id. */
export function findCampaign(
  offers: readonly DepositBonus[],
  pageIdentity: string,
): DepositBonus | undefined {
  const wanted = pageIdentity.toLowerCase();
  return (
    offers.find((offer) => offer.identity?.toLowerCase() === wanted) ??
    offers.find((offer) => offer.id.toLowerCase() === wanted)
  );
}

/**
 * /bonus/{pageIdentity}: one promotion with what it gives, its terms and the way to claim it
 * (sign up as a guest; deposit with this bonus chosen as a player).
 */
export function CampaignView({
  pageIdentity,
  fallbackTitle,
}: {
  pageIdentity: string;
  fallbackTitle: string;
}) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const format = useMoneyFormat();
  const headline = useOfferHeadline();
  const { hrefFor, open } = useUrlModal();
  const playerId = usePlayerId();
  const activeCurrency = useActiveCurrency();
  const offers = useDepositBonuses();
  const offer = offers.data ? findCampaign(offers.data, pageIdentity) : undefined;
  const eyebrow = t("pages.bonus.title");

  if (offers.isPending) {
    return (
      <>
        <PageHeading title={fallbackTitle} eyebrow={eyebrow} />
        <LoadingRegion>
          <GridSkeleton cards={2} />
        </LoadingRegion>
      </>
    );
  }
  if (!offer) {
    return (
      <>
        <PageHeading title={fallbackTitle} eyebrow={eyebrow} />
        <EmptyState
          icon={Gift}
          title={t("pages.bonus.ended")}
          description={t("pages.bonus.endedText")}
          action={
            <Link to={localize("/bonuses")} className={buttonClass("primary")}>
              {t("pages.bonus.allBonuses")}
            </Link>
          }
        />
      </>
    );
  }
  const currency = offer.currency ?? activeCurrency;
  const min = offerMinDeposit(offer, currency);
  const claim = () => {
    rememberPreferredBonus(offer.id);
    open("wallet", "deposit");
  };
  return (
    <>
      <PageHeading
        title={offer.name ?? fallbackTitle}
        eyebrow={eyebrow}
        description={offer.description ?? undefined}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]" data-testid="campaign">
        <section
          aria-labelledby="campaign-terms"
          className="order-2 rounded-2xl border border-line bg-surface p-4 sm:p-5 lg:order-1"
        >
          <h2 id="campaign-terms" className="mb-3 text-lg font-semibold text-text">
            {t("pages.bonus.terms")}
          </h2>
          <BonusTermsList
            input={{
              wagerMultiplier: offer.wagerMultiplier,
              minDeposit: min && currency ? format.amount(min, currency) : null,
              maxAmount:
                offer.maxAmount && currency ? format.amount(offer.maxAmount, currency) : null,
              maxBet:
                offer.maxBetAmount && currency ? format.amount(offer.maxBetAmount, currency) : null,
              isBonusCancelLock: offer.isBonusCancelLock,
            }}
            extra={offer.terms}
          />
        </section>
        <aside className="order-1 flex flex-col gap-4 rounded-2xl border border-win/40 bg-win/5 p-5 lg:order-2">
          <p className="text-2xl font-bold text-text">{headline(offer)}</p>
          {min && currency ? (
            <p className="text-sm text-muted">
              {t("pages.welcomePackage.min", { amount: format.amount(min, currency) })}
            </p>
          ) : null}
          {playerId ? (
            <button type="button" onClick={claim} className={buttonClass("win", "lg")}>
              {t("pages.bonus.claim")}
            </button>
          ) : (
            <Link to={hrefFor("sign-up")} className={buttonClass("win", "lg")}>
              {t("pages.welcomePackage.signUp")}
            </Link>
          )}
          <Link to={localize("/bonuses")} className={buttonClass("secondary", "md")}>
            {t("pages.bonus.allBonuses")}
          </Link>
        </aside>
      </div>
    </>
  );
}
