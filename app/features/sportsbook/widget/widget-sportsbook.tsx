import { useQueryClient } from "@tanstack/react-query";
import { CloudOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ALTENAR_GAME, type SportTreeNode } from "../../../../contracts/sportsbook.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { usePlayer } from "../../../lib/player-state.ts";
import { sportHref, type SportPage, type SportRequest } from "../../../lib/sport-path.ts";
import { useLocale, useLocalizedPath } from "../../../lib/use-localized-path.ts";
import { useRootData } from "../../../lib/use-root-data.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { useIsMobile } from "../../../ui/use-is-mobile.ts";
import { catalogueKeys, useSportNames, useSportTree } from "../api/catalogue-api.ts";
import {
  fetchSportNames,
  NO_NAMES,
  resolveSportPlace,
  slugNames,
} from "../navigation/sport-names.ts";
import { useBookLaunch } from "../session/use-book-launch.ts";
import {
  createWidgetClient,
  loadScriptOnce,
  type WidgetClient,
  type WidgetRoute,
  type WidgetSdk,
} from "./widget-client.ts";
import { startParams, widgetCulture } from "./widget-params.ts";

declare global {
  interface Window {
    /** The vendor's SDK, defined by its script. */
    altenarWSDK?: WidgetSdk;
  }
}

/** The page's one widget client; nothing in it runs before an effect starts it. */
const client: WidgetClient = createWidgetClient({
  loadScript: loadScriptOnce,
  sdk: () => window.altenarWSDK,
});

/** What the widget is asked to show for the address (ids, SPEC §2 query parameters). */
export function widgetRouteOf(
  request: SportRequest,
  tree: readonly SportTreeNode[] | undefined,
  names: Parameters<typeof resolveSportPlace>[2],
): WidgetRoute {
  const route: WidgetRoute = { page: request.page };
  if (request.eventId !== undefined) return { ...route, page: "event", eventId: request.eventId };
  if (!tree || !request.sport) return route;
  const place = resolveSportPlace(request, tree, names);
  if (place.kind !== "sport") return route;
  return {
    ...route,
    sportId: place.sport.id,
    ...(place.categoryIds.length > 0 ? { categoryIds: place.categoryIds } : {}),
    ...(place.championshipIds.length > 0 ? { championshipIds: place.championshipIds } : {}),
  };
}

function sameRoute(a: WidgetRoute | null, b: WidgetRoute): boolean {
  if (!a) return false;
  // An event is named by its id alone (its address may carry its sport and league, or not).
  if (a.eventId !== undefined || b.eventId !== undefined) return a.eventId === b.eventId;
  const key = (route: WidgetRoute) =>
    JSON.stringify([
      route.page === "event" ? "event" : (route.page ?? "overview"),
      route.sportId ?? null,
      route.categoryIds ?? [],
      route.championshipIds ?? [],
      route.eventId ?? null,
    ]);
  return key(a) === key(b);
}

/**
 * The vendor's sportsbook widget (SPORTSBOOK_PROVIDER=altenar, SPEC §4 and §9): its script loads
 * in the browser only; it starts with the integration, the culture of the locale and the
 * player's token (empty for a guest), then mounts with a memory router: the widget tells the
 * host where it went and the host writes the address (names translated through /altenar-data,
 * SPEC §7), and an address the player opens is handed to the widget. The token is refreshed on
 * the account-changed event, the calls waiting until the widget is initiated.
 */
