import { useTranslation } from "react-i18next";
import type { DiceOutcome } from "../../games/dice.ts";
import type { KenoOutcome } from "../../games/keno.ts";
import type { LimboOutcome } from "../../games/limbo.ts";
import type { MinesOutcome } from "../../games/mines.ts";
import type { PlinkoOutcome } from "../../games/plinko.ts";
import type { Jsonify } from "../../server/protocol.ts";
import { fromHundredths } from "../format.ts";
import { BALL_RADIUS, PEG_RADIUS, ballPoints, plinkoLayout } from "../plinko-layout.ts";

/**
 * The recomputed outcome of the one-shot originals and mines, drawn readably: the roll, the
 * limbo result, the mines field, the plinko path and the keno draw.
 */

function Verdict({ win }: { win: boolean }) {
  const { t } = useTranslation("house");
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${
        win ? "bg-win text-on-win" : "bg-raised text-muted"
      }`}
    >
      {win ? t("house.verify.win") : t("house.verify.noWin")}
    </span>
  );
}

export function DiceOutcomeView({ outcome }: { outcome: Jsonify<DiceOutcome> }) {
  const { t } = useTranslation("house");
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="font-mono text-4xl font-black tabular-nums">
        {fromHundredths(outcome.roll)}
      </span>
      <span className="text-sm text-muted">
        {outcome.direction === "under"
          ? t("house.verify.diceUnder", { target: fromHundredths(outcome.target) })
          : t("house.verify.diceOver", { target: fromHundredths(outcome.target) })}
      </span>
      <Verdict win={outcome.win} />
    </div>
  );
}

export function LimboOutcomeView({ outcome }: { outcome: Jsonify<LimboOutcome> }) {
  const { t } = useTranslation("house");
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="font-mono text-4xl font-black tabular-nums">
        {fromHundredths(outcome.result)}×
      </span>
      <span className="text-sm text-muted">
        {t("house.verify.limboTarget", { target: fromHundredths(outcome.target) })}
      </span>
      <Verdict win={outcome.win} />
    </div>
  );
}

export function MinesOutcomeView({ outcome }: { outcome: Jsonify<MinesOutcome> }) {
  const { t } = useTranslation("house");
  const mines = new Set(outcome.minePositions);
  const list = (tiles: readonly number[]) => tiles.map((tile) => tile + 1).join(", ") || "—";
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <ol
        aria-label={t("house.verify.minesField")}
        className="grid w-full max-w-64 shrink-0 grid-cols-5 gap-1"
      >
        {Array.from({ length: 25 }, (_, tile) => {
          const mine = mines.has(tile);
          const order = outcome.picks.indexOf(tile);
          const hit = outcome.hit === tile;
          const text = hit
            ? t("house.verify.tileHit")
            : mine
              ? t("house.verify.tileMine")
              : order >= 0
                ? t("house.verify.tileRevealed", { n: order + 1 })
                : t("house.verify.tileSafe");
          return (
            <li
              key={tile}
              className={`relative grid aspect-square place-items-center rounded-md text-xs font-bold ${
                hit
                  ? "bg-danger text-white"
                  : mine
                    ? "bg-danger/25 text-danger"
                    : order >= 0
                      ? "bg-win text-on-win"
                      : "bg-raised text-muted"
              }`}
            >
              <span aria-hidden="true" className="relative">
                {mine ? "✸" : tile + 1}
                {order >= 0 ? (
                  <sup className="absolute -top-2 -end-3 text-[0.6rem] font-bold">#{order + 1}</sup>
                ) : null}
              </span>
              <span className="sr-only">{t("house.verify.tile", { number: tile + 1, text })}</span>
            </li>
          );
        })}
      </ol>
      <dl className="grid gap-1 text-sm">
        <dt className="font-semibold">{t("house.verify.minePositions", { count: mines.size })}</dt>
        <dd className="font-mono text-muted">{list(outcome.minePositions)}</dd>
        <dt className="font-semibold">{t("house.verify.picks")}</dt>
        <dd className="font-mono text-muted">{list(outcome.picks)}</dd>
        <dd className="text-xs text-muted">{t("house.verify.tileNumbers")}</dd>
      </dl>
    </div>
  );
}

export function PlinkoOutcomeView({ outcome }: { outcome: Jsonify<PlinkoOutcome> }) {
  const { t } = useTranslation("house");
  const layout = plinkoLayout(outcome.rows);
  const points = ballPoints(outcome.rows, outcome.path);
  const end = points.at(-1);
  return (
    <div className="flex flex-col gap-3">
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        className="w-full max-w-md"
        aria-hidden="true"
      >
        {layout.pegs.map((peg, index) => (
          <circle key={index} cx={peg.x} cy={peg.y} r={PEG_RADIUS} className="fill-muted" />
        ))}
        {layout.buckets.map((bucket, index) => (
          <rect
            key={index}
            x={bucket.x - 17}
            y={bucket.y}
            width={34}
            height={24}
            rx={5}
            className={index === outcome.bucket ? "fill-win" : "fill-raised"}
          />
        ))}
        <polyline
          points={points.map((point) => `${point.x},${point.y}`).join(" ")}
          fill="none"
          strokeWidth={3}
          strokeLinejoin="round"
          className="stroke-accent"
        />
        {end ? <circle cx={end.x} cy={end.y} r={BALL_RADIUS} className="fill-accent" /> : null}
      </svg>
      <p className="text-sm">
        {t("house.verify.plinko", {
          rows: outcome.rows,
          risk: t(`house.risk.${outcome.risk}`),
          slot: outcome.bucket + 1,
          slots: outcome.rows + 1,
        })}
      </p>
      <p className="font-mono text-xs break-words text-muted">
        {t("house.verify.plinkoPath")}{" "}
        {outcome.path
          .map((step) => (step === 1 ? t("house.verify.right") : t("house.verify.left")))
          .join(" · ")}
      </p>
    </div>
  );
}

export function KenoOutcomeView({ outcome }: { outcome: Jsonify<KenoOutcome> }) {
  const { t } = useTranslation("house");
  const drawn = new Set(outcome.drawn);
  const picks = new Set(outcome.picks);
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label={t("house.verify.kenoBoard")} className="grid max-w-md grid-cols-8 gap-1">
        {Array.from({ length: 40 }, (_, i) => {
          const n = i + 1;
          const hit = drawn.has(n) && picks.has(n);
          const state = hit
            ? t("house.verify.kenoHit")
            : drawn.has(n)
              ? t("house.verify.kenoDrawn")
              : picks.has(n)
                ? t("house.verify.kenoPicked")
                : "";
          return (
            <li
              key={n}
              className={`grid aspect-square place-items-center rounded-md border text-xs font-bold tabular-nums ${
                hit
                  ? "border-win bg-win text-on-win"
                  : drawn.has(n)
                    ? "border-danger/60 bg-raised text-text"
                    : picks.has(n)
                      ? "border-accent bg-accent/20 text-text"
                      : "border-line text-muted"
              }`}
            >
              {n}
              {state ? <span className="sr-only">: {state}</span> : null}
            </li>
          );
        })}
      </ol>
      <dl className="grid gap-1 text-sm">
        <dt className="font-semibold">{t("house.verify.kenoDrawOrder")}</dt>
        <dd className="font-mono text-muted">{outcome.drawn.join(", ")}</dd>
        <dt className="font-semibold">
          {t("house.verify.kenoHits", { hits: outcome.hits.length, picks: outcome.picks.length })}
        </dt>
        <dd className="font-mono text-muted">{outcome.hits.join(", ") || "—"}</dd>
      </dl>
    </div>
  );
}
