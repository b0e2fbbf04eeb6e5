import { Users } from "lucide-react";
import { GuestActions } from "../ui/guest-actions.tsx";
import { StandardPage } from "../ui/standard-page.tsx";

export default function ReferralPage() {
  return (
    <StandardPage
      icon={Users}
      text={{
        key: "referral",
        title: "Referral",
        emptyTitle: "No referrals yet",
        emptyDescription:
          "Invite friends with your personal link and follow the rewards you earn here.",
      }}
      action={<GuestActions />}
    />
  );
}
