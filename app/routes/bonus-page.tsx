import { Gift } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/bonus-page";
import { humanizeIdentity } from "../lib/humanize.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { StandardPage } from "../ui/standard-page.tsx";

export default function BonusPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <StandardPage
      icon={Gift}
      title={humanizeIdentity(params.pageIdentity)}
      eyebrow={t("pages.bonus.title", { defaultValue: "Bonus" })}
      text={{
        key: "bonus",
        title: "Bonus",
        emptyTitle: "No details for this bonus",
        emptyDescription: "The terms, wagering and how to claim this bonus are shown here.",
      }}
      action={
        <Link to={localize("/bonuses")} className={buttonClass("secondary")}>
          {t("pages.bonus.allBonuses", { defaultValue: "All bonuses" })}
        </Link>
      }
    />
  );
}
