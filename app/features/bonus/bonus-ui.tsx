import { Clock, Gift, Info, RotateCw, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../../contracts/locale-format.ts";
import { useLocaleTag, useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { Skeleton } from "../../ui/skeleton.tsx";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { useMoneyFormat } from "../../lib/money/use-money-format.ts";
import type {
  DepositBonus,
  PlayerBonus,
  PlayerFreespin,
  WagerProgressView,
} from "./bonus-shapes.ts";
import { bonusState, wagerPercent, wagerRemaining, type BonusState } from "./bonus-view.ts";

/** Shared pieces of the bonus screens: state badge, wagering bar, the three kinds of card. */

const STATE_CLASSES: Record<BonusState, string> = {
  issued: "bg-accent/15 text-accent-text",
  active: "bg-win/15 text-win-text",
  played: "bg-win/15 text-win-text",
  canceled: "bg-raised text-muted",
  expired: "bg-raised text-muted",
  lost: "bg-danger/15 text-danger",
};

export function useBonusStateLabel(): (state: BonusState) => string {
  const { t } = useTranslation("layout");
  return (state) => t(`pages.bonuses.states.${state}`);
}

export function StateBadge({ state }: { state: BonusState }) {
  const label = useBonusStateLabel();
  return (
    <span
      data-testid="bonus-state"
      data-state={state}
      className={`inline-flex h-6 shrink-0 items-center rounded-full px-2.5 text-xs font-semibold ${STATE_CLASSES[state]}`}
    >
      {label(state)}
    </span>
  );
}

/** The wagering progress as a labelled progress bar with the amounts under it. */
export function WagerBar({
  wager,
  currency,
  label,
}: {
  wager: WagerProgressView;
  currency: string;
  label?: string;
}) {
  const { t } = useTranslation("layout");
  const format = useMoneyFormat();
  const percent = wagerPercent(wager);
  const title = label ?? t("pages.bonuses.wagering");
  return (
    <div className="flex flex-col gap-1.5" data-testid="wager-progress" data-percent={percent}>
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className="font-medium text-muted">{title}</span>
        <span className="font-semibold text-text tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={title}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("pages.bonuses.wagerValue", {
          current: format.amount(wager.current, currency),
          required: format.amount(wager.required, currency),
        })}
        className="h-2 overflow-hidden rounded-full bg-raised"
      >
        <div
          className="h-full rounded-full bg-win transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted tabular-nums">
        <span>
          {format.amount(wager.current, currency)} / {format.amount(wager.required, currency)}
        </span>
        <span>
          {t("pages.bonuses.wagerLeft", { amount: format.amount(wagerRemaining(wager), currency) })}
        </span>
      </p>
    </div>
  );
}

/** "12 Dec 2026, 18:00", or null for no date. */
export function useDateFormat(): (value: string | null | undefined) => string | null {
  const locale = useLocaleTag();
  return (value) => {
    if (!value) return null;
    if (Number.isNaN(new Date(value).getTime())) return null;
    return formatDateTime(value, locale);
  };
}

function CardShell({
  children,
  testId,
  state,
}: {
  children: ReactNode;
  testId: string;
  state?: BonusState;
}) {
  return (
    <li
      data-testid={testId}
      data-state={state}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      {children}
    </li>
  );
}

/** The expiry that matters now: activation while issued, wagering while active. */
export function bonusExpiry(bonus: PlayerBonus): string | null {
  const state = bonusState(bonus);
  if (state === "issued") return bonus.activationExpiresAt ?? bonus.wageringExpiresAt ?? null;
  if (state === "active") return bonus.wageringExpiresAt ?? null;
  return bonus.finishedAt ?? null;
}

