import i18next, {
  type BackendModule,
  type FormatterModule,
  type i18n,
  type InitOptions,
} from "i18next";
import { createContext, use, useContext } from "react";
import { I18nContext, initReactI18next } from "react-i18next";
import {
  ON_DEMAND_TEXTS_DIR,
  contentDirs,
  coversText,
  type ContentDir,
  type ContentResources,
  type ContentTree,
  type TextNames,
} from "../../contracts/content.ts";
import { localeTag, prefixOfTag } from "../../contracts/locale.ts";
import { localeCodes } from "../../contracts/settings.ts";
import { anonymousApiClient } from "./api.ts";

/**
 * Content reaches the page in two ways. The document carries the dirs its page renders with
 * (an inline script, serialised once per locale and set of dirs on the server); any other dir
 * is fetched from /api/content when a component first asks for it (react-i18next suspends until
 * it is there). Missing keys were already filled from the default locale by the content service,
 * so no fallback language is ever loaded.
 */

/** Dirs every page renders with: the site chrome and the shared components. */
export const PAGE_CONTENT_DIRS = ["layout", "global-components"] as const satisfies ContentDir[];
/** What forms and dialogs add: titles, field labels and messages, and the alerts they raise. */
export const FORM_CONTENT_DIRS = [
  "modals",
  "fields-settings",
  "alerts",
] as const satisfies ContentDir[];

/**
 * A route that renders more than the page dirs says so: `handle = { content: [...] }`. `texts`
 * names the on-demand texts of `layout` its modules use (ON_DEMAND_TEXTS: "pages.home",
 * "loyalty"…): the document ships only those (layout-texts.test.ts checks the names).
 */
export interface ContentHandle {
  content?: readonly ContentDir[];
  texts?: readonly string[];
}

/** The dirs a page needs: the page dirs, its routes' own, and the form dirs under a URL modal. */
export function pageContentDirs(handles: readonly unknown[], withUrlModal: boolean): ContentDir[] {
  const dirs = new Set<ContentDir>(PAGE_CONTENT_DIRS);
  for (const handle of handles) {
    const content = (handle as ContentHandle | undefined)?.content;
    if (Array.isArray(content)) content.forEach((dir) => dirs.add(dir));
  }
  if (withUrlModal) FORM_CONTENT_DIRS.forEach((dir) => dirs.add(dir));
  return contentDirs.filter((dir) => dirs.has(dir));
}

/**
 * The on-demand texts of `layout` a page needs; null (all) under a URL modal, as a dialog may
 * show texts of any page.
 */
export function pageTextNames(handles: readonly unknown[], withUrlModal: boolean): TextNames {
  if (withUrlModal) return null;
  const texts = new Set<string>();
  for (const handle of handles) {
    (handle as ContentHandle | undefined)?.texts?.forEach((text) => texts.add(text));
  }
  return [...texts].sort();
}

/** The global the document's content script sets before the app hydrates. */
const CONTENT_GLOBAL = "__sevensContent";

interface ShippedContent {
  locale: string;
  resources: Partial<ContentResources>;
  /** The on-demand texts of `layout` shipped; absent when all of them are. */
  texts?: string[];
}

/** The inline script that hands the page's content to the browser (`json` from the server). */
export function contentScript(locale: string, json: string, texts: TextNames = null): string {
  const shipped = texts === null ? "" : `,"texts":${JSON.stringify(texts)}`;
  return `window.${CONTENT_GLOBAL}={"locale":${JSON.stringify(locale)},"resources":${json}${shipped}}`;
}

const commonOptions: InitOptions = {
  defaultNS: "layout",
  // Catalogues arrive merged over the default locale: nothing to fall back to or to load twice.
  fallbackLng: false,
  load: "currentOnly",
  lowerCaseLng: true,
  initAsync: false,
  // Every value goes through the formatter below, so numbers get the locale's digits.
  interpolation: { escapeValue: false, alwaysFormat: true },
  returnNull: false,
};

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the language's digits and grouping: 1234 → "1,234", "۱٬۲۳۴" in Persian. */
function formatNumber(value: number | bigint, language: string): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

type FormatterClass = new () => FormatterModule;
let builtInFormatterClass: FormatterClass | undefined;

/** i18next's own formatter class (not exported by i18next: taken from an instance's services). */
function builtInFormatter(): FormatterModule {
  if (!builtInFormatterClass) {
    const probe = i18next.createInstance();
    void probe.init({ initAsync: false, lng: "en", resources: {} });
    builtInFormatterClass = probe.services.formatter?.constructor as FormatterClass;
  }
  return new builtInFormatterClass();
}

/**
 * i18next's own formatter, except that a number interpolated without a format (`{{count}}`)
 * is written in the language's digits too: a Persian sentence never shows Latin digits. Values
 * that are not quantities (years, ids, codes) are passed as strings by their callers.
 */
