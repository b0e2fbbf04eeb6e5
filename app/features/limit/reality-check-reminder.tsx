import { Hourglass } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { channels, RealtimeEvent, type RealtimeMessage } from "../../../contracts/events.ts";
import { gameSpinSchema } from "../../../contracts/game.ts";
import { usePlayerState } from "../../lib/player-state.ts";
import { useRealtimeChannel } from "../../lib/realtime/use-realtime.ts";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import {
  PLAY_STARTED_STORAGE_KEY,
  REALITY_CHECK_STORAGE_KEY,
  REMINDERS_SHOWN_STORAGE_KEY,
  netResult,
  nextReminderAt,
  parseRealityCheck,
  type Round,
} from "./reality-check.ts";

function playStartedAt(): number {
  const stored = Number(sessionStorage.getItem(PLAY_STARTED_STORAGE_KEY));
  if (Number.isFinite(stored) && stored > 0) return stored;
  const now = Date.now();
  sessionStorage.setItem(PLAY_STARTED_STORAGE_KEY, String(now));
  return now;
}

/**
 * While a game is played for real money: every N minutes of this tab's play (the player's
 * choice on the limits page), a dialog with the time played and the net result of the rounds
 * finished meanwhile, and the choice to keep playing or take a break.
 */
export function RealityCheckReminder() {
  const { t } = useTranslation("modals");
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const { profile } = usePlayerState();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const rounds = useRef(new Map<string, Round>());
  const [shown, setShown] = useState<{
    minutes: number;
    results: ReturnType<typeof netResult>;
  } | null>(null);

  useRealtimeChannel(
    profile ? channels.gameSpins(profile.id) : null,
    (message: RealtimeMessage) => {
      if (message.event !== RealtimeEvent.GAME_SPIN_CREATED) return;
      const entity = "spin" in message && typeof message.spin === "object" ? message.spin : message;
      const spin = gameSpinSchema.safeParse(entity);
      if (spin.success) rounds.current.set(spin.data.id, spin.data);
    },
  );

  useEffect(() => {
    const minutes = parseRealityCheck(localStorage.getItem(REALITY_CHECK_STORAGE_KEY));
    const startedAt = playStartedAt();
    const count = Number(sessionStorage.getItem(REMINDERS_SHOWN_STORAGE_KEY)) || 0;
    const due = nextReminderAt(startedAt, minutes, count);
    if (due === null || shown) return;
    const timer = window.setTimeout(
      () => {
        sessionStorage.setItem(REMINDERS_SHOWN_STORAGE_KEY, String(count + 1));
        setShown({
          minutes: Math.round((Date.now() - startedAt) / 60_000),
          results: netResult(rounds.current.values()),
        });
      },
      Math.max(0, due - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [shown]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (shown && dialog && !dialog.open) dialog.showModal();
  }, [shown]);

  const keepPlaying = () => {
    dialogRef.current?.close();
    setShown(null);
  };
  const takeBreak = () => {
    dialogRef.current?.close();
    setShown(null);
    sessionStorage.removeItem(PLAY_STARTED_STORAGE_KEY);
    sessionStorage.removeItem(REMINDERS_SHOWN_STORAGE_KEY);
    void navigate(localize("/profile/limits"));
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="reality-check-title"
      onCancel={keepPlaying}
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl border border-line bg-surface p-5 text-text shadow-xl backdrop:bg-black/60"
      data-testid="reality-check"
    >
      {shown ? (
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/15 text-accent">
              <Hourglass aria-hidden="true" className="size-5" />
            </span>
            <h2 id="reality-check-title" className="text-lg font-semibold">
              {t("reality-check.title")}
            </h2>
          </div>
          <p className="text-sm">{t("reality-check.played", { count: shown.minutes })}</p>
          <p className="text-sm">
            {shown.results.length === 0
              ? t("reality-check.noRounds")
              : t("reality-check.result", {
                  result: shown.results.map((item) => `${item.amount} ${item.currency}`).join(", "),
                })}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <button type="button" onClick={takeBreak} className={buttonClass("secondary", "lg")}>
              {t("reality-check.break")}
            </button>
            <button type="button" onClick={keepPlaying} className={buttonClass("primary", "lg")}>
              {t("reality-check.keep")}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
