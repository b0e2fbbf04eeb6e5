import * as z from "zod/mini";

/**
 * Decisions behind build updates (SPEC §4 "Build update", §8 chunk-load errors, §9 reload
 * guard), kept free of the browser so they are testable: when a newer build is deployed the
 * next navigation becomes a full page load, and a chunk that fails to load reloads the page
 * at the target path, at most once per guard window so a broken deploy cannot loop.
 */

export const PAGE_RELOAD_GUARD_MS = 10_000;
export const PAGE_RELOAD_GUARD_KEY = "sevens:page-reload-guard";
/** The id the server reports when it serves a development build (never "newer"). */
export const DEVELOPMENT_BUILD_ID = "development";

export const latestBuildSchema = z.object({ id: z.string(), builtAt: z.string() });
export type LatestBuild = z.infer<typeof latestBuildSchema>;

/** The polled address, with a timestamp so no cache answers it. */
export function latestBuildUrl(now: number): string {
  return `/builds/latest.json?t=${now}`;
}

/** Whether the deployed build differs from the one this page runs. */
export function isNewBuild(runningId: string | null | undefined, latestId: string): boolean {
  if (!runningId || latestId === "" || latestId === DEVELOPMENT_BUILD_ID) return false;
  return runningId !== latestId;
}

/** A stale page turns its next move to another path into a full page load. */
export function shouldFullLoadOnNavigation(input: {
  stale: boolean;
  fromPathname: string;
  toPathname: string;
}): boolean {
  return input.stale && input.fromPathname !== input.toPathname;
}

const CHUNK_LOAD_MESSAGES = [
  "failed to fetch dynamically imported module", // Chromium
  "error loading dynamically imported module", // Firefox
  "importing a module script failed", // Safari
  "unable to preload css",
  "chunkloaderror",
  "loading chunk",
];

/** Whether an error (or an error event's payload) is a failed chunk or module load. */
export function isChunkLoadError(reason: unknown): boolean {
  let text: string;
  if (reason instanceof Error) text = `${reason.name} ${reason.message}`;
  else if (typeof reason === "string") text = reason;
  else return false;
  const lower = text.toLowerCase();
  return CHUNK_LOAD_MESSAGES.some((message) => lower.includes(message));
}

export type GuardStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Claims the right to reload the page: true (and records the time) unless a guarded reload
 * happened within the last PAGE_RELOAD_GUARD_MS.
 */
export function claimPageReload(storage: GuardStorage, now: number): boolean {
  const last = Number(storage.getItem(PAGE_RELOAD_GUARD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < PAGE_RELOAD_GUARD_MS) return false;
  storage.setItem(PAGE_RELOAD_GUARD_KEY, String(now));
  return true;
}

export const PENDING_NAVIGATION_KEY = "sevens:pending-navigation";

const pendingNavigationSchema = z.object({ target: z.string(), from: z.string(), at: z.number() });
export type PendingNavigation = z.infer<typeof pendingNavigationSchema>;
export type PendingNavigationStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Remembers, as the page unloads, where an unfinished navigation was going. React Router
 * reloads the current page when a route chunk fails to load; this lets the reloaded page
 * continue to the target path instead (SPEC §8).
 */
export function rememberPendingNavigation(
  storage: PendingNavigationStorage,
  pending: PendingNavigation,
): void {
  storage.setItem(PENDING_NAVIGATION_KEY, JSON.stringify(pending));
}

/**
 * The target of a navigation cut off by a reload of `currentHref` within the guard window,
 * if any; the record is consumed either way.
 */
export function takePendingNavigation(
  storage: PendingNavigationStorage,
  currentHref: string,
  now: number,
): string | null {
  const raw = storage.getItem(PENDING_NAVIGATION_KEY);
  if (raw === null) return null;
  storage.removeItem(PENDING_NAVIGATION_KEY);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = pendingNavigationSchema.safeParse(value);
  if (!parsed.success) return null;
  const { target, from, at } = parsed.data;
  if (from !== currentHref || target === from) return null;
  if (now - at < 0 || now - at >= PAGE_RELOAD_GUARD_MS) return null;
  return target;
}
