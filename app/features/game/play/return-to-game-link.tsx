import { Gamepad2 } from "lucide-react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { returnGameLink, useReturnGame } from "./return-game.ts";

/**
 * "Return to game" in the shell (SPEC §2): the last game opened in this tab, offered on every
 * other page until the tab closes or the player signs out. In the header from 640 px on (an
 * icon, with its words on the widest screens); on phones, whose header has no room left, a
 * pill floating at the bottom of the screen.
 */
export function ReturnToGameLink() {
  const { t } = useTranslation("layout");
  const { pathname } = useLocation();
  const game = returnGameLink(useReturnGame(), pathname);
  if (!game) return null;
  const label = t("header.returnToGame");
  const name = game.name ? `${label}: ${game.name}` : label;
  return (
    <>
      <Link
        to={game.path}
        title={name}
        aria-label={name}
        data-testid="return-to-game"
        className="inline-flex h-9 max-w-48 shrink-0 items-center gap-2 rounded-full border border-accent/40 bg-accent/10 px-2.5 text-sm font-semibold text-accent-text transition-colors hover:bg-accent/20 max-sm:hidden"
      >
        <Gamepad2 aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate max-2xl:sr-only">{label}</span>
      </Link>
      {/* The header's backdrop blur would pin a fixed child to the header: portal it out. */}
      {typeof document === "undefined"
        ? null
        : createPortal(
            <Link
              to={game.path}
              aria-label={name}
              className="fixed end-4 bottom-4 z-30 inline-flex h-11 max-w-[calc(100vw-2rem)] items-center gap-2 rounded-full bg-accent px-4 text-sm font-semibold text-on-accent shadow-lg shadow-black/30 sm:hidden"
            >
              <Gamepad2 aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{label}</span>
            </Link>,
            document.body,
          )}
    </>
  );
}
