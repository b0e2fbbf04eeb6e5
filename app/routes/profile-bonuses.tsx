import { Gift, Percent } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ActiveBonuses, WaitingBonuses } from "../features/bonus/bonuses-view.tsx";
import { PlayerSection } from "../ui/profile-ui.tsx";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "../ui/button-styles.ts";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.bonus", "pages.bonuses"] };

/** /profile/bonuses: the player's active bonuses and free spins with wagering, and those waiting. */
export default function ProfileBonusesPage() {
  const { t } = useTranslation(["layout", "profile"]);
  const localize = useLocalizedPath();
  return (
    <PlayerSection
      id="bonuses"
      icon={Gift}
      title={t("profile:bonuses.title")}
      guestTitle={t("profile:bonuses.guestTitle")}
      guestDescription={t("profile:bonuses.emptyDescription")}
      actions={
        <>
          <Link to="?turn-over-wager=true" preventScrollReset className={buttonClass("secondary")}>
            <Percent aria-hidden="true" className="size-4 shrink-0" />
            {t("profile:bonuses.wagering")}
          </Link>
          <Link to={localize("/bonuses")} className={buttonClass("ghost")}>
            {t("pages.bonus.allBonuses")}
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <ActiveBonuses level={3} />
        <WaitingBonuses level={3} emptyText={t("profile:bonuses.noneWaiting")} />
      </div>
    </PlayerSection>
  );
}
