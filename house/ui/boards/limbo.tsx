import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LimboOutcome } from "../../games/limbo.ts";
import type { Jsonify } from "../../server/protocol.ts";
import { BoardPanel, DraftField, KeyHelp, PlayButton, RecentResults } from "../board-parts.tsx";
import type { BoardProps } from "../board-types.ts";
import { fromHundredths, groupThousands, toHundredths } from "../format.ts";
import { useHotkeys } from "../hotkeys.ts";
import { DEFAULT_LIMBO_TARGET, LIMBO_BOUNDS, isLimboTarget, limboChance } from "../limbo-target.ts";
import { LIMBO_RISE_MS } from "../reveal-timing.ts";
import { settledOutcome } from "../settled-outcome.ts";
import { useRecentResults } from "../use-recent-results.ts";
import { easeOutCubic, useTween } from "../use-tween.ts";

function clampTarget(target: number): number {
  return Math.min(LIMBO_BOUNDS.max, Math.max(LIMBO_BOUNDS.min, Math.round(target)));
}

/**
 * Limbo: pick a target multiplier; the result climbs from 1.00× and stops at the drawn number.
 * Reaching the target wins the bet times the target.
 */
export default function LimboBoard({ round, busy, placeBet }: BoardProps) {
  const { t } = useTranslation("house");
  const [target, setTarget] = useState<number>(() => {
    const previous = round?.type === "limbo" ? Number(round.params.target) : NaN;
    return isLimboTarget(previous) ? previous : DEFAULT_LIMBO_TARGET;
  });
  const [problem, setProblem] = useState<string | null>(null);

  const settled = settledOutcome<Jsonify<LimboOutcome>>(round, ["limbo"], ["result", "win"]);
  const progress = useTween(settled?.round.id ?? null, LIMBO_RISE_MS);
  const landed = progress >= 1;
  const outcome = settled?.outcome ?? null;
  // Climb in log space so small and huge results take the same time to land.
  const shown = outcome
    ? Math.round(
        Math.exp(
          Math.log(100) + (Math.log(outcome.result) - Math.log(100)) * easeOutCubic(progress),
        ),
      )
    : null;
  const recent = useRecentResults(
    outcome && landed && settled
      ? { id: settled.round.id, text: `${fromHundredths(outcome.result)}×`, win: outcome.win }
      : null,
  );

  const bet = () => {
    if (!busy) void placeBet({ target });
  };
  useHotkeys({
    Space: bet,
    Enter: bet,
    ArrowUp: () => setTarget((value) => clampTarget(value * 2)),
    ArrowDown: () => setTarget((value) => clampTarget(value / 2)),
  });

  return (
    <BoardPanel>
      <div className="grid min-h-40 place-items-center rounded-xl bg-bg py-6" aria-hidden="true">
        <span
          className={`font-mono text-5xl font-black tabular-nums sm:text-7xl ${
            outcome && landed ? (outcome.win ? "text-win" : "text-danger") : "text-text"
          }`}
        >
          {`${groupThousands(shown === null ? "1.00" : fromHundredths(shown))}×`}
        </span>
      </div>
      {outcome && landed ? (
        <p className="text-center text-sm font-semibold">
          {outcome.win
            ? t("house.limbo.won", {
                result: fromHundredths(outcome.result),
                target: fromHundredths(outcome.target),
              })
            : t("house.limbo.lost", {
                result: fromHundredths(outcome.result),
                target: fromHundredths(outcome.target),
              })}
        </p>
      ) : null}

      <div className="grid grid-cols-2 gap-2">
        <DraftField
          label={t("house.limbo.target")}
          value={fromHundredths(target)}
          suffix="×"
          disabled={busy}
          onCommit={(text) => {
            const value = toHundredths(text.replace(/[×x,\s]/g, ""));
            if (isLimboTarget(value)) {
              setTarget(value);
              setProblem(null);
            } else {
              setProblem(t("house.limbo.targetRange"));
            }
          }}
        />
        <div className="flex flex-col gap-1">
          <span className="text-xs font-semibold text-muted">{t("house.limbo.chance")}</span>
          <span className="flex h-11 items-center rounded-xl bg-raised px-3 font-mono font-bold tabular-nums">
            {limboChance(target)}
          </span>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="text-xs font-semibold text-danger">
          {problem}
        </p>
      ) : null}

      <PlayButton onClick={bet} disabled={busy}>
        {t("house.limbo.bet")}
      </PlayButton>
      <RecentResults label={t("house.limbo.recent")} results={recent} />
      <KeyHelp
        keys={[
          ["Space", t("house.limbo.bet")],
          ["↑ ↓", t("house.limbo.doubleHalve")],
        ]}
      />
    </BoardPanel>
  );
}
