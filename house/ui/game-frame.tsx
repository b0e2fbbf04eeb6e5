import { History, LogOut, RotateCw, ShieldCheck } from "lucide-react";
import { Suspense, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Skeleton } from "../../app/ui/skeleton.tsx";
import type { RoundActionBody, SessionResponse } from "../server/protocol.ts";
import { BetAmountError, checkAmount, currencyDecimals } from "./amount.ts";
import { BetAmount } from "./bet-amount.tsx";
import { BoardBoundary } from "./board-boundary.tsx";
import type { BoardProps } from "./board-types.ts";
import { boardFor } from "./boards.tsx";
import { errorKindOf } from "./error-kind.ts";
import { FairnessPanel } from "./fairness-panel.tsx";
import { FrameDialog } from "./frame-dialog.tsx";
import { ErrorNotice, ReopenLink } from "./frame-notices.tsx";
import { formatMoney } from "./format.ts";
import { roundStatus } from "./round-summary.ts";
import { RoundsPanel } from "./rounds-panel.tsx";
import { useGameSession, type GameSession } from "./use-game-session.ts";
import { useRevealedEvent } from "./use-revealed-event.ts";

const headerButton =
  "inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-muted hover:bg-raised hover:text-text";

/** Board-shaped placeholders while the session or the board's code loads. */
export function FrameSkeleton() {
  return (
    <div className="flex min-h-dvh flex-col gap-3 p-3">
      <Skeleton className="h-10 w-full rounded-xl" />
      <div className="grid flex-1 gap-3 md:grid-cols-[16rem_1fr]">
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="min-h-64 w-full rounded-2xl" />
      </div>
    </div>
  );
}

function BoardSkeleton() {
  return <Skeleton className="min-h-64 w-full rounded-2xl" />;
}

function BoardFailure({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation("house");
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6 text-center"
    >
      <p className="font-bold">{t("house.boardFailed")}</p>
      <p className="text-sm text-muted">{t("house.boardFailedHint")}</p>
      <button
        type="button"
        onClick={onReload}
        className="inline-flex h-10 items-center gap-2 rounded-xl bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover"
      >
        <RotateCw aria-hidden="true" className="size-4" />
        {t("house.reload")}
      </button>
    </div>
  );
}

/** The game page could not start: an invalid or expired launch, or the server is away. */
function SessionFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation("house");
  const expired = errorKindOf(error) === "expired";
  return (
    <div className="grid min-h-dvh place-items-center p-4">
      <section
        role="alert"
        className="flex max-w-sm flex-col items-center gap-3 rounded-2xl border border-line bg-surface p-6 text-center"
      >
        <h1 className="text-lg font-bold">
          {expired ? t("house.launch.expiredTitle") : t("house.launch.failedTitle")}
        </h1>
        <p className="text-sm text-muted">
          {expired ? t("house.launch.expired") : t("house.launch.failed")}
        </p>
        {expired ? (
          <ReopenLink lobbyUrl={null} />
        ) : (
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex h-10 items-center gap-2 rounded-xl bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover"
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {t("house.retry")}
          </button>
        )}
      </section>
    </div>
  );
}

/**
 * The game iframe: the chrome every house game shares (name, demo badge, balance, bet amount,
 * fairness, recent rounds, lobby) around the game's own board (house/ui/boards.tsx).
 */
export function GameFrame({ launch }: { launch: string }) {
  const game = useGameSession(launch);
  if (game.state.status === "loading") return <FrameSkeleton />;
  if (game.state.status === "failed") {
    return <SessionFailure error={game.state.error} onRetry={game.reload} />;
  }
  return <ReadyFrame game={game} session={game.state.session} launch={launch} />;
}

