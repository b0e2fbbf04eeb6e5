import { createContext } from "react-router";
import type { ContentDir, ContentResources } from "../../contracts/content.ts";
import type { Locale } from "../../contracts/settings.ts";

/** What the server hands to loaders during SSR: request facts and in-process services. */
export interface ServerContext {
  /** CSP nonce for inline scripts of this response. */
  nonce: string;
  /** ISO country of the request (configured header, else configuration). */
  country: string;
  isGeoRestricted: boolean;
  locales: Locale[];
  /** Every content dir of a locale (shared by all requests: read-only). */
  getContent(locale: string): Promise<ContentResources>;
  /** Some dirs of a locale as JSON text for an inline script, serialised once for all visitors. */
  getContentJson(locale: string, dirs: readonly ContentDir[]): Promise<string>;
  publicConfig: PublicConfig;
}

/** The small, explicit part of configuration the browser may see. */
export interface PublicConfig {
  buildCheckIntervalMs: number;
  affiliateTagExpirationDays: number;
  /** Social sign-in providers the server has switched on (`sandbox` included when enabled). */
  socialProviders: string[];
  publicUrl: string;
}

export const serverContext = createContext<ServerContext>();
