import { KeyRound } from "lucide-react";
import { StandardPage } from "../ui/standard-page.tsx";

/** /password-reset/{resetCode}: the link from the reset e-mail (no locale prefix). */
export default function PasswordResetPage() {
  return (
    <StandardPage
      icon={KeyRound}
      text={{
        key: "passwordReset",
        title: "Reset password",
        emptyTitle: "Choose a new password",
        emptyDescription:
          "Password reset links open here, where you set a new password for your account.",
      }}
    />
  );
}
