import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { contentDirs, type ContentResources } from "../../contracts/content.ts";
import { DEFAULT_LOCALE } from "./locale.ts";

/**
 * One i18next instance per render (per request on the server, once in the browser),
 * filled synchronously from the content the root loader already fetched. Missing keys
 * were already filled from the default locale by the content service.
 */
export function createI18n(locale: string, resources: ContentResources): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: [...contentDirs],
    defaultNS: "layout",
    resources: { [locale]: resources },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
