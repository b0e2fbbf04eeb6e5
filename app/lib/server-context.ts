import { createContext } from "react-router";
import type { ContentDir, ContentResources, TextNames } from "../../contracts/content.ts";
import type { ContentPage, PageKind, QuestionSummary } from "../../contracts/content-pages.ts";
import type { PublicIntegrations } from "../../contracts/integrations.ts";
import type { Locale } from "../../contracts/settings.ts";

/** What the server hands to loaders during SSR: request facts and in-process services. */
export interface ServerContext {
  /** CSP nonce for inline scripts of this response. */
  nonce: string;
  /** ISO country of the request (configured header, else configuration). */
  country: string;
  isGeoRestricted: boolean;
  locales: Locale[];
  /**
   * Every content dir of a locale, the on-demand texts of `layout` cut down to `texts` (null:
   * all of them); shared by all requests: read-only.
   */
  getContent(locale: string, texts?: TextNames): Promise<ContentResources>;
  /**
   * Some dirs of a locale as JSON text for an inline script (on-demand texts cut down as in
   * getContent), serialised once for all visitors.
   */
  getContentJson(locale: string, dirs: readonly ContentDir[], texts?: TextNames): Promise<string>;
  /** The content store (static pages, the FAQ), cached like the player API serves it. */
  contentPages: {
    /** A published page in the locale (else the default locale's); null when there is none. */
    getPage(kind: PageKind, identity: string, locale: string): Promise<ContentPage | null>;
    listQuestions(locale: string): Promise<QuestionSummary[]>;
  };
  publicConfig: PublicConfig;
}

/** The small, explicit part of configuration the browser may see. */
export interface PublicConfig {
  buildCheckIntervalMs: number;
  affiliateTagExpirationDays: number;
  /** Social sign-in providers the server has switched on (`sandbox` included when enabled). */
  socialProviders: string[];
  publicUrl: string;
  /** Link to the mini app's bot (TELEGRAM_BOT_URL), if configured. */
  telegramBotUrl: string | null;
  /** Link to the Telegram news channel (TELEGRAM_CHANNEL_URL), if configured. */
  telegramChannelUrl: string | null;
  /** Third-party integrations (SPEC §7) that are configured; each starts only with consent. */
  integrations: PublicIntegrations;
  /**
   * The sportsbook the app shows: the built-in book, or the vendor's widget with its script
   * and integration name (SPORTSBOOK_PROVIDER=altenar).
   */
  sportsbook: {
    provider: "builtin" | "altenar";
    scriptUrl: string | null;
    integration: string | null;
  };
}

export const serverContext = createContext<ServerContext>();
