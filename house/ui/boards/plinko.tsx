import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  MAX_ROWS,
  MIN_ROWS,
  RISKS,
  table,
  type PlinkoOutcome,
  type PlinkoRisk,
} from "../../games/plinko.ts";
import type { Jsonify } from "../../server/protocol.ts";
import { BoardPanel, KeyHelp, PlayButton, RecentResults, Segmented } from "../board-parts.tsx";
import type { BoardProps } from "../board-types.ts";
import { multiplierFromBp } from "../format.ts";
import { useHotkeys } from "../hotkeys.ts";
import {
  BALL_RADIUS,
  BUCKET_HEIGHT,
  PEG_GAP,
  PEG_RADIUS,
  ballAt,
  ballPoints,
  bucketHue,
  bucketLabel,
  plinkoLayout,
} from "../plinko-layout.ts";
import { PLINKO_MS_PER_ROW } from "../reveal-timing.ts";
import { settledOutcome } from "../settled-outcome.ts";
import { useRecentResults } from "../use-recent-results.ts";
import { useTween } from "../use-tween.ts";

const ROW_CHOICES = Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => MIN_ROWS + i);

function isRisk(value: unknown): value is PlinkoRisk {
  return (RISKS as readonly unknown[]).includes(value);
}

function PlinkoDrawing({
  rows,
  risk,
  outcome,
  progress,
}: {
  rows: number;
  risk: PlinkoRisk;
  outcome: Jsonify<PlinkoOutcome> | null;
  progress: number;
}) {
  const layout = plinkoLayout(rows);
  const values = table(rows, risk);
  // The ball belongs to the board it fell on: other rows or risk show the new board empty.
  const shownOutcome = outcome && outcome.rows === rows && outcome.risk === risk ? outcome : null;
  const ball = shownOutcome
    ? ballAt(ballPoints(shownOutcome.rows, shownOutcome.path), progress)
    : null;
  const landed = shownOutcome !== null && progress >= 1;
  return (
    <svg
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className="mx-auto block h-auto max-h-[58vh] w-full"
      aria-hidden="true"
    >
      {layout.pegs.map((peg) => (
        <circle
          key={`${peg.x}:${peg.y}`}
          cx={peg.x}
          cy={peg.y}
          r={PEG_RADIUS}
          className="fill-muted"
        />
      ))}
      {layout.buckets.map((bucket, index) => {
        const hit = landed && shownOutcome?.bucket === index;
        const label = bucketLabel(values[index] ?? 0);
        return (
          <g key={bucket.x}>
            <rect
              x={bucket.x - PEG_GAP / 2 + 2}
              y={hit ? bucket.y + 4 : bucket.y}
              width={PEG_GAP - 4}
              height={BUCKET_HEIGHT}
              rx={6}
              fill={`hsl(${bucketHue(index, rows)} 90% ${hit ? 68 : 56}%)`}
              stroke={hit ? "currentColor" : "none"}
              strokeWidth={hit ? 2.5 : 0}
              className="text-text"
            />
            <text
              x={bucket.x}
              y={(hit ? bucket.y + 4 : bucket.y) + BUCKET_HEIGHT / 2}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={13}
              fontWeight={800}
              fill="#1c1208"
            >
              {label}
            </text>
          </g>
        );
      })}
      {ball && !landed ? (
        <circle
          cx={ball.x}
          cy={ball.y}
          r={BALL_RADIUS}
          fill="var(--sv-accent)"
          stroke="#fff"
          strokeWidth={2}
        />
      ) : null}
    </svg>
  );
}

/**
 * Plinko: 8–16 rows and a risk; the ball follows the outcome's path through the pegs and lands
 * in its bucket, whose multiplier the bucket row shows for every slot.
 */
export default function PlinkoBoard({ round, busy, placeBet }: BoardProps) {
  const { t } = useTranslation("house");
  const rowsId = useId();
  const [rows, setRows] = useState(() => {
    const previous = round?.type === "plinko" ? Number(round.params.rows) : NaN;
    return ROW_CHOICES.includes(previous) ? previous : 12;
  });
  const [risk, setRisk] = useState<PlinkoRisk>(() => {
    const previous = round?.type === "plinko" ? round.params.risk : null;
    return isRisk(previous) ? previous : "medium";
  });

  const settled = settledOutcome<Jsonify<PlinkoOutcome>>(round, ["plinko"], ["path", "bucket"]);
  const outcome = settled?.outcome ?? null;
  const progress = useTween(settled?.round.id ?? null, (outcome?.rows ?? rows) * PLINKO_MS_PER_ROW);
  const landed = outcome !== null && progress >= 1;
  const recent = useRecentResults(
    outcome && landed && settled
      ? {
          id: settled.round.id,
          text: `${multiplierFromBp(outcome.multiplierBp)}×`,
          win: BigInt(outcome.multiplierBp) >= 10_000n,
        }
      : null,
  );

  const bet = () => {
    if (!busy) void placeBet({ rows, risk });
  };
  const changeRows = (delta: number) =>
    setRows((value) => Math.min(MAX_ROWS, Math.max(MIN_ROWS, value + delta)));
  useHotkeys({
    Space: bet,
    Enter: bet,
    ArrowLeft: () => changeRows(-1),
    ArrowRight: () => changeRows(1),
    "1": () => setRisk("low"),
    "2": () => setRisk("medium"),
    "3": () => setRisk("high"),
  });

  const riskLabels: Record<PlinkoRisk, string> = {
    low: t("house.risk.low"),
    medium: t("house.risk.medium"),
    high: t("house.risk.high"),
  };

  return (
    <BoardPanel>
      <PlinkoDrawing rows={rows} risk={risk} outcome={outcome} progress={progress} />
      <p className="sr-only">
        {t("house.plinko.paytable", {
          list: table(rows, risk)
            .map((bp) => `${multiplierFromBp(bp)}×`)
            .join(", "),
        })}
      </p>
      <p className="min-h-5 text-center text-sm font-semibold">
        {outcome && landed
          ? t("house.plinko.landed", { multiplier: multiplierFromBp(outcome.multiplierBp) })
          : ""}
      </p>

      <div className="grid grid-cols-[6rem_1fr] gap-2 max-[359px]:grid-cols-1">
        <div className="flex flex-col gap-1">
          <label htmlFor={rowsId} className="text-xs font-semibold text-muted">
            {t("house.plinko.rows")}
          </label>
          <select
            id={rowsId}
            value={rows}
            disabled={busy}
            onChange={(event) => setRows(Number(event.target.value))}
            className="h-12 rounded-xl border border-line bg-bg px-3 font-semibold"
          >
            {ROW_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
        <Segmented
          label={t("house.risk.label")}
          value={risk}
          onChange={setRisk}
          disabled={busy}
          options={RISKS.map((value) => ({ value, label: riskLabels[value] }))}
        />
      </div>

      <PlayButton onClick={bet} disabled={busy}>
        {t("house.plinko.bet")}
      </PlayButton>
      <RecentResults label={t("house.plinko.recent")} results={recent} />
      <KeyHelp
        keys={[
          ["Space", t("house.plinko.bet")],
          ["← →", t("house.plinko.changeRows")],
          ["1 2 3", t("house.plinko.changeRisk")],
        ]}
      />
    </BoardPanel>
  );
}
