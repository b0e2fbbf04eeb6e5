import { AccountSettingsView } from "../features/player/profile/settings-views.tsx";

export default function AccountSettingsPage() {
  return <AccountSettingsView />;
}
