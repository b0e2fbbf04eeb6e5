import { MonitorSmartphone } from "lucide-react";
import { ProfileSectionPage } from "../ui/profile-section-page.tsx";

export default function ProfileSessionsPage() {
  return (
    <ProfileSectionPage
      textKey="sessions"
      icon={MonitorSmartphone}
      title="Sessions"
      emptyTitle="No active sessions"
      emptyDescription="Devices signed in to your account are listed here, and you can sign any of them out."
    />
  );
}
