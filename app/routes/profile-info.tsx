import { IdentityVerificationCard } from "../features/kyc/identity-verification-card.tsx";
import { LevelCard } from "../features/loyalty/level-card.tsx";
import { ProfileInfoView } from "../features/player/profile/profile-info-view.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["loyalty"] };

export default function ProfileInfoPage() {
  return (
    <ProfileInfoView
      identityVerification={<IdentityVerificationCard />}
      loyaltyLevel={<LevelCard />}
    />
  );
}
