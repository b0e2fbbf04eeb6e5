import { Check, ChevronDown, Eye, EyeOff } from "lucide-react";
import {
  useId,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  type ReactNode,
  type Ref,
} from "react";
import { useTranslation } from "react-i18next";

/**
 * Form controls of the identity forms: a label, the control, a hint and the field's error, tied
 * together with aria-describedby and aria-invalid. Register them with react-hook-form.
 */

export const controlClass =
  "h-11 w-full rounded-xl border bg-bg px-3.5 text-base text-text placeholder:text-muted/70 transition-colors outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/30 sm:text-sm";
const areaClass = `${controlClass.replace("h-11 ", "")} min-h-40 py-3`;
export const borderClass = (invalid: boolean) =>
  invalid ? "border-danger" : "border-line hover:border-muted/50";

function describedBy(...ids: unknown[]): string | undefined {
  const list = ids.filter((id): id is string => typeof id === "string" && id !== "");
  return list.length > 0 ? list.join(" ") : undefined;
}

/** What a field's control needs to be tied to its label, hint and error. */
export interface ControlIds {
  id: string;
  describedBy: string | undefined;
}

export interface FieldShellProps {
  label: string;
  hint?: ReactNode;
  error?: string;
  isRequired?: boolean;
  children: (ids: ControlIds) => ReactNode;
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
      <FieldLabel htmlFor={id} label={label} isRequired={isRequired} />
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

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Marks the label of a required field. */
  isRequired?: boolean;
}

export function TextField({
  label,
  error,
  hint,
  ref,
  isRequired,
  className,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={className}
    >
      {({ id, describedBy: described }) => (
        <input
          {...input}
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`${controlClass} ${borderClass(Boolean(error))}`}
        />
      )}
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id"
> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
  isRequired?: boolean;
}

/** A multi-line TextField (a message, a description). */
export function TextAreaField({
  label,
  error,
  hint,
  ref,
  isRequired,
  className,
  ...area
}: TextAreaFieldProps) {
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={className}
    >
      {({ id, describedBy: described }) => (
        <textarea
          {...area}
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className={`${areaClass} ${borderClass(Boolean(error))}`}
        />
      )}
    </FieldShell>
  );
}

function FieldLabel({
  htmlFor,
  label,
  isRequired,
  id,
}: {
  htmlFor?: string;
  label: string;
  isRequired?: boolean;
  id?: string;
}) {
  return (
    <label htmlFor={htmlFor} id={id} className="text-sm font-medium text-text">
      {label}
      {isRequired ? (
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      ) : null}
    </label>
  );
}

