import { ShieldHalf } from "lucide-react";
import { ProfileSectionPage } from "../ui/profile-section-page.tsx";

export default function ProfileLimitsPage() {
  return (
    <ProfileSectionPage
      textKey="limits"
      icon={ShieldHalf}
      title="Limits"
      emptyTitle="No limits set"
      emptyDescription="Deposit, loss, wager and session limits you set are listed here, with how much of each is used."
    />
  );
}
