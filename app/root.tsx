import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { serverContext } from "#server-context";
import type { Route } from "./+types/root";
import {
  createI18n,
  pageContentDirs,
  pageTextNames,
  useLocaleI18n,
  useOnDemandTexts,
} from "./lib/i18n.ts";
import { DEFAULT_LOCALE, frameLocale, parseLocaleSegment, textDirection } from "./lib/locale.ts";
import { localeTag } from "../contracts/locale.ts";
import { AlternateLinks } from "./ui/alternate-links.tsx";
import { colorModeBootScript } from "./lib/color-mode.ts";
import { contentDirs, type ContentResources } from "../contracts/content.ts";
import { AppLayout } from "./ui/layouts/app-layout.tsx";
import type { HeaderParts } from "./ui/header.tsx";
import { ErrorPage } from "./ui/error-page.tsx";
import { SignInRedirect } from "./ui/sign-in-redirect.tsx";
import { useForcedColorMode } from "./ui/color-mode-provider.tsx";
import { drawerBootScript } from "./ui/drawer-state.ts";
import { UrlModalHost } from "./ui/url-modal/url-modal-host.tsx";
import { readUrlModals } from "./lib/modals/modal-registry.ts";
import { loadModalBodies } from "./load-modal-bodies.ts";
import { AlertHost } from "./ui/alerts/alert-host.tsx";
import { PlayerSessionProvider } from "./features/player/session/session-provider.tsx";
import { TelegramMiniApp } from "./features/telegram/mini-app.tsx";
import { Integrations } from "./features/analytics/integrations.tsx";
import { reportError } from "./lib/error-reporting.ts";
import { CookiePopup } from "./features/consent/cookie-popup.tsx";
import { isFramePage } from "./ui/layouts/choose-layout.ts";
import { ReturnToGameLink } from "./features/game/play/return-to-game-link.tsx";
import { useBuildUpdate } from "./lib/use-build-update.ts";
import { useAffiliateTag } from "./lib/affiliate-tag.ts";
import { useHydrationMarker } from "./lib/use-hydration-marker.ts";
import { Skeleton } from "./ui/skeleton.tsx";
import type { RootData } from "./lib/use-root-data.ts";
import { useSessionState } from "./lib/session-state.ts";
import "./app.css";

const importCurrencyPanel = () => import("./features/wallet/currency-panel.tsx");
/**
 * The balance button is a player's only, and the server renders no session: it loads with the
 * session layer, as a stored session starts to be restored, or at sign-in.
 */
const CurrencyPanel = lazy(() =>
  importCurrencyPanel().then((module) => ({ default: module.CurrencyPanel })),
);

/** The features' parts of the shell's header. */
const headerParts: HeaderParts = {
  returnToGame: <ReturnToGameLink />,
  currencyPanel: (
    <Suspense fallback={<Skeleton className="h-10 w-24 rounded-xl" />}>
      <CurrencyPanel />
    </Suspense>
  ),
};

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const known = server.locales.map((locale) => locale.code);
  const parsed = parseLocaleSegment(params.locale, known);
  const locale =
    parsed.kind === "locale"
      ? parsed.locale
      : (frameLocale(new URL(request.url), known) ?? DEFAULT_LOCALE);
  return {
    locale,
    dir: textDirection(locale),
    locales: server.locales,
    country: server.country,
    isGeoRestricted: server.isGeoRestricted,
    publicConfig: server.publicConfig,
    nonce: server.nonce,
  } satisfies RootData;
}

/** Content and settings change with the locale only; other navigations keep them. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  if (currentParams.locale !== nextParams.locale) return true;
  return false;
}

export function links() {
  return [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];
}

export function Layout({ children }: { children: ReactNode }) {
  useHydrationMarker();
  const data = useRouteLoaderData<RootData>("root");
  const forced = useForcedColorMode();
  const locale = data?.locale ?? DEFAULT_LOCALE;
  const nonce = data?.nonce;
  return (
    <html
      lang={localeTag(locale)}
      dir={textDirection(locale)}
      data-forced-color-mode={forced}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0c0a13" />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#f5f4fa" />
        {/* Theme and drawer width are set before first paint: no flash of the wrong look. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: colorModeBootScript + drawerBootScript }}
        />
        <Meta />
        <Links />
        {data ? <AlternateLinks data={data} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The API answers operator texts (bonus, quest and level names) in the page's locale, so a
 * switch of language reloads what the queries hold.
 */
function useRefetchOnLocaleChange(queryClient: QueryClient, locale: string): void {
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    void queryClient.invalidateQueries();
  }, [queryClient, locale]);
}

/**
 * Content comes with the document (entry.server ships the dirs of the page); a navigation to a
 * page or dialog that needs other dirs, or to another locale, waits here until they are loaded.
 */
function Providers({ data, children }: { data: RootData; children: ReactNode }) {
  const i18n = useLocaleI18n(data.locale);
  const handles = useMatches().map((match) => match.handle);
  const withUrlModal = readUrlModals(useLocation().search).length > 0;
  const dirs = pageContentDirs(handles, withUrlModal);
  useTranslation(dirs, { i18n });
  useOnDemandTexts(i18n, pageTextNames(handles, withUrlModal));
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } }),
  );
  useRefetchOnLocaleChange(queryClient, data.locale);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useBuildUpdate(loaderData.publicConfig);
  useAffiliateTag(loaderData.publicConfig.affiliateTagExpirationDays);
  const isFrame = isFramePage(useMatches().map((match) => match.handle));
  return (
    <Providers data={loaderData}>
      <AppLayout headerParts={headerParts}>
        <Outlet />
      </AppLayout>
      {isFrame ? null : (
        <>
          <UrlModalHost loadBodies={loadModalBodies} />
          <AlertHost />
          <PlayerSessionProvider />
          <TelegramMiniApp />
          <CookiePopup />
          <Integrations />
          <PlayerOnly />
        </>
      )}
    </Providers>
  );
}

const importSessionLayer = () => import("./session-layer.tsx");
const SessionLayer = lazy(importSessionLayer);

/** The signed-in player's part of the app, fetched as soon as a session is being restored. */
function PlayerOnly() {
  const { status, restoring } = useSessionState();
  useEffect(() => {
    if (!restoring) return;
    void importSessionLayer();
    void importCurrencyPanel();
  }, [restoring]);
  if (status !== "player") return null;
  return (
    <Suspense fallback={null}>
      <SessionLayer />
    </Suspense>
  );
}

/**
 * Unhandled errors and unknown pages show the error page inside the layout; 401 and 403 never
 * do (SPEC §6): they send the player to sign in. If the root loader itself failed there is no
 * content, so the page renders with the English defaults.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>("root");
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  if (status === undefined) {
    console.error(error);
    reportError(error, "page");
  }
  const page =
    status === 401 || status === 403 ? <SignInRedirect /> : <ErrorPage notFound={status === 404} />;
  if (!data) {
    return (
      <FallbackI18n>
        <AppLayout headerParts={headerParts}>{page}</AppLayout>
      </FallbackI18n>
    );
  }
  return (
    <Providers data={data}>
      <AppLayout headerParts={headerParts}>{page}</AppLayout>
    </Providers>
  );
}

const emptyResources = Object.fromEntries(contentDirs.map((dir) => [dir, {}])) as ContentResources;

function FallbackI18n({ children }: { children: ReactNode }) {
  const i18n = useMemo(() => createI18n(DEFAULT_LOCALE, emptyResources), []);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
