import { Sparkles } from "lucide-react";
import { GuestActions } from "../ui/guest-actions.tsx";
import { StandardPage } from "../ui/standard-page.tsx";

export default function WelcomePackagePage() {
  return (
    <StandardPage
      icon={Sparkles}
      text={{
        key: "welcomePackage",
        title: "Welcome package",
        emptyTitle: "No welcome offers yet",
        emptyDescription: "The bonuses waiting for your first deposits are listed here.",
      }}
      action={<GuestActions />}
    />
  );
}
