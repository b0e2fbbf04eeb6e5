import { ProfileInfoView } from "../features/player/profile/profile-info-view.tsx";

export default function ProfileInfoPage() {
  return <ProfileInfoView />;
}
