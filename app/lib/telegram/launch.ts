/**
 * The Telegram mini app (SPEC §1, §4, §6): Telegram opens the site with its launch parameters in
 * the address (`#tgWebAppData=…&tgWebAppVersion=…&tgWebAppPlatform=…`). Only then is Telegram's
 * SDK (@tma.js/sdk, a chunk of its own) loaded; every other visitor never downloads it.
 */

import { reportError } from "../error-reporting.ts";
import {
  INIT_DATA_KEY,
  INIT_DATA_UNSAFE_KEY,
  SDK_LAUNCH_PARAMS_KEY,
  type TelegramRuntime,
} from "./runtime.ts";

function launchText(): string {
  if (typeof window === "undefined") return "";
  return `${window.location.hash}&${window.location.search}`;
}

function storedLaunchParams(): string | null {
  try {
    return window.sessionStorage.getItem(SDK_LAUNCH_PARAMS_KEY);
  } catch {
    return null;
  }
}

/** True inside Telegram's mini app: launch parameters in the address or kept from it. */
export function isTelegramLaunch(): boolean {
  if (typeof window === "undefined") return false;
  return /(?:^|[#&?])tgWebAppData=/.test(launchText()) || storedLaunchParams() !== null;
}

/** Forgets the mini app's stored data (a failed start must not leave half a session behind). */
export function clearTelegramData(): void {
  try {
    for (const key of [SDK_LAUNCH_PARAMS_KEY, INIT_DATA_KEY, INIT_DATA_UNSAFE_KEY]) {
      window.sessionStorage.removeItem(key);
    }
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

let runtime: Promise<TelegramRuntime | null> | undefined;

/**
 * The mini app's runtime, started once: null outside Telegram, or when its start failed (then
 * its data is cleared and the failure reported, SPEC §8).
 */
export function loadTelegram(): Promise<TelegramRuntime | null> {
  if (!isTelegramLaunch()) return Promise.resolve(null);
  runtime ??= import("./telegram-sdk.client.ts")
    .then((module) => module.startTelegram())
    .catch((error: unknown) => {
      clearTelegramData();
      reportError(error, "mini-app");
      return null;
    });
  return runtime;
}
