import type { Config } from "../config.ts";
import { ERROR_REPORT_DATA_COLLECTION } from "../../contracts/integrations.ts";

/**
 * Error reporting on the server (SPEC §8): with SENTRY_DSN, requests that fail with a 5xx are
 * sent to Sentry (@sentry/node, loaded only then); without it nothing is started. No request
 * bodies, headers, cookies or users are sent: tokens and personal data never leave the logs'
 * redaction.
 */

type Capture = (error: unknown, context: { method: string; route: string }) => void;

let capture: Capture | null = null;

export async function startServerErrorReporting(
  config: Pick<Config, "SENTRY_DSN" | "SENTRY_ENVIRONMENT" | "NODE_ENV">,
): Promise<boolean> {
  if (!config.SENTRY_DSN) return false;
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV,
    tracesSampleRate: 0,
    dataCollection: { ...ERROR_REPORT_DATA_COLLECTION, httpBodies: [] },
  });
  capture = (error, context) => {
    Sentry.captureException(error, { tags: { method: context.method, route: context.route } });
  };
  return true;
}

/** Reports a failed request's error (a no-op without error reporting). */
export function reportServerError(error: unknown, context: { method: string; route: string }) {
  try {
    capture?.(error, context);
  } catch {
    // Reporting never breaks a response.
  }
}
