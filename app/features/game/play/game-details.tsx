import { useTranslation } from "react-i18next";
import type { Game } from "../../../../contracts/game.ts";
import { formatInteger, formatPercentText } from "../../../../contracts/locale-format.ts";
import { humanizeIdentity } from "../../../lib/humanize.ts";
import { useLocaleTag } from "../../../lib/use-localized-path.ts";

/** The facts of a game under its frame: provider, kind, RTP, volatility, lines and features. */
export function GameDetails({ game }: { game: Game }) {
  const { t } = useTranslation("layout");
  const locale = useLocaleTag();
  const facts: { key: string; label: string; value: string }[] = [
    {
      key: "provider",
      label: t("pages.game.provider"),
      value: game.provider.name,
    },
    {
      key: "type",
      label: t("pages.game.type"),
      value: t(`pages.game.types.${game.type}`, { defaultValue: humanizeIdentity(game.type) }),
    },
  ];
  if (game.rtp !== null) {
    facts.push({
      key: "rtp",
      label: t("pages.game.rtp"),
      value: formatPercentText(game.rtp, locale),
    });
  }
  if (game.volatility !== null) {
    facts.push({
      key: "volatility",
      label: t("pages.game.volatility"),
      value: t(`pages.game.volatilities.${game.volatility}`, {
        defaultValue: humanizeIdentity(game.volatility),
      }),
    });
  }
  if (game.paylines !== null) {
    facts.push({
      key: "paylines",
      label: t("pages.game.paylines"),
      value: formatInteger(game.paylines, locale),
    });
  }
  return (
    <section
      aria-label={t("pages.game.details")}
      className="mt-3 rounded-2xl border border-line bg-surface px-4 py-3"
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:flex sm:flex-wrap">
        {facts.map((fact) => (
          <div key={fact.key} className="min-w-0">
            <dt className="text-xs text-muted">{fact.label}</dt>
            <dd className="truncate font-semibold text-text">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {game.features.length > 0 ? (
        <ul aria-label={t("pages.game.features")} className="mt-3 flex flex-wrap gap-1.5">
          {game.features.map((feature) => (
            <li
              key={feature}
              className="rounded-full bg-raised px-2.5 py-0.5 text-xs font-medium text-muted"
            >
              {t(`pages.game.featureNames.${feature}`, { defaultValue: humanizeIdentity(feature) })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
