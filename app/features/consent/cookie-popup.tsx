import { Cookie } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { saveConsent, useConsent } from "../../lib/consent.ts";
import { readUrlModals } from "../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { buttonClass } from "../../ui/button-styles.ts";

const noSubscription = () => () => undefined;

/**
 * The cookie popup (SPEC §2): until the visitor chooses, a bar at the bottom offers all cookies,
 * only the necessary ones, or a choice by category (the cookie-request dialog). Nothing but
 * necessary storage runs before the choice. It is not rendered on the server: a visitor who has
 * chosen never sees it flash.
 */
export function CookiePopup() {
  const { t } = useTranslation("global-components");
  const consent = useConsent();
  const { hrefFor } = useUrlModal();
  const location = useLocation();
  // False on the server and while hydrating: the bar appears only in the browser.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const choosing = readUrlModals(location.search).some((modal) => modal.name === "cookie-request");
  if (!mounted || consent !== null || choosing) return null;

  return (
    <section
      aria-label={t("cookie.label")}
      className="fixed inset-x-0 bottom-0 z-[900] border-t border-line bg-surface/95 px-4 py-3 shadow-2xl backdrop-blur sm:inset-x-auto sm:start-4 sm:bottom-4 sm:max-w-md sm:rounded-2xl sm:border"
      data-testid="cookie-popup"
    >
      <div className="flex items-start gap-3">
        <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
        <p className="text-sm text-text">{t("cookie.text")}</p>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
        <Link
          to={hrefFor("cookie-request")}
          preventScrollReset
          className={buttonClass("ghost", "sm")}
        >
          {t("cookie.choose")}
        </Link>
        <button
          type="button"
          onClick={() => saveConsent({ analytics: false, marketing: false })}
          className={buttonClass("secondary", "sm")}
        >
          {t("cookie.decline")}
        </button>
        <button
          type="button"
          onClick={() => saveConsent({ analytics: true, marketing: true })}
          className={buttonClass("primary", "sm")}
        >
          {t("cookie.accept")}
        </button>
      </div>
    </section>
  );
}
