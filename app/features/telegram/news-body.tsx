import { Megaphone, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { useTelegram } from "../../lib/telegram/use-telegram.ts";
import { useRootData } from "../../lib/use-root-data.ts";
import { buttonClass } from "../../ui/button-styles.ts";

/**
 * `tg-news` (inside the mini app) and `telegram-news` (on the web): where Sevens posts its news,
 * the Telegram channel of TELEGRAM_CHANNEL_URL, and on the web the bot that opens the mini app.
 * Inside Telegram the links open in Telegram itself. Without a channel the dialog says so.
 */
export default function TelegramNewsBody({ name }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const config = useRootData()?.publicConfig;
  const telegram = useTelegram();
  const channelUrl = config?.telegramChannelUrl ?? null;
  const botUrl = name === "telegram-news" ? (config?.telegramBotUrl ?? null) : null;
  const key = name === "tg-news" ? "tg-news" : "telegram-news";
  const openInTelegram = (url: string) => (event: { preventDefault(): void }) => {
    if (telegram?.openTelegramLink(url)) event.preventDefault();
  };

  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid={key}>
      <span className="grid size-16 place-items-center rounded-full bg-sky-500/15 text-sky-600 dark:text-sky-400">
        <Megaphone aria-hidden="true" className="size-8" />
      </span>
      <p className="text-sm text-muted">{t(channelUrl ? `${key}.text` : `${key}.noChannel`)}</p>
      <div className="flex w-full flex-col gap-2">
        {channelUrl ? (
          <a
            href={channelUrl}
            target="_blank"
            rel="noreferrer"
            onClick={openInTelegram(channelUrl)}
            className={buttonClass("primary", "lg", "w-full")}
          >
            <Megaphone aria-hidden="true" className="size-4" />
            {t(`${key}.openChannel`)}
          </a>
        ) : null}
        {botUrl ? (
          <a
            href={botUrl}
            target="_blank"
            rel="noreferrer"
            className={buttonClass(channelUrl ? "secondary" : "primary", "lg", "w-full")}
          >
            <Send aria-hidden="true" className="size-4" />
            {t("telegram-news.openBot")}
          </a>
        ) : null}
      </div>
    </div>
  );
}
