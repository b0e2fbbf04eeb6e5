import { MailCheck, Send } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maskEmailAddress } from "../../../../contracts/player.ts";
import { messageSentResponse } from "../../../../contracts/verification.ts";
import { apiClient } from "../../../lib/api.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { showAlert } from "../../../lib/alerts/use-alerts.ts";
import type { ModalBodyProps } from "../../../lib/modals/modal-registry.ts";
import { usePlayer } from "../../../lib/player-state.ts";

/**
 * Explains why to confirm the e-mail and mails the link: the first send through
 * …/email/verify/send, any later one through …/confirmations/email/resend. SPEC §8: a failure
 * gives the something-went-wrong alert, a success the resent-verification attention alert.
 */
export default function ConfirmEmailBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const { profile } = usePlayer();
  const [sentOnce, setSentOnce] = useState(false);
  const [sending, setSending] = useState(false);
  const email = profile?.email ?? null;

  const send = async () => {
    setSending(true);
    try {
      await apiClient.request(
        "POST",
        sentOnce
          ? "/api/player/profile/confirmations/email/resend"
          : "/api/player/profile/email/verify/send",
        { schema: messageSentResponse.shape.data },
      );
      setSentOnce(true);
      showAlert({
        type: "attention",
        title: "general.resentVerification.title",
        description: "general.resentVerification.description",
      });
      close();
    } catch (error) {
      const detail = isApiError(error) && error.status >= 400 && error.status < 500;
      showAlert({
        type: "error",
        title: "general.somethingWentWrong.title",
        ...(detail
          ? { description: error.message }
          : {
              description: "general.somethingWentWrong.description",
            }),
      });
    } finally {
      setSending(false);
    }
  };

  if (profile?.isEmailVerified) {
    return <p className="text-sm text-muted">{t("confirm-email.alreadyConfirmed")}</p>;
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-start gap-4 rounded-xl border border-line bg-raised/50 p-4">
        <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-text" />
        <p className="text-sm text-muted">
          {email
            ? t("confirm-email.explain", { email: maskEmailAddress(email) })
            : t("confirm-email.noEmail")}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void send()}
        disabled={sending || !email}
        className={buttonClass("primary", "lg", "w-full")}
      >
        <Send aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {sending ? t("confirm-email.sending") : t("confirm-email.send")}
      </button>
    </div>
  );
}
