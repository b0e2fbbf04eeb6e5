import { FileCheck2, RefreshCw, ShieldCheck, Trash2, Upload } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  DOCUMENT_STATUS,
  DOCUMENT_TYPES,
  type DocumentType,
  type PlayerDocument,
} from "../../../contracts/kyc.ts";
import { isApiError } from "../../lib/api-client.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { ListSkeleton, LoadingRegion } from "../../ui/skeleton.tsx";
import { FormError, SelectField } from "../../ui/form-field.tsx";
import {
  useDeleteDocument,
  useDocuments,
  useStartCheck,
  useUploadDocument,
  useVerification,
} from "./kyc-api.ts";

function failureText(error: unknown): string {
  if (isApiError(error)) {
    const first = Object.values(error.fields)[0]?.[0];
    return first ?? error.message;
  }
  return "Something went wrong. Check your connection and try again.";
}

/**
 * Identity verification on the profile: the status, what needs it (withdrawals above the
 * threshold), the provider's check, and documents to upload for the operator to review.
 */
export function IdentityVerificationCard() {
  const { t } = useTranslation("profile");
  const verification = useVerification();
  const documents = useDocuments();
  const start = useStartCheck();
  const [message, setMessage] = useState<string | null>(null);

  const startCheck = async () => {
    setMessage(null);
    // Opened at once (a popup blocker allows what follows the click), filled when the link arrives.
    const tab = window.open("", "_blank");
    try {
      const auth = await start.mutateAsync();
      if (auth.sandboxUrl && tab) tab.location.href = auth.sandboxUrl;
      else {
        tab?.close();
        setMessage(t("kyc.providerUnavailable"));
      }
    } catch (error) {
      tab?.close();
      setMessage(failureText(error));
    }
  };

  const status = verification.data?.status ?? "none";
  return (
    <section
      aria-labelledby="kyc-title"
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-4"
      data-testid="identity-verification"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="kyc-title" className="font-semibold text-text">
            {t("kyc.title")}
          </h3>
          <p className="text-sm text-muted">
            {verification.data
              ? t("kyc.why", {
                  amount: verification.data.withdrawalThreshold,
                  currency: verification.data.baseCurrency,
                })
              : null}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${
            status === "verified"
              ? "bg-win text-on-win"
              : status === "rejected"
                ? "bg-danger/15 text-danger"
                : "bg-raised text-text"
          }`}
          data-testid="kyc-status"
        >
          {t(`kyc.status.${status}`)}
        </span>
      </div>
      {verification.data?.reason && status === "rejected" ? (
        <p className="text-sm text-text">{t("kyc.reason", { reason: verification.data.reason })}</p>
      ) : null}
      {status === "verified" ? null : (
        <button
          type="button"
          onClick={() => void startCheck()}
          disabled={start.isPending}
          className={`${buttonClass("primary", "md")} self-start`}
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {status === "rejected" ? t("kyc.retry") : t("kyc.start")}
        </button>
      )}
      <FormError message={message} />
      <div className="flex flex-col gap-3 border-t border-line pt-4">
        <h4 className="text-sm font-semibold text-text">{t("kyc.documents")}</h4>
        {documents.data ? (
          documents.data.length === 0 ? (
            <p className="text-sm text-muted">{t("kyc.noDocuments")}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {documents.data.map((document) => (
                <DocumentRow key={document.id} document={document} />
              ))}
            </ul>
          )
        ) : (
          <LoadingRegion>
            <ListSkeleton rows={2} />
          </LoadingRegion>
        )}
        <UploadForm />
      </div>
    </section>
  );
}

function DocumentRow({ document }: { document: PlayerDocument }) {
  const { t } = useTranslation("profile");
  const remove = useDeleteDocument();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-raised/40 px-3 py-2 text-sm">
      <span className="flex min-w-0 items-center gap-2">
        <FileCheck2 aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span className="min-w-0 break-all text-text">{document.fileName}</span>
      </span>
      <span className="flex items-center gap-2">
        <span className="text-xs text-muted">
          {t(`kyc.documentStatus.${document.status}`)}
          {document.reason ? ` · ${document.reason}` : ""}
        </span>
        {document.status === DOCUMENT_STATUS.APPROVED ? null : (
          <button
            type="button"
            onClick={() => remove.mutate(document.id)}
            disabled={remove.isPending}
            className={buttonClass("ghost", "icon")}
            aria-label={t("kyc.delete", { name: document.fileName })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        )}
      </span>
    </li>
  );
}

function UploadForm() {
  const { t } = useTranslation("profile");
  const upload = useUploadDocument();
  const fileRef = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<DocumentType>("identity");
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setMessage(t("kyc.chooseFile"));
      return;
    }
    try {
      await upload.mutateAsync({ type, file });
      if (fileRef.current) fileRef.current.value = "";
    } catch (error) {
      setMessage(failureText(error));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <SelectField
        label={t("kyc.type")}
        value={type}
        onChange={(event) => setType((event.target.value || "identity") as DocumentType)}
        options={DOCUMENT_TYPES.map((item) => ({
          value: item,
          label: t(`kyc.types.${item}`),
        }))}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="kyc-file" className="text-sm font-medium text-text">
          {t("kyc.file")}
        </label>
        <input
          id="kyc-file"
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          className="min-w-0 text-sm text-text file:me-3 file:rounded-lg file:border-0 file:bg-raised file:px-3 file:py-2 file:text-text"
        />
      </div>
      <FormError message={message} />
      <button
        type="submit"
        disabled={upload.isPending}
        className={`${buttonClass("secondary", "md")} self-start`}
      >
        {upload.isPending ? (
          <RefreshCw aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Upload aria-hidden="true" className="size-4" />
        )}
        {t("kyc.upload")}
      </button>
    </form>
  );
}
