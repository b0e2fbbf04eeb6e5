import { MAX_EVENTS_PER_BATCH, type BrowserEvent } from "../../../contracts/analytics.ts";
import { browserStorage } from "../../lib/local-storage-store.ts";

/**
 * The first-party collector's browser side (analytics consent only): a visit per page the
 * visitor opens, sent in batches to POST /api/analytics/events a few seconds later, or as the
 * page is left. The visitor id is a random id kept in this browser, and forgotten when analytics
 * consent is withdrawn.
 */

export const VISITOR_ID_KEY = "sevens:visitor";
export const VISIT_BATCH_DELAY_MS = 3000;
const ENDPOINT = "/api/analytics/events";

const randomId = () => crypto.randomUUID().replaceAll("-", "");

export function visitorId(): string {
  const storage = browserStorage();
  const kept = storage?.getItem(VISITOR_ID_KEY);
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const created = randomId();
  storage?.setItem(VISITOR_ID_KEY, created);
  return created;
}

export function forgetVisitor(): void {
  browserStorage()?.removeItem(VISITOR_ID_KEY);
}

export interface VisitCollector {
  visit(path: string, locale: string, platform: "web" | "tg"): void;
  stop(): void;
}

export function startVisitCollector(): VisitCollector {
  let queue: BrowserEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (leaving: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = { visitorId: visitorId(), events: queue.slice(0, MAX_EVENTS_PER_BATCH) };
    queue = queue.slice(MAX_EVENTS_PER_BATCH);
    const body = JSON.stringify(batch);
    // Visits are not tied to a player: no token, no cookies.
    if (leaving && typeof navigator.sendBeacon === "function") {
      navigator.sendBeacon(ENDPOINT, new Blob([body], { type: "application/json" }));
    } else {
      void fetch(ENDPOINT, {
        method: "POST",
        keepalive: leaving,
        credentials: "omit",
        headers: { "content-type": "application/json" },
        body,
      }).catch(() => undefined);
    }
    if (queue.length > 0) timer = setTimeout(() => flush(false), VISIT_BATCH_DELAY_MS);
  };
  const onHide = () => {
    if (document.visibilityState === "hidden") flush(true);
  };
  document.addEventListener("visibilitychange", onHide);

  return {
    visit(path, locale, platform) {
      queue.push({
        id: randomId(),
        name: "visit",
        at: new Date().toISOString(),
        path,
        locale,
        platform,
      });
      timer ??= setTimeout(() => flush(false), VISIT_BATCH_DELAY_MS);
    },
    stop() {
      flush(true);
      document.removeEventListener("visibilitychange", onHide);
    },
  };
}
