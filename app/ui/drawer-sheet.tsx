import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { ColorModeSwitch } from "./color-mode-switch.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { Logo } from "./logo.tsx";
import { OnlineCount } from "./online-count.tsx";
import { DrawerNav } from "./drawer-nav.tsx";
import { GuestActions } from "./guest-actions.tsx";
import { PlayerMenu } from "./user-navigation-menu.tsx";
import { useSessionState } from "../lib/session-state.ts";

/**
 * The drawer's off-canvas sheet on mobile, a dialog: focus moves in, Escape and the close button
 * leave, focus returns to the menu button.
 */
export default function DrawerSheet({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation("layout");
  const isPlayer = useSessionState().status === "player";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-black/60 backdrop-blur-sm sm:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          }}
          className="drawer-panel fixed inset-y-0 start-0 z-50 flex w-[86vw] max-w-80 flex-col border-e border-line bg-surface shadow-2xl outline-none sm:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <Dialog.Title className="sr-only">{t("drawer.label")}</Dialog.Title>
            <Logo />
            <Dialog.Close
              aria-label={t("header.menuClose")}
              className="grid size-10 place-items-center rounded-xl text-muted hover:bg-raised hover:text-text"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            {/* On a phone the account menu lives here too: the header has no room for it. */}
            <section
              aria-label={t("userNavigation.label")}
              className="mb-4 rounded-2xl border border-line"
              data-testid="drawer-account"
            >
              {isPlayer ? (
                <PlayerMenu onNavigate={() => onOpenChange(false)} />
              ) : (
                <div className="grid grid-cols-2 gap-2 p-3">
                  <GuestActions />
                </div>
              )}
            </section>
            <DrawerNav variant="sheet" />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line p-4">
            <LanguageSwitcher />
            <ColorModeSwitch />
            <OnlineCount className="w-full" />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
