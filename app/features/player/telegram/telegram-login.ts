import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useSessionState } from "../../../lib/session-state.ts";
import { useLocale, useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { closeUrlModal, openUrlModal } from "../../../lib/modals/modal-registry.ts";
import { isTelegramLaunch } from "../../../lib/telegram/launch.ts";
import { getSessionManager } from "../session/browser-session.ts";

/**
 * The Telegram mini app (SPEC §4, §6, §8): with launch data (read by Telegram's SDK, lib/telegram)
 * and no session an automatic login runs (POST /api/player/tg_login); the session manager
 * re-logs Telegram players in through it on 401/403 and a failed refresh; a blocked account
 * (403) and bad data (401) raise their alerts; Telegram players get the Telegram wallet instead
 * of the wallet dialog.
 */

/** The sign-in itself loads when first needed (telegram-sign-in.ts). */
function signInFromLaunch(options: { locale: string; supportUrl: string }): Promise<boolean> {
  return import("./telegram-sign-in.ts").then((module) => module.signInFromLaunch(options));
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
    manager.setTelegramRelogin(() => signInFromLaunch(options.current));
    return () => manager.setTelegramRelogin(null);
  }, []);

  // Inside the mini app with no session: sign in automatically, once.
  useEffect(() => {
    if (attempted.current || session.restoring || session.status !== "guest") return;
    if (!isTelegramLaunch()) return;
    attempted.current = true;
    void signInFromLaunch(options.current);
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
