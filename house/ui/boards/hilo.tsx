import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../app/ui/button-styles.ts";
import type { HiloGuess } from "../../games/hilo.ts";
import { BoardPanel, KeyHelp, PlayButton } from "../board-parts.tsx";
import type { BoardProps } from "../board-types.ts";
import { PlayingCard, useCardName } from "../cards.tsx";
import { formatMoney, formatMultiplier, multiplierFromBp } from "../format.ts";
import { useHotkeys } from "../hotkeys.ts";
import { amountAtBp, sessionDecimals } from "./amounts.ts";
import { Figure, ResultLine, type Outcome } from "./board-readouts.tsx";
import { guessOdds, multiplierAfter } from "./hilo-odds.ts";
import { formatChance } from "./chance.ts";
import { viewOf } from "./round-views.ts";

const GUESS_KEYS: Record<HiloGuess, string> = { higher: "h", lower: "l", same: "s", skip: "k" };

function GuessIcon({ guess }: { guess: HiloGuess }) {
  const paths: Record<HiloGuess, string> = {
    higher: "M12 5l7 8h-4.5v6h-5v-6H5Z",
    lower: "M12 19l-7-8h4.5V5h5v6H19Z",
    same: "M5 8h14v3H5ZM5 13h14v3H5Z",
    skip: "M5 6l7 6-7 6ZM12 6l7 6-7 6Z",
  };
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0">
      <path d={paths[guess]} fill="currentColor" />
    </svg>
  );
}

