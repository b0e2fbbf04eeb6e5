import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { GameProvider } from "../../../../contracts/game.ts";
import { useLocaleTag, useLocalizedPath } from "../../../lib/use-localized-path.ts";

export function providerHref(provider: Pick<GameProvider, "identity">): string {
  return `/games/providers/${encodeURIComponent(provider.identity)}`;
}

/** A studio's logo, name and game count, linking to its page. */
export function ProviderChip({
  provider,
  size = "md",
  onNavigate,
}: {
  provider: GameProvider;
  /** "lg" is the card of the providers page. */
  size?: "md" | "lg";
  onNavigate?: () => void;
}) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const locale = useLocaleTag();
  const count = t("lobby.gameCount", {
    count: provider.gameEnabledCount,
    formatted: new Intl.NumberFormat(locale).format(provider.gameEnabledCount),
  });
  const large = size === "lg";
  return (
    <Link
      to={localize(providerHref(provider))}
      onClick={onNavigate}
      className={`flex items-center gap-3 rounded-2xl border border-line bg-surface transition-colors hover:border-accent/60 hover:bg-raised ${large ? "p-4" : "px-3 py-2"}`}
    >
      <img
        src={provider.images.logo}
        alt=""
        width={large ? 48 : 32}
        height={large ? 48 : 32}
        loading="lazy"
        decoding="async"
        className={`shrink-0 rounded-xl bg-raised object-contain ${large ? "size-12" : "size-8"}`}
      />
      <span className="min-w-0">
        <span
          className={`block truncate font-semibold text-text ${large ? "text-base" : "text-sm"}`}
        >
          {provider.name}
        </span>
        <span className="block truncate text-xs text-muted">{count}</span>
      </span>
    </Link>
  );
}
