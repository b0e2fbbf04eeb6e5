import { UserRound } from "lucide-react";
import { ProfileSectionPage } from "../ui/profile-section-page.tsx";

export default function ProfileInfoPage() {
  return (
    <ProfileSectionPage
      textKey="info"
      icon={UserRound}
      title="Info"
      emptyTitle="Sign in to see your profile"
      emptyDescription="Your level, verification status and account details are shown here."
    />
  );
}
