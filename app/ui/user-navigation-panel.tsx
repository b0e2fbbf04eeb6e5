import * as Popover from "@radix-ui/react-popover";
import { CircleUserRound } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GuestPrompt } from "./guest-prompt.tsx";

/**
 * The account button and its panel. A guest gets a sign-in prompt; the identity issue puts
 * the player's profile links, limits and log-out here.
 */
export function UserNavigationPanel() {
  const { t } = useTranslation("layout");
  const [open, setOpen] = useState(false);
  const label = t("userNavigation.label", { defaultValue: "Account menu" });
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={label}
        className="grid size-10 place-items-center rounded-xl border border-line bg-surface text-muted transition-colors hover:bg-raised hover:text-text"
      >
        <CircleUserRound aria-hidden="true" className="size-5" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          aria-label={label}
          className="popover-panel z-50 w-72 rounded-2xl border border-line bg-surface text-text shadow-2xl shadow-black/30"
        >
          <GuestPrompt
            icon={CircleUserRound}
            title={t("userNavigation.guestTitle", { defaultValue: "You are browsing as a guest" })}
            description={t("userNavigation.guestDescription", {
              defaultValue: "Sign in to see your profile, limits, sessions and settings.",
            })}
            onNavigate={() => setOpen(false)}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
