import { serverContext } from "#server-context";
import type { Route } from "./+types/static-page";
import { fetchContentPage, pageNotFound, routeLocale } from "../features/content/content-api.ts";
import { StaticPageView } from "../features/content/static-page-view.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** /static/{pageIdentity}: terms, privacy and the other pages of the content store. */
export const handle: ContentHandle = { content: ["help"] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const page = await server.contentPages.getPage(
    "static",
    params.pageIdentity,
    routeLocale(params.locale),
  );
  return { page: page ?? pageNotFound() };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return {
    page: await fetchContentPage("static", params.pageIdentity, routeLocale(params.locale)),
  };
}

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  return <StaticPageView page={loaderData.page} />;
}
