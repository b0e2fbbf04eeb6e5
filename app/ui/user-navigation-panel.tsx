import { CircleUserRound } from "lucide-react";
import { lazy, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSessionState } from "../lib/session-state.ts";
import { PopoverMenu } from "./popover/popover-menu.tsx";
import { usePlayerName } from "./use-player-name.ts";

const importMenu = () => import("./user-navigation-menu.tsx");
const UserNavigationMenu = lazy(importMenu);

/**
 * The account button and its panel. A guest gets a sign-in prompt; a player sees who is signed
 * in (displayed name and masked e-mail, SPEC §3), the profile sections and Log out.
 */
export function UserNavigationPanel() {
  const { t } = useTranslation("layout");
  const [open, setOpen] = useState(false);
  const session = useSessionState();
  const isPlayer = session.status === "player";
  const label = t("userNavigation.label");
  const playerName = usePlayerName();
  return (
    <PopoverMenu
      open={open}
      onOpenChange={setOpen}
      triggerProps={
        isPlayer
          ? {
              "aria-label": `${label}: ${playerName}`,
              className:
                "inline-flex h-10 max-w-48 items-center gap-2 rounded-xl border border-line bg-surface ps-1 pe-1 text-sm font-semibold text-text transition-colors hover:bg-raised 2xl:pe-3",
            }
          : {
              "aria-label": label,
              className:
                "grid size-10 place-items-center rounded-xl border border-line bg-surface text-muted transition-colors hover:bg-raised hover:text-text",
            }
      }
      trigger={
        isPlayer ? (
          <PlayerTrigger name={playerName} />
        ) : (
          <CircleUserRound aria-hidden="true" className="size-5" />
        )
      }
      panel={{
        align: "end",
        sideOffset: 8,
        collisionPadding: 12,
        "aria-label": label,
        className:
          "popover-panel z-50 w-72 rounded-2xl border border-line bg-surface text-text shadow-2xl shadow-black/30",
      }}
      preload={importMenu}
    >
      <UserNavigationMenu isPlayer={isPlayer} onNavigate={() => setOpen(false)} />
    </PopoverMenu>
  );
}

/** What the account button of a player shows: initial, and the displayed name on wide screens. */
function PlayerTrigger({ name }: { name: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent/15 font-bold text-accent-text uppercase"
      >
        {Array.from(name)[0] ?? "?"}
      </span>
      <span className="hidden truncate 2xl:inline" data-testid="header-player-name">
        {name}
      </span>
    </>
  );
}
