import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { emailVerifyConfirmResponse } from "../../../../contracts/verification.ts";
import { apiClient } from "../../../lib/api.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { PageContainer, PageHeading } from "../../../ui/page-heading.tsx";
import { usePlayer } from "../../../lib/player-state.ts";
import { applyProfile } from "./profile-api.ts";

type Outcome = { kind: "pending" } | { kind: "verified" } | { kind: "error"; message: string };

/**
 * Confirms the e-mail with the code of the link (POST …/email/verify/confirm), once the stored
 * session (if any) is restored so the answer can carry the refreshed profile.
 */
export function VerifyEmailResult({ code }: { code: string }) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  const { restoring, status } = usePlayer();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "pending" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || restoring) return;
    started.current = true;
    void (async () => {
      try {
        const { data } = await apiClient.request(
          "POST",
          "/api/player/profile/email/verify/confirm",
          { body: { code }, schema: emailVerifyConfirmResponse.shape.data },
        );
        if (data.profile) applyProfile(data.profile);
        setOutcome({ kind: "verified" });
      } catch (error) {
        const message =
          isApiError(error) && error.status === 400
            ? (error.fields.code?.[0] ?? error.message)
            : t("pages.verify.failed");
        setOutcome({ kind: "error", message });
      }
    })();
  }, [code, restoring, t]);

  const Icon =
    outcome.kind === "verified"
      ? CircleCheck
      : outcome.kind === "error"
        ? CircleAlert
        : LoaderCircle;
  const tone =
    outcome.kind === "verified"
      ? "bg-win/15 text-win-text"
      : outcome.kind === "error"
        ? "bg-danger/15 text-danger"
        : "bg-raised text-muted";

  return (
    <PageContainer>
      <PageHeading title={t("pages.verify.title")} />
      <section
        aria-live="polite"
        aria-busy={outcome.kind === "pending"}
        className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-10 text-center"
        data-testid="verify-result"
        data-outcome={outcome.kind}
      >
        <span className={`grid size-16 place-items-center rounded-full ${tone}`}>
          <Icon
            aria-hidden="true"
            className={`size-9 ${outcome.kind === "pending" ? "animate-spin" : ""}`}
          />
        </span>
        <h2 className="text-lg font-semibold text-text">
          {outcome.kind === "verified"
            ? t("pages.verify.verifiedTitle")
            : outcome.kind === "error"
              ? t("pages.verify.errorTitle")
              : t("pages.verify.pendingTitle")}
        </h2>
        <p className="text-sm text-muted">
          {outcome.kind === "verified"
            ? t("pages.verify.verifiedDescription")
            : outcome.kind === "error"
              ? outcome.message
              : t("pages.verify.description")}
        </p>
        {outcome.kind !== "pending" ? (
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Link to={localize("/")} className={buttonClass("primary", "md")}>
              {t("pages.verify.home")}
            </Link>
            {status === "player" ? (
              <Link to={localize("/profile/info")} className={buttonClass("secondary", "md")}>
                {t("pages.verify.profile")}
              </Link>
            ) : null}
          </div>
        ) : null}
      </section>
    </PageContainer>
  );
}