export function PasswordField(props: Omit<TextFieldProps, "type">) {
  const { t } = useTranslation("fields-settings");
  const [visible, setVisible] = useState(false);
  const { label, error, hint, ref, isRequired, className, ...input } = props;
  return (
    <FieldShell
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={className}
    >
      {({ id, describedBy: described }) => (
        <div className="relative">
          <input
            {...input}
            ref={ref}
            id={id}
            type={visible ? "text" : "password"}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            className={`${controlClass} ${borderClass(Boolean(error))} pe-12`}
          />
          <button
            type="button"
            onClick={() => setVisible((value) => !value)}
            aria-pressed={visible}
            aria-label={visible ? t("actions.hidePassword") : t("actions.showPassword")}
            className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-xl text-muted transition-colors hover:text-text"
          >
            {visible ? (
              <EyeOff aria-hidden="true" className="size-4.5" />
            ) : (
              <Eye aria-hidden="true" className="size-4.5" />
            )}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

export interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "type"
> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, ref, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 grid size-5 shrink-0 place-items-center">
          <input
            {...input}
            ref={ref}
            id={id}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={`peer size-5 cursor-pointer appearance-none rounded-md border bg-bg transition-colors checked:border-accent checked:bg-accent focus-visible:ring-2 focus-visible:ring-accent/30 ${borderClass(Boolean(error))}`}
          />
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="pointer-events-none absolute size-3.5 text-on-accent opacity-0 peer-checked:opacity-100"
          />
        </span>
        <label htmlFor={id} className="cursor-pointer text-sm leading-5 text-muted">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="ms-8 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export interface ComboboxOption {
  value: string;
  label: string;
  /** Shown at the end of the option (a code, a symbol). */
  detail?: string;
}

export interface ComboboxFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly ComboboxOption[];
  /** What typing matches: the label (country names) or the value (currency codes). */
  matches: (option: ComboboxOption, query: string) => boolean;
  placeholder?: string;
  error?: string;
  isRequired?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  emptyText: string;
}

/** Folds case and accents, so "cote" finds "Côte d'Ivoire". */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/**
 * A searchable select (WAI-ARIA combobox with a listbox popup): type to filter, arrows to move,
 * Enter to choose, Escape to close.
 */
export function ComboboxField({
  label,
  value,
  onChange,
  onBlur,
  options,
  matches,
  placeholder,
  error,
  isRequired,
  name,
  ref,
  emptyText,
}: ComboboxFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const selected = options.find((option) => option.value === value);
  const filtered = useMemo(() => {
    const needle = normalizeSearch(query);
    return needle === "" ? options : options.filter((option) => matches(option, needle));
  }, [options, query, matches]);

  const openList = () => {
    if (open) return;
    setOpen(true);
    setQuery("");
    const index = filtered.findIndex((option) => option.value === value);
    setActive(Math.max(0, index));
  };
  const choose = (option: ComboboxOption | undefined) => {
    if (option) onChange(option.value);
    setOpen(false);
    setQuery("");
  };
  const move = (delta: number) => {
    if (!open) {
      openList();
      return;
    }
    const next = Math.min(Math.max(active + delta, 0), Math.max(filtered.length - 1, 0));
    setActive(next);
    listRef.current
      ?.querySelector<HTMLElement>(`[data-index="${next}"]`)
      ?.scrollIntoView({ block: "nearest" });
  };

  const activeOption = open ? filtered[active] : undefined;
  return (
    <div className="relative flex flex-col gap-1.5">
      <FieldLabel htmlFor={id} label={label} isRequired={isRequired} />
      <div className="relative">
        <input
          ref={ref}
          id={id}
          name={name}
          role="combobox"
          type="text"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${id}-option-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={selected ? selected.label : placeholder}
          value={open ? query : (selected?.label ?? "")}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onClick={openList}
          onBlur={() => {
            setOpen(false);
            setQuery("");
            onBlur?.();
          }}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown") {
              event.preventDefault();
              move(1);
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              move(-1);
            } else if (event.key === "Enter" && open) {
              event.preventDefault();
              choose(filtered[active]);
            } else if (event.key === "Escape" && open) {
              event.preventDefault();
              event.stopPropagation();
              setOpen(false);
              setQuery("");
            }
          }}
          className={`${controlClass} ${borderClass(Boolean(error))} pe-10`}
        />
        <ChevronDown
          aria-hidden="true"
          className={`pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-muted transition-transform ${open ? "rotate-180" : ""}`}
        />
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-xl border border-line bg-surface p-1 shadow-xl shadow-black/20"
      >
        {filtered.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-muted">
            {emptyText}
          </li>
        ) : (
          filtered.map((option, index) => (
            // Keyboard selection happens on the combobox input (aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.value}
              id={`${id}-option-${index}`}
              data-index={index}
              role="option"
              aria-selected={option.value === value}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseMove={() => setActive(index)}
              className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm ${
                index === active ? "bg-raised text-text" : "text-text"
              }`}
            >
              <span className="truncate">{option.label}</span>
              <span className="flex shrink-0 items-center gap-2 text-xs text-muted">
                {option.detail}
                {option.value === value ? (
                  <Check aria-hidden="true" className="size-4 text-accent-text" />
                ) : null}
              </span>
            </li>
          ))
        )}
      </ul>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form-level message (e.g. wrong credentials, too many attempts). */
export function FormError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-xl border border-danger/40 bg-danger/10 px-3.5 py-2.5 text-sm font-medium text-danger"
    >
      {message}
    </div>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  isRequired?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  options,
  error,
  isRequired,
  ref,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id} label={label} isRequired={isRequired} />
      <select
        {...select}
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${controlClass} ${borderClass(Boolean(error))}`}
      >
        <option value="">—</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
