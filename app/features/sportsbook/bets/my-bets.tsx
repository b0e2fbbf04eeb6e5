import { useQueryClient } from "@tanstack/react-query";
import { Ticket } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SPORTSBOOK_GAME, type BetLeg, type SportBet } from "../../../../contracts/sportsbook.ts";
import { useMoneyFormat } from "../../../lib/money/use-money-format.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { usePlayer } from "../../../lib/player-state.ts";
import { formatOdds, useOddsFormat } from "../../../lib/sport-odds.ts";
import { useLocale, useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { ListSkeleton } from "../../../ui/skeleton.tsx";
import { betKeys, useBetChanged, useMyBets } from "../api/bets-api.ts";
import { useLiveBets } from "../live/sportsbook-live.tsx";
import { LoadFailed } from "../parts/load-failed.tsx";
import { liveEventPath } from "../navigation/links.ts";
import { useBookLaunchState } from "../session/book-token.ts";
import { CashOut } from "./cash-out.tsx";

const STATUS_STYLE: Record<SportBet["status"], string> = {
  pending: "bg-amber-500/15 text-amber-800 dark:text-amber-300",
  open: "bg-accent/15 text-accent-text",
  won: "bg-win/15 text-win-text",
  lost: "bg-raised text-muted",
  void: "bg-raised text-muted",
  refused: "bg-danger/10 text-danger",
  cashed_out: "bg-win/15 text-win-text",
};

const LEG_STYLE: Record<NonNullable<BetLeg["result"]>, string> = {
  won: "text-win-text",
  half_won: "text-win-text",
  dead_heat: "text-win-text",
  lost: "text-danger",
  half_lost: "text-danger",
  void: "text-muted",
};

/** My bets: open ones (with their cash-out) and settled ones, live while shown. */
export function MyBets() {
  const { t } = useTranslation("sportsbook");
  const player = usePlayer();
  const launch = useBookLaunchState(SPORTSBOOK_GAME);
  const modals = useUrlModal();
  const queryClient = useQueryClient();
  const betChanged = useBetChanged();
  const [status, setStatus] = useState<"open" | "settled">("open");
  const [page, setPage] = useState(1);
  const [cashedOut, setCashedOut] = useState<{ amount: string; name: string } | null>(null);
  const money = useMoneyFormat();
  const bets = useMyBets(status, page);
  useLiveBets(launch !== null, {
    bet: betChanged,
    resync: () => void queryClient.invalidateQueries({ queryKey: betKeys.all() }),
  });

  const heading = (
    <>
      <title>{`${t("bets.title")} · ${t("title")} · Sevens`}</title>
      <h1 className="mb-4 text-2xl font-bold tracking-tight text-text sm:text-3xl">
        {t("bets.title")}
      </h1>
    </>
  );
  if (player.status !== "player") {
    return (
      <>
        {heading}
        <EmptyState
          icon={Ticket}
          title={t("bets.guestTitle")}
          description={t("bets.guestText")}
          action={
            <Link to={modals.hrefFor("sign-in")} className={buttonClass("primary", "md")}>
              {t("slip.signIn")}
            </Link>
          }
        />
      </>
    );
  }

  const tabs = (["open", "settled"] as const).map((value) => (
    <button
      key={value}
      type="button"
      aria-pressed={status === value}
      onClick={() => {
        setStatus(value);
        setPage(1);
      }}
      className="h-9 rounded-lg px-3.5 text-sm font-medium text-muted hover:text-text aria-pressed:bg-accent aria-pressed:text-on-accent"
      data-testid={`bets-${value}`}
    >
      {t(`bets.${value}`)}
    </button>
  ));

  return (
    <>
      {heading}
      <div
        role="group"
        aria-label={t("bets.which")}
        className="mb-4 inline-flex gap-1 rounded-xl border border-line bg-surface p-1"
      >
        {tabs}
      </div>
      {cashedOut ? (
        <p
          role="status"
          className="mb-4 rounded-xl border border-win/40 bg-win/10 px-4 py-3 text-sm font-semibold text-text"
          data-testid="cashed-out"
        >
          {t("cashOut.done", { amount: cashedOut.amount, name: cashedOut.name })}
        </p>
      ) : null}
      {bets.isError ? (
        <LoadFailed onRetry={() => void bets.refetch()} />
      ) : !bets.data ? (
        <ListSkeleton rows={3} />
      ) : bets.data.data.length === 0 ? (
        <EmptyState
          icon={Ticket}
          headingLevel={2}
          title={status === "open" ? t("bets.noneOpen") : t("bets.noneSettled")}
          description={t("bets.noneText")}
        />
      ) : (
        <>
          <ul
            className="flex flex-col gap-3"
            aria-busy={bets.isFetching || undefined}
            data-testid="my-bets"
          >
            {bets.data.data.map((bet) => (
              <BetCard
                key={bet.id}
                bet={bet}
                onCashedOut={(paid) =>
                  setCashedOut({
                    amount: money.amount(paid, bet.currency),
                    name: bet.legs.map((leg) => leg.selectionName).join(", "),
                  })
                }
              />
            ))}
          </ul>
          {bets.data.meta.totalPages > 1 ? (
            <nav
              aria-label={t("bets.pages")}
              className="mt-4 flex items-center justify-center gap-3"
            >
              <button
                type="button"
                className={buttonClass("secondary", "sm")}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t("bets.previous")}
              </button>
              <span className="text-sm text-muted tabular-nums">
                {t("bets.pageOf", { page, total: bets.data.meta.totalPages })}
              </span>
              <button
                type="button"
                className={buttonClass("secondary", "sm")}
                disabled={page >= bets.data.meta.totalPages}
                onClick={() => setPage(page + 1)}
              >
                {t("bets.next")}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </>
  );
}

function kindLabel(bet: SportBet, t: ReturnType<typeof useTranslation<"sportsbook">>["t"]): string {
  if (bet.kind === "system") {
    return t("bets.kind.system", { size: bet.systemSize ?? 0, legs: bet.legs.length });
  }
  if (bet.kind === "accumulator") return t("bets.kind.accumulator", { count: bet.legs.length });
  return t("bets.kind.single");
}

/** One bet: kind, status, legs with their results, stake and what it pays. */
export function BetCard({
  bet,
  onCashedOut,
}: {
  bet: SportBet;
  onCashedOut: (paid: string) => void;
}) {
  const { t } = useTranslation("sportsbook");
  const money = useMoneyFormat();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const [format] = useOddsFormat();
  const amount = (value: string) => money.amount(value, bet.currency);
  const settled = bet.payout !== null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(bet.createdAt),
  );
  return (
    <li
      className="rounded-2xl border border-line bg-surface p-4"
      data-testid="my-bet"
      data-bet={bet.id}
      data-status={bet.status}
      data-kind={bet.kind}
    >
      <header className="mb-3 flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold text-text">{kindLabel(bet, t)}</h2>
        <span
          className={`rounded-md px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[bet.status]}`}
        >
          {t(`bets.status.${bet.status}`)}
        </span>
        <span className="flex-1" />
        <time dateTime={bet.createdAt} className="text-xs text-muted">
          {date}
        </time>
      </header>
      <ul className="mb-3 flex flex-col gap-2">
        {bet.legs.map((leg) => (
          <li
            key={leg.selectionId}
            className="flex items-start justify-between gap-3 border-s-2 border-line ps-3"
            data-testid="bet-leg"
          >
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-text">{leg.selectionName}</p>
              <p className="truncate text-xs text-muted">{leg.market.name}</p>
              <p className="truncate text-xs">
                <Link
                  to={localize(liveEventPath(leg.event.id))}
                  className="text-muted hover:text-text hover:underline"
                >
                  {leg.event.name}
                </Link>
                {leg.event.score ? (
                  <span className="ms-2 font-semibold text-text tabular-nums">
                    {leg.event.score.home} – {leg.event.score.away}
                  </span>
                ) : null}
              </p>
            </div>
            <div className="shrink-0 text-end">
              <p className="text-sm font-bold text-text tabular-nums">
                {formatOdds(leg.odds, format)}
              </p>
              {leg.result ? (
                <p className={`text-xs font-semibold ${LEG_STYLE[leg.result]}`}>
                  {t(`bets.leg.${leg.result}`)}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <dl className="mb-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-muted">{t("bets.stake")}</dt>
          <dd className="font-semibold text-text tabular-nums">{amount(bet.stake)}</dd>
        </div>
        {bet.odds ? (
          <div>
            <dt className="text-xs text-muted">{t("bets.odds")}</dt>
            <dd className="font-semibold text-text tabular-nums">{formatOdds(bet.odds, format)}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs text-muted">{settled ? t("bets.payout") : t("bets.potential")}</dt>
          <dd
            className={`font-semibold tabular-nums ${settled && bet.payout !== "0.00" ? "text-win-text" : "text-text"}`}
            data-testid="bet-payout"
          >
            {amount(settled ? (bet.payout ?? "0") : bet.potentialPayout)}
          </dd>
        </div>
        {bet.cashedOut !== "0" && !/^0(\.0+)?$/.test(bet.cashedOut) ? (
          <div>
            <dt className="text-xs text-muted">{t("bets.cashedOut")}</dt>
            <dd className="font-semibold text-win-text tabular-nums">{amount(bet.cashedOut)}</dd>
          </div>
        ) : null}
      </dl>
      {bet.status === "refused" && bet.refusal ? (
        <p className="text-xs text-danger">{bet.refusal.message}</p>
      ) : null}
      {bet.status === "open" ? <CashOut bet={bet} onCashedOut={onCashedOut} /> : null}
    </li>
  );
}
