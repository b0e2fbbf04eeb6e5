import { useTranslation } from "react-i18next";
import { useOnlineCount } from "../lib/realtime/use-realtime.ts";
import { useLocaleTag } from "../lib/use-localized-path.ts";

/** People online right now, from the realtime `global:online` channel. */
export function OnlineCount({ className = "" }: { className?: string }) {
  const { t } = useTranslation("layout");
  const count = useOnlineCount();
  const locale = useLocaleTag();
  const formatted = count === null ? "—" : new Intl.NumberFormat(locale).format(count);
  return (
    <p
      aria-live="polite"
      aria-atomic="true"
      className={`inline-flex items-center gap-2 text-xs font-medium text-muted ${className}`}
    >
      <span className="relative flex size-2" aria-hidden="true">
        {count !== null ? (
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-win opacity-60" />
        ) : null}
        <span
          className={`relative inline-flex size-2 rounded-full ${count === null ? "bg-line" : "bg-win"}`}
        />
      </span>
      <span>{t("online.players", { replace: { count: formatted } })}</span>
    </p>
  );
}
