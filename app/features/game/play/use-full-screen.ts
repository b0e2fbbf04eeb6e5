import { useCallback, useEffect, useState, type RefObject } from "react";

/**
 * Full screen for the game's frame: the Fullscreen API on its container where the browser has
 * it (with the prefixed Safari form), else an "expanded" fallback that makes the container fill
 * the window (iPhone Safari has no element full screen). `onFallback` says so to the player.
 */

type PrefixedElement = HTMLElement & { webkitRequestFullscreen?: () => Promise<void> | void };
type PrefixedDocument = Document & {
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => Promise<void> | void;
};

function fullScreenElement(): Element | null {
  const doc = document as PrefixedDocument;
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
}

export interface FullScreenControls {
  /** In full screen, natively or by the fallback. */
  active: boolean;
  /** In the fallback (the container fills the window, the browser's chrome stays). */
  expanded: boolean;
  enter: () => void;
  exit: () => void;
}

export function useFullScreen(
  target: RefObject<HTMLElement | null>,
  onFallback: () => void,
): FullScreenControls {
  const [native, setNative] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const sync = () => setNative(target.current !== null && fullScreenElement() === target.current);
    document.addEventListener("fullscreenchange", sync);
    document.addEventListener("webkitfullscreenchange", sync);
    return () => {
      document.removeEventListener("fullscreenchange", sync);
      document.removeEventListener("webkitfullscreenchange", sync);
    };
  }, [target]);

  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setExpanded(false);
    };
    document.addEventListener("keydown", onKey);
    // The page behind must not scroll under the expanded frame.
    const overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKey);
      document.documentElement.style.overflow = overflow;
    };
  }, [expanded]);

  const fallBack = useCallback(() => {
    setExpanded(true);
    onFallback();
  }, [onFallback]);

  const enter = useCallback(() => {
    const element = target.current as PrefixedElement | null;
    if (!element) return;
    const request = element.requestFullscreen ?? element.webkitRequestFullscreen;
    if (typeof request !== "function" || document.fullscreenEnabled === false) {
      fallBack();
      return;
    }
    try {
      const result = request.call(element);
      if (result instanceof Promise) result.catch(fallBack);
    } catch {
      fallBack();
    }
  }, [target, fallBack]);

  const exit = useCallback(() => {
    setExpanded(false);
    if (fullScreenElement() === null) return;
    const doc = document as PrefixedDocument;
    const leave = doc.exitFullscreen ?? doc.webkitExitFullscreen;
    try {
      const result = leave?.call(doc);
      if (result instanceof Promise) result.catch(() => undefined);
    } catch {
      // already out of full screen
    }
  }, []);

  return { active: native || expanded, expanded, enter, exit };
}
