import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldErrors } from "../../../../contracts/errors.ts";

/**
 * Puts the field messages of a 400 onto their fields (react-hook-form `setError`), focusing the
 * first. Messages for fields the form does not show are returned, for a form-level error.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  fields: FieldErrors,
  shown: readonly string[],
  setError: UseFormSetError<T>,
): string[] {
  const leftOver: string[] = [];
  let focused = false;
  for (const name of shown) {
    const message = fields[name]?.[0];
    if (!message) continue;
    setError(name as Path<T>, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
  for (const [name, messages] of Object.entries(fields)) {
    if (!shown.includes(name)) leftOver.push(...messages);
  }
  return leftOver;
}
