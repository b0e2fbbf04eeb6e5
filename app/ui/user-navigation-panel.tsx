import { CircleUserRound, LogOut } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { displayedName, maskEmailAddress } from "../../contracts/player.ts";
import { usePlayerState } from "../lib/player-state.ts";
import { requestLogout, useSessionState } from "../lib/session-state.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { GuestPrompt } from "./guest-prompt.tsx";
import { PopoverMenu } from "./popover/popover-menu.tsx";
import { PROFILE_SECTIONS } from "./profile-sections.ts";

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
    >
      {isPlayer ? (
        <PlayerMenu onNavigate={() => setOpen(false)} />
      ) : (
        <GuestPrompt
          icon={CircleUserRound}
          title={t("userNavigation.guestTitle")}
          description={t("userNavigation.guestDescription")}
          onNavigate={() => setOpen(false)}
        />
      )}
    </PopoverMenu>
  );
}

function usePlayerName(): string {
  const { t } = useTranslation("layout");
  const { profile } = usePlayerState();
  return displayedName(profile ?? {}, t("userNavigation.unknown"));
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

/** Who is signed in, the profile sections and Log out: the account panel, and the phone drawer. */
export function PlayerMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const { profile } = usePlayerState();
  const name = usePlayerName();
  const email = profile?.email ? maskEmailAddress(profile.email) : null;
  return (
    <div className="flex flex-col p-2">
      <div className="flex items-center gap-3 px-2 py-2">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent/15 text-base font-bold text-accent-text uppercase">
          {Array.from(name)[0] ?? "?"}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-text" data-testid="player-name">
            {name}
          </p>
          {email ? <p className="truncate text-xs text-muted">{email}</p> : null}
        </div>
      </div>
      <nav aria-label={t("userNavigation.profile")}>
        <ul className="my-1 flex flex-col border-y border-line py-1">
          {PROFILE_SECTIONS.map((section) => (
            <li key={section.slug}>
              <Link
                to={localize(`/profile/${section.slug}`)}
                onClick={onNavigate}
                className="flex h-10 items-center gap-3 rounded-lg px-2 text-sm font-medium text-muted transition-colors hover:bg-raised hover:text-text"
              >
                <section.icon aria-hidden="true" className="size-4" />
                {t(`userNavigation.${section.slug}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        onClick={() => {
          onNavigate();
          void requestLogout();
        }}
        className="flex h-10 items-center gap-3 rounded-lg px-2 text-sm font-semibold text-danger transition-colors hover:bg-danger/10"
      >
        <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t("userNavigation.logOut")}
      </button>
    </div>
  );
}
