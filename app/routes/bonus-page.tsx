import type { Route } from "./+types/bonus-page";
import { CampaignView } from "../features/bonus/campaign-view.tsx";
import { humanizeIdentity } from "../lib/humanize.ts";
import { PageContainer } from "../ui/page-heading.tsx";

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
