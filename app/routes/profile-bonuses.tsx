import { Gift } from "lucide-react";
import { ProfileSectionPage } from "../ui/profile-section-page.tsx";

export default function ProfileBonusesPage() {
  return (
    <ProfileSectionPage
      textKey="bonuses"
      icon={Gift}
      title="Bonuses"
      emptyTitle="No bonuses yet"
      emptyDescription="Your active bonuses and free spins, with their wagering progress, are listed here."
    />
  );
}
