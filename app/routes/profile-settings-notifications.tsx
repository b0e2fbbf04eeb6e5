import { NotificationSettingsView } from "../features/player/profile/settings-views.tsx";

export default function NotificationSettingsPage() {
  return <NotificationSettingsView />;
}
