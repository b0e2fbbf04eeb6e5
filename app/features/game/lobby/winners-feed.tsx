import { Pause, Play, Trophy } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { GLOBAL_WINNERS_CHANNEL } from "../../../../contracts/events.ts";
import type { GameWinner } from "../../../../contracts/game.ts";
import { useRealtimeChannel } from "../../../lib/realtime/use-realtime.ts";
import { useSessionState } from "../../../lib/session-state.ts";
import { IN_VIEW, useNearViewport } from "../../../lib/use-near-viewport.ts";
import { useLocaleTag, useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { OnlineCount } from "../../../ui/online-count.tsx";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { formatApiMoney, formatDecimal } from "../../../../contracts/money-format.ts";
import { useRecentWinners } from "./catalogue-api.ts";
import { gameHref } from "./game-tile.tsx";
import { mergeWinners, winnerFromMessage } from "./winners.ts";

/**
 * Recent big wins: the last ones from GET /api/game/spins/winners, then each `game.winner` of
 * global:winners on top as it happens. The list is not a live region (a win a second would
 * drown a screen reader), and it can be paused (WCAG 2.2.2): wins that arrive meanwhile are
 * added on resume. New rows slide in only for players who allow motion. Live wins are listened
 * to once the feed is in view: below a phone's fold it costs the first load no socket.
 */
export function WinnersFeed() {
  const { t } = useTranslation("layout");
  const recent = useRecentWinners();
  const [live, setLive] = useState<GameWinner[]>([]);
  const [held, setHeld] = useState<GameWinner[]>([]);
  const [paused, setPaused] = useState(false);
  const [ref, near] = useNearViewport<HTMLElement>(true, IN_VIEW);

  useRealtimeChannel(near ? GLOBAL_WINNERS_CHANNEL : null, (message) => {
    const winner = winnerFromMessage(message);
    if (!winner) return;
    if (paused) setHeld((list) => mergeWinners(list, [winner]));
    else setLive((list) => mergeWinners(list, [winner]));
  });

  const togglePause = () => {
    if (paused) {
      setLive((list) => mergeWinners(list, held));
      setHeld([]);
    }
    setPaused(!paused);
  };

  const winners = mergeWinners(recent.data ?? [], live);
  const loading = recent.isPending && live.length === 0;

  return (
    <section
      ref={ref}
      aria-labelledby="home-winners"
      className="rounded-3xl border border-line bg-surface p-4 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="grid size-9 place-items-center rounded-xl bg-win/15 text-win-text">
            <Trophy aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id="home-winners" className="text-lg font-semibold tracking-tight text-text">
              {t("lobby.winnersTitle")}
            </h2>
            <OnlineCount />
          </div>
        </div>
        <button
          type="button"
          onClick={togglePause}
          aria-pressed={paused}
          className={buttonClass("ghost", "sm")}
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          {paused ? t("lobby.winnersResume") : t("lobby.winnersPause")}
          {paused && held.length > 0 ? (
            <span className="rounded-full bg-accent px-1.5 text-xs text-on-accent">
              {held.length}
            </span>
          ) : null}
        </button>
      </div>

      {loading ? (
        <ul aria-hidden="true" className="space-y-2">
          {Array.from({ length: 5 }, (_, index) => (
            <li key={index} className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-lg" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-4 w-20" />
            </li>
          ))}
        </ul>
      ) : winners.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t("lobby.winnersEmpty")}</p>
      ) : (
        <ul aria-label={t("lobby.winnersList")} className="divide-y divide-line">
          {winners.map((winner) => (
            <WinnerRow key={winner.id} winner={winner} />
          ))}
        </ul>
      )}
    </section>
  );
}

function WinnerRow({ winner }: { winner: GameWinner }) {
  const { t } = useTranslation("layout");
  const locale = useLocaleTag();
  const localize = useLocalizedPath();
  const isPlayer = useSessionState().status === "player";
  const amount = formatApiMoney(winner.winAmount, winner.currency, locale);
  return (
    <li className="flex items-center gap-3 py-2.5 transition-[opacity,translate] duration-500 starting:-translate-y-2 starting:opacity-0 motion-reduce:transition-none">
      <img
        src={winner.game.image}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className="size-10 shrink-0 rounded-lg bg-raised object-cover"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={localize(gameHref(winner.game, isPlayer))}
          className="block truncate text-sm font-semibold text-text hover:text-accent-text"
        >
          {winner.game.name}
        </Link>
        <p className="truncate text-xs text-muted">
          {t("lobby.winnerBy", {
            player: winner.playerName,
            multiplier: formatDecimal(winner.multiplier, locale, 2),
          })}
        </p>
      </div>
      <p className="shrink-0 text-sm font-bold text-emerald-700 tabular-nums dark:text-win">
        {amount}
      </p>
    </li>
  );
}
