import { CircleAlert, Gift } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { Skeleton } from "../../../ui/skeleton.tsx";
import { GuestPrompt } from "../../../ui/guest-prompt.tsx";
import { usePlayerId } from "../../../lib/money/accounts-api.ts";
import { usePlayerBonus, type PlayerBonus } from "../bonus-api.ts";

/** What the bonus dialogs share: loading the bonus named by the dialog's value, errors. */

export function DialogSkeleton() {
  const { t } = useTranslation("modals");
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t("common.loading")}</span>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-2 w-full rounded-full" />
      <Skeleton className="h-12 w-full rounded-xl" />
    </div>
  );
}

export function DialogError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/** The bonus of the dialog's value, or a "no longer available" text with a close button. */
export function WithPlayerBonus({
  id,
  close,
  children,
}: {
  id: string;
  close: () => void;
  children: (bonus: PlayerBonus) => ReactNode;
}) {
  const { t } = useTranslation("modals");
  const playerId = usePlayerId();
  const { bonus, isPending } = usePlayerBonus(id);
  if (playerId === null) return <SignInFirst />;
  if (isPending) return <DialogSkeleton />;
  if (!bonus) {
    return (
      <div className="flex flex-col gap-4" data-testid="bonus-missing">
        <p className="text-sm text-muted">{t("bonus-details.missing")}</p>
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("common.close")}
        </button>
      </div>
    );
  }
  return <>{children(bonus)}</>;
}

/** A failed activate or cancel in words: the server's message, else a generic one. */
export function useActionFailure(): (error: unknown) => string {
  const { t } = useTranslation("modals");
  return (error) => {
    if (isApiError(error) && error.status === 404) {
      return t("bonus-details.notFound");
    }
    if (isApiError(error) && error.reason === "http" && error.message) return error.message;
    return t("bonus-details.failed");
  };
}

/** What a guest sees in a dialog about a player's own bonus (the address was shared, or old). */
export function SignInFirst() {
  const { t } = useTranslation("modals");
  return (
    <GuestPrompt
      icon={Gift}
      title={t("bonus-details.guestTitle")}
      description={t("bonus-details.guestDescription")}
    />
  );
}
