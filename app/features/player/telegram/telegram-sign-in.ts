import { authResponse } from "../../../../contracts/player.ts";
import { readAffiliateTag } from "../../../lib/affiliate-tag.ts";
import { anonymousApiClient } from "../../../lib/api.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import { loadTelegram } from "../../../lib/telegram/launch.ts";
import { getFingerprint } from "../fingerprint.ts";
import { getSessionManager } from "../session/browser-session.ts";

/**
 * The mini app's sign-in (POST /api/player/tg_login, SPEC §4, §8), loaded by telegram-login.ts
 * inside Telegram only: a visitor of the site never fetches it, nor the fingerprint agent.
 */

/** The mini app's signed launch data and start parameter, or null outside Telegram. */
async function telegramLaunch(): Promise<{ initData: string; startParam?: string } | null> {
  const telegram = await loadTelegram();
  if (!telegram?.initDataRaw) return null;
  const startParam =
    telegram.startParam && telegram.startParam.length <= 200 ? telegram.startParam : undefined;
  return { initData: telegram.initDataRaw, ...(startParam ? { startParam } : {}) };
}

function storedAffiliateTag(): string | undefined {
  try {
    return readAffiliateTag(window.localStorage, Date.now()) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Signs in with the mini app's launch data; true when the player is signed in. */
async function loginWithTelegram(
  launch: { initData: string; startParam?: string },
  options: { locale: string; supportUrl: string },
): Promise<boolean> {
  const manager = getSessionManager();
  if (!manager) return false;
  try {
    const fingerprint = await getFingerprint();
    const { data } = await anonymousApiClient.request("POST", "/api/player/tg_login", {
      body: {
        initData: launch.initData,
        fingerprint,
        locale: options.locale,
        affiliateTag: storedAffiliateTag(),
        refId: launch.startParam,
      },
      platform: "tg",
      schema: authResponse.shape.data,
    });
    await manager.login(data, { telegram: true });
    return true;
  } catch (error) {
    if (isApiError(error) && error.status === 403) {
      showAlert({
        type: "error",
        title: "general.accountBlocked.title",
        description: "general.accountBlocked.description",
        params: { customerSupportUrl: options.supportUrl },
      });
    } else {
      showAlert({
        type: "error",
        title: "general.telegramAuthError.title",
        description: "general.telegramAuthError.description",
      });
    }
    return false;
  }
}

/** Signs in with the launch data Telegram gave the mini app; false without any. */
export async function signInFromLaunch(options: {
  locale: string;
  supportUrl: string;
}): Promise<boolean> {
  const launch = await telegramLaunch();
  return launch ? loginWithTelegram(launch, options) : false;
}
