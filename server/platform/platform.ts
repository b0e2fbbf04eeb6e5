import type { Config } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import type { HttpServer } from "./http.ts";
import { createCache, type Cache } from "./cache.ts";
import { createCounters, type Counters } from "./counters.ts";
import { createRealtime, type Realtime } from "./realtime.ts";
import { createOutbox, type Outbox } from "./outbox.ts";
import { createEventStream, type EventStream } from "./event-stream.ts";
import { createJobQueue, type JobQueue } from "./jobs.ts";
import { createSettingsService, type SettingsService } from "../modules/settings/service.ts";
import { createContentService, type ContentService } from "../modules/content/service.ts";
import {
  createContentPagesService,
  type ContentPagesService,
} from "../modules/content/pages/service.ts";

/** Everything a module may use: infrastructure plus the services SSR needs in-process. */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  cache: Cache;
  /** Security counters (sign-in attempts): atomic, never evicted by other traffic. */
  counters: Counters;
  realtime: Realtime;
  outbox: Outbox;
  /** Durable facts (bets placed and settled) for effect consumers. */
  events: EventStream;
  jobs: JobQueue;
  settings: SettingsService;
  content: ContentService;
  /** The content store: static pages and the FAQ, with revisions. */
  contentPages: ContentPagesService;
  close(): Promise<void>;
}

export async function createPlatform(input: {
  app: HttpServer;
  config: Config;
  database: Database;
}): Promise<Platform> {
  const { app, config, database } = input;
  const db = database.db;
  const cache = await createCache(config);
  let counterWarnedAt = 0;
  const counters = await createCounters(config, {
    onFallback(error) {
      // Once a minute at most: an outage would otherwise log every sign-in.
      if (Date.now() - counterWarnedAt < 60_000) return;
      counterWarnedAt = Date.now();
      app.log.warn({ err: error }, "Redis unreachable: security counters fall back to memory");
    },
  });
  const realtime = await createRealtime(app, config);
  const outbox = createOutbox({ db, realtime, config, logger: app.log });
  const events = createEventStream({ db, logger: app.log, pollMs: config.EVENT_STREAM_POLL_MS });
  const jobs = createJobQueue({ db, config, logger: app.log });
  const settings = createSettingsService(db, cache);
  const content = createContentService(cache);
  const contentPages = createContentPagesService(db, cache);

  app.addHook("onReady", async () => {
    outbox.start();
    events.start();
    jobs.start();
  });

  return {
    config,
    database,
    db,
    cache,
    counters,
    realtime,
    outbox,
    events,
    jobs,
    settings,
    content,
    contentPages,
    async close() {
      await jobs.close();
      await outbox.close();
      await events.close();
      await realtime.close();
      await cache.close();
      await counters.close();
    },
  };
}
