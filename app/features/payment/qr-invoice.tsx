import { Check, Copy, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { cryptoPublicDataSchema, type CryptoPublicData } from "../../../contracts/payment.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { showAlert } from "../../lib/alerts/use-alerts.ts";
import { CancelInvoiceAction } from "./cancel-invoice.tsx";
import type { DepositFlow } from "./payment-api.ts";
import { readPendingInvoiceId, waitForAsyncInvoice } from "./pending-invoice.ts";
import { usePaymentContext } from "./use-payment-context.ts";

/**
 * The QR element of SPEC §2: the crypto deposit address as a QR image and as text with a copy
 * button, the network and memo. It waits for the asynchronous invoice: without an address yet it
 * shows a placeholder until the async-invoice event brings one; it then stays until the invoice
 * is final (the realtime handler closes it).
 */
export function QrInvoice({ flow, onClose }: { flow: DepositFlow; onClose: () => void }) {
  const { t } = useTranslation("modals");
  const { response } = flow;
  const [data, setData] = useState<CryptoPublicData | null>(() => {
    const parsed = cryptoPublicDataSchema.safeParse(response.qr ?? response.invoice.publicData);
    return parsed.success ? parsed.data : null;
  });

  useEffect(
    () =>
      waitForAsyncInvoice((invoice) => {
        if (invoice.id !== response.invoiceId) return;
        const parsed = cryptoPublicDataSchema.safeParse(invoice.publicData);
        if (parsed.success) setData(parsed.data);
      }),
    [response.invoiceId],
  );

  const { formatAmount } = usePaymentContext();
  const amount = formatAmount(response.invoice.amount, response.invoice.currency);
  return (
    <section
      aria-labelledby="qr-invoice-title"
      className="flex flex-col gap-4"
      data-testid="qr-invoice"
      data-invoice-id={response.invoiceId}
      data-pending={readPendingInvoiceId() === response.invoiceId || undefined}
    >
      <div className="text-center">
        <h3 id="qr-invoice-title" className="text-base font-semibold text-text">
          {t("wallet.qr.title", { amount })}
        </h3>
        <p className="mt-1 text-sm text-muted">
          {t("wallet.qr.lead", { method: flow.methodName })}
        </p>
      </div>

      {data ? (
        <>
          <div className="mx-auto rounded-2xl bg-white p-3 shadow-lg shadow-black/20 ring-1 ring-black/5">
            <img
              src={data.qr}
              alt={t("wallet.qr.imageAlt")}
              width={192}
              height={192}
              className="size-44 [image-rendering:pixelated] sm:size-48"
            />
          </div>
          <dl className="flex flex-col gap-2">
            <CopyRow label={t("wallet.qr.address")} value={data.address} testId="qr-address" />
            {data.memo ? (
              <CopyRow label={t("wallet.qr.memo")} value={data.memo} testId="qr-memo" />
            ) : null}
            <div className="flex items-center justify-between gap-3 rounded-xl bg-raised/50 px-3.5 py-2.5">
              <dt className="text-xs text-muted">{t("wallet.qr.network")}</dt>
              <dd className="text-sm font-semibold text-text">{data.network}</dd>
            </div>
          </dl>
        </>
      ) : (
        <div className="mx-auto grid size-48 place-items-center rounded-2xl border border-dashed border-line text-muted">
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
        </div>
      )}

      <p
        role="status"
        className="flex items-center justify-center gap-2 rounded-xl border border-amber-500/30 bg-amber-500/10 px-3 py-2.5 text-sm text-text"
      >
        <span aria-hidden="true" className="relative flex size-2.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-amber-400 opacity-75" />
          <span className="relative inline-flex size-2.5 rounded-full bg-amber-500" />
        </span>
        {data ? t("wallet.qr.waiting") : t("wallet.qr.generating")}
      </p>
      <p className="-mt-2 text-center text-xs text-muted">{t("wallet.qr.note")}</p>
      <CancelInvoiceAction invoiceId={response.invoiceId} direction="deposit" onDone={onClose} />
    </section>
  );
}

function CopyRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation("modals");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      showAlert({ type: "success", title: "general.copied.title" });
    } catch {
      // Clipboard refused: the value is selectable text.
    }
  };
  return (
    <div className="flex items-center gap-2 rounded-xl border border-line bg-bg py-1.5 ps-3.5 pe-1.5">
      <div className="min-w-0 flex-1">
        <dt className="text-xs text-muted">{label}</dt>
        <dd className="font-mono text-sm break-all text-text select-all" data-testid={testId}>
          {value}
        </dd>
      </div>
      <button
        type="button"
        onClick={() => void copy()}
        className={buttonClass("secondary", "icon", "size-9")}
        aria-label={t("wallet.qr.copy", { label })}
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4 text-win-text" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