function localeNumberFormatter(): FormatterModule {
  const builtIn = builtInFormatter();
  return {
    type: "formatter",
    init(services, options) {
      builtIn.init?.(services, options);
    },
    format(value, format, language, options) {
      if (!format && (typeof value === "number" || typeof value === "bigint") && language) {
        return formatNumber(value, language);
      }
      return builtIn.format(value, format, language, options);
    },
    add(name, formatter) {
      builtIn.add(name, formatter);
    },
    addCached(name, formatter) {
      builtIn.addCached(name, formatter);
    },
  };
}

/**
 * An instance filled synchronously from `resources`; with `backend`, other dirs load on demand.
 * `locale` is the route prefix; i18next itself runs on its BCP 47 tag (lower-cased, as i18next
 * keeps languages), so its plural rules and formats are the language's: `se` is Swedish (`sv`).
 */
export function createI18n(
  locale: string,
  resources: Partial<ContentResources>,
  backend?: BackendModule,
): i18n {
  const language = i18nLanguage(locale);
  const instance = i18next.createInstance();
  if (backend) instance.use(backend);
  void instance
    .use(localeNumberFormatter())
    .use(initReactI18next)
    .init({
      ...commonOptions,
      lng: language,
      ns: Object.keys(resources),
      resources: { [language]: resources },
      partialBundledLanguages: Boolean(backend),
    });
  return instance;
}

/** The language i18next runs on for a route prefix: "se" → "sv", "pt-br" → "pt-br". */
export function i18nLanguage(locale: string): string {
  return localeTag(locale).toLowerCase();
}

/** Server renders share one instance per locale catalogue (read-only: nobody changes language). */
const serverInstances = new WeakMap<ContentResources, i18n>();

export function serverI18n(locale: string, resources: ContentResources): i18n {
  let instance = serverInstances.get(resources);
  if (!instance) {
    instance = createI18n(locale, resources);
    serverInstances.set(resources, instance);
  }
  return instance;
}

const contentBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    // The content API speaks route prefixes; i18next speaks language tags.
    const prefix = prefixOfTag(language, localeCodes) ?? language;
    anonymousApiClient
      .request<ContentTree>(
        "GET",
        `/api/content/${encodeURIComponent(prefix)}/${encodeURIComponent(namespace)}`,
      )
      .then(
        (response) => callback(null, response.data),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

/** The browser's instance per locale: the shipped dirs for the page's locale, the rest fetched. */
const browserInstances = new Map<string, i18n>();
/** Instances whose `layout` came with part of its on-demand texts: the names they have. */
const partialTexts = new WeakMap<i18n, ReadonlySet<string>>();
/** The whole `layout` dir being fetched for an instance that has part of its on-demand texts. */
const textLoads = new WeakMap<i18n, Promise<void>>();

function browserI18n(locale: string): i18n {
  let instance = browserInstances.get(locale);
  if (!instance) {
    const shipped = (window as unknown as Record<string, ShippedContent | undefined>)[
      CONTENT_GLOBAL
    ];
    const own = shipped?.locale === locale;
    instance = createI18n(locale, own ? shipped.resources : {}, contentBackend);
    if (own && shipped.texts && shipped.resources[ON_DEMAND_TEXTS_DIR]) {
      partialTexts.set(instance, new Set(shipped.texts));
    }
    browserInstances.set(locale, instance);
  }
  return instance;
}

/** Fetches the whole `layout` dir into `instance` (once); a failure leaves the texts it has. */
function loadAllTexts(instance: i18n): Promise<void> {
  let load = textLoads.get(instance);
  if (!load) {
    const language = instance.language;
    load = new Promise<void>((resolve) => {
      contentBackend.read(language, ON_DEMAND_TEXTS_DIR, (error, data) => {
        if (!error && data) {
          instance.addResourceBundle(language, ON_DEMAND_TEXTS_DIR, data, true, true);
        }
        partialTexts.delete(instance);
        resolve();
      });
    });
    textLoads.set(instance, load);
  }
  return load;
}

/**
 * Suspends until `instance` has the on-demand texts `texts` (null: all of them). The document
 * shipped its own page's; a navigation elsewhere, a dialog or the player's layer waits once for
 * the whole dir. On the server every instance has what its document renders.
 */
export function useOnDemandTexts(instance: i18n | undefined, texts: TextNames): void {
  const have = instance && partialTexts.get(instance);
  if (!instance || !have) return;
  if (texts !== null && texts.every((text) => coversText(have, text))) return;
  use(loadAllTexts(instance));
}

/**
 * For a part loaded later that may show any text of `layout` (the player's layer, home's
 * quests): suspends until the page's instance has them all. The instance comes from the
 * provider's context (useTranslation hands out a wrapper of it).
 */
export function useAllOnDemandTexts(): void {
  useOnDemandTexts(useContext(I18nContext)?.i18n, null);
}

/** Set by entry.server around the render: the server's instance for the request's locale. */
export const ServerI18nContext = createContext<i18n | null>(null);

/** The instance for `locale`: the server's during SSR, the browser's own afterwards. */
export function useLocaleI18n(locale: string): i18n {
  return useContext(ServerI18nContext) ?? browserI18n(locale);
}
