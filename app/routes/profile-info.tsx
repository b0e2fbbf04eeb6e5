import { IdentityVerificationCard } from "../features/kyc/identity-verification-card.tsx";
import { LevelCard } from "../features/loyalty/level-card.tsx";
import { ProfileInfoView } from "../features/player/profile/profile-info-view.tsx";

export default function ProfileInfoPage() {
  return (
    <ProfileInfoView
      identityVerification={<IdentityVerificationCard />}
      loyaltyLevel={<LevelCard />}
    />
  );
}
