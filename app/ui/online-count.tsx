import { useTranslation } from "react-i18next";
import { useOnlineCount } from "../lib/realtime/use-realtime.ts";
import { useLocaleTag } from "../lib/use-localized-path.ts";
import { IN_VIEW, useNearViewport } from "../lib/use-near-viewport.ts";

/**
 * People online right now, from the realtime `global:online` channel. It subscribes only once
 * it is in view: hidden (the header's below 2xl, a closed drawer's) or below the
 * fold, it loads no socket client and opens no connection for a guest.
 */
export function OnlineCount({ className = "" }: { className?: string }) {
  const { t } = useTranslation("layout");
  const [ref, near] = useNearViewport<HTMLParagraphElement>(true, IN_VIEW);
  const count = useOnlineCount(near);
  const locale = useLocaleTag();
  const formatted = count === null ? "—" : new Intl.NumberFormat(locale).format(count);
  return (
    <p
      ref={ref}
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
