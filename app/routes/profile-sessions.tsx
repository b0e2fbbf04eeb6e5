import { SessionsView } from "../features/player/profile/sessions-view.tsx";

export default function ProfileSessionsPage() {
  return <SessionsView />;
}
