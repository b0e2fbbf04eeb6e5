import { Wallet } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-client.ts";
import { useSessionState } from "../../lib/session-state.ts";
import { GuestPrompt } from "../../ui/guest-prompt.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";

/** Round mark with the currency's code, tinted by kind: crypto warm, fiat cool. */
export function CurrencyMark({
  code,
  crypto = false,
  size = "md",
}: {
  code: string;
  crypto?: boolean;
  size?: "sm" | "md";
}) {
  const tint = crypto ? "bg-amber-400/15 text-amber-300" : "bg-accent/15 text-accent-text";
  const box = size === "sm" ? "size-8 text-[0.625rem]" : "size-10 text-xs";
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full font-bold tracking-tight ${tint} ${box}`}
    >
      {code.slice(0, 4)}
    </span>
  );
}

/** A labelled on/off switch: a native checkbox with the switch role, so Space toggles it. */
export function ToggleRow({
  label,
  checked,
  onChange,
  description,
}: {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  description?: string;
}) {
  const descriptionId = useId();
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm text-text transition-colors hover:bg-raised has-focus-visible:outline-2 has-focus-visible:outline-focus">
      <span className="min-w-0">
        <span className="block font-medium">{label}</span>
        {description ? (
          <span id={descriptionId} className="block text-xs text-muted">
            {description}
          </span>
        ) : null}
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={description ? descriptionId : undefined}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="relative h-5 w-9 shrink-0 rounded-full bg-line transition-colors peer-checked:bg-win after:absolute after:top-0.5 after:start-0.5 after:size-4 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-4 rtl:peer-checked:after:-translate-x-4"
      />
    </label>
  );
}

/** The server's message for a failed call, else a generic line. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.reason === "http" && error.message) return error.message;
  return fallback;
}

/** Wallet dialogs anyone may open: a guest is asked to sign in, a restoring session waits. */
export function PlayerGate({
  children,
  onNavigate,
}: {
  children: ReactNode;
  onNavigate: () => void;
}) {
  const { t } = useTranslation("global-components");
  const session = useSessionState();
  if (session.status === "player") return children;
  if (session.restoring) {
    return (
      <div className="flex flex-col gap-2" aria-hidden="true">
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-14 w-full rounded-xl" />
      </div>
    );
  }
  return (
    <GuestPrompt
      icon={Wallet}
      title={t("currencyPanel.guestTitle")}
      description={t("currencyPanel.guestDescription")}
      onNavigate={onNavigate}
    />
  );
}
