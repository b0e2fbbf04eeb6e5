import { useCallback, useEffect, useRef } from "react";
import { createPath, useLocation, useNavigate, useNavigation, type To } from "react-router";
import {
  claimPageReload,
  isChunkLoadError,
  isNewBuild,
  latestBuildSchema,
  latestBuildUrl,
  rememberPendingNavigation,
  shouldFullLoadOnNavigation,
  takePendingNavigation,
} from "./build-update.ts";
import { resolveRedirectTarget } from "./redirect-target.ts";
import type { PublicConfig } from "./server-context.ts";

type ManifestWindow = Window & { __reactRouterManifest?: { version?: string } };

/** The build this page runs: React Router's manifest version, which the server also reports. */
function runningBuildId(): string | undefined {
  return (window as ManifestWindow).__reactRouterManifest?.version;
}

/**
 * Polls builds/latest.json; once a newer build is out, the next move to another path is a
 * full page load. A failed chunk or module load reloads the page at the target path (guarded
 * against loops for PAGE_RELOAD_GUARD_MS).
 */
export function useBuildUpdate(config: Pick<PublicConfig, "buildCheckIntervalMs">): void {
  const intervalMs = config.buildCheckIntervalMs;
  const location = useLocation();
  const navigation = useNavigation();
  const stale = useRef(false);
  const committedPathname = useRef(location.pathname);
  const targetHref = useRef<string | null>(null);
  const leaving = useRef(false);
  const fullLoad = useCallback((href: string, reload = false) => {
    if (leaving.current) return;
    leaving.current = true;
    if (reload) window.location.reload();
    else window.location.assign(href);
  }, []);

  useEffect(() => {
    const running = runningBuildId();
    if (!running || !(intervalMs > 0)) return;
    let cancelled = false;
    const check = async () => {
      if (stale.current) return;
      try {
        const response = await fetch(latestBuildUrl(Date.now()), {
          cache: "no-store",
          credentials: "omit",
        });
        if (!response.ok) return;
        const latest = latestBuildSchema.safeParse(await response.json());
        if (!cancelled && latest.success && isNewBuild(running, latest.data.id)) {
          stale.current = true;
        }
      } catch {
        // Offline or mid-deploy: the next poll tries again.
      }
    };
    const timer = window.setInterval(() => void check(), intervalMs);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [intervalMs]);

  // A navigation that waits for data or code: load the target as a whole page instead.
  const pending = navigation.state === "idle" ? undefined : navigation.location;
  useEffect(() => {
    targetHref.current = pending ? createPath(pending) : null;
    if (!pending) return;
    const move = {
      stale: stale.current,
      fromPathname: committedPathname.current,
      toPathname: pending.pathname,
    };
    if (shouldFullLoadOnNavigation(move)) fullLoad(createPath(pending));
  }, [pending, fullLoad]);

  // A navigation that committed without a pending state: reload where it landed.
  useEffect(() => {
    const move = {
      stale: stale.current,
      fromPathname: committedPathname.current,
      toPathname: location.pathname,
    };
    committedPathname.current = location.pathname;
    if (shouldFullLoadOnNavigation(move)) fullLoad(window.location.href, true);
  }, [location.pathname, fullLoad]);

  useEffect(() => {
    const reloadFor = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return false;
      const target = targetHref.current ?? window.location.href;
      if (!claimPageReload(window.sessionStorage, Date.now())) return false;
      fullLoad(target);
      return true;
    };
    // Continue a navigation that a failed route chunk turned into a reload of this page.
    const resumed = takePendingNavigation(window.sessionStorage, window.location.href, Date.now());
    if (resumed && claimPageReload(window.sessionStorage, Date.now())) {
      leaving.current = true;
      window.location.replace(resumed);
      return;
    }
    const onPageHide = () => {
      if (!targetHref.current || leaving.current) return;
      const target = new URL(targetHref.current, window.location.href).href;
      rememberPendingNavigation(window.sessionStorage, {
        target,
        from: window.location.href,
        at: Date.now(),
      });
    };
    const onError = (event: ErrorEvent) => {
      reloadFor(event.error ?? event.message);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (reloadFor(event.reason)) event.preventDefault();
    };
    // Vite reports a failed preload of a dynamic import's dependencies this way.
    const onPreloadError = (event: Event) => {
      const payload = "payload" in event ? event.payload : undefined;
      if (reloadFor(payload ?? new Error("Unable to preload CSS"))) event.preventDefault();
    };
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
      window.removeEventListener("vite:preloadError", onPreloadError);
    };
  }, [fullLoad]);
}

/**
 * Navigates within the app, or does a full page load for an absolute URL on another origin
 * (SPEC §2: an absolute external redirect does a full page load).
 */
export function useNavigateAnywhere(): (to: To, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: To, options?: { replace?: boolean }) => {
      const target =
        typeof to === "string" ? resolveRedirectTarget(to, window.location.origin) : null;
      if (target?.kind === "external") {
        if (options?.replace) window.location.replace(target.url);
        else window.location.assign(target.url);
        return;
      }
      void navigate(to, options);
    },
    [navigate],
  );
}
