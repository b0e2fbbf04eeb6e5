import { ShieldHalf } from "lucide-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { useSessionState } from "../../lib/session-state.ts";
import { GuestPrompt } from "../../ui/guest-prompt.tsx";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";

/**
 * The limit dialogs are open to anyone by SPEC §6, but a limit belongs to a player: a guest is
 * asked to sign in instead of seeing an empty form.
 */
export function playerOnly(Body: ComponentType<ModalBodyProps>): ComponentType<ModalBodyProps> {
  function PlayerOnlyBody(props: ModalBodyProps) {
    const { t } = useTranslation("profile");
    const session = useSessionState();
    if (session.status === "player") return <Body {...props} />;
    return (
      <GuestPrompt
        icon={ShieldHalf}
        title={t("limits.guestTitle")}
        description={t("limits.guestDialog")}
        onNavigate={props.close}
      />
    );
  }
  return PlayerOnlyBody;
}
