import { Ticket, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../lib/api-client.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import { showAlert } from "../../lib/alerts/use-alerts.ts";
import { useAddBonusCode, useBonusCodes, useDeleteBonusCode } from "./bonus-api.ts";
import { bonusCodeAlert, DEPOSIT_CODE_TRIGGER, normalizeBonusCode } from "./bonus-view.ts";

const inputClass =
  "h-11 w-full min-w-0 rounded-xl border bg-bg px-3.5 text-base text-text uppercase placeholder:text-muted/70 placeholder:normal-case outline-none transition-colors focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/30 sm:text-sm";

/**
 * The bonus code field of /bonuses (SPEC §7 bonuscodes, trigger 3 = deposit): a code is checked
 * before sending (letters, digits, - and _), status 3 (incorrect) and 4 (not available) are said
 * under the field and as an alert (SPEC §4), and a code waiting for the next deposit is listed
 * with a way to drop it.
 */
export function BonusCodeForm({ trigger = DEPOSIT_CODE_TRIGGER }: { trigger?: number }) {
  const { t } = useTranslation("layout");
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const add = useAddBonusCode();
  const codes = useBonusCodes(trigger);
  const remove = useDeleteBonusCode();
  const waiting = (codes.data ?? []).filter(
    (code) => code.playerBonusCodeId && code.status !== 3 && code.status !== 4,
  );

  const messages = {
    required: t("pages.bonuses.code.required"),
    format: t("pages.bonuses.code.format"),
    3: t("pages.bonuses.code.incorrect"),
    4: t("pages.bonuses.code.notAvailable"),
    failed: t("pages.bonuses.code.failed"),
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const parsed = normalizeBonusCode(text);
    if ("problem" in parsed) {
      setError(messages[parsed.problem]);
      return;
    }
    setError(null);
    try {
      const result = await add.mutateAsync({ bonusCode: parsed.code, trigger });
      const alert = bonusCodeAlert(result.status);
      if (alert) {
        setError(result.status === 3 ? messages[3] : messages[4]);
        showAlert(alert);
        return;
      }
      setText("");
      setDone(t("pages.bonuses.code.accepted", { code: parsed.code }));
    } catch (cause) {
      const fieldError = isApiError(cause) ? (cause.fields["bonusCode"]?.[0] ?? null) : null;
      const status = isApiError(cause) && cause.status === 404 ? 3 : null;
      setError(
        fieldError ?? (status ? messages[3] : isApiError(cause) ? cause.message : messages.failed),
      );
    }
  };

  const errorId = `${id}-error`;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
      data-testid="bonus-code"
    >
      <h2
        id={`${id}-title`}
        className="mb-1 flex items-center gap-2 text-base font-semibold text-text"
      >
        <Ticket aria-hidden="true" className="size-5 text-accent-text" />
        {t("pages.bonuses.code.title")}
      </h2>
      <p className="mb-3 text-sm text-muted">{t("pages.bonuses.code.lead")}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {t("pages.bonuses.code.label")}
        </label>
        <input
          id={`${id}-input`}
          name="bonusCode"
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          placeholder={t("pages.bonuses.code.placeholder")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} ${error ? "border-danger" : "border-line"}`}
        />
        <button
          type="submit"
          disabled={add.isPending}
          className={buttonClass("primary", "md", "h-11")}
        >
          {add.isPending ? t("pages.bonuses.code.checking") : t("pages.bonuses.code.apply")}
        </button>
      </form>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="mt-2 text-sm font-medium text-win-text">
          {done}
        </p>
      ) : null}
      {waiting.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t("pages.bonuses.code.waiting")}>
          {waiting.map((code) => {
            const label = code.bonusCode ?? code.code ?? "";
            return (
              <li
                key={code.playerBonusCodeId}
                className="inline-flex items-center gap-1 rounded-full bg-raised py-1 ps-3 pe-1 text-sm font-semibold text-text"
              >
                {label}
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => code.playerBonusCodeId && remove.mutate(code.playerBonusCodeId)}
                  className="grid size-7 place-items-center rounded-full text-muted hover:bg-line hover:text-text"
                  aria-label={t("pages.bonuses.code.remove", { code: label })}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
