import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Sportsbook } from "../../../sportsbook/server/book.ts";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";

const tags = ["sandbox"];

/** How far one call may move the book's clock: a week. */
export const SANDBOX_CLOCK_MAX_MINUTES = 7 * 24 * 60;
const TICK_ATTEMPTS = 50;
const TICK_RETRY_MS = 100;

const clockResponse = z.object({ data: z.object({ now: z.iso.datetime() }) });
const advanceBody = z.strictObject({
  advanceMinutes: z.number().int().min(1).max(SANDBOX_CLOCK_MAX_MINUTES),
});

/**
 * The sandbox book's clock for browser journeys and demos (only with SANDBOX_PAGES, so off in
 * production unless explicitly allowed): GET says the book's time, POST moves it forward and
 * runs a tick at once — matches kick off, play on, end and settle (bets through the wallet) as
 * if the time had passed. The clock keeps running from there.
 */
export async function registerSportsbookSandboxClock(
  app: HttpServer,
  platform: Platform,
  book: Sportsbook,
): Promise<void> {
  if (!platform.config.SANDBOX_PAGES) return;
  const scope = app.withTypeProvider<ZodTypeProvider>();
  scope.get(
    "/sandbox/sportsbook/clock",
    {
      schema: {
        tags,
        summary: "The sandbox sportsbook's time (only with SANDBOX_PAGES)",
        response: { 200: clockResponse },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: { now: book.clock.now().toISOString() } };
    },
  );
  scope.post(
    "/sandbox/sportsbook/clock",
    {
      schema: {
        tags,
        summary: "Move the sandbox sportsbook's time forward (only with SANDBOX_PAGES)",
        body: advanceBody,
        response: { 200: clockResponse },
      },
    },
    async (request) => {
      book.clock.advance(request.body.advanceMinutes * 60_000);
      // The clock job may hold the tick right now (it skips a locked clock): wait for our turn.
      for (let attempt = 0; attempt < TICK_ATTEMPTS; attempt += 1) {
        if (await book.ticker.tick()) break;
        await new Promise((resolve) => setTimeout(resolve, TICK_RETRY_MS));
      }
      await book.bets.acceptDue();
      return { data: { now: book.clock.now().toISOString() } };
    },
  );
}
