import { useTranslation } from "react-i18next";
import type { RouletteOutcome } from "../../games/roulette.ts";
import type { Jsonify } from "../../server/protocol.ts";
import { pocketColour } from "../boards/roulette-bets.ts";

const POCKET_FILL = { green: "bg-emerald-700", red: "bg-red-600", black: "bg-stone-900" } as const;

function betName(bet: Jsonify<RouletteOutcome>["results"][number]): string {
  if (bet.numbers && bet.numbers.length > 0) return `${bet.type} ${bet.numbers.join("-")}`;
  if (bet.index !== undefined) return `${bet.type} ${bet.index}`;
  return bet.type;
}

/** The pocket and every bet of the spin with what it paid (amounts in the currency's minor units). */
export function RouletteOutcomeView({ outcome }: { outcome: Jsonify<RouletteOutcome> }) {
  const { t } = useTranslation("house");
  const colour = pocketColour(outcome.pocket);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <span
          className={`grid size-16 place-items-center rounded-full text-2xl font-black text-white ${POCKET_FILL[colour]}`}
        >
          {outcome.pocket}
        </span>
        <span className="text-sm text-muted">
          {t(`house.roulette.colour.${colour}`, { defaultValue: colour })}
        </span>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-80 text-start text-sm">
          <caption className="sr-only">{t("house.verify.rouletteBets")}</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 pe-3 font-semibold">
                {t("house.verify.bet")}
              </th>
              <th scope="col" className="py-1 pe-3 font-semibold">
                {t("house.verify.covers")}
              </th>
              <th scope="col" className="py-1 pe-3 text-end font-semibold">
                {t("house.verify.stakeMinor")}
              </th>
              <th scope="col" className="py-1 text-end font-semibold">
                {t("house.verify.paidMinor")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {outcome.results.map((result, index) => (
              <tr key={index} className={result.win ? "text-text" : "text-muted"}>
                <td className="py-1.5 pe-3 font-medium">{betName(result)}</td>
                <td className="py-1.5 pe-3 font-mono text-xs">
                  {result.covered.length > 6
                    ? t("house.verify.numbersCount", { count: result.covered.length })
                    : result.covered.join(", ")}
                </td>
                <td className="py-1.5 pe-3 text-end font-mono tabular-nums">{result.amount}</td>
                <td
                  className={`py-1.5 text-end font-mono tabular-nums ${result.win ? "font-bold text-emerald-700 dark:text-win" : ""}`}
                >
                  {result.payout}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
