import type { HttpServer } from "../../server/platform/http.ts";
import type { Platform } from "../../server/platform/platform.ts";
import { loopbackUrl } from "../../house/server/wallet-client.ts";
import { createSportsbook, type Sportsbook } from "./book.ts";
import { registerSportsbookRoutes } from "./routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The built-in sportsbook (tests drive its clock and jobs through it). */
    sportsbook?: Sportsbook;
  }
}

/**
 * The built-in sportsbook in this process: its API at /sportsbook/api, its live channel on the
 * platform's socket server, its jobs, and its wallet calls to this process's own address.
 */
export async function registerSportsbook(app: HttpServer, platform: Platform): Promise<Sportsbook> {
  const book = createSportsbook({
    config: platform.config,
    db: platform.db,
    jobs: platform.jobs,
    logger: app.log,
    io: platform.realtime.io,
  });
  await registerSportsbookRoutes(app, book);
  app.decorate("sportsbook", book);
  app.addHook("onListen", async function () {
    book.learnListeningUrl(loopbackUrl(app.server.address()));
  });
  app.addHook("onReady", async () => {
    await book.jobs.start();
  });
  return book;
}
