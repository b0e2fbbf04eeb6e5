import { ChevronRight, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { PaymentMethod } from "../../../contracts/payment.ts";
import { useMethodTexts } from "./method-texts.ts";

/** A method's logo on a light tile, so dark and light logos both read in either colour mode. */
export function MethodLogo({ method, size = "md" }: { method: PaymentMethod; size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-10 w-14" : "h-9 w-12";
  return (
    <span
      className={`grid ${box} shrink-0 place-items-center overflow-hidden rounded-lg bg-white p-1.5 ring-1 ring-black/5`}
    >
      <img
        src={method.logo}
        alt=""
        className="max-h-full max-w-full object-contain"
        loading="lazy"
      />
    </span>
  );
}

/**
 * The methods as a list of buttons, one per row so names and limits show whole, in the server's order (manual-agent methods first), each
 * with its logo, name and min–max.
 */
export function MethodList({
  methods,
  formatAmount,
  onChoose,
  label,
}: {
  methods: readonly PaymentMethod[];
  formatAmount: (amount: string, currency: string) => string;
  onChoose: (method: PaymentMethod) => void;
  label: string;
}) {
  const { t } = useTranslation("modals");
  const texts = useMethodTexts();
  return (
    <ul aria-label={label} className="grid gap-2" data-testid="payment-methods">
      {methods.map((method) => {
        const name = texts.name(method);
        return (
          <li key={method.method}>
            <button
              type="button"
              onClick={() => onChoose(method)}
              className="group flex w-full items-center gap-3 rounded-2xl border border-line bg-bg p-3 text-start transition-colors hover:border-accent/60 hover:bg-raised/50 focus-visible:border-accent"
              data-method={method.method}
            >
              <MethodLogo method={method} />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-1.5">
                  <span className="text-sm font-semibold break-words text-text">{name}</span>
                  {method.isManual ? (
                    <span className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-accent/15 px-1.5 py-0.5 text-[0.625rem] font-semibold tracking-wide text-accent-text uppercase">
                      <UserRound aria-hidden="true" className="size-2.5" />
                      {t("wallet.agent")}
                    </span>
                  ) : null}
                </span>
                {/* Names and limits are never cut short (issue 11): they wrap instead. */}
                <span className="block text-xs text-muted tabular-nums">
                  <span className="whitespace-nowrap">
                    {formatAmount(method.amountMin, method.currency)} –
                  </span>{" "}
                  <span className="whitespace-nowrap">
                    {formatAmount(method.amountMax, method.currency)}
                  </span>
                </span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-4 shrink-0 text-muted transition-transform group-hover:translate-x-0.5 rtl:rotate-180"
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
