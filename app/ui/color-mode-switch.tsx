import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { COLOR_MODES, type ColorMode } from "../lib/color-mode.ts";
import { useColorMode } from "./color-mode-provider.tsx";

const icons: Record<ColorMode, LucideIcon> = { system: Monitor, light: Sun, dark: Moon };

/** System / light / dark as a native radio group: arrow keys move, the choice applies at once. */
export function ColorModeSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation("layout");
  const { preference, forced, setPreference } = useColorMode();
  const name = useId();
  const current = forced ?? preference;
  const legend = t("colorMode.label");
  const forcedNote = forced ? t("colorMode.forced", { mode: label(forced) }) : undefined;

  function label(mode: ColorMode) {
    return t(`colorMode.${mode}`);
  }

  return (
    <fieldset
      disabled={Boolean(forced)}
      title={forcedNote}
      className={`inline-flex items-center gap-0.5 rounded-xl border border-line bg-surface p-0.5 disabled:opacity-60 ${className}`}
    >
      <legend className="sr-only">
        {legend}
        {forcedNote ? `. ${forcedNote}` : ""}
      </legend>
      {COLOR_MODES.map((mode) => {
        const Icon = icons[mode];
        return (
          <label
            key={mode}
            title={forcedNote ?? label(mode)}
            className="relative grid size-8 cursor-pointer place-items-center rounded-lg text-muted transition-colors hover:text-text has-checked:bg-raised has-checked:text-text has-focus-visible:outline-2 has-focus-visible:outline-focus has-disabled:cursor-not-allowed"
          >
            <input
              type="radio"
              name={name}
              value={mode}
              checked={current === mode}
              onChange={() => setPreference(mode)}
              className="peer sr-only"
            />
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{label(mode)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
