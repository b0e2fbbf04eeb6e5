import type { PublicIntegrations } from "../../contracts/integrations.ts";
import type { Config } from "../config.ts";

type IntegrationConfig = Pick<
  Config,
  | "NODE_ENV"
  | "TAG_MANAGER_ID"
  | "TAG_MANAGER_SCRIPT_URL"
  | "METRICS_COUNTER_ID"
  | "METRICS_SCRIPT_URL"
  | "SESSION_RECORDING_ORG_ID"
  | "SESSION_RECORDING_SCRIPT_URL"
  | "SENTRY_DSN"
  | "SENTRY_ENVIRONMENT"
  | "RETARGETING_PIXEL_URL"
  | "RETARGETING_PIXEL_ID"
>;

/** The integrations the browser may start (with consent): only those configured. */
export function publicIntegrations(config: IntegrationConfig): PublicIntegrations {
  return {
    tagManager: config.TAG_MANAGER_ID
      ? { id: config.TAG_MANAGER_ID, scriptUrl: config.TAG_MANAGER_SCRIPT_URL }
      : null,
    metrics: config.METRICS_COUNTER_ID
      ? { id: config.METRICS_COUNTER_ID, scriptUrl: config.METRICS_SCRIPT_URL }
      : null,
    sessionRecording: config.SESSION_RECORDING_ORG_ID
      ? { orgId: config.SESSION_RECORDING_ORG_ID, scriptUrl: config.SESSION_RECORDING_SCRIPT_URL }
      : null,
    errorReporting: config.SENTRY_DSN
      ? { dsn: config.SENTRY_DSN, environment: config.SENTRY_ENVIRONMENT ?? config.NODE_ENV }
      : null,
    pixel:
      config.RETARGETING_PIXEL_URL && config.RETARGETING_PIXEL_ID
        ? { url: config.RETARGETING_PIXEL_URL, id: config.RETARGETING_PIXEL_ID }
        : null,
  };
}
