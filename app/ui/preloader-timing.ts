import { localeCodes } from "../../contracts/settings.ts";
import { stripLocalePrefix } from "../lib/locale.ts";

/** SPEC §2: the preloader hides 500 ms after load, then is removed 1000 ms later. */
export const PRELOADER_HIDE_DELAY_MS = 500;
export const PRELOADER_REMOVE_DELAY_MS = 1000;

export type PreloaderPhase = "shown" | "hiding" | "removed";

/**
 * Pages that keep the preloader up while a sign-in completes: auto-login while `state`
 * is in the address, a social-login callback while both `code` and `state` are.
 */
export function shouldHoldPreloader(
  pathname: string,
  search: string,
  knownLocales: readonly string[] = localeCodes,
): boolean {
  const path = stripLocalePrefix(pathname, knownLocales).replace(/\/+$/, "");
  const query = new URLSearchParams(search);
  if (path === "/auth/autologin") return query.has("state");
  if (/^\/auth\/social\/[^/]+\/callback$/.test(path))
    return query.has("code") && query.has("state");
  return false;
}

export interface PreloaderTimers {
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(id: ReturnType<typeof setTimeout>): void;
}

/**
 * Starts the exit of a loaded page's preloader: `onHide` after 500 ms (fade starts),
 * `onRemove` 1000 ms after that. Returns a cancel function.
 */
export function schedulePreloaderExit(
  callbacks: { onHide(): void; onRemove(): void },
  timers: PreloaderTimers = globalThis,
): () => void {
  let removeTimer: ReturnType<typeof setTimeout> | undefined;
  const hideTimer = timers.setTimeout(() => {
    callbacks.onHide();
    removeTimer = timers.setTimeout(callbacks.onRemove, PRELOADER_REMOVE_DELAY_MS);
  }, PRELOADER_HIDE_DELAY_MS);
  return () => {
    timers.clearTimeout(hideTimer);
    if (removeTimer !== undefined) timers.clearTimeout(removeTimer);
  };
}
