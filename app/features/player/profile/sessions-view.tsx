import {
  ChevronLeft,
  ChevronRight,
  LogOut,
  Monitor,
  MonitorSmartphone,
  Smartphone,
  Tablet,
  type LucideIcon,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PlayerSession } from "../../../../contracts/player.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { ListSkeleton, LoadingRegion } from "../../../ui/skeleton.tsx";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { FormError } from "../../../ui/form-field.tsx";
import { PlayerSection, useDateFormat } from "../../../ui/profile-ui.tsx";
import { useSessions } from "./profile-api.ts";

const DEVICE_ICONS: Record<string, LucideIcon> = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
};

/** /profile/sessions: every device signed in, with a way to sign each (or all others) out. */
export function SessionsView() {
  const { t } = useTranslation("profile");
  const { hrefFor } = useUrlModal();
  const [page, setPage] = useState(1);
  const sessions = useSessions(page);
  const hasOthers =
    (sessions.data?.totalRows ?? 0) > 1 ||
    (sessions.data?.sessions.some((session) => !session.isCurrent) ?? false);

  return (
    <PlayerSection
      id="sessions"
      icon={MonitorSmartphone}
      title={t("sessions.title")}
      guestTitle={t("sessions.guestTitle")}
      guestDescription={t("sessions.emptyDescription")}
      actions={
        hasOthers ? (
          <Link
            to={hrefFor("confirm-session-logout", "other")}
            preventScrollReset
            className={buttonClass("secondary", "md")}
          >
            <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t("sessions.closeOthers")}
          </Link>
        ) : null
      }
    >
      {sessions.isError ? (
        <div className="flex flex-col items-start gap-3">
          <FormError message={t("sessions.loadError")} />
          <button
            type="button"
            onClick={() => void sessions.refetch()}
            className={buttonClass("secondary", "md")}
          >
            {t("sessions.retry")}
          </button>
        </div>
      ) : !sessions.data ? (
        <LoadingRegion>
          <ListSkeleton rows={4} />
        </LoadingRegion>
      ) : (
        <>
          <SessionsTable sessions={sessions.data.sessions} />
          {sessions.data.totalPages > 1 ? (
            <nav
              aria-label={t("sessions.pagination")}
              className="mt-4 flex items-center justify-end gap-2 text-sm text-muted"
            >
              <button
                type="button"
                onClick={() => setPage((value) => Math.max(1, value - 1))}
                disabled={page <= 1}
                className={buttonClass("secondary", "icon")}
                aria-label={t("sessions.previous")}
              >
                <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </button>
              <span aria-live="polite">
                {t("sessions.page", { page, totalPages: sessions.data.totalPages })}
              </span>
              <button
                type="button"
                onClick={() => setPage((value) => value + 1)}
                disabled={page >= sessions.data.totalPages}
                className={buttonClass("secondary", "icon")}
                aria-label={t("sessions.next")}
              >
                <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </button>
            </nav>
          ) : null}
        </>
      )}
    </PlayerSection>
  );
}

function SessionsTable({ sessions }: { sessions: readonly PlayerSession[] }) {
  const { t } = useTranslation("profile");
  const { hrefFor } = useUrlModal();
  const { dateTime } = useDateFormat();
  const head = "px-4 py-3 text-start text-xs font-semibold tracking-wide text-muted uppercase";
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface">
      <table className="w-full text-sm" data-testid="sessions-table">
        <caption className="sr-only">{t("sessions.caption")}</caption>
        <thead className="hidden border-b border-line bg-raised/40 md:table-header-group">
          <tr>
            <th scope="col" className={head}>
              {t("sessions.device")}
            </th>
            <th scope="col" className={head}>
              {t("sessions.location")}
            </th>
            <th scope="col" className={`${head} hidden lg:table-cell`}>
              {t("sessions.created")}
            </th>
            <th scope="col" className={head}>
              {t("sessions.lastActive")}
            </th>
            <th scope="col" className={`${head} text-end`}>
              <span className="sr-only">{t("sessions.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {sessions.map((session) => {
            const Icon = DEVICE_ICONS[session.device] ?? MonitorSmartphone;
            return (
              <tr
                key={session.id}
                data-session-id={session.id}
                data-current={session.isCurrent ? "true" : undefined}
                className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3.5 md:table-row md:p-0"
              >
                <td className="row-span-2 md:px-4 md:py-3.5">
                  <div className="flex items-center gap-3">
                    <span
                      className={`grid size-10 shrink-0 place-items-center rounded-xl ${
                        session.isCurrent ? "bg-accent/15 text-accent-text" : "bg-raised text-muted"
                      }`}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <div className="hidden min-w-0 md:block">
                      <DeviceName session={session} />
                    </div>
                  </div>
                </td>
                <td className="min-w-0 md:hidden">
                  <DeviceName session={session} />
                </td>
                <td className="min-w-0 text-muted md:px-4 md:py-3.5">
                  <span className="font-mono text-xs md:text-sm md:text-text">{session.ip}</span>
                  {session.country ? (
                    <span className="ms-1.5 text-xs">· {session.country}</span>
                  ) : null}
                  <span className="block text-xs md:hidden">
                    {t("sessions.lastActiveAt", {
                      date: dateTime(session.lastActiveAt),
                    })}
                  </span>
                </td>
                <td className="hidden px-4 py-3.5 text-muted lg:table-cell">
                  {dateTime(session.createdAt)}
                </td>
                <td className="hidden px-4 py-3.5 text-muted md:table-cell">
                  {session.isCurrent ? t("sessions.now") : dateTime(session.lastActiveAt)}
                </td>
                <td className="col-start-3 row-span-2 row-start-1 text-end md:px-4 md:py-3.5">
                  {session.isCurrent ? (
                    <span className="inline-flex rounded-full bg-win/15 px-2.5 py-1 text-xs font-semibold text-win-text">
                      {t("sessions.current")}
                    </span>
                  ) : (
                    <Link
                      to={hrefFor("confirm-session-logout", session.id)}
                      preventScrollReset
                      className={buttonClass("ghost", "sm")}
                      aria-label={t("sessions.closeNamed", {
                        name: `${session.browser}, ${session.os}`,
                      })}
                    >
                      <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                      <span className="hidden sm:inline">{t("sessions.close")}</span>
                    </Link>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function DeviceName({ session }: { session: PlayerSession }) {
  return (
    <>
      <span className="block truncate font-semibold text-text">{session.browser}</span>
      <span className="block truncate text-xs text-muted">{session.os}</span>
    </>
  );
}
