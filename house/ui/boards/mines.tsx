import { useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../app/ui/button-styles.ts";
import { BoardPanel, KeyHelp, PlayButton } from "../board-parts.tsx";
import type { BoardProps } from "../board-types.ts";
import { formatMoney, formatMultiplier, multiplierFromBp } from "../format.ts";
import { useHotkeys } from "../hotkeys.ts";
import { amountAtBp, sessionDecimals } from "./amounts.ts";
import { Figure, ResultLine, type Outcome } from "./board-readouts.tsx";
import {
  MAX_MINES,
  MINES_TILES,
  MIN_MINES,
  minesMultiplierBp,
  moveOnGrid,
  nextSafeChance,
  randomTile,
} from "./mines-maths.ts";
import { formatChance } from "./chance.ts";
import { viewOf } from "./round-views.ts";

const DEFAULT_MINES = 3;
const MINE_COUNTS = Array.from({ length: MAX_MINES - MIN_MINES + 1 }, (_, i) => i + MIN_MINES);

const GRID_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"]);

type TileState = "hidden" | "gem" | "mine" | "hit" | "missed-gem";

function GemIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3/5 drop-shadow">
      <path d="M6 3h12l4 6-10 12L2 9Z" fill="#34d399" />
      <path d="M2 9h20L12 21Z" fill="#10b981" />
      <path d="M6 3l3 6h6l3-6M9 9l3 12 3-12" fill="none" stroke="#d1fae5" strokeWidth="1" />
    </svg>
  );
}

function MineIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-3/5 drop-shadow">
      <g stroke="#f87171" strokeWidth="2" strokeLinecap="round">
        <path d="M12 2v4M12 18v4M2 12h4M18 12h4M4.9 4.9l2.8 2.8M16.3 16.3l2.8 2.8M4.9 19.1l2.8-2.8M16.3 7.7l2.8-2.8" />
      </g>
      <circle cx="12" cy="12" r="6.5" fill="#1f1a2b" stroke="#f87171" strokeWidth="1.5" />
      <circle cx="9.8" cy="9.8" r="1.6" fill="#fecaca" />
    </svg>
  );
}

