import { useLocation, useMatches, useRouteError } from "react-router";
import { alternateLinks, localizePath } from "../../contracts/locale.ts";
import { stripLocalePrefix } from "../lib/locale.ts";
import type { RootData } from "../lib/use-root-data.ts";

/** The route every localized page sits under (app/routes.ts). */
const LOCALIZED_ROUTE_ID = "routes/locale";

/**
 * `<link rel="canonical">` and one `<link rel="alternate" hreflang>` per locale (plus
 * x-default) for the page: search engines show each language its own address. Error pages and
 * pages outside the locale prefix (game frames, e-mailed links) have none. The canonical
 * address drops the query: filters and dialogs (`?sign-in=true`) are not other pages.
 */
export function AlternateLinks({ data }: { data: RootData }) {
  const { pathname } = useLocation();
  const error = useRouteError();
  const localized = useMatches().some((match) => match.id === LOCALIZED_ROUTE_ID);
  // No error is null on the server and undefined in the browser.
  if ((error !== null && error !== undefined) || !localized) return null;
  const codes = data.locales.map((locale) => locale.code);
  const page = stripLocalePrefix(pathname, codes);
  const origin = data.publicConfig.publicUrl;
  return (
    <>
      <link rel="canonical" href={new URL(localizePath(page, data.locale), origin).href} />
      {alternateLinks(page, codes, origin).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
    </>
  );
}
