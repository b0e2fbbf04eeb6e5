import { useMemo, useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { serverContext } from "#server-context";
import type { Route } from "./+types/root";
import { createI18n } from "./lib/i18n.ts";
import { DEFAULT_LOCALE, parseLocaleSegment, textDirection } from "./lib/locale.ts";
import { colorModeBootScript, type ColorMode } from "./lib/color-mode.ts";
import { AppLayout } from "./ui/layouts/app-layout.tsx";
import { ErrorPage } from "./ui/error-page.tsx";
import "./app.css";

export async function loader({ params, context }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const parsed = parseLocaleSegment(
    params.locale,
    server.locales.map((locale) => locale.code),
  );
  const locale = parsed.kind === "locale" ? parsed.locale : DEFAULT_LOCALE;
  return {
    locale,
    dir: textDirection(locale),
    resources: await server.getContent(locale),
    locales: server.locales,
    country: server.country,
    isGeoRestricted: server.isGeoRestricted,
    publicConfig: server.publicConfig,
    nonce: server.nonce,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** Content and settings change with the locale only; other navigations keep them. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  if (currentParams.locale !== nextParams.locale) return true;
  return false;
}

export function links() {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

interface ColorModeHandle {
  colorMode?: ColorMode;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const matches = useMatches();
  const forced = matches
    .map((match) => (match.handle as ColorModeHandle | undefined)?.colorMode)
    .findLast(Boolean);
  const locale = data?.locale ?? DEFAULT_LOCALE;
  const nonce = data?.nonce;
  return (
    <html
      lang={locale}
      dir={textDirection(locale)}
      data-forced-color-mode={forced}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: colorModeBootScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Providers({ data, children }: { data: RootData; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(data.locale, data.resources), [data.locale, data.resources]);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } }),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Providers data={loaderData}>
      <AppLayout>
        <Outlet />
      </AppLayout>
    </Providers>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>("root");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  const page = <ErrorPage notFound={notFound} />;
  if (!data) return page;
  return (
    <Providers data={data}>
      <AppLayout>{page}</AppLayout>
    </Providers>
  );
}
