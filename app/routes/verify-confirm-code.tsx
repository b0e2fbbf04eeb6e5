import { MailCheck } from "lucide-react";
import { GuestActions } from "../ui/guest-actions.tsx";
import { StandardPage } from "../ui/standard-page.tsx";

/** /verify/{confirmCode}: the link from the confirmation e-mail (no locale prefix). */
export default function VerifyEmailPage() {
  return (
    <StandardPage
      icon={MailCheck}
      text={{
        key: "verify",
        title: "E-mail confirmation",
        emptyTitle: "Sign in to confirm your e-mail",
        emptyDescription:
          "Confirmation links open here. Sign in with the account the e-mail was sent to.",
      }}
      action={<GuestActions />}
    />
  );
}
