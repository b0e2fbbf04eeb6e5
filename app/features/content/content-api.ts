import { data } from "react-router";
import {
  contentPageSchema,
  questionSummarySchema,
  type ContentPage,
  type PageKind,
  type QuestionSummary,
} from "../../../contracts/content-pages.ts";
import { isLocaleCode } from "../../../contracts/settings.ts";
import { isApiError } from "../../lib/api-client.ts";
import { anonymousApiClient } from "../../lib/api.ts";
import { DEFAULT_LOCALE } from "../../lib/locale.ts";

/**
 * The content store as the pages read it: on the server the loaders ask the service in process
 * (see the routes); in the browser a navigation asks the player API, whose answers the browser
 * keeps 15 minutes.
 */

/** The locale of a route's optional `:locale` segment (the locale route already 404s others). */
export function routeLocale(segment: string | undefined): string {
  return segment && isLocaleCode(segment) ? segment : DEFAULT_LOCALE;
}

/** React Router's 404 response: the route's error boundary shows the page-not-found page. */
export function pageNotFound(): never {
  throw data(null, { status: 404 });
}

const pagePath: Record<PageKind, string> = {
  static: "/api/content/pages",
  question: "/api/content/questions",
};

export async function fetchContentPage(
  kind: PageKind,
  identity: string,
  locale: string,
): Promise<ContentPage> {
  try {
    const response = await anonymousApiClient.request(
      "GET",
      `${pagePath[kind]}/${encodeURIComponent(identity)}`,
      { query: { locale }, schema: contentPageSchema },
    );
    return response.data;
  } catch (error) {
    // 400 is an identity that cannot exist (capitals, underscores): not found either.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) pageNotFound();
    throw error;
  }
}

export async function fetchQuestions(locale: string): Promise<QuestionSummary[]> {
  const response = await anonymousApiClient.request("GET", "/api/content/questions", {
    query: { locale },
    schema: questionSummarySchema.array(),
  });
  return response.data;
}
