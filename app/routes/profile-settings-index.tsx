import { Settings } from "lucide-react";
import { Navigate } from "react-router";
import { usePlayer } from "../features/player/session/session-provider.tsx";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { ProfileSectionPage } from "../ui/profile-section-page.tsx";

/** /profile/settings: a player goes straight to the account settings; a guest sees why not. */
export default function ProfileSettingsIndex() {
  const { status } = usePlayer();
  const localize = useLocalizedPath();
  if (status === "player") return <Navigate to={localize("/profile/settings/account")} replace />;
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