function ReadyFrame({
  game,
  session,
  launch,
}: {
  game: GameSession;
  session: SessionResponse;
  launch: string;
}) {
  const { t } = useTranslation("house");
  const { round, busy, placeBet, act, reportError, clearLastEvent } = game;
  // Results and the balance they bring show when the board has finished animating them.
  const { event: lastEvent, balance } = useRevealedEvent(
    game.lastEvent,
    game.balance ?? session.balance,
  );
  const seeds = game.seeds ?? session.seeds;
  const currency = session.currency;
  const decimals = currencyDecimals([
    session.balance,
    session.limits.minBet,
    session.limits.maxBet,
  ]);
  const [amount, setAmount] = useState(session.openRound?.betAmount ?? session.limits.minBet);
  const [dialog, setDialog] = useState<"fairness" | "rounds" | null>(null);
  const roundOpen = round?.isOpen ?? false;
  const Board = boardFor(session.game.type) ?? (round ? boardFor(round.type) : null);
  const queryKey = useMemo(
    () => ["house", launch, game.roundsVersion] as const,
    [launch, game.roundsVersion],
  );

  const boardPlaceBet = useCallback<BoardProps["placeBet"]>(
    async (params, options) => {
      const stake = options?.amount ?? amount;
      const check = checkAmount(stake, session.limits, decimals);
      if (!check.ok) {
        reportError(new BetAmountError(check.reason));
        return null;
      }
      if (options?.amount === undefined && check.text !== amount) setAmount(check.text);
      return placeBet(check.text, params);
    },
    [amount, session.limits, decimals, placeBet, reportError],
  );

  const boardAct = useCallback<BoardProps["act"]>(
    async (action: RoundActionBody) => (round ? act(round.id, action) : null),
    [round, act],
  );

  const status =
    lastEvent?.kind === "round"
      ? roundStatus(lastEvent.round, lastEvent.balance)
      : lastEvent === null && session.openRound
        ? {
            key: "house.status.resumed",
            values: { nonce: session.openRound.nonce },
          }
        : null;

  return (
    <div className="flex min-h-dvh flex-col bg-bg text-text">
      <title>{`${session.game.name} · Sevens`}</title>
      <header className="flex items-center gap-1.5 border-b border-line bg-surface px-2 py-1.5 sm:gap-2 sm:px-3">
        <h1 className="min-w-0 truncate text-base font-bold">{session.game.name}</h1>
        {session.isDemo ? (
          <span
            className="shrink-0 rounded-md bg-accent/15 px-1.5 py-0.5 text-xs font-bold tracking-wide text-accent-text"
            title={t("house.demoHint")}
          >
            {t("house.demo")}
          </span>
        ) : null}
        <div className="ms-auto flex shrink-0 items-center sm:gap-1">
          <p className="me-1 flex flex-col items-end leading-tight">
            <span className="text-[0.65rem] font-semibold tracking-wide text-muted uppercase">
              {t("house.balance")}
            </span>
            <span data-testid="house-balance" className="font-mono text-sm font-bold tabular-nums">
              {formatMoney(balance, currency)}
            </span>
          </p>
          <button
            type="button"
            className={headerButton}
            onClick={() => setDialog("fairness")}
            aria-label={t("house.fair.title")}
          >
            <ShieldCheck aria-hidden="true" className="size-5" />
            <span className="max-sm:hidden">{t("house.fair.title")}</span>
          </button>
          <button
            type="button"
            className={headerButton}
            onClick={() => setDialog("rounds")}
            aria-label={t("house.rounds.title")}
          >
            <History aria-hidden="true" className="size-5" />
            <span className="max-sm:hidden">{t("house.rounds.short")}</span>
          </button>
          {session.lobbyUrl ? (
            <a
              href={session.lobbyUrl}
              target="_top"
              className={headerButton}
              aria-label={t("house.lobby")}
            >
              <LogOut aria-hidden="true" className="size-5" />
            </a>
          ) : null}
        </div>
      </header>

      <div className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-3 p-2 sm:p-3 md:grid-cols-[16rem_minmax(0,1fr)]">
        <section
          aria-label={t("house.betPanel")}
          className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 md:self-start"
        >
          <BetAmount
            value={roundOpen && round ? round.betAmount : amount}
            onChange={setAmount}
            limits={session.limits}
            decimals={decimals}
            currency={currency}
            disabled={roundOpen}
          />
          <p
            role="status"
            aria-live="polite"
            aria-atomic="true"
            aria-label={t("house.statusLabel")}
            className="min-h-5 text-sm font-semibold"
          >
            {status ? t(status.key, status.values) : ""}
          </p>
          {lastEvent?.kind === "error" ? (
            <ErrorNotice
              error={lastEvent.error}
              lobbyUrl={session.lobbyUrl}
              onDismiss={clearLastEvent}
            />
          ) : null}
        </section>

        <section aria-label={session.game.name} className="min-w-0 md:row-span-2">
          {Board ? (
            <BoardBoundary fallback={(reload) => <BoardFailure onReload={reload} />}>
              <Suspense fallback={<BoardSkeleton />}>
                {/* eslint-disable-next-line react-hooks/static-components -- created once, at module load (boards.tsx) */}
                <Board
                  session={session}
                  amount={amount}
                  round={round}
                  busy={busy}
                  placeBet={boardPlaceBet}
                  act={boardAct}
                  freeRounds={game.freeRounds}
                  placeFreeRound={game.placeFreeRound}
                />
              </Suspense>
            </BoardBoundary>
          ) : (
            <p role="alert" className="rounded-2xl border border-line bg-surface p-6 text-center">
              {t("house.unknownGame", { type: session.game.type })}
            </p>
          )}
        </section>
      </div>

      <FrameDialog
        open={dialog === "fairness"}
        onOpenChange={(open) => setDialog(open ? "fairness" : null)}
        title={t("house.fair.title")}
        description={t("house.fair.description")}
      >
        <FairnessPanel
          api={game.api}
          queryKey={queryKey}
          seeds={seeds}
          roundOpen={roundOpen}
          rotateSeeds={game.rotateSeeds}
        />
      </FrameDialog>
      <FrameDialog
        open={dialog === "rounds"}
        onOpenChange={(open) => setDialog(open ? "rounds" : null)}
        title={t("house.rounds.title")}
      >
        <RoundsPanel api={game.api} queryKey={queryKey} />
      </FrameDialog>
    </div>
  );
}
