import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../app/ui/button-styles.ts";
import type { BjResult, BlackjackAction } from "../../games/blackjack.ts";
import { BoardPanel, KeyHelp, PlayButton } from "../board-parts.tsx";
import type { BoardProps } from "../board-types.ts";
import { PlayingCard } from "../cards.tsx";
import { formatAmount, parseAmount } from "../amount.ts";
import { formatMoney } from "../format.ts";
import { useHotkeys } from "../hotkeys.ts";
import { amountAtBp, sessionDecimals } from "./amounts.ts";
import { handLabel, handReturnBp, type HandLabel } from "./blackjack-hands.ts";
import { ResultLine, type Outcome } from "./board-readouts.tsx";
import { viewOf, type BlackjackView } from "./round-views.ts";

const ACTION_KEYS: Record<BlackjackAction, string> = {
  hit: "h",
  stand: "s",
  double: "d",
  split: "p",
};

type Hand = BlackjackView["hands"][number];

/** The initial bet of a round that has staked `units` of them in total (`total` major units). */
function initialBetOf(total: string, units: number, decimals: number): string | null {
  const minor = parseAmount(total, decimals);
  if (minor === null || !Number.isInteger(units) || units < 1) return null;
  return formatAmount(minor / BigInt(units), decimals);
}

export function BlackjackBoard({ session, amount, round, busy, placeBet, act }: BoardProps) {
  const { t } = useTranslation("house");
  const ids = useId();
  const decimals = sessionDecimals(session);
  const view = viewOf(round, "blackjack");
  const isOpen = Boolean(round?.isOpen && view && !view.finished);
  const legal = new Set(isOpen ? (view?.legalActions ?? []) : []);
  // The round's betAmount is everything staked so far (doubles and a split each add one
  // initial bet); the view says how many initial bets that is.
  const initialBet =
    round && view ? (initialBetOf(round.betAmount, view.wageredUnits, decimals) ?? amount) : amount;
  const currency = round?.currency ?? session.currency;

  const play = (action: BlackjackAction) => {
    if (busy || !legal.has(action)) return;
    void act({ action });
  };
  const deal = () => {
    if (!busy && !isOpen) void placeBet({});
  };
  useHotkeys({
    h: () => play("hit"),
    s: () => play("stand"),
    d: () => play("double"),
    p: () => play("split"),
    Space: deal,
    Enter: deal,
  });

  const labelText = (label: HandLabel) => {
    switch (label.kind) {
      case "blackjack":
        return t("house.blackjack.total.blackjack");
      case "bust":
        return t("house.blackjack.total.bust", { total: label.total });
      case "soft":
        return t("house.blackjack.total.soft", { total: label.total });
      case "hard":
        return String(label.total);
    }
  };
  const resultName = (result: BjResult) => t(`house.blackjack.result.${result}`);
  const actionName = (action: BlackjackAction) => t(`house.blackjack.action.${action}`);

  const dealerCards = view?.dealer ?? [];
  const dealerLabel = dealerCards.length > 0 ? labelText(handLabel(dealerCards)) : null;
  const wagered = view && round ? round.betAmount : null;

  let outcome: Outcome = "neutral";
  let message = t("house.blackjack.idle");
  if (view && round) {
    if (isOpen) {
      const hand = view.hands[view.active];
      message = t("house.blackjack.turn", {
        hand:
          view.hands.length > 1
            ? t("house.blackjack.handN", { n: view.active + 1 })
            : t("house.blackjack.yourHand"),
        total: hand ? labelText(handLabel(hand.cards, { fromSplit: hand.fromSplit })) : "",
        dealer: dealerLabel ?? "",
      });
    } else if (round.payout !== null) {
      const paid = parseAmount(round.payout, decimals) ?? 0n;
      const staked = parseAmount(wagered ?? "0", decimals) ?? 0n;
      outcome = paid > staked ? "win" : paid < staked ? "lose" : "neutral";
      const results = view.results.map(resultName).join(", ");
      message =
        paid > staked
          ? t("house.blackjack.won", { results, payout: formatMoney(round.payout, currency) })
          : paid === staked
            ? t("house.blackjack.push", { results, payout: formatMoney(round.payout, currency) })
            : paid === 0n
              ? t("house.blackjack.lost", { results, dealer: dealerLabel ?? "" })
              : t("house.blackjack.partly", {
                  results,
                  dealer: dealerLabel ?? "",
                  payout: formatMoney(round.payout, currency),
                  staked: formatMoney(round.betAmount, currency),
                });
    }
  }

  const handResult = (index: number): BjResult | undefined =>
    view && !isOpen ? view.results[index] : undefined;

  return (
    <BoardPanel className="@container">
      <div className="flex flex-col gap-5 rounded-2xl bg-emerald-900/90 px-3 py-5 text-white dark:bg-emerald-950 sm:px-5">
        <section aria-labelledby={`${ids}-dealer`} className="flex flex-col items-center gap-2">
          <h2 id={`${ids}-dealer`} className="text-sm font-semibold">
            {t("house.blackjack.dealer")}
            {dealerLabel ? (
              <span className="ms-2 rounded-full bg-black/30 px-2 py-0.5 tabular-nums">
                {dealerLabel}
              </span>
            ) : null}
          </h2>
          <div className="flex min-h-24 flex-wrap justify-center gap-1.5">
            {dealerCards.map((card, index) => (
              <PlayingCard key={index} card={card} className="w-14 sm:w-16" />
            ))}
            {isOpen && dealerCards.length === 1 ? (
              <PlayingCard card={null} className="w-14 sm:w-16" />
            ) : null}
            {!view ? (
              <>
                <PlayingCard card={null} className="w-14 opacity-40 sm:w-16" />
                <PlayingCard card={null} className="w-14 opacity-40 sm:w-16" />
              </>
            ) : null}
          </div>
        </section>

        <div className="flex flex-wrap justify-center gap-3">
          {view ? (
            view.hands.map((hand, index) => (
              <HandView
                key={index}
                hand={hand}
                title={
                  view.hands.length > 1
                    ? t("house.blackjack.handN", { n: index + 1 })
                    : t("house.blackjack.yourHand")
                }
                total={labelText(handLabel(hand.cards, { fromSplit: hand.fromSplit }))}
                active={isOpen && view.hands.length > 1 && view.active === index}
                stakeText={hand.stake === 2 ? t("house.blackjack.doubled") : null}
                result={handResult(index)}
                resultText={(result) => {
                  const returned = amountAtBp(
                    initialBet,
                    handReturnBp(result, hand.stake),
                    decimals,
                  );
                  return t("house.blackjack.handResult", {
                    result: resultName(result),
                    amount: formatMoney(returned ?? "0", currency),
                  });
                }}
                activeText={t("house.blackjack.playing")}
              />
            ))
          ) : (
            <div className="flex min-h-24 items-center text-sm text-white/80">
              {t("house.blackjack.noHand")}
            </div>
          )}
        </div>
      </div>

      {isOpen ? (
        <div className="grid grid-cols-2 gap-2 @lg:grid-cols-4">
          {(["hit", "stand", "double", "split"] as const).map((action) => {
            const extra = action === "double" || action === "split";
            return (
              <button
                key={action}
                type="button"
                aria-label={actionName(action)}
                aria-describedby={extra ? `${ids}-${action}` : undefined}
                aria-keyshortcuts={ACTION_KEYS[action].toUpperCase()}
                disabled={busy || !legal.has(action)}
                onClick={() => play(action)}
                className={buttonClass(
                  action === "hit" || action === "stand" ? "primary" : "secondary",
                  "lg",
                  "h-auto min-h-14 flex-col gap-0.5 py-2",
                )}
              >
                <span>{actionName(action)}</span>
                {extra ? (
                  <span
                    id={`${ids}-${action}`}
                    className="text-xs font-normal tabular-nums opacity-90"
                  >
                    {t("house.blackjack.extraStake", { amount: formatMoney(initialBet, currency) })}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      ) : (
        <PlayButton onClick={deal} disabled={busy}>
          {t("house.blackjack.deal")}
        </PlayButton>
      )}

      {view && round ? (
        <p className="text-xs text-muted tabular-nums">
          {t("house.blackjack.staked", {
            amount: wagered === null ? "—" : formatMoney(wagered, currency),
          })}
          {round.payout !== null
            ? ` · ${t("house.blackjack.returned", { amount: formatMoney(round.payout, currency) })}`
            : null}
        </p>
      ) : null}

      <ResultLine outcome={outcome}>{message}</ResultLine>
      <KeyHelp
        keys={[
          ["Space", t("house.blackjack.deal")],
          ["H", actionName("hit")],
          ["S", actionName("stand")],
          ["D", actionName("double")],
          ["P", actionName("split")],
        ]}
      />
    </BoardPanel>
  );
}

function HandView({
  hand,
  title,
  total,
  active,
  stakeText,
  result,
  resultText,
  activeText,
}: {
  hand: Hand;
  title: string;
  total: string;
  active: boolean;
  stakeText: string | null;
  result: BjResult | undefined;
  resultText: (result: BjResult) => string;
  activeText: string;
}) {
  const won = result === "blackjack" || result === "win";
  const lost = result === "lose" || result === "bust";
  return (
    <section
      aria-label={title}
      aria-current={active ? "step" : undefined}
      className={`flex min-w-36 flex-col items-center gap-2 rounded-xl px-3 py-2 ${
        active ? "bg-white/15 ring-2 ring-amber-300" : "bg-black/15"
      }`}
    >
      <h3 className="flex flex-wrap items-center justify-center gap-2 text-sm font-semibold">
        {title}
        <span className="rounded-full bg-black/30 px-2 py-0.5 tabular-nums">{total}</span>
        {active ? <span className="text-xs text-amber-200">{activeText}</span> : null}
      </h3>
      <div className="flex flex-wrap justify-center gap-1.5">
        {hand.cards.map((card, index) => (
          <PlayingCard key={index} card={card} className="w-14 sm:w-16" />
        ))}
      </div>
      {stakeText ? <p className="text-xs text-white/80">{stakeText}</p> : null}
      {result ? (
        <p
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold tabular-nums ${
            won ? "bg-win text-on-win" : lost ? "bg-danger/80 text-white" : "bg-white/20 text-white"
          }`}
        >
          {resultText(result)}
        </p>
      ) : null}
    </section>
  );
}

export default BlackjackBoard;
