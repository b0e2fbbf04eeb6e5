import type { AnalyticsBatch, FunnelDay, FunnelQuery } from "../../../contracts/analytics.ts";
import type { Db } from "../../db/client.ts";
import { insertAnalyticsEvents, selectFunnel } from "./store.ts";

/** A browser's clock this far from ours is not believed: the event gets the time it arrived. */
export const CLOCK_SKEW_TOLERANCE_MS = 24 * 60 * 60 * 1000;

export interface AnalyticsService {
  /** Stores a browser's batch (visits); returns how many events were new. */
  recordBrowserBatch(
    batch: AnalyticsBatch,
    context: { playerId: string | null; now: Date },
  ): Promise<number>;
  funnel(query: FunnelQuery): Promise<FunnelDay[]>;
}

export function createAnalyticsService(db: Db): AnalyticsService {
  return {
    async recordBrowserBatch(batch, { playerId, now }) {
      return insertAnalyticsEvents(
        db,
        batch.events.map((event) => {
          const at = new Date(event.at);
          const believable = Math.abs(at.getTime() - now.getTime()) <= CLOCK_SKEW_TOLERANCE_MS;
          return {
            name: event.name,
            source: "browser" as const,
            playerId,
            visitorId: batch.visitorId,
            occurredAt: believable ? at : now,
            // Per browser: another browser cannot overwrite (or block) this one's events.
            dedupeKey: `browser:${batch.visitorId}:${event.id}`,
            properties: { path: event.path, locale: event.locale, platform: event.platform },
          };
        }),
      );
    },
    funnel: (query) => selectFunnel(db, query.from, query.to),
  };
}
