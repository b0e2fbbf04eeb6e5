import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useKnownLocales } from "../lib/use-localized-path.ts";
import { LogoMark } from "./logo.tsx";
import {
  schedulePreloaderExit,
  shouldHoldPreloader,
  type PreloaderPhase,
} from "./preloader-timing.ts";

/**
 * Full-screen overlay that is part of the server markup. It fades out 500 ms after the page
 * has loaded and leaves the DOM 1000 ms later, except while an auto-login or social-login
 * callback is completing (the fade takes PRELOADER_REMOVE_DELAY_MS: `duration-1000`) (then it stays, and comes back if such a page is opened later).
 */
const subscribeNothing = () => () => {};

export function Preloader() {
  const { t } = useTranslation("layout");
  const location = useLocation();
  const known = useKnownLocales();
  const hold = shouldHoldPreloader(location.pathname, location.search, known);
  const [phase, setPhase] = useState<PreloaderPhase>("shown");
  const [heldBefore, setHeldBefore] = useState(hold);
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  // Opening a page that holds the preloader brings it back.
  if (heldBefore !== hold) {
    setHeldBefore(hold);
    if (hold) setPhase("shown");
  }

  useEffect(() => {
    if (hold) return undefined;
    let cancel = () => {};
    const start = () => {
      cancel = schedulePreloaderExit({
        onHide: () => setPhase((current) => (current === "shown" ? "hiding" : current)),
        onRemove: () => setPhase((current) => (current === "hiding" ? "removed" : current)),
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      cancel();
    };
  }, [hold]);

  if (phase === "removed") return null;
  const hiding = phase === "hiding";
  return (
    <div
      className={`preloader fixed inset-0 z-[2000] grid place-items-center bg-bg transition-opacity duration-1000 ease-out ${
        hiding ? "pointer-events-none opacity-0" : "opacity-100"
      }`}
      data-ready={hydrated ? "" : undefined}
      aria-hidden={hiding ? true : undefined}
      inert={hiding}
    >
      <div role="status" className="flex flex-col items-center gap-5">
        <span className="relative grid size-20 place-items-center">
          <span
            aria-hidden="true"
            className="absolute inset-0 animate-spin rounded-full border-4 border-line border-t-accent"
          />
          <LogoMark className="size-10" />
        </span>
        <span className="sr-only">{t("preloader.label")}</span>
      </div>
    </div>
  );
}
