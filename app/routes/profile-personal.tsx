import { PersonalDetailsView } from "../features/player/profile/personal-form.tsx";

export default function ProfilePersonalPage() {
  return <PersonalDetailsView />;
}
