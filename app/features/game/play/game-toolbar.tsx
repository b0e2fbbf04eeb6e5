import { Heart, Info, Maximize } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Game } from "../../../../contracts/game.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { useFavoriteGame } from "./game-play-api.ts";
import type { PlayMode } from "./play-mode.ts";

/**
 * The bar under the frame: the game's name (the page's h1), its provider and mode, and the
 * controls: the real/demo switch (which launches again), favourite, full screen.
 */
export function GameToolbar({
  game,
  mode,
  isPlayer,
  canFullScreen,
  onSwitchMode,
  onFullScreen,
}: {
  game: Game;
  /** The mode on screen; null before a game runs. */
  mode: PlayMode | null;
  isPlayer: boolean;
  canFullScreen: boolean;
  onSwitchMode: (mode: PlayMode) => void;
  onFullScreen: () => void;
}) {
  const { t } = useTranslation("layout");
  const { hrefFor } = useUrlModal();
  const favorite = useFavoriteGame(game.id);
  const modeLabel =
    mode === "real" ? t("pages.game.realMode") : mode === "demo" ? t("pages.game.demoMode") : null;

  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-line bg-surface px-4 py-3">
      <div className="flex min-w-48 flex-1 items-center gap-3">
        <img
          src={game.images["200x200"]["1x"]}
          srcSet={`${game.images["200x200"]["1x"]} 1x, ${game.images["200x200"]["2x"]} 2x`}
          alt=""
          width={40}
          height={40}
          className="size-10 shrink-0 rounded-lg object-cover"
        />
        <div className="min-w-0">
          <h1 className="truncate text-base font-bold text-text sm:text-lg">{game.name}</h1>
          <p className="flex items-center gap-2 text-xs text-muted">
            <span className="truncate">{game.provider.name}</span>
            {modeLabel ? (
              <span
                data-testid="game-mode"
                data-mode={mode}
                className={`rounded-full px-2 py-0.5 font-semibold ${
                  mode === "real" ? "bg-win/15 text-win-text" : "bg-accent/15 text-accent-text"
                }`}
              >
                {modeLabel}
              </span>
            ) : null}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {mode === "demo" ? (
          <>
            <Link
              to={hrefFor("demo-game", game.identity)}
              preventScrollReset
              aria-label={t("pages.game.whatIsDemo")}
              className={buttonClass("ghost", "icon")}
            >
              <Info aria-hidden="true" className="size-5" />
            </Link>
            <button
              type="button"
              onClick={() => onSwitchMode("real")}
              className={buttonClass("win", "md")}
            >
              {t("pages.game.playReal")}
            </button>
          </>
        ) : null}
        {mode === "real" && game.isDemoMode ? (
          <button
            type="button"
            onClick={() => onSwitchMode("demo")}
            className={buttonClass("secondary", "md")}
          >
            {t("pages.game.playDemo")}
          </button>
        ) : null}
        {isPlayer && favorite.available ? (
          <button
            type="button"
            aria-pressed={favorite.isFavorite}
            disabled={favorite.pending}
            onClick={favorite.toggle}
            aria-label={t("pages.game.favorite")}
            title={favorite.isFavorite ? t("pages.game.unfavorite") : t("pages.game.addFavorite")}
            className={buttonClass("secondary", "icon")}
          >
            <Heart
              aria-hidden="true"
              className={`size-5 ${favorite.isFavorite ? "fill-danger text-danger" : ""}`}
            />
          </button>
        ) : null}
        <button
          type="button"
          onClick={onFullScreen}
          disabled={!canFullScreen}
          className={buttonClass("secondary", "md")}
        >
          <Maximize aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">{t("pages.game.fullScreen")}</span>
        </button>
      </div>
    </div>
  );
}
