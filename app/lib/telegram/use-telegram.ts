import { useEffect, useState } from "react";
import { isTelegramLaunch, loadTelegram } from "./launch.ts";
import type { TelegramRuntime } from "./runtime.ts";

/** The mini app's runtime once started; null outside Telegram (and during SSR). */
export function useTelegram(): TelegramRuntime | null {
  const [runtime, setRuntime] = useState<TelegramRuntime | null>(null);
  useEffect(() => {
    if (!isTelegramLaunch()) return undefined;
    let live = true;
    void loadTelegram().then((loaded) => {
      if (live) setRuntime(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return runtime;
}
