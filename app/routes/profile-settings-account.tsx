import { KeyRound } from "lucide-react";
import { ProfileSectionPage } from "../ui/profile-section-page.tsx";

export default function AccountSettingsPage() {
  return (
    <ProfileSectionPage
      textKey="account"
      icon={KeyRound}
      title="Account"
      emptyTitle="No account settings to show"
      emptyDescription="Your password, e-mail address and phone number are managed here."
    />
  );
}
