import { isApiError } from "../../lib/api-client.ts";

/** A failed limit call as a form shows it: messages by field, and one line for the rest. */
export function limitFailure(error: unknown): {
  fields: Record<string, string>;
  message: string | null;
} {
  if (isApiError(error) && error.status === 400) {
    const fields: Record<string, string> = {};
    const rest: string[] = [];
    for (const [field, messages] of Object.entries(error.fields)) {
      const text = messages.join(" ");
      if (["amount", "period", "currency"].includes(field)) fields[field] = text;
      else rest.push(text);
    }
    return {
      fields,
      message:
        rest.length > 0 ? rest.join(" ") : Object.keys(fields).length > 0 ? null : error.message,
    };
  }
  if (isApiError(error) && error.status === 404) {
    return { fields: {}, message: "This limit no longer exists." };
  }
  return { fields: {}, message: "Something went wrong. Check your connection and try again." };
}
