import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { readConsent, saveConsent, type ConsentCategory } from "../../lib/consent.ts";
import type { ModalBodyProps } from "../../lib/modals/modal-registry.ts";
import { buttonClass } from "../../ui/button-styles.ts";

type Category = "necessary" | ConsentCategory;

function CategorySwitch({
  category,
  checked,
  onChange,
}: {
  category: Category;
  checked: boolean;
  onChange?: (next: boolean) => void;
}) {
  const { t } = useTranslation("modals");
  const id = useId();
  const alwaysOn = onChange === undefined;
  return (
    <li className="flex items-start justify-between gap-4 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-semibold text-text">
          {t(`cookie-request.${category}.title`)}
        </label>
        <p id={`${id}-text`} className="mt-0.5 text-xs text-muted">
          {t(`cookie-request.${category}.text`)}
        </p>
        {alwaysOn ? (
          <p className="mt-1 text-xs font-medium text-muted">{t("cookie-request.alwaysOn")}</p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={alwaysOn}
        aria-describedby={`${id}-text`}
        onChange={(event) => onChange?.(event.target.checked)}
        data-category={category}
        className="mt-1 size-5 shrink-0 accent-[var(--color-accent)] disabled:opacity-60"
      />
    </li>
  );
}

/**
 * `cookie-request` (SPEC §2): the cookie categories, necessary always on, analytics and marketing
 * as the visitor chooses, saved at once; opened from the cookie popup and the footer.
 */
export default function CookieRequestBody({ close }: ModalBodyProps) {
  const { t } = useTranslation("modals");
  const stored = readConsent();
  const [choice, setChoice] = useState<Record<ConsentCategory, boolean>>({
    analytics: stored?.analytics ?? false,
    marketing: stored?.marketing ?? false,
  });
  const save = (next: Record<ConsentCategory, boolean>) => {
    saveConsent(next);
    close();
  };
  return (
    <div className="flex flex-col gap-5" data-testid="cookie-request">
      <p className="text-sm text-muted">{t("cookie-request.intro")}</p>
      <ul className="divide-y divide-line">
        <CategorySwitch category="necessary" checked />
        {(["analytics", "marketing"] as const).map((category) => (
          <CategorySwitch
            key={category}
            category={category}
            checked={choice[category]}
            onChange={(next) => setChoice((current) => ({ ...current, [category]: next }))}
          />
        ))}
      </ul>
      <div className="grid gap-2 sm:grid-cols-2">
        <button
          type="button"
          onClick={() => save(choice)}
          className={buttonClass("secondary", "lg")}
        >
          {t("cookie-request.save")}
        </button>
        <button
          type="button"
          onClick={() => save({ analytics: true, marketing: true })}
          className={buttonClass("primary", "lg")}
        >
          {t("cookie-request.acceptAll")}
        </button>
      </div>
    </div>
  );
}
