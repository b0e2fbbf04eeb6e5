import { IdCard } from "lucide-react";
import { ProfileSectionPage } from "../ui/profile-section-page.tsx";

export default function ProfilePersonalPage() {
  return (
    <ProfileSectionPage
      textKey="personal"
      icon={IdCard}
      title="Personal details"
      emptyTitle="No personal details yet"
      emptyDescription="Your name, date of birth, address and identity documents are shown here."
    />
  );
}
