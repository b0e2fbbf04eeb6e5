import { Layers } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/games-provider";
import { humanizeIdentity } from "../lib/humanize.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { StandardPage } from "../ui/standard-page.tsx";

export default function GameProviderPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <StandardPage
      icon={Layers}
      title={humanizeIdentity(params.providerIdentity)}
      eyebrow={t("pages.providers.title", { defaultValue: "Providers" })}
      text={{
        key: "provider",
        title: "Provider",
        emptyTitle: "No games from this provider",
        emptyDescription: "Every game this studio offers at Sevens is listed here.",
      }}
      action={
        <Link to={localize("/games/providers")} className={buttonClass("secondary")}>
          {t("pages.provider.allProviders", { defaultValue: "All providers" })}
        </Link>
      }
    />
  );
}
