import type { ContentTree } from "../../../../contracts/content.ts";
import type { RuleFailure } from "../../../../contracts/validation/rules.ts";

/** Localised validation messages from a fields-settings catalogue (already merged over en). */
export interface Messages {
  /** `validation.<key>` with {{min}} {{max}} {{param}} filled in. */
  validation(key: string, params?: Record<string, string | number | undefined>): string;
  /** The label of a field (`fields.<field>.label`), or the field name. */
  label(field: string): string;
  /** `errors.<key>`: non-field messages such as invalid credentials. */
  error(key: string, fallback: string): string;
  /** The message for a failed rule. */
  failure(failure: RuleFailure): string;
}

function lookup(tree: ContentTree | undefined, path: string): string | undefined {
  let node: unknown = tree;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** A catalogue text at `path`; content falls back to en key by key, so a missing key shows its path. */
export function catalogueText(tree: ContentTree, path: string): string {
  return lookup(tree, path) || path;
}

export function interpolate(
  template: string,
  params: Record<string, string | number | undefined>,
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

export function createMessages(tree: ContentTree): Messages {
  const validation = tree["validation"] as ContentTree | undefined;
  const fields = tree["fields"] as ContentTree | undefined;
  const errors = tree["errors"] as ContentTree | undefined;

  const messages: Messages = {
    validation(key, params = {}) {
      const template = lookup(validation, key) ?? lookup(validation, "regex") ?? key;
      return interpolate(template, params);
    },
    label(field) {
      return lookup(fields, `${field}.label`) ?? field;
    },
    error(key, fallback) {
      return lookup(errors, key) ?? fallback;
    },
    failure(failure) {
      const params: Record<string, string | number | undefined> = { ...failure.params };
      if (failure.paramField) params.param = messages.label(failure.paramField);
      if (failure.paramToday) params.param = lookup(validation, "today") ?? "today";
      return messages.validation(failure.key, params);
    },
  };
  return messages;
}
