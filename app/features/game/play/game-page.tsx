import { Gamepad2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import type { Game } from "../../../../contracts/game.ts";
import { useLocale, useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { useRootData } from "../../../lib/use-root-data.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { PageContainer } from "../../../ui/page-heading.tsx";
import { LoadingRegion, Skeleton } from "../../../ui/skeleton.tsx";
import { MOBILE_BREAKPOINT_PX, useIsMobile } from "../../../ui/use-is-mobile.ts";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { usePlayer } from "../../../lib/player-state.ts";
import { GameDetails } from "./game-details.tsx";
import { isGameMissing, useGameInfo, useGameLaunch, type LaunchKey } from "./game-play-api.ts";
import {
  ChoosePanel,
  DemoUnavailablePanel,
  LaunchFailedPanel,
  LaunchingPanel,
  SignInPanel,
} from "./game-panels.tsx";
import { GameFrame, GameStage } from "./game-stage.tsx";
import { GameToolbar } from "./game-toolbar.tsx";
import { launchFailure } from "./launch-failure.ts";
import { decidePlay, platformForWidth, searchWithMode, type PlayMode } from "./play-mode.ts";
import { setPlaySession } from "./play-session.ts";
import { rememberReturnGame } from "./return-game.ts";
import { useFrameSize } from "./use-frame-size.ts";
import { useFullScreen } from "./use-full-screen.ts";

/** Room kept under the frame for the toolbar, so both fit the first screen. */
const TOOLBAR_ALLOWANCE_PX = 96;
/** SPEC §3 (sportsbook start parameters, the same for games): the last-resort country. */
const FALLBACK_COUNTRY = "UA";
const COUNTRY = /^[A-Za-z]{2}$/;

/** /game/{idOrIdentity}: the game, its loading state, or why it cannot be shown. */
export interface GamePlayPageProps {
  idOrIdentity: string;
  /** Shown beside a game played for real money (the limit feature's reality check, from the route). */
  realPlayNotice?: ReactNode;
  /** Shown under the game's toolbar for the game on screen (the quest feature's progress). */
  gamePanel?: (game: Game) => ReactNode;
}

export function GamePlayPage({ idOrIdentity, realPlayNotice, gamePanel }: GamePlayPageProps) {
  const info = useGameInfo(idOrIdentity);
  if (info.isPending) return <GamePageSkeleton />;
  if (info.isError) {
    return <GameNotFound missing={isGameMissing(info.error)} onRetry={() => void info.refetch()} />;
  }
  return (
    <GamePlay
      key={info.data.id}
      game={info.data}
      realPlayNotice={realPlayNotice}
      gamePanel={gamePanel?.(info.data)}
    />
  );
}

export function GamePageSkeleton() {
  return (
    <LoadingRegion>
      <PageContainer>
        <Skeleton className="aspect-video max-h-[70dvh] w-full rounded-2xl" />
        <div className="mt-3 flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3">
          <Skeleton className="size-10 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-24" />
          </div>
          <Skeleton className="h-10 w-28 rounded-xl" />
        </div>
      </PageContainer>
    </LoadingRegion>
  );
}

function GameNotFound({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const title = missing ? t("pages.game.notFoundTitle") : t("pages.game.loadFailedTitle");
  return (
    <PageContainer>
      <title>{`${title} · Sevens`}</title>
      <EmptyState
        icon={Gamepad2}
        title={title}
        description={missing ? t("pages.game.notFoundText") : t("pages.game.loadFailedText")}
        action={
          <>
            {missing ? null : (
              <button type="button" onClick={onRetry} className={buttonClass("secondary")}>
                {t("pages.game.retry")}
              </button>
            )}
            <Link to={localize("/games")} className={buttonClass("primary")}>
              {t("pages.game.browse")}
            </Link>
          </>
        }
      />
    </PageContainer>
  );
}

function GamePlay({
  game,
  realPlayNotice,
  gamePanel,
}: {
  game: Game;
  realPlayNotice: ReactNode;
  gamePanel: ReactNode;
}) {
  const { t } = useTranslation("layout");
  const player = usePlayer();
  const location = useLocation();
  const navigate = useNavigate();
  const { open } = useUrlModal();
  const localize = useLocalizedPath();
  const locale = useLocale();
  const root = useRootData();
  const isMobile = useIsMobile();
  const isPlayer = player.status === "player";
  const real = new URLSearchParams(location.search).get("real");
  const decision = decidePlay({
    isPlayer,
    restoring: player.restoring,
    real,
    demoAvailable: game.isDemoMode,
  });

  const [attempt, setAttempt] = useState(0);
  const accountId = player.activeAccount?.id ?? null;
  const launchKey: LaunchKey | null =
    decision.kind === "launch"
      ? {
          gameId: game.id,
          mode: decision.mode,
          accountId: decision.mode === "real" ? accountId : null,
          attempt,
        }
      : null;
  const profileCountry = player.profile?.country;
  const countryCode =
    profileCountry && COUNTRY.test(profileCountry)
      ? profileCountry
      : root?.country && COUNTRY.test(root.country)
        ? root.country
        : FALLBACK_COUNTRY;
  const launch = useGameLaunch(launchKey, () => ({
    lobbyUrl: window.location.origin,
    locale,
    countryCode: countryCode.toUpperCase(),
    platform: platformForWidth(window.innerWidth, MOBILE_BREAKPOINT_PX),
  }));
  const launched = launchKey !== null && launch.isSuccess ? launch.data : null;
  const failure = launchKey !== null && launch.isError ? launchFailure(launch.error) : null;

  // --- mode changes live in the address ------------------------------------------------------
  const switchMode = useCallback(
    (mode: PlayMode) => {
      const search = searchWithMode(location.search, mode);
      if (mode === "real" && !isPlayer) {
        // Real money needs an account: sign in, and come back to real play.
        const params = new URLSearchParams(search);
        params.set("sign-in", "true");
        void navigate({ pathname: location.pathname, search: `?${params.toString()}` });
        return;
      }
      void navigate(
        { pathname: location.pathname, search },
        { replace: true, preventScrollReset: true },
      );
    },
    [isPlayer, location.pathname, location.search, navigate],
  );

  // --- frame size and full screen --------------------------------------------------------------
  const stageRef = useRef<HTMLDivElement>(null);
  const onFallback = useCallback(() => {
    showAlert({
      type: "attention",
      title: "game.fullScreenFallback",
      description: "game.fullScreenFallbackText",
    });
  }, []);
  const fullScreen = useFullScreen(stageRef, onFallback);
  const size = useFrameSize(
    stageRef,
    { width: game.screenWidthRatio, height: game.screenHeightRatio },
    { fullScreen: fullScreen.active, fill: isMobile, bottomMargin: TOOLBAR_ALLOWANCE_PX },
  );

  // --- what the rest of the app learns about the game on screen --------------------------------
  const launchedMode = launched ? (launched.demoMode ? "demo" : "real") : null;
  const gamePath = localize(`/game/${game.identity}`);
  const enterFullScreen = fullScreen.enter;
  useEffect(() => {
    if (!launched || launchedMode === null) return;
    rememberReturnGame({
      path: `${gamePath}?real=${launchedMode === "real" ? "true" : "false"}`,
      name: game.name,
    });
    setPlaySession({
      identity: game.identity,
      name: game.name,
      gameUrl: launched.gameUrl,
      enterFullScreen,
    });
    return () => setPlaySession(null);
  }, [launched, launchedMode, gamePath, game.identity, game.name, enterFullScreen]);

  // Phones: offer full screen or a new tab (SPEC §2 mobile-game), at most once per browser
  // session: a player who answered it once is not asked again on every launch (issue 11).
  const offeredMobile = useRef<string | null>(null);
  useEffect(() => {
    if (!launched || !isMobile || offeredMobile.current === launched.token) return;
    offeredMobile.current = launched.token;
    if (mobileGameOffered()) return;
    rememberMobileGameOffered();
    open("mobile-game", game.identity);
  }, [launched, isMobile, open, game.identity]);

  // The dialogs that explain a dead end open once per game visit.
  const explained = useRef(new Set<string>());
  const explainOnce = useCallback(
    (key: string, show: () => void) => {
      if (explained.current.has(key)) return;
      explained.current.add(key);
      show();
    },
    [explained],
  );
  const demoUnavailable =
    decision.kind === "demo-unavailable" || failure?.kind === "demo-unavailable";
  useEffect(() => {
    if (demoUnavailable) explainOnce("demo", () => open("demo-unavailable", game.identity));
  }, [demoUnavailable, explainOnce, open, game.identity]);
  const limitCode = failure?.kind === "limit" ? failure.code : null;
  useEffect(() => {
    if (limitCode !== null) {
      explainOnce(`limit:${limitCode}:${attempt}`, () =>
        open("game-limit-reached", String(limitCode)),
      );
    }
  }, [limitCode, attempt, explainOnce, open]);

  // --- the frame's content ---------------------------------------------------------------------
  let content;
  if (decision.kind === "wait") content = <LaunchingPanel game={game} />;
  else if (decision.kind === "choose") content = <ChoosePanel game={game} onPlay={switchMode} />;
  else if (decision.kind === "sign-in") {
    content = (
      <SignInPanel
        game={game}
        demoAvailable={decision.demoAvailable}
        onPlayDemo={() => switchMode("demo")}
      />
    );
  } else if (decision.kind === "demo-unavailable" || failure?.kind === "demo-unavailable") {
    content = (
      <DemoUnavailablePanel game={game} isPlayer={isPlayer} onPlayReal={() => switchMode("real")} />
    );
  } else if (failure) {
    content = (
      <LaunchFailedPanel game={game} failure={failure} onRetry={() => setAttempt((n) => n + 1)} />
    );
  } else if (launched) {
    content = <GameFrame key={launched.token} game={game} src={launched.gameUrl} />;
  } else {
    content = <LaunchingPanel game={game} />;
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-4 sm:px-6 sm:py-5">
      <title>{`${game.name} · Sevens`}</title>
      <GameStage
        stageRef={stageRef}
        game={game}
        size={size}
        fullScreen={fullScreen.active}
        expanded={fullScreen.expanded}
        onExitFullScreen={fullScreen.exit}
      >
        {content}
      </GameStage>
      <GameToolbar
        game={game}
        mode={launchedMode}
        isPlayer={isPlayer}
        canFullScreen={launched !== null}
        onSwitchMode={switchMode}
        onFullScreen={fullScreen.enter}
      />
      {gamePanel}
      <GameDetails game={game} />
      {launchedMode === "real" ? realPlayNotice : null}
      <p className="sr-only" aria-live="polite">
        {launched ? t("pages.game.ready", { name: game.name }) : ""}
      </p>
    </div>
  );
}

const MOBILE_GAME_OFFERED_KEY = "sevens:mobile-game-offered";

function mobileGameOffered(): boolean {
  try {
    return sessionStorage.getItem(MOBILE_GAME_OFFERED_KEY) === "true";
  } catch {
    return false;
  }
}

function rememberMobileGameOffered(): void {
  try {
    sessionStorage.setItem(MOBILE_GAME_OFFERED_KEY, "true");
  } catch {
    // Storage unavailable (private mode): asking again is the lesser harm.
  }
}
