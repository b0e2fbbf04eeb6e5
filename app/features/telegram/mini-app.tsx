import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { openUrlModal, readUrlModals } from "../../lib/modals/modal-registry.ts";
import { useSessionState } from "../../lib/session-state.ts";
import { useTelegram } from "../../lib/telegram/use-telegram.ts";
import { useRootData } from "../../lib/use-root-data.ts";
import { syncStoredValues } from "./stored-values.ts";

/**
 * The mini app's native parts (SPEC §1, §6), mounted once at the root and inert outside
 * Telegram: Telegram's back button goes back while there is somewhere to go back to (or closes
 * the open dialog), its main button deposits for a signed-in player when no dialog is open, the
 * press answers with a haptic tap, and the stored values of SPEC §3 live in Telegram's storage.
 * The theme and the viewport are applied when the SDK starts (lib/telegram).
 */
export function TelegramMiniApp() {
  const telegram = useTelegram();
  const { t } = useTranslation("layout");
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSessionState();
  const botUrl = useRootData()?.publicConfig.telegramBotUrl ?? null;
  const modalOpen = readUrlModals(location.search).length > 0;
  // The page Telegram opened has nowhere to go back to inside the app.
  const [firstPage] = useState(location.key);
  const canGoBack = location.key !== firstPage || modalOpen;
  const player = session.status === "player";
  const depositLabel = t("telegram.deposit");

  useEffect(() => {
    if (telegram) void syncStoredValues(telegram, botUrl);
  }, [telegram, botUrl]);

  useEffect(() => {
    if (!telegram) return undefined;
    telegram.setBackButton(canGoBack ? () => void navigate(-1) : null);
    return () => telegram.setBackButton(null);
  }, [telegram, canGoBack, navigate]);

  useEffect(() => {
    if (!telegram) return undefined;
    if (!player || modalOpen) {
      telegram.setMainButton(null);
      return undefined;
    }
    telegram.setMainButton({
      text: depositLabel,
      onClick: () => {
        telegram.haptic("impact");
        const search = openUrlModal(window.location.search, "wallet-telegram-app");
        if (search !== null) void navigate({ search }, { preventScrollReset: true });
      },
    });
    return () => telegram.setMainButton(null);
  }, [telegram, player, modalOpen, depositLabel, navigate]);

  return null;
}
