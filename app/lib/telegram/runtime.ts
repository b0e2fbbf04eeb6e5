/** What the app knows of the Telegram mini app; shared by its loader and the SDK module. */

/** Where the SDK keeps the launch parameters once the address no longer has them. */
export const SDK_LAUNCH_PARAMS_KEY = "tapps/launchParams";
/** Stored value of SPEC §3: the Telegram bot's address (its wallet and news live there). */
export const BOT_URL_KEY = "botURL";
/** Stored values of SPEC §3: the raw launch data and its parsed form. */
export const INIT_DATA_KEY = "initData";
export const INIT_DATA_UNSAFE_KEY = "initDataUnsafe";

/** A Telegram user as the launch data describe it (unverified until the server checks it). */
export interface TelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export type HapticKind = "impact" | "success" | "error" | "selection";

export interface MainButtonSetup {
  text: string;
  onClick: () => void;
}

/** What the app uses of the mini app; each call is a no-op where Telegram lacks the feature. */
export interface TelegramRuntime {
  /** The signed launch data, as POST /api/player/tg_login takes it. */
  initDataRaw: string | null;
  user: TelegramUser | null;
  startParam: string | null;
  /** Telegram's client: ios, android, tdesktop, web… */
  platform: string;
  setBackButton(onClick: (() => void) | null): void;
  setMainButton(setup: MainButtonSetup | null): void;
  haptic(kind: HapticKind): void;
  /** Telegram's cloud storage of the bot (per user), when the client has it. */
  storage: {
    get(key: string): Promise<string | null>;
    set(key: string, value: string): Promise<void>;
  };
  openTelegramLink(url: string): boolean;
  /** Theme colours changed (the app re-applies its tokens). */
  onThemeChange(listener: () => void): () => void;
}
