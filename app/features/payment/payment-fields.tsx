import { CircleAlert } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { borderClass, controlClass, FieldShell } from "../../ui/form-field.tsx";

/**
 * Controls of the payment forms: label, control, hint and error tied together with
 * aria-describedby / aria-invalid. Register them with react-hook-form.
 */

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
