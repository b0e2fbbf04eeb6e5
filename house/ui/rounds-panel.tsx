import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { RoundView } from "../server/protocol.ts";
import type { HouseApi } from "./api.ts";
import { formatDateTime } from "../../contracts/locale-format.ts";
import { formatMoney, formatMultiplier, frameLocale } from "./format.ts";
import { isWin, roundSummary, summaryValues } from "./round-summary.ts";
import { verifyUrl } from "./verify-link.ts";

/**
 * The player's recent rounds of this game (GET /rounds): when, the bet, what happened, the
 * multiplier and payout, and a Verify link once the round's server seed has been revealed.
 */
export function RoundsPanel({ api, queryKey }: { api: HouseApi; queryKey: readonly unknown[] }) {
  const { t } = useTranslation("house");
  const rounds = useQuery({
    queryKey: [...queryKey, "rounds"],
    queryFn: ({ signal }) => api.rounds(signal),
  });
  const history = useQuery({
    queryKey: [...queryKey, "seed-history"],
    queryFn: ({ signal }) => api.seedHistory(signal),
  });

  if (rounds.isPending) {
    return <p className="text-sm text-muted">{t("house.loading")}</p>;
  }
  if (rounds.isError) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm">
        <p className="text-danger">{t("house.rounds.failed")}</p>
        <button
          type="button"
          className="h-10 rounded-xl bg-raised px-3 font-semibold hover:bg-line"
          onClick={() => void rounds.refetch()}
        >
          {t("house.retry")}
        </button>
      </div>
    );
  }
  const list = rounds.data.data;
  if (list.length === 0) {
    return <p className="text-sm text-muted">{t("house.rounds.empty")}</p>;
  }
  const revealed = history.data?.data ?? [];
  const stateText = (state: RoundView["state"]) => {
    switch (state) {
      case "open":
        return t("house.rounds.open");
      case "rolled_back":
        return t("house.rounds.rolledBack");
      case "rolling_back":
        return t("house.rounds.rollingBack");
      default:
        return t("house.rounds.settling");
    }
  };
  return (
    <ol className="flex flex-col gap-2" aria-label={t("house.rounds.title")}>
      {list.map((round) => {
        const summary = roundSummary(round);
        const settled = round.state === "settled";
        const link = settled ? verifyUrl(round, revealed) : null;
        const won = isWin(round);
        return (
          <li
            key={round.id}
            className="flex flex-col gap-1 rounded-xl border border-line bg-bg/40 p-3 text-sm"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">
                {t("house.rounds.nonce", { nonce: round.nonce })}
              </span>
              <time dateTime={round.createdAt} className="text-xs text-muted">
                {formatDateTime(round.createdAt, frameLocale())}
              </time>
            </div>
            {summary ? <p>{t(summary.key, summaryValues(summary, t))}</p> : null}
            <p className="flex flex-wrap gap-x-3 tabular-nums">
              <span>
                {t("house.rounds.bet", { amount: formatMoney(round.betAmount, round.currency) })}
              </span>
              {!settled ? (
                <span className="text-muted">{stateText(round.state)}</span>
              ) : (
                <>
                  {round.multiplier !== null ? (
                    <span>{formatMultiplier(round.multiplier)}</span>
                  ) : null}
                  {round.payout !== null ? (
                    <span className={won ? "font-semibold text-win" : "text-muted"}>
                      {t("house.rounds.payout", {
                        amount: formatMoney(round.payout, round.currency),
                      })}
                    </span>
                  ) : null}
                </>
              )}
            </p>
            {!settled ? null : link ? (
              <a
                href={link}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 self-start rounded font-semibold text-accent-text underline-offset-2 hover:underline"
              >
                {t("house.rounds.verify")}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">
                  {t("house.rounds.verifyBet", { nonce: round.nonce })}
                </span>
              </a>
            ) : (
              <p className="text-xs text-muted">{t("house.rounds.rotateToVerify")}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
