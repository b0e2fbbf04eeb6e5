import { MailCheck, RotateCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { messageSentResponse } from "../../../../contracts/verification.ts";
import { anonymousApiClient } from "../../../lib/api.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useLocale } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { FormError } from "../../../ui/form-field.tsx";
import { useCountdown } from "../forms/use-countdown.ts";
import { pendingResetEmail } from "../password/pending-contact.ts";

/** SPEC-level resend pacing: the server accepts one mail a minute per address. */
const RESEND_SECONDS = 60;

/** Tells the player to check the inbox, with a resend that waits out the server's minute. */
export default function ResetEmailSendBody(_props: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { hrefFor } = useUrlModal();
  const locale = useLocale();
  const [email] = useState(() => pendingResetEmail.get());
  const countdown = useCountdown(email ? RESEND_SECONDS : 0);
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "sent"; text: string } | null>(null);

  const resend = async () => {
    if (!email) return;
    setSending(true);
    setMessage(null);
    try {
      await anonymousApiClient.request("POST", "/api/player/passwords/reset", {
        body: { email, locale },
        schema: messageSentResponse.shape.data,
      });
      countdown.start(RESEND_SECONDS);
      setMessage({
        kind: "sent",
        text: t("reset-email-send.resent"),
      });
    } catch (error) {
      setMessage({
        kind: "error",
        text:
          isApiError(error) && error.status !== 0 ? error.message : t("reset-email-send.failed"),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-accent/15 text-accent-text">
        <MailCheck aria-hidden="true" className="size-8" />
      </span>
      <p className="text-sm text-muted">
        {email ? t("reset-email-send.message", { email }) : t("reset-email-send.messageNoEmail")}
      </p>
      {message?.kind === "error" ? <FormError message={message.text} /> : null}
      {message?.kind === "sent" ? (
        <p role="status" className="text-sm font-medium text-win-text">
          {message.text}
        </p>
      ) : null}
      {email ? (
        <button
          type="button"
          onClick={() => void resend()}
          disabled={sending || countdown.left > 0}
          className={buttonClass("secondary", "lg", "w-full")}
        >
          <RotateCw aria-hidden="true" className="size-4.5" />
          {countdown.left > 0
            ? t("reset-email-send.resendIn", { seconds: countdown.left })
            : t("reset-email-send.resend")}
        </button>
      ) : null}
      <Link
        to={hrefFor("sign-in")}
        preventScrollReset
        className={buttonClass("primary", "lg", "w-full")}
      >
        {t("reset-email-send.toSignIn")}
      </Link>
    </div>
  );
}
