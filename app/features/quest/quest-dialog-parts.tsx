import { Swords } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { GuestPrompt } from "../../ui/guest-prompt.tsx";
import { ListSkeleton, LoadingRegion } from "../../ui/skeleton.tsx";
import { useSessionState } from "../../lib/session-state.ts";
import { useQuestOwner } from "./quest-api.ts";

/**
 * What every quest dialog does before its content: a guest is asked to sign in, a list still
 * loading shows a skeleton, a quest or task no longer listed says so.
 */
export function QuestDialogFrame({
  isPending,
  found,
  close,
  children,
}: {
  isPending: boolean;
  found: boolean;
  close: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("modals");
  const { playerId } = useQuestOwner();
  // A stored session being restored is not a guest yet.
  const restoring = useSessionState().restoring;
  if (playerId === null && !restoring) {
    return (
      <GuestPrompt
        icon={Swords}
        title={t("quests-hub.guestTitle")}
        description={t("quests-hub.guestText")}
        onNavigate={close}
      />
    );
  }
  if (isPending || playerId === null) {
    return (
      <LoadingRegion>
        <ListSkeleton rows={3} />
      </LoadingRegion>
    );
  }
  if (!found) {
    return <p className="text-sm text-muted">{t("quests-hub.gone")}</p>;
  }
  return <>{children}</>;
}
