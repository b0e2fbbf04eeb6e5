import type { LucideIcon } from "lucide-react";
import { CircleCheck, CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "./empty-state.tsx";
import { GuestActions } from "./guest-actions.tsx";
import { LoadingRegion, Skeleton } from "./skeleton.tsx";
import { usePlayer } from "../lib/player-state.ts";

/**
 * Building blocks of the /profile pages: a section that only a signed-in player sees (guests
 * get the sign-in prompt, a restoring session a skeleton), cards, rows and status badges.
 */

export function PlayerSection({
  id,
  title,
  guestTitle,
  guestDescription,
  icon,
  actions,
  children,
}: {
  id: string;
  title: string;
  guestTitle: string;
  guestDescription: string;
  icon: LucideIcon;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { status, restoring, profile } = usePlayer();
  const headingId = `profile-${id}`;
  let body: ReactNode;
  if (status === "player" && profile) body = children;
  else if (restoring) body = <SectionSkeleton />;
  else {
    body = (
      <EmptyState
        icon={icon}
        headingLevel={3}
        title={guestTitle}
        description={guestDescription}
        action={<GuestActions />}
      />
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-text">
          {title}
        </h2>
        {status === "player" && actions ? (
          <div className="flex flex-wrap gap-2">{actions}</div>
        ) : null}
      </div>
      {body}
    </section>
  );
}

export function SectionSkeleton() {
  return (
    <LoadingRegion>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {[0, 1].map((card) => (
          <div key={card} className="space-y-4 rounded-2xl border border-line bg-surface p-5">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-10 w-full rounded-xl" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

export function Card({
  title,
  description,
  children,
  className = "",
  titleId,
}: {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  titleId?: string;
}) {
  return (
    <div className={`rounded-2xl border border-line bg-surface p-5 sm:p-6 ${className}`}>
      {title ? (
        <div className="mb-4">
          <h3 id={titleId} className="font-semibold text-text">
            {title}
          </h3>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
      ) : null}
      {children}
    </div>
  );
}

/** One labelled fact with an optional action at the end. */
export function InfoRow({
  label,
  value,
  badge,
  action,
}: {
  label: string;
  value: ReactNode;
  badge?: ReactNode;
  action?: ReactNode;
}) {
  return (
    // A dl's row holds only its dt and dd (axe: definition-list), so the action sits in the dd.
    <div className="border-b border-line py-3.5 first:pt-0 last:border-b-0 last:pb-0">
      <dt className="text-xs font-medium tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-2 text-sm font-medium text-text">
        <span className="min-w-0 break-all">{value}</span>
        {badge}
        {action ? <span className="ms-auto shrink-0">{action}</span> : null}
      </dd>
    </div>
  );
}

export function StatusBadge({ ok, label }: { ok: boolean; label: string }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
        ok ? "bg-win/15 text-win-text" : "bg-amber-500/15 text-amber-800 dark:text-amber-300"
      }`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

/** Dates in the page's language; a player's data only renders in the browser. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language || "en";
  return {
    date: (value: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(value)),
    dateTime: (value: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
        new Date(value),
      ),
  };
}
