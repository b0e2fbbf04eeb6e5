import { useId, useState, type ButtonHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** The panel a board draws in. */
export function BoardPanel({
  children,
  className = "",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4 ${className}`}
    >
      {children}
    </div>
  );
}

/** The board's main action ("Roll", "Bet", "Spin"): large, full width, easy to hit by thumb. */
export function PlayButton({
  children,
  className = "",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { children: ReactNode }) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-accent px-6 text-base font-bold text-on-accent shadow-sm shadow-accent/30 hover:bg-accent-hover disabled:pointer-events-none disabled:opacity-50 ${className}`}
    >
      {children}
    </button>
  );
}

/** The keyboard shortcuts of a board, e.g. [["Space", "Roll"], ["S", "Swap over / under"]]. */
export function KeyHelp({ keys }: { keys: readonly (readonly [string, string])[] }) {
  const { t } = useTranslation("house");
  return (
    <p className="text-xs text-muted max-sm:hidden">
      <span className="font-semibold">{t("house.keys")}:</span>{" "}
      {keys.map(([key, action], index) => (
        <span key={key}>
          {index > 0 ? " · " : null}
          <kbd className="rounded border border-line bg-raised px-1 font-mono text-[0.7rem]">
            {key}
          </kbd>{" "}
          {action}
        </span>
      ))}
    </p>
  );
}

/** Segmented choice (risk, direction): real buttons with aria-pressed. */
export function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1">
      <span aria-hidden="true" className="text-xs font-semibold text-muted">
        {label}
      </span>
      <div className="flex gap-1 rounded-xl bg-raised p-1">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={option.value === value}
            disabled={disabled}
            onClick={() => onChange(option.value)}
            className="h-10 flex-1 rounded-lg px-2 text-sm font-semibold text-muted hover:text-text disabled:opacity-50 aria-pressed:bg-surface aria-pressed:text-text aria-pressed:shadow-sm"
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Small chips of this board's latest results, newest first. */
export function RecentResults({
  label,
  results,
}: {
  label: string;
  results: readonly { id: string; text: string; win: boolean }[];
}) {
  if (results.length === 0) return null;
  return (
    <ol aria-label={label} className="flex gap-1.5 overflow-hidden">
      {results.map((result) => (
        <li
          key={result.id}
          className={`shrink-0 rounded-full px-2.5 py-1 font-mono text-xs font-bold tabular-nums ${
            result.win ? "bg-win text-on-win" : "bg-raised text-muted"
          }`}
        >
          {result.text}
        </li>
      ))}
    </ol>
  );
}

/** A number field that accepts typing freely and commits a parsed value on blur or Enter. */
export function DraftField({
  label,
  value,
  suffix,
  disabled,
  onCommit,
}: {
  label: string;
  value: string;
  suffix?: string;
  disabled: boolean;
  onCommit: (text: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null) onCommit(draft);
    setDraft(null);
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <div className="flex h-11 items-center rounded-xl border border-line bg-bg px-3 focus-within:outline-2 focus-within:outline-focus">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          value={draft ?? value}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit();
          }}
          className="w-full min-w-0 bg-transparent font-mono tabular-nums outline-none"
        />
        {suffix ? <span className="text-sm text-muted">{suffix}</span> : null}
      </div>
    </div>
  );
}
