import { Settings } from "lucide-react";
import { Navigate } from "react-router";
import { usePlayer } from "../lib/player-state.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { ProfileSectionPage } from "../ui/profile-section-page.tsx";

/** /profile/settings: a player goes straight to the account settings; a guest sees why not. */
export default function ProfileSettingsIndex() {
  const { status } = usePlayer();
  const localize = useLocalizedPath();
  if (status === "player") return <Navigate to={localize("/profile/settings/account")} replace />;
  return <ProfileSectionPage textKey="settings" icon={Settings} />;
}
