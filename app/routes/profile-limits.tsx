import { LimitsView } from "../features/limit/limits-view.tsx";

export default function ProfileLimitsPage() {
  return <LimitsView />;
}
