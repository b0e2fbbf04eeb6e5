import { Heart, History, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSessionState } from "../../../lib/session-state.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { PageContainer, PageHeading } from "../../../ui/page-heading.tsx";
import { GuestPrompt } from "../../../ui/guest-prompt.tsx";
import { PageSkeleton } from "../../../ui/skeleton.tsx";
import { catalogueKeys, usePagedGames, usePlayerId } from "./catalogue-api.ts";
import { GamesGrid } from "./games-grid.tsx";
import { LobbyActions } from "./lobby-toolbar.tsx";

const LISTS: Record<
  "favorites" | "played",
  { path: string; icon: LucideIcon; textKey: "favorites" | "recentlyPlayed" }
> = {
  favorites: {
    path: "/api/game/games/favorites",
    icon: Heart,
    textKey: "favorites",
  },
  played: {
    path: "/api/game/games/played",
    icon: History,
    textKey: "recentlyPlayed",
  },
};

/**
 * The player's own games (client-only pages, SPEC §2): favourites (newest first; un-hearting
 * one takes it off the list) or recently played (most recent first). A guest is asked to sign
 * in; while a stored session restores, skeletons show.
 */
export function PlayerGamesPage({ list }: { list: "favorites" | "played" }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const session = useSessionState();
  const playerId = usePlayerId();
  const { path, icon, textKey } = LISTS[list];
  const paged = usePagedGames({
    key:
      list === "favorites"
        ? catalogueKeys.favorites(playerId ?? "guest")
        : catalogueKeys.played(playerId ?? "guest"),
    path,
    enabled: playerId !== null,
  });
  const title = t(`pages.${textKey}.title`);

  if (session.status === "guest" && !session.restoring) {
    return (
      <PageContainer>
        <PageHeading title={title} />
        <div className="mx-auto max-w-md rounded-2xl border border-line bg-surface">
          <GuestPrompt
            icon={icon}
            title={t(`pages.${textKey}.guestTitle`)}
            description={t(`pages.${textKey}.guestDescription`)}
          />
        </div>
      </PageContainer>
    );
  }
  if (playerId === null) return <PageSkeleton />;

  return (
    <PageContainer>
      <PageHeading title={title} actions={<LobbyActions />} />
      <GamesGrid
        paged={paged}
        label={title}
        empty={
          <EmptyState
            icon={icon}
            title={t(`pages.${textKey}.emptyTitle`)}
            description={t(`pages.${textKey}.emptyDescription`)}
            action={
              <Link to={localize("/games")} className={buttonClass("primary")}>
                {t("pages.favorites.browse")}
              </Link>
            }
          />
        }
      />
    </PageContainer>
  );
}
