import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { authResponse } from "../../../../contracts/player.ts";
import { readAffiliateTag } from "../../../lib/affiliate-tag.ts";
import { anonymousApiClient } from "../../../lib/api.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useSessionState } from "../../../lib/session-state.ts";
import { useLocale, useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import { closeUrlModal, openUrlModal } from "../../../lib/modals/modal-registry.ts";
import { isTelegramLaunch, loadTelegram } from "../../../lib/telegram/launch.ts";
import { getFingerprint } from "../fingerprint.ts";
import { getSessionManager } from "../session/browser-session.ts";

/**
 * The Telegram mini app (SPEC §4, §6, §8): with launch data (read by Telegram's SDK, lib/telegram)
 * and no session an automatic login runs (POST /api/player/tg_login); the session manager
 * re-logs Telegram players in through it on 401/403 and a failed refresh; a blocked account
 * (403) and bad data (401) raise their alerts; Telegram players get the Telegram wallet instead
 * of the wallet dialog.
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
export async function loginWithTelegram(
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

/** Mounted once with the session layer. */
export function useTelegramMiniApp(): void {
  const session = useSessionState();
  const locale = useLocale();
  const supportPath = useLocalizedPath()("/support");
  const location = useLocation();
  const navigate = useNavigate();
  const attempted = useRef(false);
  const options = useRef({ locale, supportUrl: supportPath });
  useEffect(() => {
    options.current = { locale, supportUrl: `${window.location.origin}${supportPath}` };
  }, [locale, supportPath]);

  // The manager's re-login for Telegram players on 401/403 or a failed refresh.
  useEffect(() => {
    const manager = getSessionManager();
    if (!manager) return undefined;
    manager.setTelegramRelogin(async () => {
      const launch = await telegramLaunch();
      return launch ? loginWithTelegram(launch, options.current) : false;
    });
    return () => manager.setTelegramRelogin(null);
  }, []);

  // Inside the mini app with no session: sign in automatically, once.
  useEffect(() => {
    if (attempted.current || session.restoring || session.status !== "guest") return;
    if (!isTelegramLaunch()) return;
    attempted.current = true;
    void telegramLaunch().then((launch) =>
      launch ? loginWithTelegram(launch, options.current) : false,
    );
  }, [session.restoring, session.status]);

  // Telegram players get the Telegram wallet instead of the wallet dialog.
  useEffect(() => {
    if (!session.isTelegram || session.status !== "player") return;
    const params = new URLSearchParams(location.search);
    if (!params.has("wallet")) return;
    const search = openUrlModal(closeUrlModal(location.search, "wallet"), "wallet-telegram-app");
    if (search === null) return;
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [session.isTelegram, session.status, location, navigate]);
}
