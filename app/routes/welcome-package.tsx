import { Gift, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { WelcomePackageSteps } from "../features/bonus/welcome-package-steps.tsx";
import { useSessionState } from "../lib/session-state.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { GuestPrompt } from "../ui/guest-prompt.tsx";
import { PageContainer, PageHeading } from "../ui/page-heading.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = {
  texts: ["pages.bonus", "pages.bonuses", "pages.welcomePackage"],
};

/** /welcome-package (SPEC §2): the bonuses for the first deposits, and where the player is. */
export default function WelcomePackagePage() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const session = useSessionState();
  return (
    <PageContainer>
      <PageHeading
        title={t("pages.welcomePackage.title")}
        description={t("pages.welcomePackage.description")}
        actions={
          <Link to={localize("/bonuses")} className={buttonClass("secondary")}>
            <Gift aria-hidden="true" className="size-4 shrink-0" />
            {t("pages.bonus.allBonuses")}
          </Link>
        }
      />
      <WelcomePackageSteps />
      {session.status === "guest" && !session.restoring ? (
        <div className="mx-auto mt-8 max-w-md rounded-2xl border border-line bg-surface">
          <GuestPrompt
            icon={Sparkles}
            title={t("pages.welcomePackage.guestTitle")}
            description={t("pages.welcomePackage.guestDescription")}
          />
        </div>
      ) : null}
    </PageContainer>
  );
}
