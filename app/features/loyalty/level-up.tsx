import * as Dialog from "@radix-ui/react-dialog";
import { Crown, X } from "lucide-react";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale, useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { LEVEL_NOTIFICATION_MS, type LevelReached } from "./level-updates.ts";
import { levelName } from "./level-text.ts";

/** The level modal: a new level, what it is called, and where its perks are listed. */
export function LevelUpDialog({ level, onClose }: { level: LevelReached; onClose: () => void }) {
  const { t } = useTranslation("layout");
  const locale = useLocale();
  const localize = useLocalizedPath();
  const titleId = useId();
  const name = levelName(level, locale);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1500] bg-black/60 backdrop-blur-[2px]" />
        <Dialog.Content
          aria-labelledby={titleId}
          aria-describedby={undefined}
          data-level-up={level.order}
          className="fixed top-1/2 left-1/2 z-[1501] flex w-[min(24rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col items-center gap-4 rounded-2xl border border-line bg-surface p-6 text-center text-text shadow-2xl outline-none"
        >
          <Dialog.Close
            className={buttonClass("ghost", "icon", "absolute end-2 top-2")}
            aria-label={t("loyalty.close")}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
          <span className="grid size-16 place-items-center rounded-2xl bg-accent text-on-accent shadow-lg">
            <Crown aria-hidden="true" className="size-8" />
          </span>
          <Dialog.Title id={titleId} className="text-xl font-bold">
            {t("loyalty.levelUpTitle", { level: name })}
          </Dialog.Title>
          <p className="text-sm text-muted">{t("loyalty.levelUpText")}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link to={localize("/loyalty")} onClick={onClose} className={buttonClass("primary")}>
              {t("loyalty.seePerks")}
            </Link>
            <button type="button" className={buttonClass("secondary")} onClick={onClose}>
              {t("loyalty.keepPlaying")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** On a game page: a small notice that leaves the game in view, gone after 3 s (SPEC §9). */
export function LevelUpNotice({ level, onDone }: { level: LevelReached; onDone: () => void }) {
  const { t } = useTranslation("layout");
  const locale = useLocale();
  useEffect(() => {
    const timer = setTimeout(onDone, LEVEL_NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [level.order, onDone]);
  return (
    <div
      role="status"
      data-level-up-notice={level.order}
      className="fixed start-1/2 bottom-4 z-[1500] flex max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-semibold text-text shadow-lg rtl:translate-x-1/2"
    >
      <Crown aria-hidden="true" className="size-4 shrink-0 text-win-text" />
      {t("loyalty.levelUpNotice", { level: levelName(level, locale) })}
    </div>
  );
}
