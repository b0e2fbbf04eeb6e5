import { BookOpen, FastForward } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LineWin, SlotOutcome, SpinResult } from "../../games/slots/engine.ts";
import { SLOT_TITLES_BY_ID } from "../../games/slots/titles.ts";
import type { SlotSymbol, SlotTitle } from "../../games/slots/types.ts";
import type { Jsonify } from "../../server/protocol.ts";
import { currencyDecimals, formatAmount, parseAmount } from "../amount.ts";
import { BoardPanel, KeyHelp, PlayButton } from "../board-parts.tsx";
import type { BoardProps } from "../board-types.ts";
import { formatAmountOnly, formatMoney } from "../format.ts";
import { formatChance } from "./chance.ts";
import { FrameDialog } from "../frame-dialog.tsx";
import { useHotkeys } from "../hotkeys.ts";
import { SLOT_SPIN_MS } from "../reveal-timing.ts";
import { settledOutcome } from "../settled-outcome.ts";
import { SlotSymbolArt } from "../slot-symbol.tsx";
import { studioLook } from "../studio-look.ts";
import {
  REELS,
  ROWS,
  cellKey,
  paylineRows,
  scatterCodeOf,
  spinStrip,
  winningCells,
} from "../slot-wins.ts";
import { easeOutCubic, useTween } from "../use-tween.ts";
import { useReducedMotion } from "../use-reduced-motion.ts";

type Spin = Jsonify<SpinResult>;
type Outcome = Jsonify<SlotOutcome>;

const FREE_SPIN_MS = 750;
/** How long a landed free spin stays on screen before the next one starts. */
const FREE_SPIN_PAUSE_MS = 900;
const FILLER_SYMBOLS = 14;
const LINE_COLOURS = ["#facc15", "#22d3ee", "#f472b6", "#a3e635", "#fb923c", "#c084fc"];

/** When reel `reel` stops, as a share of the spin (reels stop left to right). */
function reelStopsAt(reel: number): number {
  return 0.5 + (0.5 * reel) / (REELS - 1);
}

function symbolMap(title: SlotTitle): Map<string, SlotSymbol> {
  return new Map(title.symbols.map((symbol) => [symbol.code, symbol]));
}

/** A resting window before the first spin: each reel's first three symbols. */
function restingWindow(title: SlotTitle): string[][] {
  return Array.from({ length: ROWS }, (_, row) =>
    title.reels.map((strip) => strip[row % strip.length] ?? ""),
  );
}

