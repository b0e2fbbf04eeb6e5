import { Gift, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlayerBonusesView } from "../features/bonus/bonuses-view.tsx";
import { WelcomePackageSteps } from "../features/bonus/welcome-package-steps.tsx";
import { useSessionState } from "../lib/session-state.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { GuestPrompt } from "../ui/guest-prompt.tsx";
import { PageContainer, PageHeading } from "../ui/page-heading.tsx";
import { GridSkeleton, LoadingRegion } from "../ui/skeleton.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.bonuses", "pages.welcomePackage"] };

/** /bonuses (SPEC §2): active bonuses with wagering, those waiting, offers, a code, history. */
export default function BonusesPage() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const session = useSessionState();
  return (
    <PageContainer>
      <PageHeading
        title={t("pages.bonuses.title")}
        description={t("pages.bonuses.description")}
        actions={
          <Link to={localize("/welcome-package")} className={buttonClass("secondary")}>
            <Sparkles aria-hidden="true" className="size-4 shrink-0" />
            {t("pages.welcomePackage.title")}
          </Link>
        }
      />
      {session.status === "player" ? (
        <PlayerBonusesView />
      ) : session.restoring ? (
        <LoadingRegion>
          <GridSkeleton cards={3} />
        </LoadingRegion>
      ) : (
        <div className="flex flex-col gap-8">
          <div className="mx-auto w-full max-w-md rounded-2xl border border-line bg-surface">
            <GuestPrompt
              icon={Gift}
              title={t("pages.bonuses.guestTitle")}
              description={t("pages.bonuses.guestDescription")}
            />
          </div>
          <WelcomePackageSteps />
        </div>
      )}
    </PageContainer>
  );
}
