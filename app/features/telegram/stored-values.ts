import { AFFILIATE_TAG_STORAGE_KEY } from "../../lib/affiliate-tag.ts";
import { browserStorage, notifyLocalStorageChange } from "../../lib/local-storage-store.ts";
import { BOT_URL_KEY, type TelegramRuntime } from "../../lib/telegram/runtime.ts";

/**
 * The stored values of SPEC §3 live in Telegram's own storage for Telegram players (SPEC §6 "a
 * different storage"): the affiliate tag and the bot's address are kept in the bot's cloud
 * storage, so a player who comes back on another device keeps them; the browser's copy is what
 * the app reads at once.
 */
export const TELEGRAM_STORED_KEYS = [AFFILIATE_TAG_STORAGE_KEY, BOT_URL_KEY] as const;

/** Brings the browser's copy and Telegram's storage together: what one has, both get. */
export async function syncStoredValues(
  telegram: Pick<TelegramRuntime, "storage">,
  botUrl: string | null,
): Promise<void> {
  const local = browserStorage();
  if (!local) return;
  if (botUrl) local.setItem(BOT_URL_KEY, botUrl);
  for (const key of TELEGRAM_STORED_KEYS) {
    const here = local.getItem(key);
    if (here !== null) {
      await telegram.storage.set(key, here);
      continue;
    }
    const kept = await telegram.storage.get(key);
    if (kept !== null) local.setItem(key, kept);
  }
  notifyLocalStorageChange();
}
