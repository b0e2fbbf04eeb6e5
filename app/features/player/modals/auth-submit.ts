import { ErrorCode } from "../../../../contracts/errors.ts";
import { isApiError } from "../../../lib/api-client.ts";

/**
 * The message a sign-in or sign-up form shows for a failed call that is not a field error:
 * the server's own (localised) message for 401, 403 and 429, a network line when nothing came
 * back, otherwise a generic one.
 */
export function formErrorMessage(
  error: unknown,
  fallbacks: { network: string; generic: string },
): string {
  if (!isApiError(error)) return fallbacks.generic;
  if (error.status === 0) return fallbacks.network;
  if (
    error.status === 401 ||
    error.status === 403 ||
    error.status === 429 ||
    error.code === ErrorCode.ALREADY_EXISTS ||
    error.status === 400
  ) {
    return error.message;
  }
  return fallbacks.generic;
}
