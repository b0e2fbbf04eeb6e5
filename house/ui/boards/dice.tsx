import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DiceDirection, DiceOutcome, DiceParams } from "../../games/dice.ts";
import type { Jsonify } from "../../server/protocol.ts";
import {
  BoardPanel,
  DraftField,
  KeyHelp,
  PlayButton,
  RecentResults,
  Segmented,
} from "../board-parts.tsx";
import type { BoardProps } from "../board-types.ts";
import {
  DEFAULT_DICE,
  clampTarget,
  diceOdds,
  flipDirection,
  targetBounds,
  targetForChance,
} from "../dice-target.ts";
import { fromHundredths, toHundredths } from "../format.ts";
import { useHotkeys } from "../hotkeys.ts";
import { DICE_ROLL_MS } from "../reveal-timing.ts";
import { settledOutcome } from "../settled-outcome.ts";
import { useRecentResults } from "../use-recent-results.ts";
import { easeOutCubic, useTween } from "../use-tween.ts";

/**
 * Dice: choose a target and over / under on a 0–100 track, see the win chance and multiplier,
 * roll; the result slides along the track and lands on the rolled number.
 */
export default function DiceBoard({ round, busy, placeBet }: BoardProps) {
  const { t } = useTranslation("house");
  const sliderId = useId();
  const [params, setParams] = useState<DiceParams>(() => {
    const previous = round?.type === "dice" ? round.params : null;
    return previous && (previous.direction === "over" || previous.direction === "under")
      ? {
          direction: previous.direction,
          target: clampTarget(Number(previous.target), previous.direction),
        }
      : DEFAULT_DICE;
  });
  const odds = diceOdds(params);
  const bounds = targetBounds(params.direction);

  const settled = settledOutcome<Jsonify<DiceOutcome>>(round, ["dice"], ["roll", "win"]);
  const progress = useTween(settled?.round.id ?? null, DICE_ROLL_MS);
  const landed = progress >= 1;
  const outcome = settled?.outcome ?? null;
  // The number runs up from 0 and settles on the roll.
  const shownRoll = outcome ? Math.round(outcome.roll * easeOutCubic(progress)) : null;
  const recent = useRecentResults(
    outcome && landed && settled
      ? { id: settled.round.id, text: fromHundredths(outcome.roll), win: outcome.win }
      : null,
  );

  const setTarget = (target: number) =>
    setParams((current) => ({ ...current, target: clampTarget(target, current.direction) }));
  const setDirection = (direction: DiceDirection) =>
    setParams((current) => (current.direction === direction ? current : flipDirection(current)));
  const roll = () => {
    if (!busy) void placeBet({ target: params.target, direction: params.direction });
  };

  useHotkeys({
    Space: roll,
    Enter: roll,
    s: () => setParams(flipDirection),
    ArrowLeft: () => setTarget(params.target - 100),
    ArrowRight: () => setTarget(params.target + 100),
  });

  const targetLabel =
    params.direction === "under" ? t("house.dice.rollUnder") : t("house.dice.rollOver");
  const targetPercent = params.target / 100;
  const winZone =
    params.direction === "under"
      ? { left: 0, width: targetPercent }
      : { left: targetPercent, width: 100 - targetPercent };

  return (
    <BoardPanel>
      <div className="flex flex-col items-center gap-1 py-2" aria-hidden="true">
        <span
          className={`font-mono text-5xl font-black tabular-nums sm:text-6xl ${
            outcome && landed ? (outcome.win ? "text-win" : "text-danger") : "text-text"
          }`}
        >
          {shownRoll === null ? "–" : fromHundredths(shownRoll)}
        </span>
      </div>
      {outcome && landed ? (
        <p className="text-center text-sm font-semibold">
          {outcome.win
            ? t("house.dice.won", { roll: fromHundredths(outcome.roll) })
            : t("house.dice.lost", { roll: fromHundredths(outcome.roll) })}
        </p>
      ) : null}

      {/* A number line from 0 to 100 reads left to right in every language. */}
      <div className="relative px-1 pt-7 pb-1" dir="ltr">
        <div className="relative h-3 overflow-hidden rounded-full bg-danger/70" aria-hidden="true">
          <div
            className="absolute inset-y-0 bg-win"
            style={{ left: `${winZone.left}%`, width: `${winZone.width}%` }}
          />
        </div>
        {outcome ? (
          <div
            aria-hidden="true"
            className="absolute top-0 -translate-x-1/2 rounded-md bg-text px-1.5 py-0.5 font-mono text-xs font-bold text-bg tabular-nums"
            style={{ left: `${(shownRoll ?? 0) / 100}%` }}
          >
            {fromHundredths(shownRoll ?? 0)}
          </div>
        ) : null}
        <label htmlFor={sliderId} className="sr-only">
          {targetLabel}
        </label>
        <input
          id={sliderId}
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={params.target}
          disabled={busy}
          onChange={(event) => setTarget(Number(event.target.value))}
          aria-valuetext={`${targetLabel} ${fromHundredths(params.target)}`}
          className="mt-2 h-8 w-full cursor-pointer accent-accent"
        />
        <div className="flex justify-between font-mono text-xs text-muted" aria-hidden="true">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
      </div>

      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <DraftField
          label={targetLabel}
          value={fromHundredths(params.target)}
          disabled={busy}
          onCommit={(text) => {
            const value = toHundredths(text);
            if (value !== null) setTarget(value);
          }}
        />
        <DraftField
          label={t("house.dice.chance")}
          value={odds.chance}
          suffix="%"
          disabled={busy}
          onCommit={(text) => {
            const value = toHundredths(text);
            if (value !== null) {
              setParams((current) => ({
                ...current,
                target: targetForChance(value, current.direction),
              }));
            }
          }}
        />
        <div className="flex flex-col gap-1 max-sm:col-span-2">
          <span className="text-xs font-semibold text-muted">{t("house.dice.multiplier")}</span>
          <span
            data-testid="dice-multiplier"
            className="flex h-11 items-center rounded-xl bg-raised px-3 font-mono font-bold tabular-nums"
          >
            {odds.multiplier}×
          </span>
        </div>
      </div>

      <Segmented
        label={t("house.dice.direction")}
        value={params.direction}
        onChange={setDirection}
        disabled={busy}
        options={[
          { value: "under", label: t("house.dice.under") },
          { value: "over", label: t("house.dice.over") },
        ]}
      />

      <PlayButton onClick={roll} disabled={busy}>
        {t("house.dice.roll")}
      </PlayButton>
      <RecentResults label={t("house.dice.recent")} results={recent} />
      <KeyHelp
        keys={[
          ["Space", t("house.dice.roll")],
          ["S", t("house.dice.swap")],
          ["← →", t("house.dice.moveTarget")],
        ]}
      />
    </BoardPanel>
  );
}
