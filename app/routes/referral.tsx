import { Users } from "lucide-react";
import { GuestActions } from "../ui/guest-actions.tsx";
import { StandardPage } from "../ui/standard-page.tsx";

export default function ReferralPage() {
  return <StandardPage icon={Users} textKey="referral" action={<GuestActions />} />;
}
