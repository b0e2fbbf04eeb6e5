import type { Page, Request } from "playwright-core";
import { REALTIME_PATH } from "../../../contracts/events.ts";

/** The first load is over once nothing has been in flight for this long (a game's frame starts
 * only when its launch answers, and that may be slow on a busy machine). */
const QUIET_MS = 1500;
/** …or after this long in all. */
const SETTLE_LIMIT_MS = 20_000;

/** The check for a new build, which the journeys' server makes every few seconds: not a load. */
export const isBuildCheck = (request: Request) =>
  new URL(request.url()).pathname.startsWith("/builds/");

/** A realtime long-poll is held open by design: never what a load waits for. */
const isLongPoll = (request: Request) => new URL(request.url()).pathname.startsWith(REALTIME_PATH);

/**
 * Watches `page` from now on; `settled()` resolves once no request (build checks and realtime
 * long-polls aside) has been in flight for QUIET_MS, or after SETTLE_LIMIT_MS.
 */
export function watchUntilQuiet(page: Page): { settled(): Promise<void> } {
  const watched = (request: Request) => !isBuildCheck(request) && !isLongPoll(request);
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on("request", (request) => {
    if (!watched(request)) return;
    inFlight += 1;
    lastActivity = Date.now();
  });
  const ended = (request: Request) => {
    if (!watched(request)) return;
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    async settled() {
      const deadline = Date.now() + SETTLE_LIMIT_MS;
      while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) {
        await page.waitForTimeout(200);
      }
    },
  };
}
