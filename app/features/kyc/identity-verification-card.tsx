import { FileCheck2, RefreshCw, ShieldCheck, Trash2, Upload } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  DOCUMENT_STATUS,
  DOCUMENT_TYPES,
  type DocumentType,
  type PlayerDocument,
  type VerificationStatus,
} from "../../../contracts/kyc.ts";
import { isApiError } from "../../lib/api-client.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { ListSkeleton, LoadingRegion } from "../../ui/skeleton.tsx";
import { FormError, SelectField } from "../player/forms/form-field.tsx";
import {
  useDeleteDocument,
  useDocuments,
  useStartCheck,
  useUploadDocument,
  useVerification,
} from "./kyc-api.ts";

const STATUS_TEXT: Record<VerificationStatus, string> = {
  none: "Not verified",
  pending: "Under review",
  verified: "Verified",
  rejected: "Not accepted",
};

const TYPE_TEXT: Record<DocumentType, string> = {
  identity: "Identity document (passport, ID card, driving licence)",
  address: "Proof of address (utility bill, bank statement)",
  payment: "Payment method (card photo, bank statement)",
};

const DOCUMENT_STATUS_TEXT: Record<number, string> = {
  [DOCUMENT_STATUS.PENDING]: "Waiting for review",
  [DOCUMENT_STATUS.APPROVED]: "Approved",
  [DOCUMENT_STATUS.REJECTED]: "Rejected",
};

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
  const { t } = useTranslation("layout");
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
        setMessage(
          t("pages.profile.kyc.providerUnavailable", {
            defaultValue:
              "Online verification can't be opened here yet: upload your documents below.",
          }),
        );
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
            {t("pages.profile.kyc.title", { defaultValue: "Identity verification" })}
          </h3>
          <p className="text-sm text-muted">
            {verification.data
              ? t("pages.profile.kyc.why", {
                  defaultValue:
                    "Withdrawals above {{amount}} {{currency}} need a verified identity. We check it once.",
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
          {t(`pages.profile.kyc.status.${status}`, { defaultValue: STATUS_TEXT[status] })}
        </span>
      </div>
      {verification.data?.reason && status === "rejected" ? (
        <p className="text-sm text-text">
          {t("pages.profile.kyc.reason", {
            defaultValue: "Reason: {{reason}}",
            reason: verification.data.reason,
          })}
        </p>
      ) : null}
      {status === "verified" ? null : (
        <button
          type="button"
          onClick={() => void startCheck()}
          disabled={start.isPending}
          className={`${buttonClass("primary", "md")} self-start`}
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {status === "rejected"
            ? t("pages.profile.kyc.retry", { defaultValue: "Try verification again" })
            : t("pages.profile.kyc.start", { defaultValue: "Verify my identity online" })}
        </button>
      )}
      <FormError message={message} />
      <div className="flex flex-col gap-3 border-t border-line pt-4">
        <h4 className="text-sm font-semibold text-text">
          {t("pages.profile.kyc.documents", { defaultValue: "Documents" })}
        </h4>
        {documents.data ? (
          documents.data.length === 0 ? (
            <p className="text-sm text-muted">
              {t("pages.profile.kyc.noDocuments", { defaultValue: "No documents uploaded." })}
            </p>
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
  const { t } = useTranslation("layout");
  const remove = useDeleteDocument();
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-raised/40 px-3 py-2 text-sm">
      <span className="flex min-w-0 items-center gap-2">
        <FileCheck2 aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span className="min-w-0 break-all text-text">{document.fileName}</span>
      </span>
      <span className="flex items-center gap-2">
        <span className="text-xs text-muted">
          {t(`pages.profile.kyc.documentStatus.${document.status}`, {
            defaultValue: DOCUMENT_STATUS_TEXT[document.status] ?? "",
          })}
          {document.reason ? ` · ${document.reason}` : ""}
        </span>
        {document.status === DOCUMENT_STATUS.APPROVED ? null : (
          <button
            type="button"
            onClick={() => remove.mutate(document.id)}
            disabled={remove.isPending}
            className={buttonClass("ghost", "icon")}
            aria-label={t("pages.profile.kyc.delete", {
              defaultValue: "Delete {{name}}",
              name: document.fileName,
            })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        )}
      </span>
    </li>
  );
}

function UploadForm() {
  const { t } = useTranslation("layout");
  const upload = useUploadDocument();
  const fileRef = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<DocumentType>("identity");
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setMessage(t("pages.profile.kyc.chooseFile", { defaultValue: "Choose a file to upload" }));
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
        label={t("pages.profile.kyc.type", { defaultValue: "Document" })}
        value={type}
        onChange={(event) => setType((event.target.value || "identity") as DocumentType)}
        options={DOCUMENT_TYPES.map((item) => ({
          value: item,
          label: t(`pages.profile.kyc.types.${item}`, { defaultValue: TYPE_TEXT[item] }),
        }))}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="kyc-file" className="text-sm font-medium text-text">
          {t("pages.profile.kyc.file", {
            defaultValue: "File (JPEG, PNG, WebP or PDF, up to 10 MB)",
          })}
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
        {t("pages.profile.kyc.upload", { defaultValue: "Upload" })}
      </button>
    </form>
  );
}
