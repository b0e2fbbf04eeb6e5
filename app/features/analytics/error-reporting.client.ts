import * as Sentry from "@sentry/react";
import { installErrorReporter } from "../../lib/error-reporting.ts";
import { ERROR_REPORT_DATA_COLLECTION } from "../../../contracts/integrations.ts";

/**
 * Error reporting in the browser (Sentry, analytics consent and a DSN): uncaught errors and what
 * the app reports (SPEC §8: refresh, social, avatar, unlink, a failed mini-app start). No
 * personal data is sent, no performance tracing runs. Loaded as a chunk of its own.
 */
export function startErrorReporting(config: { dsn: string; environment: string }): void {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environment,
    dataCollection: { ...ERROR_REPORT_DATA_COLLECTION, httpBodies: [] },
    tracesSampleRate: 0,
  });
  installErrorReporter((error, context) => {
    Sentry.captureException(error, { tags: { area: context.area } });
  });
}
