import type { Route } from "./+types/bonus-page";
import { CampaignView } from "../features/bonus/campaign-view.tsx";
import { humanizeIdentity } from "../lib/humanize.ts";
import { PageContainer } from "../ui/page-heading.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = {
  texts: ["pages.bonus", "pages.bonuses", "pages.welcomePackage"],
};

/** /bonus/{pageIdentity} (SPEC §2): a campaign page with its terms and the way to claim. */
export default function BonusPage({ params }: Route.ComponentProps) {
  return (
    <PageContainer>
      <CampaignView
        pageIdentity={params.pageIdentity}
        fallbackTitle={humanizeIdentity(params.pageIdentity)}
      />
    </PageContainer>
  );
}
