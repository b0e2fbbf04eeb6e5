import { useTranslation } from "react-i18next";
import type { BlackjackOutcome } from "../../games/blackjack.ts";
import type { HiloOutcome } from "../../games/hilo.ts";
import type { Jsonify } from "../../server/protocol.ts";
import { handLabel } from "../boards/blackjack-hands.ts";
import { PlayingCard, useCardName } from "../cards.tsx";
import { multiplierFromBp } from "../format.ts";

/** The recomputed card games: the hi-lo chain and the blackjack hands. */

export function HiloOutcomeView({ outcome }: { outcome: Jsonify<HiloOutcome> }) {
  const { t } = useTranslation("house");
  const cardName = useCardName();
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-wrap gap-3">
        <li className="flex flex-col items-center gap-1">
          <PlayingCard card={outcome.start} className="w-14" />
          <span className="text-xs text-muted">{t("house.verify.hiloStart")}</span>
        </li>
        {outcome.steps.map((step, index) => (
          <li key={index} className="flex flex-col items-center gap-1">
            <PlayingCard
              card={step.card}
              className="w-14"
              highlight={step.guess === "skip" ? undefined : step.won ? "win" : "lose"}
            />
            <span
              className={`text-xs font-semibold ${
                step.guess === "skip"
                  ? "text-muted"
                  : step.won
                    ? "text-emerald-700 dark:text-win"
                    : "text-danger"
              }`}
            >
              {t(`house.hilo.guess.${step.guess}`)}
              {step.guess === "skip" ? null : ` · ${multiplierFromBp(step.stepBp)}×`}
            </span>
          </li>
        ))}
      </ol>
      <p className="text-sm">
        {outcome.lost
          ? t("house.verify.hiloLost")
          : t("house.verify.hiloReached", {
              multiplier: multiplierFromBp(outcome.multiplierBp),
              capped: outcome.capped ? t("house.verify.hiloCapped") : "",
            })}
      </p>
      <p className="sr-only">
        {[outcome.start, ...outcome.steps.map((step) => step.card)].map(cardName).join(", ")}
      </p>
    </div>
  );
}

export function BlackjackOutcomeView({ outcome }: { outcome: Jsonify<BlackjackOutcome> }) {
  const { t } = useTranslation("house");
  const total = (cards: Jsonify<BlackjackOutcome>["dealer"], fromSplit = false) => {
    const label = handLabel(cards, { fromSplit });
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
  return (
    <div className="flex flex-col gap-4">
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold">
          {t("house.blackjack.dealer")} · {total(outcome.dealer)}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {outcome.dealer.map((card, index) => (
            <PlayingCard key={index} card={card} className="w-12" />
          ))}
        </div>
      </section>
      <div className="flex flex-wrap gap-4">
        {outcome.hands.map((hand, index) => {
          const result = outcome.results[index];
          return (
            <section key={index} className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold">
                {outcome.hands.length > 1
                  ? t("house.blackjack.handN", { n: index + 1 })
                  : t("house.blackjack.yourHand")}{" "}
                · {total(hand.cards, hand.fromSplit)}
                {hand.stake === 2 ? ` · ${t("house.blackjack.doubled")}` : ""}
              </h3>
              <div className="flex flex-wrap gap-1.5">
                {hand.cards.map((card, cardIndex) => (
                  <PlayingCard key={cardIndex} card={card} className="w-12" />
                ))}
              </div>
              {result ? (
                <p className="text-sm font-semibold">{t(`house.blackjack.result.${result}`)}</p>
              ) : null}
            </section>
          );
        })}
      </div>
      <p className="text-sm text-muted">
        {outcome.finished
          ? t("house.verify.blackjackActions", {
              actions:
                outcome.actions.length > 0
                  ? outcome.actions
                      .map((action) => t(`house.blackjack.action.${action}`))
                      .join(", ")
                  : t("house.verify.noMoves"),
            })
          : t("house.verify.blackjackUnfinished")}
      </p>
    </div>
  );
}
