import { useId, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../app/ui/button-styles.ts";
import { BoardPanel, KeyHelp, PlayButton } from "../board-parts.tsx";
import type { BoardProps } from "../board-types.ts";
import { formatAmount, parseAmount } from "../amount.ts";
import { formatMoney, formatMultiplier } from "../format.ts";
import { useHotkeys } from "../hotkeys.ts";
import { sessionDecimals } from "./amounts.ts";
import { ResultLine, type Outcome } from "./board-readouts.tsx";
import {
  EVEN_MONEY,
  INSIDE_SIZES,
  columnPlacement,
  dozenPlacement,
  evenMoneyPlacement,
  insideSpot,
  numberPlacement,
  placedBets,
  pocketColour,
  spinParams,
  spotKey,
  totalMinor,
  type BetSpot,
  type Chip,
  type EvenMoneyType,
  type InsideType,
  type SpotPlacement,
} from "./roulette-bets.ts";
import { RouletteWheel } from "./roulette-wheel.tsx";
import { viewOf } from "./round-views.ts";

const INSIDE_TYPES = Object.keys(INSIDE_SIZES) as InsideType[];
const CELL_FILL = {
  green: "bg-emerald-700",
  red: "bg-red-600",
  black: "bg-stone-900",
} as const;

/** Grid position from the spot's placement: tall table in narrow frames, wide from 32rem. */
function placementStyle(placement: SpotPlacement): CSSProperties {
  return {
    "--tall-row": placement.tall.row,
    "--tall-column": placement.tall.column,
    "--wide-row": placement.wide.row,
    "--wide-column": placement.wide.column,
  } as CSSProperties;
}
/** Whether the round's bets are exactly the chips on the table (same spots, same amounts). */
function sameBets(roundBets: readonly (BetSpot & { amount: string })[], chips: readonly Chip[]) {
  const canonical = (entries: { key: string; amount: string }[]) =>
    entries
      .map((entry) => `${entry.key}=${entry.amount}`)
      .sort()
      .join("|");
  return (
    canonical(roundBets.map((bet) => ({ key: spotKey(bet), amount: bet.amount }))) ===
    canonical(placedBets(chips).map((bet) => ({ key: bet.key, amount: bet.minor.toString() })))
  );
}

const PLACED =
  "[grid-row:var(--tall-row)] [grid-column:var(--tall-column)] @lg:[grid-row:var(--wide-row)] @lg:[grid-column:var(--wide-column)]";

export function RouletteBoard({ session, amount, round, busy, placeBet }: BoardProps) {
  const { t } = useTranslation("house");
  const ids = useId();
  const decimals = sessionDecimals(session);
  const view = viewOf(round, "roulette");
  const [chips, setChips] = useState<Chip[]>([]);
  const [mode, setMode] = useState<InsideType>("straight");
  const [pending, setPending] = useState<number[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const chipMinor = parseAmount(amount, decimals);
  const chipValid = chipMinor !== null && chipMinor > 0n;
  const bets = placedBets(chips);
  const total = totalMinor(chips);
  const totalText = formatAmount(total, decimals);
  const maxBet = parseAmount(session.limits.maxBet, decimals);
  const minBet = parseAmount(session.limits.minBet, decimals);
  const overMax = maxBet !== null && total > maxBet;
  const underMin = minBet !== null && chips.length > 0 && total < minBet;
  const canSpin = !busy && chips.length > 0 && !overMax && !underMin;
  const pocket = view ? view.pocket : null;
  // The last spin's results belong to the chips on the table only while they are unchanged.
  const resultsShown = view !== null && sameBets(view.bets, chips);
  const winningKeys = new Set(
    resultsShown
      ? view.results.filter((result) => result.win).map((result) => spotKey(result))
      : [],
  );
  const chipsOn = (key: string) => bets.find((bet) => bet.key === key);

  const addChip = (spot: BetSpot) => {
    if (busy) return;
    if (!chipValid || chipMinor === null) {
      setNotice(t("house.roulette.noChip"));
      return;
    }
    setNotice(null);
    setChips((current) => [...current, { spot, minor: chipMinor }]);
  };

  const onNumber = (n: number) => {
    if (mode === "straight") {
      addChip({ type: "straight", numbers: [n] });
      return;
    }
    if (pending.includes(n)) {
      setPending(pending.filter((item) => item !== n));
      return;
    }
    const next = [...pending, n];
    if (next.length < INSIDE_SIZES[mode]) {
      setPending(next);
      return;
    }
    setPending([]);
    const spot = insideSpot(mode, next);
    if (spot) {
      addChip(spot);
    } else {
      setNotice(
        t("house.roulette.notAdjacent", {
          numbers: next.join(", "),
          bet: insideName(mode).toLowerCase(),
        }),
      );
    }
  };

  const undo = () => {
    if (busy) return;
    setPending([]);
    setChips((current) => current.slice(0, -1));
  };
  const clear = () => {
    if (busy) return;
    setPending([]);
    setChips([]);
  };
  const spin = () => {
    if (!canSpin) return;
    setNotice(null);
    // The stake is every chip on the table: the engine checks it equals the sum of the bets.
    void placeBet(spinParams(chips), { amount: totalText });
  };

  useHotkeys({ u: undo, x: clear, Space: spin, Enter: spin });

  function insideName(type: InsideType) {
    return t(`house.roulette.inside.${type}`);
  }
  const evenMoneyName = (type: EvenMoneyType) => t(`house.roulette.outside.${type}`);
  const colourName = (n: number) => t(`house.roulette.colour.${pocketColour(n)}`);

  const spotName = (spot: BetSpot): string => {
    switch (spot.type) {
      case "straight":
        return t("house.roulette.spot.straight", {
          number: spot.numbers?.[0] ?? 0,
          colour: colourName(spot.numbers?.[0] ?? 0),
        });
      case "split":
      case "street":
      case "corner":
      case "sixLine":
        return `${insideName(spot.type)} ${(spot.numbers ?? []).join("-")}`;
      case "dozen":
        return t("house.roulette.spot.dozen", {
          first: ((spot.index ?? 1) - 1) * 12 + 1,
          last: (spot.index ?? 1) * 12,
        });
      case "column":
        return t("house.roulette.spot.column", { index: spot.index ?? 1 });
      default:
        return evenMoneyName(spot.type);
    }
  };

  const chipsLabel = (key: string) => {
    const bet = chipsOn(key);
    if (!bet) return "";
    return t("house.roulette.chipsOn", {
      count: bet.chips,
      amount: formatMoney(formatAmount(bet.minor, decimals), session.currency),
    });
  };

  const cellClass = (key: string, fill: string, extra = "") => {
    const won = winningKeys.has(key);
    return `${PLACED} relative flex min-h-11 items-center justify-center rounded-md px-1 text-sm font-semibold text-white transition-colors hover:brightness-125 disabled:cursor-not-allowed disabled:opacity-70 ${fill} ${
      won ? "ring-2 ring-win ring-offset-1 ring-offset-emerald-900" : ""
    } ${extra}`;
  };

  const chipBadge = (key: string) => {
    const bet = chipsOn(key);
    if (!bet) return null;
    return (
      <span
        aria-hidden="true"
        className="absolute -top-1.5 -end-1.5 z-10 grid min-w-5 place-items-center rounded-full border-2 border-dashed border-white bg-amber-400 px-1 text-[10px] leading-4 font-bold text-stone-900 shadow"
      >
        {bet.chips}
      </span>
    );
  };

  let outcome: Outcome = "neutral";
  let message = notice ?? t("house.roulette.idle");
  if (!notice && view && round && pocket !== null) {
    const won = view.results.filter((result) => result.win);
    const paid = round.payout ?? "0";
    outcome = won.length > 0 ? "win" : "lose";
    message =
      won.length > 0
        ? t("house.roulette.won", {
            number: pocket,
            colour: colourName(pocket),
            bets: won.map((result) => spotName(result)).join(", "),
            payout: formatMoney(paid, round.currency),
            multiplier: formatMultiplier(round.multiplier ?? "0"),
          })
        : t("house.roulette.lost", { number: pocket, colour: colourName(pocket) });
  }

  const numberCell = (n: number) => {
    const key = spotKey({ type: "straight", numbers: [n] });
    const selected = pending.includes(n);
    const isPocket = pocket === n;
    const label =
      mode === "straight"
        ? t("house.roulette.betOn", { spot: spotName({ type: "straight", numbers: [n] }) })
        : t("house.roulette.pick", { number: n, bet: insideName(mode).toLowerCase() });
    return (
      <button
        key={n}
        type="button"
        style={placementStyle(numberPlacement(n))}
        aria-label={`${label}${chipsLabel(key)}`}
        aria-pressed={mode === "straight" ? undefined : selected}
        disabled={busy}
        onClick={() => onNumber(n)}
        className={cellClass(
          key,
          CELL_FILL[pocketColour(n)],
          `${selected ? "outline-2 outline-offset-1 outline-amber-300" : ""} ${
            isPocket ? "ring-4 ring-amber-300 ring-offset-0" : ""
          }`,
        )}
      >
        {n}
        {chipBadge(key)}
      </button>
    );
  };

  const outsideCell = (
    spot: BetSpot,
    placement: SpotPlacement,
    text: string,
    fill = "bg-emerald-800",
  ) => {
    const key = spotKey(spot);
    return (
      <button
        key={key}
        type="button"
        style={placementStyle(placement)}
        aria-label={`${t("house.roulette.betOn", { spot: spotName(spot) })}${chipsLabel(key)}`}
        disabled={busy}
        onClick={() => addChip(spot)}
        className={cellClass(key, `${fill} border border-white/25`, "text-xs")}
      >
        <span className="text-center leading-tight">{text}</span>
        {chipBadge(key)}
      </button>
    );
  };

  return (
    <BoardPanel className="@container">
      <div className="flex flex-col items-center gap-3 @lg:flex-row @lg:items-start @lg:justify-between">
        <RouletteWheel pocket={pocket} spinId={round && view ? round.id : null} />
        <div className="flex w-full flex-col gap-3 @lg:max-w-72">
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-medium text-text">
              {t("house.roulette.numberBets")}
            </legend>
            <div className="flex flex-wrap gap-1.5">
              {INSIDE_TYPES.map((type) => (
                <label
                  key={type}
                  className="cursor-pointer rounded-lg border border-line bg-bg px-2.5 py-2 text-sm text-text has-checked:border-accent has-checked:bg-accent/15 has-focus-visible:outline-2 has-focus-visible:outline-focus"
                >
                  <input
                    type="radio"
                    name={`${ids}-mode`}
                    value={type}
                    checked={mode === type}
                    onChange={() => {
                      setMode(type);
                      setPending([]);
                    }}
                    className="sr-only"
                  />
                  {insideName(type)}
                </label>
              ))}
            </div>
            {mode !== "straight" ? (
              <p className="text-xs text-muted">
                {t("house.roulette.modeHint", {
                  count: INSIDE_SIZES[mode],
                  bet: insideName(mode).toLowerCase(),
                  pays: `${36 / INSIDE_SIZES[mode] - 1}:1`,
                })}
                {pending.length > 0 ? ` ${pending.join(", ")}…` : ""}
              </p>
            ) : null}
          </fieldset>
          <p className="text-sm text-muted tabular-nums">
            {t("house.roulette.chipValue", {
              amount: chipValid ? formatMoney(amount, session.currency) : "—",
            })}
            {" · "}
            <span className="font-semibold text-text">
              {t("house.roulette.total", { amount: formatMoney(totalText, session.currency) })}
            </span>
          </p>
        </div>
      </div>

      <div
        role="group"
        aria-label={t("house.roulette.table")}
        className="grid grid-cols-[repeat(2,minmax(0,0.8fr))_repeat(3,minmax(0,1fr))] gap-1 rounded-2xl bg-emerald-900 p-2 @lg:grid-cols-[repeat(14,minmax(0,1fr))]"
      >
        {Array.from({ length: 37 }, (_, n) => numberCell(n))}
        {[1, 2, 3].map((index) =>
          outsideCell({ type: "column", index }, columnPlacement(index), "2:1"),
        )}
        {[1, 2, 3].map((index) =>
          outsideCell(
            { type: "dozen", index },
            dozenPlacement(index),
            t("house.roulette.dozenShort", { first: (index - 1) * 12 + 1, last: index * 12 }),
          ),
        )}
        {EVEN_MONEY.map((type) =>
          outsideCell(
            { type },
            evenMoneyPlacement(type),
            evenMoneyName(type),
            type === "red" ? "bg-red-600" : type === "black" ? "bg-stone-900" : "bg-emerald-800",
          ),
        )}
      </div>

      <div className="grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={undo}
          disabled={busy || chips.length === 0}
          aria-keyshortcuts="U"
          className={buttonClass("secondary", "md")}
        >
          {t("house.roulette.undo")}
        </button>
        <button
          type="button"
          onClick={clear}
          disabled={busy || chips.length === 0}
          aria-keyshortcuts="X"
          className={buttonClass("secondary", "md")}
        >
          {t("house.roulette.clear")}
        </button>
      </div>
      <PlayButton onClick={spin} disabled={!canSpin} aria-keyshortcuts="Space">
        {t("house.roulette.spin")}
        {chips.length > 0 ? (
          <span className="font-semibold tabular-nums opacity-90">
            {formatMoney(totalText, session.currency)}
          </span>
        ) : null}
      </PlayButton>
      {overMax || underMin ? (
        <p className="text-sm font-medium text-danger">
          {overMax
            ? t("house.roulette.overMax", {
                max: formatMoney(session.limits.maxBet, session.currency),
              })
            : t("house.roulette.underMin", {
                min: formatMoney(session.limits.minBet, session.currency),
              })}
        </p>
      ) : null}

      <ResultLine outcome={outcome}>{message}</ResultLine>

      {bets.length > 0 ? (
        <section aria-labelledby={`${ids}-bets`}>
          <h2 id={`${ids}-bets`} className="mb-2 text-sm font-semibold text-text">
            {t("house.roulette.yourBets")}
          </h2>
          <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface text-sm">
            {bets.map((bet) => {
              const result = resultsShown
                ? view.results.find((item) => spotKey(item) === bet.key)
                : undefined;
              return (
                <li key={bet.key} className="flex items-center justify-between gap-3 px-3 py-2">
                  <span className="min-w-0 truncate text-text">{spotName(bet.spot)}</span>
                  <span className="flex shrink-0 items-center gap-2 tabular-nums">
                    <span className="text-muted">
                      {formatMoney(formatAmount(bet.minor, decimals), session.currency)}
                    </span>
                    {result ? (
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                          result.win ? "bg-win text-on-win" : "bg-raised text-muted"
                        }`}
                      >
                        {result.win
                          ? t("house.roulette.betWon", {
                              amount: formatAmount(BigInt(result.payout), decimals),
                            })
                          : t("house.roulette.betLost")}
                      </span>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <KeyHelp
        keys={[
          ["Space", t("house.roulette.spin")],
          ["U", t("house.roulette.undo")],
          ["X", t("house.roulette.clear")],
        ]}
      />
    </BoardPanel>
  );
}

export default RouletteBoard;