export function WidgetSportsbook({
  request,
  scriptUrl,
  integration,
}: {
  request: SportRequest;
  scriptUrl: string;
  integration: string;
}) {
  const { t } = useTranslation("sportsbook");
  const locale = useLocale();
  const localize = useLocalizedPath();
  const root = useRootData();
  const player = usePlayer();
  const isMobile = useIsMobile();
  const navigate = useNavigate();
  const modals = useUrlModal();
  const queryClient = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const { launch } = useBookLaunch(ALTENAR_GAME, () => {
    const params = startParams({
      origin: window.location.origin,
      locale,
      profileCountry: player.profile?.country,
      headerCountry: root?.country,
      isMobile,
    });
    // The play call names the vendor by its game code; the body is the rest of the parameters.
    return {
      lobbyUrl: params.lobbyUrl,
      locale: params.locale,
      countryCode: params.countryCode,
      platform: params.platform,
      demoMode: params.demoMode,
    };
  });
  const token = launch?.token ?? "";

  const tree = useSportTree();
  const sport = request.sport
    ? tree.data?.find((entry) => entry.code === request.sport)
    : undefined;
  const names = useSportNames(sport?.id ?? null);
  const route = widgetRouteOf(request, tree.data, names.data ?? NO_NAMES);
  const ready = !request.sport || (tree.data !== undefined && !names.isPending);

  const state = useSyncExternalStore(
    client.onStateChange,
    client.state,
    () => "not-initiated" as const,
  );

  // Where the widget said it went: the address written for it is not sent back to it.
  const reported = useRef<WidgetRoute | null>(null);
  const latest = useRef({ locale, tree: tree.data });
  useEffect(() => {
    latest.current = { locale, tree: tree.data };
  });

  const onRouteChange = useCallback(
    (next: WidgetRoute) => {
      reported.current = next;
      void (async () => {
        const { locale: currentLocale, tree: currentTree } = latest.current;
        const sportNode = currentTree?.find((entry) => entry.id === next.sportId);
        const files =
          next.sportId !== undefined
            ? await queryClient.fetchQuery({
                queryKey: catalogueKeys.names(next.sportId),
                staleTime: Infinity,
                queryFn: ({ signal }) => fetchSportNames(next.sportId ?? 0, signal),
              })
            : NO_NAMES;
        const categoryId = next.categoryIds?.length === 1 ? next.categoryIds[0] : undefined;
        const championshipId =
          next.championshipIds?.length === 1 ? next.championshipIds[0] : undefined;
        const slugs = slugNames(files, {
          ...(categoryId !== undefined
            ? { category: { id: categoryId, name: next.categoryName ?? "" } }
            : {}),
          ...(championshipId !== undefined
            ? { championship: { id: championshipId, name: next.championshipName ?? "" } }
            : {}),
        });
        const sportName = sportNode?.code ?? next.sportName;
        const page: SportPage =
          next.page === "live" || next.page === "bets" ? next.page : "overview";
        const href = sportHref(
          {
            page,
            sport: sportName,
            category: slugs.category || undefined,
            championship: slugs.championship || undefined,
            ...(next.eventId !== undefined
              ? { event: { id: String(next.eventId), name: next.eventName } }
              : {}),
            categoryIds: next.categoryIds,
            championshipIds: next.championshipIds,
          },
          currentLocale,
        );
        void navigate(localize(href));
      })();
    },
    [navigate, localize, queryClient],
  );

  // Load and initialise once; a failure is logged and offered again.
  useEffect(() => {
    let stale = false;
    client
      .start(scriptUrl, { integration, culture: widgetCulture(locale), token })
      .then(() => setFailed(false))
      .catch((error: unknown) => {
        console.error("The sportsbook widget could not be started", error);
        if (!stale) setFailed(true);
      });
    return () => {
      stale = true;
    };
    // The token and locale of the first start; later ones go through set().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scriptUrl, integration, attempt]);

  // Mount once the address is resolved; the host owns the address (memory router).
  const mounted = useRef(false);
  useEffect(() => {
    const element = container.current;
    if (!ready || !element || mounted.current) return;
    mounted.current = true;
    reported.current = route;
    client.run((sdk) =>
      sdk.addSportsBook({
        container: element,
        props: {
          routerType: "memory",
          ...route,
          onRouteChange,
          onSignInButtonClick: () => modals.open("sign-in"),
        },
      }),
    );
  });
  useEffect(
    () => () => {
      if (!mounted.current) return;
      mounted.current = false;
      client.run((sdk) => sdk.remove());
    },
    [],
  );

  // An address the widget did not write (a link, Back): show it there.
  const routeKey = JSON.stringify(route);
  useEffect(() => {
    if (!mounted.current || !ready) return;
    const next = JSON.parse(routeKey) as WidgetRoute;
    if (sameRoute(reported.current, next)) return;
    reported.current = next;
    client.run((sdk) => sdk.set(next));
  }, [routeKey, ready]);

  // A new token (sign-in, another account, the account-changed event): the widget gets it.
  const sentToken = useRef(token);
  useEffect(() => {
    if (sentToken.current === token) return;
    sentToken.current = token;
    client.run((sdk) => sdk.set({ token }));
  }, [token]);

  const culture = widgetCulture(locale);
  const sentCulture = useRef(culture);
  useEffect(() => {
    if (sentCulture.current === culture) return;
    sentCulture.current = culture;
    client.run((sdk) => sdk.set({ culture }));
  }, [culture]);

  return (
    <div className="mx-auto w-full max-w-[100rem] px-4 py-5 sm:px-6 sm:py-6">
      <title>{`${t("title")} · Sevens`}</title>
      <h1 className="sr-only">{t("title")}</h1>
      {failed ? (
        <EmptyState
          icon={CloudOff}
          title={t("widget.failedTitle")}
          description={t("widget.failedText")}
          action={
            <button
              type="button"
              onClick={() => setAttempt(attempt + 1)}
              className={buttonClass("primary", "md")}
            >
              {t("list.retry")}
            </button>
          }
        />
      ) : null}
      <div
        ref={container}
        data-testid="sportsbook-widget"
        data-state={state}
        aria-busy={state === "not-initiated" || undefined}
        className="min-h-[60vh]"
      />
    </div>
  );
}
