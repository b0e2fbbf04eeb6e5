import { CircleAlert, CircleCheck, TriangleAlert, X } from "lucide-react";
import { Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LINK_PARAMS, alertParts, localTarget, withLinkMarkers } from "./alert-links.ts";
import { buttonClass } from "../button-styles.ts";
import type { Alert, AlertType } from "../../lib/alerts/alert-queue.ts";
import { alertQueue, dismissAlert, useVisibleAlerts } from "../../lib/alerts/use-alerts.ts";

const toneByType: Record<AlertType, string> = {
  success: "border-s-win [&>svg]:text-win",
  error: "border-s-danger [&>svg]:text-danger",
  attention: "border-s-amber-500 [&>svg]:text-amber-500",
};

const iconByType = { success: CircleCheck, error: CircleAlert, attention: TriangleAlert };

/** The on-screen stack of alerts; hides them when the player moves to another path. */
export function AlertHost() {
  const alerts = useVisibleAlerts();
  const { pathname } = useLocation();
  const lastPathname = useRef(pathname);

  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    alertQueue.hideVisible();
  }, [pathname]);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed end-4 top-4 z-[2000] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {alerts.map((alert) => (
        // The alerts dir is fetched when the first alert shows (pages do not ship it).
        <Suspense key={alert.id} fallback={null}>
          <AlertItem alert={alert} />
        </Suspense>
      ))}
    </div>
  );
}

function AlertItem({ alert }: { alert: Alert }) {
  const { t } = useTranslation("alerts");
  const Icon = iconByType[alert.type];
  const params = alert.params ?? {};
  const title = t(alert.title, params);
  const description = alert.description
    ? alertParts(t(alert.description, withLinkMarkers(params)), params)
    : null;
  return (
    <div
      role={alert.type === "error" ? "alert" : "status"}
      data-alert-type={alert.type}
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border border-s-4 border-line bg-surface p-4 text-text shadow-lg ${toneByType[alert.type]}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        {description ? (
          <p className="mt-1 text-sm text-muted">
            {description.map((part, index) => {
              if ("text" in part) return <span key={index}>{part.text} </span>;
              const label = t(LINK_PARAMS[part.link]);
              const local = localTarget(part.href, window.location.origin);
              const className = "font-semibold text-accent-text underline underline-offset-2";
              return local ? (
                <Link
                  key={index}
                  to={local}
                  onClick={() => dismissAlert(alert.id)}
                  className={className}
                >
                  {label}
                </Link>
              ) : (
                <a
                  key={index}
                  href={part.href}
                  target="_blank"
                  rel="noreferrer"
                  className={className}
                >
                  {label}
                </a>
              );
            })}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissAlert(alert.id)}
        className={buttonClass("ghost", "sm", "-m-1 size-8 px-0")}
        aria-label={t("common.dismiss")}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
