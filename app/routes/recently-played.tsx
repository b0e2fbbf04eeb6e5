import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { PageSkeleton } from "../ui/skeleton.tsx";
import { StandardPage } from "../ui/standard-page.tsx";

/** Client-only (SPEC §2). */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageSkeleton />;
}

export default function RecentlyPlayedPage() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <StandardPage
      icon={History}
      text={{
        key: "recentlyPlayed",
        title: "Recently played",
        emptyTitle: "Nothing played yet",
        emptyDescription: "Games you play will appear here.",
      }}
      action={
        <Link to={localize("/games")} className={buttonClass("primary")}>
          {t("pages.favorites.browse", { defaultValue: "Browse games" })}
        </Link>
      }
    />
  );
}
