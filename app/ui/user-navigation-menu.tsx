import { CircleUserRound, LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { maskEmailAddress } from "../../contracts/player.ts";
import { usePlayerState } from "../lib/player-state.ts";
import { requestLogout } from "../lib/session-state.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { GuestPrompt } from "./guest-prompt.tsx";
import { PROFILE_SECTIONS } from "./profile-sections.ts";
import { usePlayerName } from "./use-player-name.ts";

/**
 * What the account panel holds, fetched when the panel first opens (or the pointer or focus
 * reaches its button): a guest's sign-in prompt, or a player's menu.
 */
export default function UserNavigationMenu({
  isPlayer,
  onNavigate,
}: {
  isPlayer: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation("layout");
  return isPlayer ? (
    <PlayerMenu onNavigate={onNavigate} />
  ) : (
    <GuestPrompt
      icon={CircleUserRound}
      title={t("userNavigation.guestTitle")}
      description={t("userNavigation.guestDescription")}
      onNavigate={onNavigate}
    />
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
