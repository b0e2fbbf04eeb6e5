import { ShieldCheck } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  isMoneyLimit,
  type LimitDefinition,
  type MoneyLimitPeriod,
} from "../../../contracts/limit.ts";
import { activeAccount, usePlayerState } from "../../lib/player-state.ts";
import { requestLogout } from "../../lib/session-state.ts";
import { showAlert } from "../../lib/alerts/use-alerts.ts";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { CheckboxField, FormError, SelectField } from "../../ui/form-field.tsx";
import { AmountField, FormButtons, PeriodSelect } from "./limit-form-parts.tsx";
import { limitFailure } from "./limit-errors.ts";
import { DEFINITION_SLUG, SECTION_ORDER, amountError, definitionOfSlug } from "./limit-model.ts";
import { useCreateLimit, useExclusionPeriods } from "./limits-api.ts";
import { playerOnly } from "./player-only.tsx";

/** Decimals of an amount like "12.50" or "0.00100000" (the account's balance shows them all). */
function decimalsOf(balance: string | undefined): number {
  return balance?.split(".")[1]?.length ?? 2;
}

/** `?add-limit=<deposit|bet|loss|coolingOff|selfExclusion>`: sets a new limit of that kind. */
function AddLimitBody({ value, close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const [definition, setDefinition] = useState<LimitDefinition>(() => definitionOfSlug(value));
  return (
    <div className="flex flex-col gap-5">
      <SelectField
        label={t("add-limit.kind")}
        value={DEFINITION_SLUG[definition]}
        onChange={(event) => setDefinition(definitionOfSlug(event.target.value))}
        options={SECTION_ORDER.map((item) => {
          const slug = DEFINITION_SLUG[item];
          return {
            value: slug,
            label: t(`add-limit.kinds.${slug}`),
          };
        })}
      />
      {isMoneyLimit(definition) ? (
        <MoneyLimitForm key={definition} definition={definition} close={close} />
      ) : (
        <ExclusionForm key={definition} definition={definition} close={close} />
      )}
    </div>
  );
}

function MoneyLimitForm({ definition, close }: { definition: 1 | 2 | 3; close: () => void }) {
  const { t } = useTranslation("modals");
  const { accounts } = usePlayerState();
  const create = useCreateLimit();
  const [period, setPeriod] = useState<MoneyLimitPeriod>("daily");
  const [currency, setCurrency] = useState(() => activeAccount(accounts)?.currency ?? "");
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const decimals = decimalsOf(accounts.find((account) => account.currency === currency)?.balance);
  const slug = DEFINITION_SLUG[definition];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const local: Record<string, string> = {};
    if (!currency) local.currency = t("add-limit.chooseCurrency");
    const amountProblem = amountError(amount, decimals);
    if (amountProblem) local.amount = amountProblem;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await create.mutateAsync({ definition, period, currency, amount: amount.trim() });
      showAlert({
        type: "success",
        title: "general.limitSet.title",
        description: "general.limitSet.description",
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
      <p className="text-sm text-muted">{t(`add-limit.descriptions.${slug}`)}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <PeriodSelect value={period} onChange={setPeriod} error={errors.period} />
        <SelectField
          label={t("add-limit.currency")}
          value={currency}
          isRequired
          error={errors.currency}
          onChange={(event) => setCurrency(event.target.value)}
          options={accounts.map((account) => ({
            value: account.currency,
            label: account.currency,
          }))}
        />
      </div>
      <AmountField value={amount} onChange={setAmount} error={errors.amount} />
      <FormError message={message} />
      <FormButtons onCancel={close} pending={create.isPending}>
        <ShieldCheck aria-hidden="true" className="size-5" />
        {t("add-limit.submit")}
      </FormButtons>
    </form>
  );
}

function ExclusionForm({ definition, close }: { definition: 4 | 5; close: () => void }) {
  const { t } = useTranslation("modals");
  const periods = useExclusionPeriods(definition);
  const create = useCreateLimit();
  const [period, setPeriod] = useState("");
  const [understood, setUnderstood] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const slug = DEFINITION_SLUG[definition];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const local: Record<string, string> = {};
    if (!period) local.period = t("add-limit.choosePeriod");
    if (!understood) {
      local.understood = t("add-limit.confirmRequired");
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await create.mutateAsync({ definition, period });
      close();
      // Every session of the player ends on the server; this one ends here too.
      await requestLogout();
    } catch (cause) {
      const failure = limitFailure(cause);
      setErrors(failure.fields);
      setMessage(failure.message);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t(`add-limit.descriptions.${slug}`)}</p>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.period ? "exclusion-period-error" : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-text">{t("add-limit.howLong")}</legend>
        {(periods.data ?? []).map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2.5 text-sm text-text has-[:checked]:border-accent"
          >
            <input
              type="radio"
              name="exclusion-period"
              value={option.id}
              checked={period === option.id}
              onChange={() => setPeriod(option.id)}
              className="size-4 accent-[var(--color-accent)]"
            />
            {t(`add-limit.options.${option.id}`, { defaultValue: option.name })}
          </label>
        ))}
        {errors.period ? (
          <p id="exclusion-period-error" className="text-xs font-medium text-danger">
            {errors.period}
          </p>
        ) : null}
      </fieldset>
      <CheckboxField
        label={t("add-limit.understand")}
        checked={understood}
        error={errors.understood}
        onChange={(event) => setUnderstood(event.target.checked)}
      />
      <FormError message={message} />
      <FormButtons onCancel={close} pending={create.isPending}>
        {t(`add-limit.start.${slug}`)}
      </FormButtons>
    </form>
  );
}

export default playerOnly(AddLimitBody);
