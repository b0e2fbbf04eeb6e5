import { Pencil } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isMoneyLimit, type Limit, type MoneyLimitPeriod } from "../../../contracts/limit.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { ListSkeleton, LoadingRegion } from "../../ui/skeleton.tsx";
import { showAlert } from "../../lib/alerts/use-alerts.ts";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";
import { FormError } from "../../ui/form-field.tsx";
import { AmountField, FormButtons, PeriodSelect } from "./limit-form-parts.tsx";
import { limitFailure } from "./limit-errors.ts";
import {
  DEFINITION_SLUG,
  amountError,
  changeWaits,
  encodeLimitUpdate,
  isMoneyPeriod,
} from "./limit-model.ts";
import { useLimits, useUpdateLimit } from "./limits-api.ts";
import { playerOnly } from "./player-only.tsx";

/**
 * `?edit-limit=<limit id>`: a new period and amount. A stricter limit applies at once; a looser
 * one goes through confirm-limit-update, which says it waits 24 hours.
 */
function EditLimitBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const limits = useLimits();
  if (!limits.data) {
    return limits.isError ? (
      <FormError message={t("edit-limit.loadError")} />
    ) : (
      <LoadingRegion>
        <ListSkeleton rows={2} />
      </LoadingRegion>
    );
  }
  const limit = limits.data.find((item) => item.id === value);
  if (!limit || !isMoneyLimit(limit.definition)) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-text">{t("edit-limit.missing")}</p>
        <button type="button" onClick={close} className={buttonClass("secondary", "lg")}>
          {t("edit-limit.close")}
        </button>
      </div>
    );
  }
  return <EditForm limit={limit} close={close} />;
}

function EditForm({ limit, close }: { limit: Limit; close: () => void }) {
  const { t } = useTranslation("modals");
  const { open } = useUrlModal();
  const update = useUpdateLimit();
  const [period, setPeriod] = useState<MoneyLimitPeriod>(
    isMoneyPeriod(limit.period) ? limit.period : "daily",
  );
  const [amount, setAmount] = useState(limit.amount ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const slug = DEFINITION_SLUG[limit.definition];
  const decimals = limit.amount?.split(".")[1]?.length ?? 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const problem = amountError(amount, decimals);
    setErrors(problem ? { amount: problem } : {});
    if (problem) return;
    const next = { period, amount: amount.trim() };
    if (changeWaits(limit, next)) {
      open("confirm-limit-update", encodeLimitUpdate(limit.id, next.period, next.amount));
      return;
    }
    try {
      await update.mutateAsync({ id: limit.id, ...next });
      showAlert({
        type: "success",
        title: "general.limitUpdated.title",
        description: "general.limitUpdated.description",
      });
      close();
    } catch (cause) {
      const failure = limitFailure(cause);
      setErrors(failure.fields);
      setMessage(failure.message);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        {t(`add-limit.kinds.${slug}`)} · {limit.currency}
      </p>
      <PeriodSelect value={period} onChange={setPeriod} error={errors.period} />
      <AmountField
        value={amount}
        onChange={setAmount}
        error={errors.amount}
        hint={t("edit-limit.hint")}
      />
      <FormError message={message} />
      <FormButtons onCancel={close} pending={update.isPending}>
        <Pencil aria-hidden="true" className="size-5" />
        {t("edit-limit.submit")}
      </FormButtons>
    </form>
  );
}

export default playerOnly(EditLimitBody);
