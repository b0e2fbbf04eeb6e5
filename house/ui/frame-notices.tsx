import { AlertTriangle, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { BetAmountError } from "./amount.ts";
import { HouseApiError } from "./api.ts";
import { errorKindOf } from "./error-kind.ts";

/** The page around the iframe when this page is framed by our own site; null otherwise. */
export function parentPageUrl(): string | null {
  if (typeof window === "undefined") return null;
  try {
    if (window.top && window.top !== window.self) return window.top.location.href;
  } catch {
    // A page on another origin frames us: its address is not ours to read.
  }
  return null;
}

/**
 * "Reopen the game": reloading the operator's game page launches the game afresh with a new
 * signed launch; outside a frame of ours the lobby is the way back.
 */
export function ReopenLink({ lobbyUrl }: { lobbyUrl: string | null }) {
  const { t } = useTranslation("house");
  const href = parentPageUrl() ?? lobbyUrl;
  if (!href) {
    return <p className="text-sm">{t("house.errors.reopenHint")}</p>;
  }
  return (
    <a
      href={href}
      target="_top"
      className="inline-flex h-10 items-center rounded-xl bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover"
    >
      {t("house.errors.reopen")}
    </a>
  );
}

function useErrorText(error: unknown): { title: string; detail: string | null } {
  const { t } = useTranslation("house");
  const serverMessage = error instanceof HouseApiError ? error.message : null;
  if (error instanceof BetAmountError) {
    return {
      title: t("house.errors.amountTitle"),
      detail: t(`house.errors.amount.${error.reason}`),
    };
  }
  switch (errorKindOf(error)) {
    case "insufficient-funds":
      return {
        title: t("house.errors.fundsTitle"),
        detail: t("house.errors.funds"),
      };
    case "expired":
      return {
        title: t("house.errors.expiredTitle"),
        detail: t("house.errors.expired"),
      };
    case "restricted":
      return {
        title: t("house.errors.restrictedTitle"),
        detail: serverMessage,
      };
    case "limit":
      return {
        title: t("house.errors.limitTitle"),
        detail: serverMessage,
      };
    case "limited-player":
      return {
        title: t("house.errors.limitedTitle"),
        detail: serverMessage,
      };
    case "invalid":
      return {
        title: t("house.errors.invalidTitle"),
        detail: serverMessage,
      };
    case "network":
      return {
        title: t("house.errors.networkTitle"),
        detail: t("house.errors.networkDetail"),
      };
    default:
      return {
        title: t("house.errors.otherTitle"),
        detail: serverMessage,
      };
  }
}

/** Why the last bet or move was refused, with what the player can do about it. */
export function ErrorNotice({
  error,
  lobbyUrl,
  onDismiss,
}: {
  error: unknown;
  lobbyUrl: string | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation("house");
  const { title, detail } = useErrorText(error);
  const fields = error instanceof HouseApiError && error.fields ? Object.entries(error.fields) : [];
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-danger/50 bg-danger/10 p-3 text-sm"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-bold">{title}</p>
        {detail ? <p>{detail}</p> : null}
        {fields.length > 0 ? (
          <ul className="list-disc ps-5">
            {fields.map(([name, messages]) => (
              <li key={name}>{`${name}: ${messages.join(", ")}`}</li>
            ))}
          </ul>
        ) : null}
        {errorKindOf(error) === "expired" ? (
          <div className="mt-1">
            <ReopenLink lobbyUrl={lobbyUrl} />
          </div>
        ) : null}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-m-1 grid size-10 shrink-0 place-items-center rounded-xl text-muted hover:bg-raised hover:text-text"
        aria-label={t("house.dismiss")}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
