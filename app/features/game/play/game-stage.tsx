import { Minimize } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { Game } from "../../../../contracts/game.ts";
import type { FrameBox } from "./frame-size.ts";

/**
 * The dark stage the game sits on, and the frame itself: sized to the game's ratio (see
 * useFrameSize), centred, and the element that goes full screen.
 */
export function GameStage({
  stageRef,
  game,
  size,
  fullScreen,
  expanded,
  onExitFullScreen,
  children,
}: {
  stageRef: RefObject<HTMLDivElement | null>;
  game: Game;
  size: FrameBox | null;
  fullScreen: boolean;
  expanded: boolean;
  onExitFullScreen: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("layout");
  const style = size
    ? { width: size.width, height: size.height }
    : { width: "100%", aspectRatio: `${game.screenWidthRatio} / ${game.screenHeightRatio}` };
  return (
    <div
      ref={stageRef}
      data-testid="game-stage"
      data-full-screen={fullScreen || undefined}
      className={
        expanded
          ? "fixed inset-0 z-[950] flex items-center justify-center bg-black"
          : "relative flex w-full items-center justify-center overflow-hidden rounded-2xl border border-line bg-black [&:fullscreen]:rounded-none [&:fullscreen]:border-0"
      }
    >
      <div
        className="relative max-w-full overflow-hidden"
        style={style}
        data-testid="game-frame-box"
      >
        {children}
      </div>
      {/* Bottom corner: games keep their own header (balance, menu) along the top. */}
      {fullScreen ? (
        <button
          type="button"
          onClick={onExitFullScreen}
          className="absolute end-3 bottom-3 z-10 inline-flex h-9 items-center gap-2 rounded-xl bg-black/60 px-3 text-sm font-semibold text-white backdrop-blur hover:bg-black/80"
        >
          <Minimize aria-hidden="true" className="size-4" />
          {t("pages.game.exitFullScreen")}
        </button>
      ) : null}
    </div>
  );
}

/** The launched game. */
export function GameFrame({ game, src }: { game: Game; src: string }) {
  return (
    <iframe
      title={game.name}
      src={src}
      className="absolute inset-0 size-full border-0 bg-black"
      allow="fullscreen; autoplay; clipboard-write; encrypted-media"
      referrerPolicy="origin"
    />
  );
}