export function MinesBoard({ session, amount, round, busy, placeBet, act }: BoardProps) {
  const { t } = useTranslation("house");
  const selectId = useId();
  const decimals = sessionDecimals(session);
  const view = viewOf(round, "mines");
  const isOpen = Boolean(round?.isOpen && view);
  const [chosenMines, setChosenMines] = useState(DEFAULT_MINES);
  const [focusTile, setFocusTile] = useState(0);
  const tileRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const mines = isOpen && view ? view.mines : chosenMines;
  const picks = view?.picks ?? [];
  const safeReveals = view?.safeReveals ?? 0;
  const canCashOut = isOpen && safeReveals > 0 && !busy;
  const canReveal = isOpen && !busy;

  const tileState = (tile: number): TileState => {
    if (!view) return "hidden";
    if (view.hit === tile) return "hit";
    if (picks.includes(tile)) return "gem";
    if (isOpen || !view.minePositions) return "hidden";
    return view.minePositions.includes(tile) ? "mine" : "missed-gem";
  };

  const reveal = (tile: number) => {
    if (!canReveal || tileState(tile) !== "hidden") return;
    void act({ action: "reveal", tile });
  };
  const revealRandom = () => {
    const hidden = Array.from({ length: MINES_TILES }, (_, tile) => tile).filter(
      (tile) => tileState(tile) === "hidden",
    );
    const tile = randomTile(hidden);
    if (tile !== undefined) reveal(tile);
  };
  const cashOut = () => {
    if (canCashOut) void act({ action: "cashout" });
  };
  const bet = () => {
    if (!busy && !isOpen) void placeBet({ mines: chosenMines });
  };

  useHotkeys({ c: cashOut, r: revealRandom, Space: bet, Enter: bet });

  const onTileKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!GRID_KEYS.has(event.key)) return;
    event.preventDefault();
    const next = moveOnGrid(focusTile, event.key);
    setFocusTile(next);
    tileRefs.current[next]?.focus();
  };

  const currentBp = isOpen ? minesMultiplierBp(mines, safeReveals) : 10_000n;
  const nextBp = view?.nextMultiplierBp
    ? BigInt(view.nextMultiplierBp)
    : minesMultiplierBp(mines, isOpen ? safeReveals + 1 : 1);
  const chance = nextSafeChance(mines, isOpen ? safeReveals : 0);
  const stake = isOpen && round ? round.betAmount : amount;
  const nextPayout = amountAtBp(stake, nextBp, decimals);
  const cashOutAmount = isOpen && round ? amountAtBp(round.betAmount, currentBp, decimals) : null;

  let outcome: Outcome = "neutral";
  let message = t("house.mines.idle");
  if (view && round) {
    if (isOpen) {
      message =
        safeReveals === 0
          ? t("house.mines.started")
          : t("house.mines.gem", {
              number: safeReveals,
              payout: formatMoney(cashOutAmount ?? "0", round.currency),
              multiplier: formatMultiplier(multiplierFromBp(currentBp)),
            });
    } else if (view.hit !== null) {
      outcome = "lose";
      message = t("house.mines.lost", { tile: view.hit + 1 });
    } else if (round.payout !== null) {
      outcome = "win";
      message = t("house.mines.won", {
        multiplier: formatMultiplier(multiplierFromBp(view.multiplierBp)),
        payout: formatMoney(round.payout, round.currency),
      });
    }
  }

  return (
    <BoardPanel className="@container">
      <div className="flex flex-col gap-4 @xl:flex-row-reverse @xl:items-start">
        <div className="mx-auto w-full max-w-md @xl:mx-0 @xl:flex-1">
          <div
            role="group"
            aria-label={t("house.mines.field")}
            className="grid grid-cols-5 gap-1.5 rounded-2xl bg-raised p-2 sm:gap-2 sm:p-3"
          >
            {Array.from({ length: MINES_TILES }, (_, tile) => {
              const state = tileState(tile);
              const playable = canReveal && state === "hidden";
              const number = tile + 1;
              const label =
                state === "hidden"
                  ? isOpen
                    ? t("house.mines.revealTile", { number })
                    : t("house.mines.tile", { number })
                  : state === "gem" || state === "missed-gem"
                    ? t("house.mines.tileGem", { number })
                    : state === "hit"
                      ? t("house.mines.tileHit", { number })
                      : t("house.mines.tileMine", { number });
              const look =
                state === "hidden"
                  ? playable
                    ? "bg-line hover:bg-accent/30 hover:-translate-y-0.5 cursor-pointer"
                    : "bg-line/70"
                  : state === "gem"
                    ? "bg-surface ring-2 ring-win/60 motion-safe:animate-[sv-pop-in_180ms_ease-out]"
                    : state === "hit"
                      ? "bg-danger/25 ring-2 ring-danger motion-safe:animate-[sv-pop-in_180ms_ease-out]"
                      : "bg-surface/60 opacity-60";
              return (
                <button
                  key={tile}
                  ref={(element) => {
                    tileRefs.current[tile] = element;
                  }}
                  type="button"
                  tabIndex={tile === focusTile ? 0 : -1}
                  aria-label={label}
                  aria-disabled={!playable}
                  onFocus={() => setFocusTile(tile)}
                  onKeyDown={onTileKeyDown}
                  onClick={() => reveal(tile)}
                  className={`grid aspect-square min-h-11 place-items-center rounded-xl shadow-sm transition-transform ${look}`}
                >
                  {state === "gem" || state === "missed-gem" ? <GemIcon /> : null}
                  {state === "mine" || state === "hit" ? <MineIcon /> : null}
                </button>
              );
            })}
          </div>
        </div>

        <div className="flex w-full flex-col gap-3 @xl:w-64">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={selectId} className="text-sm font-medium text-text">
              {t("house.mines.count")}
            </label>
            <select
              id={selectId}
              value={mines}
              disabled={isOpen || busy}
              onChange={(event) => setChosenMines(Number(event.target.value))}
              className="h-11 w-full rounded-xl border border-line bg-bg px-3 text-base text-text disabled:opacity-60 sm:text-sm"
            >
              {MINE_COUNTS.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>

          <dl className="grid grid-cols-2 gap-2">
            <Figure
              label={t("house.mines.current")}
              value={formatMultiplier(multiplierFromBp(currentBp))}
              tone={isOpen && safeReveals > 0 ? "win" : "default"}
            />
            <Figure
              label={t("house.mines.next")}
              value={formatMultiplier(multiplierFromBp(nextBp))}
              tone="accent"
            />
            <Figure label={t("house.mines.safeChance")} value={formatChance(chance)} />
            <Figure
              label={t("house.mines.nextPays")}
              value={nextPayout === null ? "—" : formatMoney(nextPayout, session.currency)}
            />
          </dl>

          {isOpen ? (
            <>
              <button
                type="button"
                onClick={cashOut}
                disabled={!canCashOut}
                className={buttonClass("win", "lg", "w-full")}
              >
                {t("house.mines.cashOut")}
                {cashOutAmount && safeReveals > 0 ? (
                  <span className="tabular-nums">
                    {formatMoney(cashOutAmount, session.currency)}
                  </span>
                ) : null}
              </button>
              <button
                type="button"
                onClick={revealRandom}
                disabled={!canReveal}
                className={buttonClass("secondary", "md", "w-full")}
              >
                {t("house.mines.random")}
              </button>
            </>
          ) : (
            <PlayButton onClick={bet} disabled={busy}>
              {t("house.mines.bet")}
            </PlayButton>
          )}
        </div>
      </div>

      <ResultLine outcome={outcome}>{message}</ResultLine>
      <KeyHelp
        keys={[
          ["Space", t("house.mines.bet")],
          ["← ↑ → ↓", t("house.mines.keyMove")],
          ["Enter", t("house.mines.keyReveal")],
          ["R", t("house.mines.random")],
          ["C", t("house.mines.cashOut")],
        ]}
      />
    </BoardPanel>
  );
}

export default MinesBoard;
