import { data, Outlet, redirect } from "react-router";
import { serverContext } from "#server-context";
import type { Route } from "./+types/locale";
import { parseLocaleSegment } from "../lib/locale.ts";

/** Validates the optional locale segment: unknown codes are 404, the default locale has no prefix. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const parsed = parseLocaleSegment(
    params.locale,
    server.locales.map((locale) => locale.code),
  );
  if (parsed.kind === "unknown") throw data(null, { status: 404 });
  if (parsed.kind === "default-prefix") {
    const url = new URL(request.url);
    const rest = url.pathname.replace(/^\/[^/]+/, "") || "/";
    throw redirect(`${rest}${url.search}`, 301);
  }
  return null;
}

export default function LocaleRoute() {
  return <Outlet />;
}