export function HiloBoard({ session, amount, round, busy, placeBet, act }: BoardProps) {
  const { t } = useTranslation("house");
  const ids = useId();
  const cardName = useCardName();
  const decimals = sessionDecimals(session);
  const view = viewOf(round, "hilo");
  const isOpen = Boolean(round?.isOpen && view);
  const steps = view?.steps ?? [];
  const current = view ? (steps.at(-1)?.card ?? view.start) : null;
  const multiplierBp = view ? BigInt(view.multiplierBp) : 10_000n;
  const hasWinningGuess = steps.some((step) => step.guess !== "skip" && step.won);
  const canGuess = isOpen && !busy && !view?.capped;
  const canCashOut = isOpen && !busy && hasWinningGuess;
  const odds = current ? guessOdds(current.rank) : [];
  const stake = isOpen && round ? round.betAmount : amount;
  const cashOutAmount = isOpen ? amountAtBp(stake, multiplierBp, decimals) : null;

  const guess = (choice: HiloGuess) => {
    if (!canGuess) return;
    if (choice !== "skip" && odds.find((odd) => odd.guess === choice)?.stepBp == null) return;
    void act({ action: "guess", guess: choice });
  };
  const cashOut = () => {
    if (canCashOut) void act({ action: "cashout" });
  };
  const bet = () => {
    if (!busy && !isOpen) void placeBet({});
  };

  useHotkeys({
    h: () => guess("higher"),
    l: () => guess("lower"),
    s: () => guess("same"),
    k: () => guess("skip"),
    c: cashOut,
    Space: bet,
    Enter: bet,
  });

  const guessName = (choice: HiloGuess) => t(`house.hilo.guess.${choice}`);

  let outcome: Outcome = "neutral";
  let message = t("house.hilo.idle");
  const last = steps.at(-1);
  if (view && round && current) {
    if (isOpen && !last) {
      message = t("house.hilo.start", { card: cardName(current) });
    } else if (isOpen && last?.guess === "skip") {
      message = t("house.hilo.skipped", { card: cardName(last.card) });
    } else if (isOpen && last) {
      outcome = "win";
      message = t("house.hilo.stepWon", {
        guess: guessName(last.guess),
        card: cardName(last.card),
        multiplier: formatMultiplier(multiplierFromBp(multiplierBp)),
      });
    } else if (view.lost && last) {
      outcome = "lose";
      message = t("house.hilo.lost", { guess: guessName(last.guess), card: cardName(last.card) });
    } else if (round.payout !== null) {
      outcome = "win";
      message = t("house.hilo.won", {
        multiplier: formatMultiplier(multiplierFromBp(view.multiplierBp)),
        payout: formatMoney(round.payout, round.currency),
      });
    }
  }

  return (
    <BoardPanel className="@container">
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-raised px-3 py-5">
        <PlayingCard key={`${round?.id}-${steps.length}`} card={current} className="w-28 sm:w-32" />
        <dl className="grid w-full max-w-md grid-cols-2 gap-2">
          <Figure
            label={t("house.hilo.multiplier")}
            value={formatMultiplier(multiplierFromBp(multiplierBp))}
            tone={hasWinningGuess && isOpen ? "win" : "default"}
          />
          <Figure
            label={t("house.hilo.cashOutValue")}
            value={
              cashOutAmount && hasWinningGuess ? formatMoney(cashOutAmount, session.currency) : "—"
            }
          />
        </dl>
      </div>

      <div className="grid grid-cols-2 gap-2 @lg:grid-cols-4">
        {(["higher", "lower", "same"] as const).map((choice) => {
          const odd = odds.find((item) => item.guess === choice);
          const possible = odd?.stepBp != null;
          const describedBy = `${ids}-${choice}`;
          return (
            <button
              key={choice}
              type="button"
              aria-label={guessName(choice)}
              aria-describedby={describedBy}
              aria-keyshortcuts={GUESS_KEYS[choice].toUpperCase()}
              disabled={!canGuess || !possible}
              onClick={() => guess(choice)}
              className={buttonClass(
                choice === "same" ? "secondary" : "primary",
                "lg",
                "h-auto min-h-14 flex-col gap-0.5 py-2",
              )}
            >
              <span className="flex items-center gap-1.5">
                <GuessIcon guess={choice} />
                {guessName(choice)}
              </span>
              <span
                id={describedBy}
                className="text-xs font-normal whitespace-normal tabular-nums opacity-90"
              >
                {odd && odd.stepBp !== null && current
                  ? t("house.hilo.odds", {
                      chance: formatChance(odd.chance),
                      multiplier: formatMultiplier(multiplierFromBp(odd.stepBp)),
                    })
                  : current
                    ? t("house.hilo.impossible")
                    : t("house.hilo.noCard")}
              </span>
            </button>
          );
        })}
        <button
          type="button"
          aria-label={guessName("skip")}
          aria-describedby={`${ids}-skip`}
          aria-keyshortcuts="K"
          disabled={!canGuess}
          onClick={() => guess("skip")}
          className={buttonClass("secondary", "lg", "h-auto min-h-14 flex-col gap-0.5 py-2")}
        >
          <span className="flex items-center gap-1.5">
            <GuessIcon guess="skip" />
            {guessName("skip")}
          </span>
          <span id={`${ids}-skip`} className="text-xs font-normal opacity-90">
            {t("house.hilo.skipHint")}
          </span>
        </button>
      </div>

      {isOpen ? (
        <button
          type="button"
          onClick={cashOut}
          disabled={!canCashOut}
          aria-keyshortcuts="C"
          className={buttonClass("win", "lg", "w-full")}
        >
          {t("house.hilo.cashOut")}
          {cashOutAmount && hasWinningGuess ? (
            <span className="tabular-nums">{formatMoney(cashOutAmount, session.currency)}</span>
          ) : null}
        </button>
      ) : (
        <PlayButton onClick={bet} disabled={busy}>
          {t("house.hilo.bet")}
        </PlayButton>
      )}

      {odds.length > 0 && isOpen ? (
        <p className="text-xs text-muted">
          {t("house.hilo.nextIf", {
            higher: nextText(odds, "higher", multiplierBp),
            lower: nextText(odds, "lower", multiplierBp),
            same: nextText(odds, "same", multiplierBp),
          })}
        </p>
      ) : null}

      <ResultLine outcome={outcome}>{message}</ResultLine>

      {view ? (
        <section aria-labelledby={`${ids}-trail`}>
          <h2 id={`${ids}-trail`} className="mb-2 text-sm font-semibold text-text">
            {t("house.hilo.trail")}
          </h2>
          <ol className="flex gap-2 overflow-x-auto px-1 pt-1 pb-2">
            <li className="flex shrink-0 flex-col items-center gap-1">
              <PlayingCard card={view.start} className="w-11" />
              <span className="text-[11px] text-muted">{t("house.hilo.startLabel")}</span>
            </li>
            {steps.map((step, index) => (
              <li key={index} className="flex shrink-0 flex-col items-center gap-1">
                <PlayingCard
                  card={step.card}
                  className="w-11"
                  highlight={step.guess === "skip" ? undefined : step.won ? "win" : "lose"}
                />
                <span
                  className={`flex items-center gap-0.5 text-[11px] ${
                    step.guess === "skip"
                      ? "text-muted"
                      : step.won
                        ? "text-emerald-700 dark:text-win"
                        : "text-danger"
                  }`}
                >
                  <GuessIcon guess={step.guess} />
                  <span className="sr-only">
                    {step.guess === "skip"
                      ? guessName("skip")
                      : t("house.hilo.stepResult", {
                          guess: guessName(step.guess),
                          result: step.won ? t("house.hilo.stepWin") : t("house.hilo.stepLose"),
                        })}
                  </span>
                  {step.guess === "skip" ? null : (
                    <span aria-hidden="true">
                      {formatMultiplier(multiplierFromBp(step.stepBp))}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <KeyHelp
        keys={[
          ["Space", t("house.hilo.bet")],
          ["H", guessName("higher")],
          ["L", guessName("lower")],
          ["S", guessName("same")],
          ["K", guessName("skip")],
          ["C", t("house.hilo.cashOut")],
        ]}
      />
    </BoardPanel>
  );
}

function nextText(odds: ReturnType<typeof guessOdds>, guess: HiloGuess, currentBp: bigint) {
  const stepBp = odds.find((odd) => odd.guess === guess)?.stepBp;
  return stepBp == null
    ? "—"
    : formatMultiplier(multiplierFromBp(multiplierAfter(currentBp, stepBp)));
}

export default HiloBoard;
