import { Settings } from "lucide-react";
import { ProfileSectionPage } from "../ui/profile-section-page.tsx";

export default function ProfileSettingsIndex() {
  return (
    <ProfileSectionPage
      textKey="settings"
      icon={Settings}
      title="Settings"
      emptyTitle="Sign in to change your settings"
      emptyDescription="Choose Account for your password and contact details, or Notifications for what we send you."
    />
  );
}
