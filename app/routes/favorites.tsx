import { Heart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { PageSkeleton } from "../ui/skeleton.tsx";
import { StandardPage } from "../ui/standard-page.tsx";

/** Client-only (SPEC §2): favourites live with the player in the browser session. */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function FavoritesPage() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <StandardPage
      icon={Heart}
      text={{
        key: "favorites",
        title: "Favorites",
        emptyTitle: "No favorites yet",
        emptyDescription: "Tap the heart on a game to keep it here.",
      }}
      action={
        <Link to={localize("/games")} className={buttonClass("primary")}>
          {t("pages.favorites.browse", { defaultValue: "Browse games" })}
        </Link>
      }
    />
  );
}
