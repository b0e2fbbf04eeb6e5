import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadingRegion } from "../../ui/skeleton.tsx";
import { buttonClass } from "../../ui/button-styles.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { useInvoiceStatistics } from "../../lib/invoice-statistics.ts";
import { useMoneyFormat } from "../../lib/money/use-money-format.ts";
import { usePlayerId } from "../../lib/money/accounts-api.ts";
import { useActiveCurrency, useDepositBonuses } from "./bonus-api.ts";
import { BonusCardsSkeleton, offerMinDeposit, useOfferHeadline } from "./bonus-ui.tsx";
import { packageSteps } from "./welcome-package.ts";

/**
 * The welcome package as numbered steps (deposit 1, 2, 3…): what each deposit gets, its minimum,
 * and where the player is (claimed, next, later). Guests see every step ahead of them.
 */
export function WelcomePackageSteps({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation("layout");
  const format = useMoneyFormat();
  const headline = useOfferHeadline();
  const { hrefFor } = useUrlModal();
  const playerId = usePlayerId();
  const activeCurrency = useActiveCurrency();
  const offers = useDepositBonuses();
  const statistics = useInvoiceStatistics();
  if (offers.isPending) {
    return (
      <LoadingRegion>
        <BonusCardsSkeleton cards={3} />
      </LoadingRegion>
    );
  }
  // A guest the server does not answer (401) sees the page's own text only.
  if (offers.isError && !playerId) return null;
  const steps = packageSteps(
    offers.data ?? [],
    playerId ? (statistics.data?.depositCount ?? 0) : null,
  );
  if (steps.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line px-4 py-8 text-center text-sm text-muted">
        {t("pages.welcomePackage.none")}
      </p>
    );
  }
  return (
    <ol className="grid gap-3 md:grid-cols-3" data-testid="welcome-package">
      {steps.map(({ offer, depositNumber, state }) => {
        const currency = offer.currency ?? activeCurrency;
        const min = offerMinDeposit(offer, currency);
        return (
          <li
            key={offer.id}
            data-testid="package-step"
            data-state={state}
            className={`flex min-w-0 flex-col gap-3 rounded-2xl border p-4 ${
              state === "next" ? "border-win bg-win/5" : "border-line bg-surface"
            }`}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs font-semibold tracking-widest text-accent-text uppercase">
                {t("pages.welcomePackage.deposit", { number: depositNumber })}
              </span>
              <span
                className={`inline-flex items-center gap-1 text-xs font-semibold ${
                  state === "claimed" ? "text-win-text" : "text-muted"
                }`}
              >
                {state === "claimed" ? (
                  <CircleCheck aria-hidden="true" className="size-3.5" />
                ) : null}
                {t(`pages.welcomePackage.states.${state}`)}
              </span>
            </div>
            <p className="text-xl font-bold text-text">{headline(offer)}</p>
            {min && currency ? (
              <p className="text-sm text-muted">
                {t("pages.welcomePackage.min", { amount: format.amount(min, currency) })}
              </p>
            ) : null}
            <div className="mt-auto flex flex-wrap gap-2">
              {state === "next" ? (
                <Link
                  to={playerId ? hrefFor("wallet", "deposit") : hrefFor("sign-up")}
                  onClick={onNavigate}
                  className={buttonClass("win", "sm")}
                >
                  {playerId
                    ? t("pages.welcomePackage.depositNow")
                    : t("pages.welcomePackage.signUp")}
                </Link>
              ) : null}
              <Link
                to={hrefFor("bonus-condition", offer.id)}
                preventScrollReset
                className={buttonClass("secondary", "sm")}
              >
                {t("pages.bonuses.terms")}
              </Link>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
