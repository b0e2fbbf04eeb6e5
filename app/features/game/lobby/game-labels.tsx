import { useTranslation } from "react-i18next";
import { humanizeIdentity } from "../../../lib/humanize.ts";

/** Badge colours of the labels the catalogue uses; others get the neutral look. */
const TONES: Record<string, string> = {
  new: "bg-win text-on-win",
  hot: "bg-danger text-white",
  top: "bg-accent text-on-accent",
  exclusive: "bg-amber-400 text-amber-950",
};

/** At most this many badges on a tile: more would cover the artwork. */
const MAX_BADGES = 2;

/** Badges such as New or Hot on a game tile. */
export function GameLabels({ labels }: { labels: readonly string[] }) {
  const { t } = useTranslation("layout");
  if (labels.length === 0) return null;
  return (
    <span className="pointer-events-none absolute start-2 top-2 flex flex-wrap gap-1">
      {labels.slice(0, MAX_BADGES).map((label) => (
        <span
          key={label}
          className={`rounded-md px-1.5 py-0.5 text-[0.625rem] leading-none font-bold tracking-wide uppercase shadow-sm ${TONES[label] ?? "bg-bg/85 text-text"}`}
        >
          {t(`lobby.labels.${label}`, { defaultValue: humanizeIdentity(label) })}
        </span>
      ))}
    </span>
  );
}
