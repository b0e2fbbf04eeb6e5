import { Hourglass } from "lucide-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import {
  REALITY_CHECK_OPTIONS,
  REALITY_CHECK_STORAGE_KEY,
  parseRealityCheck,
  type RealityCheckMinutes,
} from "./reality-check.ts";
import {
  browserStorage,
  notifyLocalStorageChange,
  subscribeLocalStorage,
} from "../../lib/local-storage-store.ts";

/** The player's choice of reality-check interval, kept on this device. */
export function RealityCheckSetting() {
  const { t } = useTranslation("profile");
  // Null on the server and while hydrating: no option is shown as chosen until the browser says.
  const minutes = useSyncExternalStore<RealityCheckMinutes | null>(
    subscribeLocalStorage,
    () => parseRealityCheck(browserStorage()?.getItem(REALITY_CHECK_STORAGE_KEY) ?? null),
    () => null,
  );
  const choose = (value: RealityCheckMinutes) => {
    browserStorage()?.setItem(REALITY_CHECK_STORAGE_KEY, String(value));
    notifyLocalStorageChange();
  };
  return (
    <section
      aria-labelledby="reality-check-setting"
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex items-start gap-3">
        <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
        <div>
          <h3 id="reality-check-setting" className="font-semibold text-text">
            {t("limits.realityCheck.title")}
          </h3>
          <p className="text-sm text-muted">{t("limits.realityCheck.description")}</p>
        </div>
      </div>
      <fieldset>
        <legend className="sr-only">{t("limits.realityCheck.legend")}</legend>
        <div className="flex flex-wrap gap-2">
          {REALITY_CHECK_OPTIONS.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded-xl border border-line px-3 py-2 text-sm text-text has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
            >
              <input
                type="radio"
                name="reality-check"
                value={option}
                checked={minutes === option}
                onChange={() => choose(option)}
                className="size-4"
              />
              {option === 0
                ? t("limits.realityCheck.off")
                : t("limits.realityCheck.every", { count: option })}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
