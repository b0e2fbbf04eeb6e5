import { Gift } from "lucide-react";
import { GuestActions } from "../ui/guest-actions.tsx";
import { StandardPage } from "../ui/standard-page.tsx";

export default function BonusesPage() {
  return (
    <StandardPage
      icon={Gift}
      text={{
        key: "bonuses",
        title: "Bonuses",
        emptyTitle: "No bonuses yet",
        emptyDescription: "Bonuses you can claim and the ones you have active are listed here.",
      }}
      action={<GuestActions />}
    />
  );
}
