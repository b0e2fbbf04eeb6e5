import * as Dialog from "@radix-ui/react-dialog";
import { ChevronUp, X } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { formatInteger } from "../../../../contracts/locale-format.ts";
import { useLocaleTag } from "../../../lib/use-localized-path.ts";
import { formatOdds, useOddsFormat } from "../../../lib/sport-odds.ts";
import { BetSlip } from "./bet-slip.tsx";
import { totalOdds } from "./slip-maths.ts";
import { useSlip } from "./slip-store.ts";

/** Wide screens (lg, 1024 px) keep the slip open beside the events; narrower ones dock it. */
const SIDE_PANEL_QUERY = "(min-width: 1024px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(SIDE_PANEL_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function useSidePanel(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SIDE_PANEL_QUERY).matches,
    () => false,
  );
}

/**
 * Where the bet slip lives: a side panel on desktop; on phones and tablets a bar at the bottom
 * of the screen (selections, total odds) that opens the slip in a drawer, a dialog that holds
 * focus until it is closed. The slip is mounted in one of the two only.
 */
export function SlipDock() {
  const { t } = useTranslation("sportsbook");
  const locale = useLocaleTag();
  const side = useSidePanel();
  const slip = useSlip();
  const [format] = useOddsFormat();
  const [open, setOpen] = useState(false);
  const count = slip.selections.length;

  return (
    <>
      <aside
        aria-label={t("slip.panel")}
        className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] min-h-48 flex-col overflow-hidden rounded-2xl border border-line bg-surface lg:flex"
      >
        {side ? <BetSlip headingId="slip-title" /> : null}
      </aside>
      {!side ? (
        <Dialog.Root open={open} onOpenChange={setOpen}>
          {count > 0 ? (
            <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-3 lg:hidden">
              <Dialog.Trigger
                className="pointer-events-auto mx-auto flex h-14 w-full max-w-xl items-center gap-3 rounded-2xl bg-accent px-4 text-on-accent shadow-xl shadow-accent/30"
                data-testid="slip-bar"
              >
                <span className="grid size-7 place-items-center rounded-full bg-on-accent text-sm font-bold text-accent tabular-nums">
                  {formatInteger(count, locale)}
                </span>
                <span className="font-semibold">{t("slip.title")}</span>
                <span className="flex-1" />
                {slip.kind === "accumulator" ? (
                  <span className="text-sm font-semibold tabular-nums">
                    {formatOdds(
                      totalOdds(slip.selections.map((selection) => selection.odds)),
                      format,
                    )}
                  </span>
                ) : null}
                <ChevronUp aria-hidden="true" className="size-5" />
              </Dialog.Trigger>
            </div>
          ) : null}
          <Dialog.Portal>
            <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-black/60 backdrop-blur-sm" />
            <Dialog.Content
              aria-describedby={undefined}
              className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-3xl border-t border-line bg-surface shadow-2xl outline-none sm:inset-x-auto sm:end-0 sm:top-0 sm:max-h-none sm:w-96 sm:rounded-none sm:border-s sm:border-t-0"
              data-testid="slip-drawer"
            >
              <Dialog.Title className="sr-only">{t("slip.title")}</Dialog.Title>
              <BetSlip
                headingId="slip-drawer-title"
                closeButton={
                  <Dialog.Close
                    aria-label={t("slip.close")}
                    className="grid size-9 place-items-center rounded-xl text-muted hover:bg-raised hover:text-text"
                  >
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                }
              />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      ) : null}
    </>
  );
}
