import { useTranslation } from "react-i18next";
import type { SlotOutcome, SpinResult } from "../../games/slots/engine.ts";
import { SLOT_TITLES_BY_ID } from "../../games/slots/titles.ts";
import type { SlotTitle } from "../../games/slots/types.ts";
import type { Jsonify } from "../../server/protocol.ts";
import { SlotSymbolArt } from "../slot-symbol.tsx";
import { cellKey, scatterCodeOf, winningCells } from "../slot-wins.ts";

/**
 * A recomputed slot round: the window of the base spin and of every free spin, with the line
 * wins and scatters in words. Loaded on its own (the titles' data is large) when a slot round is
 * verified.
 */
function SpinView({
  spin,
  title,
  heading,
}: {
  spin: Jsonify<SpinResult>;
  title: SlotTitle;
  heading: string;
}) {
  const { t } = useTranslation("house");
  const symbols = new Map(title.symbols.map((symbol) => [symbol.code, symbol]));
  const winning = winningCells(spin, scatterCodeOf(title));
  const nameOf = (code: string) => symbols.get(code)?.name ?? code;
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{heading}</h3>
      <table className="w-full max-w-sm table-fixed border-separate border-spacing-1">
        <caption className="sr-only">
          {t("house.verify.slotWindow", { stops: spin.stops.join(", ") })}
        </caption>
        <tbody>
          {spin.window.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((code, reel) => {
                const symbol = symbols.get(code);
                const highlighted = winning.has(cellKey(rowIndex, reel));
                return (
                  <td
                    key={reel}
                    className={`rounded-lg p-0.5 ${highlighted ? "bg-win/30 ring-2 ring-win" : "bg-raised"}`}
                  >
                    {symbol ? (
                      <SlotSymbolArt
                        symbol={symbol}
                        brand={title.brand}
                        highlighted={highlighted}
                        className="w-full"
                      />
                    ) : null}
                    <span className="sr-only">{nameOf(code)}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="text-sm text-muted">
        {spin.lineWins.map((win) => (
          <li key={win.line}>
            {t("house.verify.lineWin", {
              line: win.line,
              count: win.count,
              symbol: nameOf(win.symbol),
              pay: win.pay,
            })}
          </li>
        ))}
        {spin.scatterPay > 0 ? (
          <li>{t("house.verify.scatterWin", { count: spin.scatters, pay: spin.scatterPay })}</li>
        ) : null}
        {spin.freeSpinsAwarded > 0 ? (
          <li>{t("house.verify.freeSpinsAwarded", { count: spin.freeSpinsAwarded })}</li>
        ) : null}
        {spin.lineWins.length === 0 && spin.scatterPay === 0 ? (
          <li>{t("house.verify.noLineWins")}</li>
        ) : null}
      </ul>
    </section>
  );
}

export default function SlotOutcomeView({ outcome }: { outcome: Jsonify<SlotOutcome> }) {
  const { t } = useTranslation("house");
  const title = SLOT_TITLES_BY_ID.get(outcome.title);
  if (!title) {
    return (
      <p className="text-sm text-danger">
        {t("house.verify.unknownTitle", { title: outcome.title })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {t("house.verify.slotSummary", {
          title: title.name,
          paylines: outcome.paylines,
          units: outcome.totalUnits,
        })}
      </p>
      <SpinView spin={outcome.base} title={title} heading={t("house.verify.baseSpin")} />
      {outcome.freeSpins.length > 0 ? (
        <details className="rounded-xl border border-line p-3">
          <summary className="cursor-pointer text-sm font-semibold">
            {t("house.verify.freeSpins", {
              count: outcome.freeSpins.length,
              multiplier: title.freeSpins.multiplier,
            })}
          </summary>
          <div className="mt-3 flex flex-col gap-4">
            {outcome.freeSpins.map((spin, index) => (
              <SpinView
                key={index}
                spin={spin}
                title={title}
                heading={t("house.verify.freeSpinN", { n: index + 1 })}
              />
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
}
