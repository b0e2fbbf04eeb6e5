import { CircleAlert } from "lucide-react";
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

/**
 * Controls of the payment forms: label, control, hint and error tied together with
 * aria-describedby / aria-invalid. Register them with react-hook-form.
 */

export const controlClass =
  "h-11 w-full rounded-xl border bg-bg px-3.5 text-base text-text placeholder:text-muted/70 transition-colors outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/30 sm:text-sm";

export const borderClass = (invalid: boolean) =>
  invalid ? "border-danger" : "border-line hover:border-muted/50";

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === "string" && id !== "");
  return list.length > 0 ? list.join(" ") : undefined;
}

interface FieldShellProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  isRequired?: boolean;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
  className?: string;
}

/** Label, the control the children render, and its hint or error. */
export function FieldShell({
  label,
  hint,
  error,
  isRequired,
  children,
  className,
}: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ms-0.5 text-danger">
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        describedBy: describedBy(Boolean(hint) && !error && hintId, error && errorId),
      })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  hint?: ReactNode;
  error?: string;
  isRequired?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** Shown inside the input at its end (a currency code). */
  suffix?: string;
}

export function InputField({
  label,
  hint,
  error,
  isRequired,
  ref,
  suffix,
  ...input
}: InputFieldProps) {
  return (
    <FieldShell label={label} hint={hint} error={error} isRequired={isRequired}>
      {({ id, describedBy: described }) => (
        <div className="relative">
          <input
            {...input}
            ref={ref}
            id={id}
            aria-invalid={error ? true : undefined}
            aria-required={isRequired || undefined}
            aria-describedby={described}
            className={`${controlClass} ${borderClass(Boolean(error))} ${suffix ? "pe-16" : ""}`}
          />
          {suffix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 end-0 grid place-items-center pe-3.5 text-sm font-semibold text-muted"
            >
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}

/** A message for the whole form, announced when it appears. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger/40 bg-danger/10 px-3.5 py-2.5 text-sm text-text"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      {message}
    </p>
  );
}
