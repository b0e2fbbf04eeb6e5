import {
  CircleAlert,
  Gamepad2,
  Info,
  LoaderCircle,
  Lock,
  ShieldAlert,
  type LucideIcon,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Game } from "../../../../contracts/game.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { LoadingRegion } from "../../../ui/skeleton.tsx";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import type { LaunchFailure } from "./launch-failure.ts";

/**
 * What the frame area shows while no game runs in it: the choice of mode, the way to sign in,
 * the launch in progress and why a launch failed. Each sits on the game's own artwork.
 */

export function PanelBackdrop({ game, children }: { game: Game; children: ReactNode }) {
  return (
    <div className="absolute inset-0 overflow-hidden">
      <img
        src={game.images["200x200"]["2x"]}
        alt=""
        aria-hidden="true"
        className="absolute inset-0 size-full scale-110 object-cover opacity-40 blur-xl"
      />
      <div className="absolute inset-0 bg-black/55" />
      <div className="relative flex size-full flex-col items-center justify-center gap-3 overflow-y-auto p-4 text-center text-white">
        {children}
      </div>
    </div>
  );
}

function PanelText({
  icon: Icon,
  title,
  text,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
}) {
  return (
    <>
      <Icon aria-hidden="true" className="size-8 shrink-0 text-white/80 max-sm:hidden" />
      <h2 className="text-lg font-bold sm:text-xl">{title}</h2>
      {text ? <p className="max-w-md text-sm text-white/80">{text}</p> : null}
    </>
  );
}

const actionsClass = "flex flex-wrap items-center justify-center gap-2";

/** A player who came without a preference: real money or demo. */
export function ChoosePanel({
  game,
  onPlay,
}: {
  game: Game;
  onPlay: (mode: "real" | "demo") => void;
}) {
  const { t } = useTranslation("layout");
  const { hrefFor } = useUrlModal();
  return (
    <PanelBackdrop game={game}>
      <PanelText
        icon={Gamepad2}
        title={t("pages.game.chooseTitle")}
        text={t("pages.game.chooseText")}
      />
      <div className={actionsClass}>
        <button type="button" onClick={() => onPlay("real")} className={buttonClass("win", "lg")}>
          {t("pages.game.playReal")}
        </button>
        <button
          type="button"
          onClick={() => onPlay("demo")}
          className={buttonClass("secondary", "lg")}
        >
          {t("pages.game.playDemo")}
        </button>
      </div>
      <Link
        to={hrefFor("demo-game", game.identity)}
        preventScrollReset
        className="inline-flex items-center gap-1.5 rounded text-sm text-white/80 underline-offset-4 hover:text-white hover:underline"
      >
        <Info aria-hidden="true" className="size-4" />
        {t("pages.game.whatIsDemo")}
      </Link>
    </PanelBackdrop>
  );
}

/** A guest asked for real money: sign in first, or play the demo meanwhile. */
export function SignInPanel({
  game,
  demoAvailable,
  onPlayDemo,
}: {
  game: Game;
  demoAvailable: boolean;
  onPlayDemo: () => void;
}) {
  const { t } = useTranslation("layout");
  return (
    <PanelBackdrop game={game}>
      <PanelText
        icon={Lock}
        title={t("pages.game.signInToPlayReal")}
        text={t("pages.game.signInText")}
      />
      <div className={actionsClass}>
        <Link to="?real=true&sign-in=true" className={buttonClass("primary", "lg")}>
          {t("header.signIn")}
        </Link>
        <Link to="?real=true&sign-up=true" className={buttonClass("win", "lg")}>
          {t("header.signUp")}
        </Link>
        {demoAvailable ? (
          <button type="button" onClick={onPlayDemo} className={buttonClass("secondary", "lg")}>
            {t("pages.game.playDemo")}
          </button>
        ) : null}
      </div>
    </PanelBackdrop>
  );
}

/** The game has no demo: guests sign in, players play for real. */
export function DemoUnavailablePanel({
  game,
  isPlayer,
  onPlayReal,
}: {
  game: Game;
  isPlayer: boolean;
  onPlayReal: () => void;
}) {
  const { t } = useTranslation("layout");
  return (
    <PanelBackdrop game={game}>
      <PanelText
        icon={Lock}
        title={t("pages.game.noDemoTitle")}
        text={isPlayer ? t("pages.game.noDemoPlayerText") : t("pages.game.noDemoGuestText")}
      />
      <div className={actionsClass}>
        {isPlayer ? (
          <button type="button" onClick={onPlayReal} className={buttonClass("win", "lg")}>
            {t("pages.game.playReal")}
          </button>
        ) : (
          <>
            <Link to="?real=true&sign-in=true" className={buttonClass("primary", "lg")}>
              {t("header.signIn")}
            </Link>
            <Link to="?real=true&sign-up=true" className={buttonClass("win", "lg")}>
              {t("header.signUp")}
            </Link>
          </>
        )}
      </div>
    </PanelBackdrop>
  );
}

export function LaunchingPanel({ game }: { game: Game }) {
  const { t } = useTranslation("layout");
  return (
    <PanelBackdrop game={game}>
      <LoadingRegion label={t("pages.game.starting", { name: game.name })}>
        <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-white/90" />
      </LoadingRegion>
      <p aria-hidden="true" className="text-sm text-white/80">
        {t("pages.game.starting", { name: game.name })}
      </p>
    </PanelBackdrop>
  );
}

/** Why the launch failed and what the player can do about it. */
export function LaunchFailedPanel({
  game,
  failure,
  onRetry,
}: {
  game: Game;
  failure: LaunchFailure;
  onRetry: () => void;
}) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const limitsLink = (
    <Link to={localize("/profile/limits")} className={buttonClass("primary", "lg")}>
      {t("pages.game.seeLimits")}
    </Link>
  );
  let icon: LucideIcon = CircleAlert;
  let title: string;
  let text: string;
  let action: ReactNode = (
    <button type="button" onClick={onRetry} className={buttonClass("primary", "lg")}>
      {t("pages.game.retry")}
    </button>
  );
  switch (failure.kind) {
    case "limit":
      icon = ShieldAlert;
      title = t("pages.game.limitTitle");
      text = t("pages.game.limitText");
      action = limitsLink;
      break;
    case "limited-player":
      icon = ShieldAlert;
      title = t("pages.game.limitedTitle");
      text = t("pages.game.limitedText");
      action = limitsLink;
      break;
    case "unavailable":
      title = t("pages.game.unavailableTitle");
      text = t("pages.game.unavailableText");
      action = (
        <Link to={localize("/games")} className={buttonClass("primary", "lg")}>
          {t("pages.game.browse")}
        </Link>
      );
      break;
    case "signed-out":
      title = t("pages.game.signedOutTitle");
      text = t("pages.game.signedOutText");
      action = (
        <Link to="?sign-in=true" className={buttonClass("primary", "lg")}>
          {t("header.signIn")}
        </Link>
      );
      break;
    case "demo-unavailable":
      title = t("pages.game.noDemoTitle");
      text = t("pages.game.noDemoGuestText");
      break;
    case "failed":
      title = t("pages.game.failedTitle");
      text = t("pages.game.failedText");
      break;
  }
  return (
    <PanelBackdrop game={game}>
      <div role="alert" className="contents">
        <PanelText icon={icon} title={title} text={text} />
      </div>
      <div className={actionsClass}>{action}</div>
    </PanelBackdrop>
  );
}
