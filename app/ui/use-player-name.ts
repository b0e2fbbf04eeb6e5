import { useTranslation } from "react-i18next";
import { displayedName } from "../../contracts/player.ts";
import { usePlayerState } from "../lib/player-state.ts";

/** The signed-in player's name as the header and the account menu show it (SPEC §3). */
export function usePlayerName(): string {
  const { t } = useTranslation("layout");
  const { profile } = usePlayerState();
  return displayedName(profile ?? {}, t("userNavigation.unknown"));
}
