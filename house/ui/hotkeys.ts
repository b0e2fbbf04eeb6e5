import { useEffect, useRef } from "react";

/**
 * Board keyboard shortcuts. Space and Enter play; each board adds its own letters and arrows
 * and lists them in its help line. A key typed into a field, pressed on a focused button or
 * link (where Space and Enter already activate it), or inside a dialog is left alone.
 */

/** The parts of a key event this module reads (a KeyboardEvent in the browser). */
export type HotkeyEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  repeat: boolean;
  defaultPrevented: boolean;
  target: unknown;
};

type ElementLike = {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
};

const FIELD_TAGS = new Set(["INPUT", "TEXTAREA", "SELECT"]);
const ACTIVATING_SELECTOR = "button, a[href], summary, [role='button'], [role='link']";
const ACTIVATING_KEYS = new Set(["Space", "Enter"]);

/** The name a binding uses: "Space", "Enter", "ArrowLeft", or a lowercase letter/digit. */
export function hotkeyName(key: string): string {
  if (key === " " || key === "Spacebar") return "Space";
  return key.length === 1 ? key.toLowerCase() : key;
}

/** The binding this key press should run, or null when the press belongs to something else. */
export function hotkeyFor(event: HotkeyEvent): string | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const name = hotkeyName(event.key);
  // Holding a key down must not fire a stream of bets.
  if (event.repeat && ACTIVATING_KEYS.has(name)) return null;
  const target = (event.target ?? {}) as ElementLike;
  if (target.isContentEditable) return null;
  if (target.tagName && FIELD_TAGS.has(target.tagName)) return null;
  if (typeof target.closest === "function") {
    if (target.closest("[role='dialog']")) return null;
    if (ACTIVATING_KEYS.has(name) && target.closest(ACTIVATING_SELECTOR)) return null;
  }
  return name;
}

/**
 * Runs `bindings[name]` for presses anywhere in the page (see hotkeyFor). The latest bindings
 * are always used, so callers can pass a fresh object each render.
 */
export function useHotkeys(bindings: Record<string, () => void>, enabled = true): void {
  const latest = useRef(bindings);
  useEffect(() => {
    latest.current = bindings;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const name = hotkeyFor(event);
      if (name === null) return;
      const run = latest.current[name];
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
