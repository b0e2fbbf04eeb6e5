import { BellRing } from "lucide-react";
import { ProfileSectionPage } from "../ui/profile-section-page.tsx";

export default function NotificationSettingsPage() {
  return (
    <ProfileSectionPage
      textKey="notifications"
      icon={BellRing}
      title="Notifications"
      emptyTitle="No notification settings yet"
      emptyDescription="Choose which e-mails, messages and push notifications you receive."
    />
  );
}
