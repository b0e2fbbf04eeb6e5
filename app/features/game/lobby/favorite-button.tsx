import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Game } from "../../../../contracts/game.ts";
import { useSessionState } from "../../../lib/session-state.ts";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { useFavoriteIds, useToggleFavorite } from "./catalogue-api.ts";

/**
 * The heart on a game tile: a toggle for players (POST/DELETE favourite, shown at once); for
 * a guest it opens sign-in, since favourites belong to an account.
 */
export function FavoriteButton({ game, className = "" }: { game: Game; className?: string }) {
  const { t } = useTranslation("layout");
  const session = useSessionState();
  const { open } = useUrlModal();
  const favorites = useFavoriteIds();
  const toggle = useToggleFavorite();
  const isPlayer = session.status === "player";
  const pressed = isPlayer && favorites.has(game.id);

  const onClick = () => {
    if (session.restoring) return;
    if (!isPlayer) {
      open("sign-in");
      return;
    }
    toggle.mutate(
      { game, favorite: !pressed },
      {
        onError: () => showAlert({ type: "error", title: "game.favoriteFailed.title" }),
      },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t("lobby.favorite", { name: game.name })}
      title={isPlayer ? undefined : t("lobby.favoriteSignIn")}
      onClick={onClick}
      className={`grid size-9 place-items-center rounded-full bg-bg/75 text-text shadow-sm backdrop-blur-sm transition-colors hover:bg-bg hover:text-danger aria-pressed:text-danger ${className}`}
    >
      <Heart aria-hidden="true" className={`size-[1.125rem] ${pressed ? "fill-current" : ""}`} />
    </button>
  );
}
