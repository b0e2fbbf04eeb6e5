import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { KenoOutcome } from "../../games/keno.ts";
import type { Jsonify } from "../../server/protocol.ts";
import { BoardPanel, KeyHelp, PlayButton, RecentResults } from "../board-parts.tsx";
import type { BoardProps } from "../board-types.ts";
import { compactMultiplier, multiplierFromBp } from "../format.ts";
import { useHotkeys } from "../hotkeys.ts";
import {
  MAX_PICKS,
  NUMBERS,
  kenoCell,
  paytableFor,
  randomPicks,
  samePicks,
  togglePick,
  type KenoCell,
} from "../keno-picks.ts";
import { KENO_MS_PER_DRAW } from "../reveal-timing.ts";
import { settledOutcome } from "../settled-outcome.ts";
import { useRecentResults } from "../use-recent-results.ts";
import { useTween } from "../use-tween.ts";

const CELL_CLASS: Record<KenoCell, string> = {
  hit: "bg-win text-on-win border-win",
  drawn: "bg-raised text-muted border-danger/60",
  picked: "bg-accent text-on-accent border-accent",
  idle: "bg-bg text-text border-line hover:bg-raised",
};

function numbersOf(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((n): n is number => typeof n === "number") : [];
}

/**
 * Keno: pick up to ten of 40 numbers; ten are drawn one by one, hits light up and the paytable
 * for the number of picks shows what the hits pay.
 */
export default function KenoBoard({ round, busy, placeBet }: BoardProps) {
  const { t } = useTranslation("house");
  const [picks, setPicks] = useState<number[]>(() =>
    round?.type === "keno" ? numbersOf(round.params.picks).slice(0, MAX_PICKS) : [],
  );
  const [notice, setNotice] = useState<string | null>(null);
  const paytableId = useId();

  const settled = settledOutcome<Jsonify<KenoOutcome>>(round, ["keno"], ["drawn", "hits"]);
  const outcome = settled?.outcome ?? null;
  const progress = useTween(
    settled?.round.id ?? null,
    (outcome?.drawn.length ?? 10) * KENO_MS_PER_DRAW,
  );
  // The draw stays on the board until the picks change.
  const showing = outcome && samePicks(outcome.picks, picks) ? outcome : null;
  const revealed = showing
    ? showing.drawn.slice(0, Math.ceil(progress * showing.drawn.length))
    : [];
  const landed = showing !== null && progress >= 1;
  const hits = showing ? showing.hits.filter((n) => revealed.includes(n)).length : 0;
  const recent = useRecentResults(
    outcome && progress >= 1 && settled
      ? {
          id: settled.round.id,
          text: `${outcome.hits.length}/${outcome.picks.length}`,
          win: BigInt(outcome.multiplierBp) > 0n,
        }
      : null,
  );

  const pays = paytableFor(picks.length);

  const toggle = (n: number) => {
    if (!picks.includes(n) && picks.length >= MAX_PICKS) {
      setNotice(t("house.keno.maxPicks", { count: MAX_PICKS }));
      return;
    }
    setNotice(null);
    setPicks(togglePick(picks, n));
  };
  const bet = () => {
    if (busy) return;
    if (picks.length === 0) {
      setNotice(t("house.keno.pickFirst"));
      return;
    }
    setNotice(null);
    void placeBet({ picks });
  };
  const quickPick = () => {
    setNotice(null);
    setPicks(randomPicks(picks.length > 0 ? picks.length : MAX_PICKS));
  };
  const clear = () => {
    setNotice(null);
    setPicks([]);
  };
  useHotkeys({ Space: bet, Enter: bet, r: quickPick, c: clear });

  return (
    <BoardPanel>
      <div
        role="group"
        aria-label={t("house.keno.numbers", { max: NUMBERS })}
        className="mx-auto grid w-full max-w-[30rem] grid-cols-8 gap-1 sm:gap-1.5"
      >
        {Array.from({ length: NUMBERS }, (_, i) => i + 1).map((n) => {
          const cell = kenoCell(n, picks, revealed);
          return (
            <button
              key={n}
              type="button"
              aria-pressed={picks.includes(n)}
              aria-label={
                cell === "hit"
                  ? t("house.keno.cellHit", { n })
                  : cell === "drawn"
                    ? t("house.keno.cellDrawn", { n })
                    : String(n)
              }
              disabled={busy}
              onClick={() => toggle(n)}
              className={`grid aspect-square min-h-8 place-items-center rounded-lg border-2 font-mono text-sm font-bold tabular-nums transition-colors disabled:cursor-wait sm:text-base ${CELL_CLASS[cell]}`}
            >
              {n}
            </button>
          );
        })}
      </div>

      <p className="min-h-5 text-sm font-semibold" aria-live="polite">
        {notice ??
          (showing && landed
            ? t("house.keno.result", {
                hits: showing.hits.length,
                picks: showing.picks.length,
                multiplier: multiplierFromBp(showing.multiplierBp),
              })
            : t("house.keno.picked", { count: picks.length, max: MAX_PICKS }))}
      </p>

      {pays.length > 0 ? (
        <section aria-labelledby={paytableId}>
          <h3 id={paytableId} className="mb-1 text-xs font-semibold text-muted">
            {t("house.keno.paytable", { count: picks.length })}
          </h3>
          <ol className="grid grid-cols-6 gap-1 text-center font-mono text-xs tabular-nums sm:grid-cols-11">
            {pays.map((bp, hitCount) => (
              <li
                key={hitCount}
                className={`flex flex-col rounded-lg px-0.5 py-1 ${
                  landed && hitCount === hits ? "bg-win font-bold text-on-win" : "bg-raised"
                }`}
              >
                <span className="opacity-75">{hitCount}</span>
                <span className="font-bold">{`${compactMultiplier(bp)}×`}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={quickPick}
          disabled={busy}
          className="h-11 rounded-xl bg-raised font-semibold hover:bg-line disabled:opacity-50"
        >
          {t("house.keno.quickPick")}
        </button>
        <button
          type="button"
          onClick={clear}
          disabled={busy || picks.length === 0}
          className="h-11 rounded-xl bg-raised font-semibold hover:bg-line disabled:opacity-50"
        >
          {t("house.keno.clear")}
        </button>
      </div>
      <PlayButton onClick={bet} disabled={busy}>
        {t("house.keno.bet")}
      </PlayButton>
      <RecentResults label={t("house.keno.recent")} results={recent} />
      <KeyHelp
        keys={[
          ["Space", t("house.keno.bet")],
          ["R", t("house.keno.quickPick")],
          ["C", t("house.keno.clear")],
        ]}
      />
    </BoardPanel>
  );
}
