import {
  backButton,
  cloudStorage,
  hapticFeedback,
  init,
  mainButton,
  miniApp,
  openTelegramLink,
  retrieveLaunchParams,
  retrieveRawInitData,
  themeParams,
  viewport,
} from "@tma.js/sdk";
import {
  INIT_DATA_KEY,
  INIT_DATA_UNSAFE_KEY,
  type MainButtonSetup,
  type TelegramRuntime,
  type TelegramUser,
} from "./runtime.ts";
import { isDarkColor, themeTokens, type TelegramThemeColors } from "./theme-tokens.ts";

/**
 * Starts Telegram's mini-app SDK (browser only, loaded by launch.ts inside Telegram): reads the
 * launch parameters, mounts the back button, main button, theme, viewport and mini app, and
 * paints the app in the user's Telegram colours. Throws when the launch parameters are unusable.
 */

/** Calls a feature of the client; a client without it (an older Telegram) just skips it. */
function attempt(run: () => void): void {
  try {
    run();
  } catch {
    // The feature is missing in this Telegram client.
  }
}

function keep(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Without session storage the values live in the SDK only.
  }
}

/** Snake_case theme colours from the SDK's camelCase state. */
function themeColors(): TelegramThemeColors {
  const state = themeParams.state() as Record<string, string | undefined>;
  const colors: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(state)) {
    colors[key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)] = value;
  }
  return colors as TelegramThemeColors;
}

/** Telegram's colours as the app's tokens, and its day or night mode. */
function paintTheme(): void {
  const colors = themeColors();
  const root = document.documentElement;
  for (const [token, color] of Object.entries(themeTokens(colors))) {
    root.style.setProperty(token, color);
  }
  const dark = colors.bg_color ? isDarkColor(colors.bg_color) : themeParams.isDark();
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
  root.dataset.telegram = "true";
}

export async function startTelegram(): Promise<TelegramRuntime> {
  init();
  const params = retrieveLaunchParams();
  const initDataRaw = retrieveRawInitData() ?? null;
  const data = params.tgWebAppData as { user?: TelegramUser; start_param?: string } | undefined;
  if (initDataRaw) keep(INIT_DATA_KEY, initDataRaw);
  if (data) keep(INIT_DATA_UNSAFE_KEY, JSON.stringify(data));

  attempt(() => themeParams.mount());
  attempt(() => miniApp.mount());
  attempt(() => backButton.mount());
  attempt(() => mainButton.mount());
  attempt(paintTheme);
  // The whole height at once; the viewport's sizes as CSS variables once Telegram sent them.
  attempt(() => viewport.expand());
  attempt(() => {
    viewport.mount().then(
      () => attempt(() => viewport.bindCssVars()),
      () => undefined,
    );
  });
  attempt(() => miniApp.ready());

  let backListener: (() => void) | null = null;
  let mainListener: (() => void) | null = null;
  const themeListeners = new Set<() => void>();
  attempt(() =>
    themeParams.state.sub(() => {
      attempt(paintTheme);
      for (const listener of themeListeners) listener();
    }),
  );

  return {
    initDataRaw,
    user: data?.user ?? null,
    startParam: params.tgWebAppStartParam ?? data?.start_param ?? null,
    platform: String(params.tgWebAppPlatform ?? "unknown"),
    setBackButton(onClick) {
      attempt(() => {
        if (backListener) backButton.offClick(backListener);
        backListener = onClick;
        if (onClick) {
          backButton.onClick(onClick);
          backButton.show();
        } else {
          backButton.hide();
        }
      });
    },
    setMainButton(setup: MainButtonSetup | null) {
      attempt(() => {
        if (mainListener) mainButton.offClick(mainListener);
        mainListener = setup?.onClick ?? null;
        if (setup) {
          mainButton.setParams({ text: setup.text, isVisible: true, isEnabled: true });
          mainButton.onClick(setup.onClick);
        } else {
          mainButton.setParams({ isVisible: false });
        }
      });
    },
    haptic(kind) {
      attempt(() => {
        if (kind === "impact") hapticFeedback.impactOccurred("medium");
        else if (kind === "selection") hapticFeedback.selectionChanged();
        else hapticFeedback.notificationOccurred(kind);
      });
    },
    storage: {
      async get(key) {
        if (!cloudStorage.isSupported()) return null;
        try {
          const value = await cloudStorage.getItem(key);
          return value === "" ? null : value;
        } catch {
          return null;
        }
      },
      async set(key, value) {
        if (!cloudStorage.isSupported()) return;
        try {
          await cloudStorage.setItem(key, value);
        } catch {
          // Not kept in Telegram: the browser's own copy stays.
        }
      },
    },
    openTelegramLink(url) {
      try {
        openTelegramLink(url);
        return true;
      } catch {
        return false;
      }
    },
    onThemeChange(listener) {
      themeListeners.add(listener);
      return () => themeListeners.delete(listener);
    },
  };
}
