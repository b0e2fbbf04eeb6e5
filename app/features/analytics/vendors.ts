import { subscribeAnalytics } from "../../lib/analytics.ts";
import { loadScript } from "./script-loader.ts";

/**
 * The vendors' scripts of SPEC §7, started the way each vendor documents it: a queue the app can
 * fill at once, then the script, which empties it. Each returns a page-view function or nothing.
 */

type Queue = unknown[] & { push(item: unknown): number };
interface VendorWindow {
  dataLayer?: Queue;
  ym?: ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
  _fs_org?: string;
  _fs_namespace?: string;
  _fs_script?: string;
}
const vendorWindow = () => window as unknown as Window & VendorWindow;

/** Tag manager (marketing): its data layer gets the app's analytics events. */
export function startTagManager(config: { id: string; scriptUrl: string }): () => void {
  const win = vendorWindow();
  win.dataLayer ??= [] as unknown as Queue;
  const layer = win.dataLayer;
  layer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const url = new URL(config.scriptUrl);
  url.searchParams.set("id", config.id);
  loadScript(url.toString()).catch(() => undefined);
  return subscribeAnalytics((signal) => {
    if (signal.kind === "event") layer.push({ event: signal.name, ...signal.params });
  });
}

/** Metrics counter (analytics): page views as hits, the app's events as goals. */
export function startMetrics(config: { id: string; scriptUrl: string }): {
  hit(url: string): void;
  stop(): void;
} {
  const win = vendorWindow();
  if (!win.ym) {
    const ym = ((...args: unknown[]) => {
      (ym.a ??= []).push(args);
    }) as NonNullable<VendorWindow["ym"]>;
    ym.l = Date.now();
    win.ym = ym;
  }
  const counter = Number(config.id);
  win.ym?.(counter, "init", { clickmap: true, trackLinks: true, accurateTrackBounce: true });
  loadScript(config.scriptUrl).catch(() => undefined);
  const stop = subscribeAnalytics((signal) => {
    if (signal.kind === "event") vendorWindow().ym?.(counter, "reachGoal", signal.name);
  });
  return { hit: (url) => vendorWindow().ym?.(counter, "hit", url), stop };
}

/** Session recording (analytics): skipped without its organisation id (SPEC §8). */
export function startSessionRecording(config: { orgId: string; scriptUrl: string }): void {
  if (!config.orgId) return;
  const win = vendorWindow();
  win._fs_org = config.orgId;
  win._fs_namespace = "FS";
  win._fs_script = new URL(config.scriptUrl).host;
  loadScript(config.scriptUrl).catch(() => undefined);
}