/** A player bonus: amount, state, wagering, expiry and the way to its details. */
export function PlayerBonusCard({
  bonus,
  compact = false,
}: {
  bonus: PlayerBonus;
  compact?: boolean;
}) {
  const { t } = useTranslation("layout");
  const format = useMoneyFormat();
  const formatDate = useDateFormat();
  const { hrefFor } = useUrlModal();
  const state = bonusState(bonus);
  const expiry = formatDate(bonusExpiry(bonus));
  const name = bonus.name ?? t("pages.bonuses.unnamed");
  return (
    <CardShell testId="player-bonus" state={state}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent-text">
            <Gift aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-text">{name}</h3>
            <p className="text-sm font-semibold whitespace-nowrap text-win-text tabular-nums">
              {format.amount(bonus.amount, bonus.currency)}
            </p>
          </div>
        </div>
        <StateBadge state={state} />
      </div>
      {state === "active" && bonus.wager ? (
        <WagerBar wager={bonus.wager} currency={bonus.currency} />
      ) : null}
      {state === "active" && bonus.sportWager ? (
        <WagerBar
          wager={bonus.sportWager}
          currency={bonus.currency}
          label={t("pages.bonuses.sportWagering")}
        />
      ) : null}
      {!compact && (expiry || bonus.maxBetAmount) ? (
        <dl className="grid gap-1 text-xs text-muted">
          {expiry ? (
            <div className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-3.5 shrink-0" />
              <dt>
                {state === "issued"
                  ? t("pages.bonuses.activateBy")
                  : state === "active"
                    ? t("pages.bonuses.wagerBy")
                    : t("pages.bonuses.finishedAt")}
              </dt>
              <dd className="text-text">{expiry}</dd>
            </div>
          ) : null}
          {bonus.maxBetAmount && state !== "played" ? (
            <div className="flex items-center gap-1.5">
              <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0" />
              <dt>{t("pages.bonuses.maxBet")}</dt>
              <dd className="text-text tabular-nums">
                {format.amount(bonus.maxBetAmount, bonus.currency)}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {state === "issued" ? (
          <Link
            to={hrefFor("confirm-bonus", bonus.id)}
            preventScrollReset
            className={buttonClass("win", "sm")}
          >
            {t("pages.bonuses.activate")}
          </Link>
        ) : null}
        <Link
          to={hrefFor("bonus-details", bonus.id)}
          preventScrollReset
          className={buttonClass("secondary", "sm")}
          aria-label={t("pages.bonuses.detailsOf", { name })}
        >
          <Info aria-hidden="true" className="size-4" />
          {t("pages.bonuses.details")}
        </Link>
      </div>
    </CardShell>
  );
}

/** A free-spin package: count, game, state and the way to play it. */
export function FreespinCard({ spins }: { spins: PlayerFreespin }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const formatDate = useDateFormat();
  const state = bonusState(spins);
  const game = spins.game?.name ?? spins.name ?? t("pages.bonuses.aSlot");
  const expiry = formatDate(spins.expiresAt);
  const left = spins.count - (spins.played ?? 0);
  return (
    <CardShell testId="player-freespin" state={state}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-win/15 text-win">
            <RotateCw aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-text">
              {t("pages.bonuses.freeSpinsTitle", { count: spins.count })}
            </h3>
            <p className="truncate text-sm text-muted">{game}</p>
          </div>
        </div>
        <StateBadge state={state} />
      </div>
      {spins.played ? (
        <p className="text-xs text-muted">{t("pages.bonuses.spinsLeft", { count: left })}</p>
      ) : null}
      {expiry ? (
        <p className="flex items-center gap-1.5 text-xs text-muted">
          <Clock aria-hidden="true" className="size-3.5" />
          {t("pages.bonuses.expiresAt", { date: expiry })}
        </p>
      ) : null}
      {spins.game?.identity ? (
        <Link
          to={localize(`/game/${spins.game.identity}?real=true`)}
          className={buttonClass("primary", "sm", "mt-auto self-start")}
        >
          {t("pages.bonuses.playSpins")}
        </Link>
      ) : null}
    </CardShell>
  );
}

/** What an offer gives, in one line: "100% up to 500.00 USD + 50 free spins". */
export function useOfferHeadline(): (offer: DepositBonus) => string {
  const { t } = useTranslation("layout");
  const format = useMoneyFormat();
  return (offer) => {
    const parts: string[] = [];
    if (offer.percent !== null && offer.percent !== undefined && offer.percent !== "") {
      parts.push(
        offer.maxAmount && offer.currency
          ? t("pages.bonuses.matchUpTo", {
              percent: offer.percent,
              amount: format.amount(offer.maxAmount, offer.currency),
            })
          : t("pages.bonuses.match", { percent: offer.percent }),
      );
    } else if (offer.amount && offer.currency) {
      parts.push(format.amount(offer.amount, offer.currency));
    }
    if (offer.freespinCount) {
      parts.push(t("pages.bonuses.freeSpinsTitle", { count: offer.freespinCount }));
    }
    return parts.join(" + ");
  };
}

/** The minimum deposit of an offer in its currency, if it has one. */
export function offerMinDeposit(offer: DepositBonus, currency: string | null): string | null {
  if (offer.minDeposit) return offer.minDeposit;
  const item = offer.triggerConditions?.invoiceAmountItems?.find(
    (entry) => entry.currency === currency,
  );
  return item?.amountFrom ?? null;
}

/** An offer the player can get with a deposit: what it gives, its terms and the deposit link. */
export function OfferCard({ offer, currency }: { offer: DepositBonus; currency: string | null }) {
  const { t } = useTranslation("layout");
  const format = useMoneyFormat();
  const { hrefFor } = useUrlModal();
  const headline = useOfferHeadline();
  const min = offerMinDeposit(offer, currency);
  const name = offer.name ?? offer.package?.name ?? t("pages.bonuses.unnamed");
  return (
    <CardShell testId="bonus-offer">
      <div className="flex min-w-0 items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent-text">
          <Gift aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-text">{name}</h3>
          <p className="text-sm font-semibold text-win-text">{headline(offer)}</p>
        </div>
      </div>
      <dl className="grid gap-1 text-xs text-muted">
        {offer.depositNumber ? (
          <div className="flex gap-1.5">
            <dt>{t("pages.bonuses.forDeposit")}</dt>
            <dd className="text-text">#{offer.depositNumber}</dd>
          </div>
        ) : null}
        {min && currency ? (
          <div className="flex gap-1.5">
            <dt>{t("pages.bonuses.minDeposit")}</dt>
            <dd className="text-text tabular-nums">{format.amount(min, currency)}</dd>
          </div>
        ) : null}
        {offer.wagerMultiplier ? (
          <div className="flex gap-1.5">
            <dt>{t("pages.bonuses.wagerLabel")}</dt>
            <dd className="text-text">×{offer.wagerMultiplier}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link to={hrefFor("wallet", "deposit")} className={buttonClass("win", "sm")}>
          {t("pages.bonuses.depositToClaim")}
        </Link>
        <Link
          to={hrefFor("bonus-condition", offer.id)}
          preventScrollReset
          className={buttonClass("secondary", "sm")}
          aria-label={t("pages.bonuses.termsOf", { name })}
        >
          {t("pages.bonuses.terms")}
        </Link>
      </div>
    </CardShell>
  );
}

/** Card-shaped placeholders while a bonus list loads. */
export function BonusCardsSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: cards }, (_, index) => (
        <div key={index} className="flex flex-col gap-3 rounded-2xl border border-line p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-10 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/5" />
              <Skeleton className="h-3.5 w-2/5" />
            </div>
          </div>
          <Skeleton className="h-2 w-full rounded-full" />
          <Skeleton className="h-8 w-24 rounded-xl" />
        </div>
      ))}
    </div>
  );
}

export const cardGridClass = "grid gap-3 sm:grid-cols-2 lg:grid-cols-3";
