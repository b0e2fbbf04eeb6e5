/**
 * The third-party integrations of SPEC §7 as the browser receives them (public configuration):
 * null when not configured. The consent category each needs is decided in the app; the origins
 * each reaches are what the Content-Security-Policy opens for it, and only while configured.
 */
export interface PublicIntegrations {
  tagManager: { id: string; scriptUrl: string } | null;
  metrics: { id: string; scriptUrl: string } | null;
  sessionRecording: { orgId: string; scriptUrl: string } | null;
  errorReporting: { dsn: string; environment: string } | null;
  pixel: { url: string; id: string } | null;
}

export const NO_INTEGRATIONS: PublicIntegrations = {
  tagManager: null,
  metrics: null,
  sessionRecording: null,
  errorReporting: null,
  pixel: null,
};

/** Where each vendor's script sends what it collects, besides its own script's origin. */
const VENDOR_ORIGINS = {
  tagManager: [
    "https://www.googletagmanager.com",
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
  metrics: ["https://mc.yandex.ru", "https://mc.yandex.com", "wss://mc.yandex.com"],
  sessionRecording: ["https://edge.fullstory.com", "https://rs.fullstory.com"],
  errorReporting: [],
  pixel: [],
} as const satisfies Record<keyof PublicIntegrations, readonly string[]>;

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origins the configured integrations load from and send to (none when none is set). */
export function integrationOrigins(integrations: PublicIntegrations): string[] {
  const origins = new Set<string>();
  const add = (name: keyof PublicIntegrations, own: string | null) => {
    if (own) origins.add(own);
    for (const origin of VENDOR_ORIGINS[name]) origins.add(origin);
  };
  if (integrations.tagManager) add("tagManager", originOf(integrations.tagManager.scriptUrl));
  if (integrations.metrics) add("metrics", originOf(integrations.metrics.scriptUrl));
  if (integrations.sessionRecording) {
    add("sessionRecording", originOf(integrations.sessionRecording.scriptUrl));
  }
  if (integrations.errorReporting) add("errorReporting", originOf(integrations.errorReporting.dsn));
  if (integrations.pixel) add("pixel", originOf(integrations.pixel.url));
  return [...origins];
}

/**
 * What error reports may carry, on the server and in the browser alike: the error and where it
 * happened; no user, cookies, headers, query strings or bodies (tokens and personal data).
 */
export const ERROR_REPORT_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
} as const;