function Reels({
  title,
  spin,
  progress,
  highlight,
}: {
  title: SlotTitle;
  spin: Spin | null;
  progress: number;
  highlight: Set<string>;
}) {
  const symbols = symbolMap(title);
  const window = spin?.window ?? restingWindow(title);
  const landed = progress >= 1;
  const look = studioLook(title.brand);
  return (
    <div className="relative mx-auto w-full max-w-xl" data-studio={title.brand}>
      <div className={`grid grid-cols-5 gap-1 rounded-xl sm:gap-1.5 ${look.frame}`}>
        {Array.from({ length: REELS }, (_, reel) => {
          const reelProgress = Math.min(1, progress / reelStopsAt(reel));
          const spinning = spin !== null && reelProgress < 1;
          const strip = spin
            ? spinStrip(title.reels[reel] ?? "", spin.stops[reel] ?? 0, FILLER_SYMBOLS)
            : [];
          const column = spinning
            ? [...window.map((row) => row[reel] ?? ""), ...strip]
            : window.map((row) => row[reel] ?? "");
          const offset = spinning
            ? -((1 - easeOutCubic(reelProgress)) * FILLER_SYMBOLS * 100) / column.length
            : 0;
          return (
            <div
              key={reel}
              className={`relative aspect-[1/3] overflow-hidden rounded-lg ${look.reel}`}
            >
              <div
                className="absolute inset-x-0 top-0 flex flex-col"
                style={{
                  height: `${(column.length / ROWS) * 100}%`,
                  transform: `translateY(${offset}%)`,
                  filter: spinning && reelProgress < 0.8 ? "blur(1.5px)" : undefined,
                }}
              >
                {column.map((code, index) => {
                  const symbol = symbols.get(code);
                  const win = landed && index < ROWS && highlight.has(cellKey(index, reel));
                  return (
                    <div
                      key={index}
                      className={`flex flex-1 items-center justify-center p-[8%] ${
                        win ? "rounded-md bg-win/25 ring-2 ring-win ring-inset" : ""
                      } ${landed && highlight.size > 0 && !win ? "opacity-45" : ""}`}
                    >
                      {symbol ? (
                        <SlotSymbolArt
                          symbol={symbol}
                          brand={title.brand}
                          className="size-full"
                          highlighted={win}
                        />
                      ) : null}
                    </div>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      {landed && spin && spin.lineWins.length > 0 ? (
        <svg
          viewBox={`0 0 ${REELS * 100} ${ROWS * 100}`}
          preserveAspectRatio="none"
          className="pointer-events-none absolute inset-1.5 h-[calc(100%-0.75rem)] w-[calc(100%-0.75rem)]"
          aria-hidden="true"
        >
          {spin.lineWins.map((win, index) => (
            <polyline
              key={win.line}
              points={paylineRows(win.line)
                .map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`)
                .join(" ")}
              fill="none"
              stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
              strokeWidth={6}
              strokeLinecap="round"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
              opacity={0.85}
            />
          ))}
        </svg>
      ) : null}
    </div>
  );
}

/** Line and scatter wins of one landed spin, in money at the round's bet. */
function SpinWins({
  title,
  spin,
  betMinor,
  decimals,
  currency,
  multiplier,
}: {
  title: SlotTitle;
  spin: Spin;
  betMinor: bigint;
  decimals: number;
  currency: string;
  multiplier: number;
}) {
  const { t } = useTranslation("house");
  const symbols = symbolMap(title);
  const scatter = title.symbols.find((symbol) => symbol.kind === "scatter");
  const money = (units: number) =>
    formatMoney(
      formatAmount((betMinor * BigInt(units)) / BigInt(title.paylines), decimals),
      currency,
    );
  const lineText = (win: LineWin) =>
    t("house.slots.lineWin", {
      line: win.line,
      count: win.count,
      symbol: symbols.get(win.symbol)?.name ?? win.symbol,
      amount: money(win.pay * multiplier),
    });
  if (spin.lineWins.length === 0 && spin.scatterPay === 0 && spin.freeSpinsAwarded === 0) {
    return null;
  }
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {spin.lineWins.map((win, index) => (
        <li key={win.line} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-1 w-4 rounded"
            style={{ backgroundColor: LINE_COLOURS[index % LINE_COLOURS.length] }}
          />
          {lineText(win)}
        </li>
      ))}
      {spin.scatters >= 3 && scatter ? (
        <li className="font-semibold">
          {spin.scatterPay > 0
            ? t("house.slots.scatterWin", {
                count: spin.scatters,
                symbol: scatter.name,
                amount: money(spin.scatterPay * title.paylines * multiplier),
              })
            : t("house.slots.scatters", { count: spin.scatters, symbol: scatter.name })}
          {spin.freeSpinsAwarded > 0
            ? ` · ${t("house.slots.freeSpinsAwarded", { count: spin.freeSpinsAwarded })}`
            : ""}
        </li>
      ) : null}
    </ul>
  );
}

function PaylineDiagram({ line }: { line: number }) {
  const rows = paylineRows(line);
  return (
    <svg viewBox="0 0 50 30" className="h-7 w-12" aria-hidden="true">
      {Array.from({ length: ROWS * REELS }, (_, i) => (
        <rect
          key={i}
          x={(i % REELS) * 10 + 1}
          y={Math.floor(i / REELS) * 10 + 1}
          width={8}
          height={8}
          rx={1.5}
          className={rows[i % REELS] === Math.floor(i / REELS) ? "fill-accent" : "fill-raised"}
        />
      ))}
    </svg>
  );
}

function Paytable({
  title,
  amount,
  currency,
  decimals,
}: {
  title: SlotTitle;
  amount: string;
  currency: string;
  decimals: number;
}) {
  const { t } = useTranslation("house");
  const betMinor = parseAmount(amount, decimals) ?? 0n;
  const money = (units: number, perTotalBet: boolean) =>
    formatAmountOnly(
      formatAmount(
        perTotalBet
          ? betMinor * BigInt(units)
          : (betMinor * BigInt(units)) / BigInt(title.paylines),
        decimals,
      ),
      currency,
    );
  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="text-muted">
        {t("house.slots.rules", {
          paylines: title.paylines,
          currency,
          rtp: formatChance(title.rtp),
          volatility: title.volatility,
        })}
      </p>
      <table className="w-full text-start tabular-nums">
        <caption className="sr-only">{t("house.slots.paytable")}</caption>
        <thead>
          <tr className="text-xs text-muted">
            <th scope="col" className="text-start font-semibold">
              {t("house.slots.symbol")}
            </th>
            <th scope="col" className="font-semibold">
              ×3
            </th>
            <th scope="col" className="font-semibold">
              ×4
            </th>
            <th scope="col" className="font-semibold">
              ×5
            </th>
          </tr>
        </thead>
        <tbody>
          {title.symbols.map((symbol) => {
            const totalBet = symbol.kind === "scatter";
            return (
              <tr key={symbol.code} className="border-t border-line">
                <th scope="row" className="py-1.5 text-start font-normal">
                  <span className="flex items-center gap-2">
                    <SlotSymbolArt
                      symbol={symbol}
                      brand={title.brand}
                      className="size-9 shrink-0"
                    />
                    <span>
                      <span className="block font-semibold">{symbol.name}</span>
                      <span className="block text-xs text-muted">
                        {symbol.kind === "wild"
                          ? t("house.slots.wildRule")
                          : symbol.kind === "scatter"
                            ? t("house.slots.scatterRule", {
                                award: title.freeSpins.award,
                                multiplier: title.freeSpins.multiplier,
                                cap: title.freeSpins.cap,
                              })
                            : null}
                      </span>
                    </span>
                  </span>
                </th>
                {symbol.pays.map((pay, index) => (
                  <td key={index} className="px-1.5 py-1.5 text-center text-xs whitespace-nowrap">
                    <span className="block font-bold">{`${pay}×`}</span>
                    <span className="block text-muted">{money(pay, totalBet)}</span>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <div>
        <h3 className="mb-2 font-bold">{t("house.slots.paylines")}</h3>
        <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5">
          {Array.from({ length: title.paylines }, (_, i) => (
            <li key={i} className="flex items-center gap-1 text-xs">
              <span className="w-5 text-end font-mono text-muted">{i + 1}</span>
              <PaylineDiagram line={i + 1} />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/**
 * A 5×3 video slot: the reels spin and land on the outcome's window left to right, winning
 * lines are drawn and their cells lit, and a free-spins feature plays its spins one after
 * another with their count and running total (Space skips to the end).
 */
export default function SlotsBoard({
  session,
  amount,
  round,
  busy,
  placeBet,
  freeRounds,
  placeFreeRound,
}: BoardProps) {
  const { t } = useTranslation("house");
  const reduced = useReducedMotion();
  const title = SLOT_TITLES_BY_ID.get(session.game.slotTitle ?? "") ?? null;
  const [paytableOpen, setPaytableOpen] = useState(false);
  const settled = settledOutcome<Outcome>(round, ["slots", "slot"], ["base", "freeSpins"]);
  const outcome = settled?.outcome ?? null;
  const roundId = settled?.round.id ?? null;
  /** Which spin of the round is on screen: 0 the base spin, 1… the free spins. */
  const [step, setStep] = useState<{ roundId: string | null; index: number; skipped: boolean }>({
    roundId: null,
    index: 0,
    skipped: false,
  });
  const current = step.roundId === roundId;
  const index = current ? step.index : 0;
  const spins: Spin[] = outcome ? [outcome.base, ...outcome.freeSpins] : [];
  const spin = spins[index] ?? null;
  const tween = useTween(
    roundId === null ? null : `${roundId}:${index}`,
    index === 0 ? SLOT_SPIN_MS : FREE_SPIN_MS,
  );
  // Skipping lands everything at once on the round's last spin.
  const progress = current && step.skipped ? 1 : tween;
  const landed = progress >= 1;
  const lastIndex = Math.max(0, spins.length - 1);
  const playing = outcome !== null && (index < lastIndex || !landed);

  // After a landed spin with more free spins to come, the next one starts by itself.
  useEffect(() => {
    if (!roundId || !landed || index >= lastIndex) return;
    const timer = window.setTimeout(
      () => setStep({ roundId, index: index + 1, skipped: false }),
      reduced ? 0 : FREE_SPIN_PAUSE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [roundId, landed, index, lastIndex, reduced]);

  const skip = () => {
    if (roundId) setStep({ roundId, index: lastIndex, skipped: true });
  };
  const free = freeRounds !== null && freeRounds.remaining > 0 ? freeRounds : null;
  const spinNow = () => {
    if (playing) {
      skip();
      return;
    }
    if (busy || !title) return;
    // Granted free spins are played first: the operator pays their stake, not the balance.
    void (free ? placeFreeRound({}) : placeBet({}));
  };
  useHotkeys({ Space: spinNow, Enter: spinNow, p: () => setPaytableOpen(true) });

  if (!title) {
    return (
      <BoardPanel>
        <p role="alert">{t("house.slots.unknownTitle")}</p>
      </BoardPanel>
    );
  }

  const scatterCode = scatterCodeOf(title);
  const highlight = spin && landed ? winningCells(spin, scatterCode) : new Set<string>();
  const decimals = settled ? currencyDecimals([settled.round.betAmount]) : 2;
  const betMinor = settled ? (parseAmount(settled.round.betAmount, decimals) ?? 0n) : 0n;
  // Free spins landed so far: spin i of the feature is spins[i], i.e. freeSpins[i − 1].
  const freeTotal = outcome
    ? outcome.freeSpins
        .slice(0, landed ? index : Math.max(0, index - 1))
        .reduce((sum, s) => sum + s.units, 0)
    : 0;
  const unitsMoney = (units: number) =>
    formatMoney(
      formatAmount((betMinor * BigInt(units)) / BigInt(title.paylines), decimals),
      session.currency,
    );
  const inFeature = outcome !== null && outcome.freeSpins.length > 0 && index > 0;
  const finished = outcome !== null && index === lastIndex && landed;

  return (
    <BoardPanel>
      {inFeature ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-accent/15 px-3 py-2 text-sm font-bold text-accent-text">
          <span>
            {t("house.slots.freeSpinOf", { current: index, total: outcome.freeSpins.length })}
            {title.freeSpins.multiplier > 1 ? ` · ×${title.freeSpins.multiplier}` : ""}
          </span>
          <span>{t("house.slots.freeSpinsTotal", { amount: unitsMoney(freeTotal) })}</span>
        </div>
      ) : null}
      {free ? (
        <p
          className="flex flex-wrap items-center gap-x-2 rounded-xl bg-win/15 px-3 py-2 text-sm font-bold text-win-text"
          data-testid="free-rounds"
        >
          {t("house.slots.freeRoundsLeft", {
            count: free.remaining,
            amount: formatMoney(free.betAmount, session.currency),
          })}
        </p>
      ) : null}
      <Reels title={title} spin={spin} progress={spin ? progress : 1} highlight={highlight} />

      <div className="min-h-10" aria-live="polite">
        {spin && landed ? (
          <SpinWins
            title={title}
            spin={spin}
            betMinor={betMinor}
            decimals={decimals}
            currency={session.currency}
            multiplier={index > 0 ? title.freeSpins.multiplier : 1}
          />
        ) : null}
        {finished && outcome && outcome.freeSpins.length > 0 ? (
          <p className="mt-1 text-sm font-bold text-win">
            {t("house.slots.featureDone", {
              count: outcome.freeSpins.length,
              amount: unitsMoney(outcome.freeSpins.reduce((sum, s) => sum + s.units, 0)),
            })}
          </p>
        ) : null}
        {finished && outcome ? (
          <p className="mt-1 text-sm font-semibold">
            {outcome.totalUnits > 0
              ? t("house.slots.totalWin", {
                  amount: formatMoney(settled?.round.payout ?? "0", session.currency),
                })
              : t("house.slots.noWin")}
          </p>
        ) : null}
      </div>

      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => setPaytableOpen(true)}
          className="inline-flex h-12 shrink-0 items-center gap-2 rounded-xl bg-raised px-4 font-semibold hover:bg-line"
        >
          <BookOpen aria-hidden="true" className="size-4" />
          {t("house.slots.paytable")}
        </button>
        {playing ? (
          <PlayButton onClick={skip} className="flex-1">
            <FastForward aria-hidden="true" className="size-5" />
            {t("house.slots.skip")}
          </PlayButton>
        ) : (
          <PlayButton onClick={spinNow} disabled={busy} className="flex-1">
            {free ? t("house.slots.freeSpin") : t("house.slots.spin")}
          </PlayButton>
        )}
      </div>
      <KeyHelp
        keys={[
          ["Space", t("house.slots.spinOrSkip")],
          ["P", t("house.slots.paytable")],
        ]}
      />
      <FrameDialog
        open={paytableOpen}
        onOpenChange={setPaytableOpen}
        title={t("house.slots.paytableOf", { name: title.name })}
      >
        <Paytable
          title={title}
          amount={amount}
          currency={session.currency}
          decimals={currencyDecimals([
            session.balance,
            session.limits.minBet,
            session.limits.maxBet,
          ])}
        />
      </FrameDialog>
    </BoardPanel>
  );
}
