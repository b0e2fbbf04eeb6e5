import { Coins, Gift, History, RotateCw, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { LoadingRegion } from "../../ui/skeleton.tsx";
import { useInvoiceStatistics } from "../../lib/invoice-statistics.ts";
import { useMoneyFormat } from "../../lib/money/use-money-format.ts";
import {
  useActiveCurrency,
  useCashback,
  useDepositBonuses,
  useFinishedBonuses,
  usePlayerBonuses,
  usePlayerFreespins,
} from "./bonus-api.ts";
import { BonusCodeForm } from "./bonus-code-form.tsx";
import {
  BonusCardsSkeleton,
  cardGridClass,
  FreespinCard,
  OfferCard,
  PlayerBonusCard,
} from "./bonus-ui.tsx";
import { BonusStatus, isZeroDecimal } from "./bonus-view.ts";
import { offersAhead } from "./welcome-package.ts";

/** A titled part of a bonus page with its own loading and empty text. */
export function BonusSection({
  id,
  title,
  icon: Icon,
  loading,
  empty,
  children,
  action,
  level = 2,
}: {
  /** Heading level: 2 on /bonuses, 3 under the profile's own h2. */
  level?: 2 | 3;
  id: string;
  title: string;
  icon: typeof Gift;
  loading: boolean;
  /** Shown when there is nothing to list; null hides the section instead. */
  empty: string | null;
  children: ReactNode[];
  action?: ReactNode;
}) {
  if (!loading && children.length === 0 && empty === null) return null;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3" data-testid={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading
          id={id}
          className="flex items-center gap-2 text-lg font-semibold tracking-tight text-text"
        >
          <Icon aria-hidden="true" className="size-5 text-accent-text" />
          {title}
        </Heading>
        {action}
      </div>
      {loading ? (
        <LoadingRegion>
          <BonusCardsSkeleton cards={2} />
        </LoadingRegion>
      ) : children.length > 0 ? (
        <ul className={cardGridClass}>{children}</ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          {empty}
        </p>
      )}
    </section>
  );
}

/** The player's active bonuses and free spins with their wagering progress. */
export function ActiveBonuses({
  compact = false,
  level = 2,
}: {
  compact?: boolean;
  level?: 2 | 3;
}) {
  const { t } = useTranslation("layout");
  const bonuses = usePlayerBonuses();
  const spins = usePlayerFreespins();
  const active = (bonuses.data ?? []).filter((bonus) => bonus.status === BonusStatus.ACTIVE);
  const activeSpins = (spins.data ?? []).filter((item) => item.status === BonusStatus.ACTIVE);
  return (
    <BonusSection
      id="bonuses-active"
      level={level}
      title={t("pages.bonuses.active")}
      icon={Sparkles}
      loading={bonuses.isPending || spins.isPending}
      empty={t("pages.bonuses.noActive")}
    >
      {[
        ...active.map((bonus) => (
          <PlayerBonusCard key={bonus.id} bonus={bonus} compact={compact} />
        )),
        ...activeSpins.map((item) => <FreespinCard key={`fs-${item.id}`} spins={item} />),
      ]}
    </BonusSection>
  );
}

/** Issued bonuses and free spins waiting to be activated. */
export function WaitingBonuses({
  emptyText,
  level = 2,
}: {
  emptyText: string | null;
  level?: 2 | 3;
}) {
  const { t } = useTranslation("layout");
  const bonuses = usePlayerBonuses();
  const spins = usePlayerFreespins();
  const issued = (bonuses.data ?? []).filter((bonus) => bonus.status === BonusStatus.ISSUED);
  const issuedSpins = (spins.data ?? []).filter((item) => item.status === BonusStatus.ISSUED);
  return (
    <BonusSection
      id="bonuses-waiting"
      level={level}
      title={t("pages.bonuses.waiting")}
      icon={Gift}
      loading={bonuses.isPending || spins.isPending}
      empty={emptyText}
    >
      {[
        ...issued.map((bonus) => <PlayerBonusCard key={bonus.id} bonus={bonus} />),
        ...issuedSpins.map((item) => <FreespinCard key={`fs-${item.id}`} spins={item} />),
      ]}
    </BonusSection>
  );
}

/** Deposit bonuses on offer in the active currency. */
export function AvailableOffers() {
  const { t } = useTranslation("layout");
  const currency = useActiveCurrency();
  const offers = useDepositBonuses();
  const statistics = useInvoiceStatistics();
  const ahead = offersAhead(offers.data ?? [], statistics.data?.depositCount ?? 0);
  return (
    <BonusSection
      id="bonuses-available"
      title={t("pages.bonuses.available")}
      icon={Coins}
      loading={offers.isPending}
      empty={t("pages.bonuses.noOffers")}
    >
      {ahead.map((offer) => (
        <OfferCard key={offer.id} offer={offer} currency={currency} />
      ))}
    </BonusSection>
  );
}

/** This period's cashback, when there is any. */
function CashbackCard() {
  const { t } = useTranslation("layout");
  const format = useMoneyFormat();
  const cashback = useCashback();
  const data = cashback.data;
  if (!data || isZeroDecimal(data.amount)) return null;
  return (
    <p
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-line bg-surface px-4 py-3 text-sm"
      data-testid="cashback"
    >
      <RotateCw aria-hidden="true" className="size-5 text-win" />
      <span className="font-semibold text-text">{t("pages.bonuses.cashback")}</span>
      <span className="font-semibold text-win-text tabular-nums">
        {format.amount(data.amount, data.currency)}
      </span>
      {data.percent ? (
        <span className="text-muted">
          {t("pages.bonuses.cashbackPercent", { percent: data.percent })}
        </span>
      ) : null}
    </p>
  );
}

/** The latest finished bonuses and the way to the full history. */
function RecentHistory() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const finished = useFinishedBonuses();
  return (
    <BonusSection
      id="bonuses-history"
      title={t("pages.bonuses.history")}
      icon={History}
      loading={finished.isPending}
      empty={t("pages.bonuses.noHistory")}
      action={
        <Link to={localize("/wallet/history?tab=bonuses")} className={buttonClass("ghost", "sm")}>
          {t("pages.bonuses.allHistory")}
        </Link>
      }
    >
      {(finished.data ?? []).slice(0, 6).map((bonus) => (
        <PlayerBonusCard key={bonus.id} bonus={bonus} compact />
      ))}
    </BonusSection>
  );
}

/** /bonuses for a signed-in player. */
export function PlayerBonusesView() {
  return (
    <div className="flex flex-col gap-8">
      <ActiveBonuses />
      <WaitingBonuses emptyText={null} />
      <AvailableOffers />
      <CashbackCard />
      <BonusCodeForm />
      <RecentHistory />
    </div>
  );
}
