import { data, useSearchParams } from "react-router";
import type { Route } from "./+types/sport";
import type { ContentHandle } from "../lib/i18n.ts";
import { readSportRequest } from "../lib/sport-path.ts";
import { SportsbookPage } from "../features/sportsbook/sportsbook-page.tsx";

/**
 * /sport/{sport}/{category}/{championship}/{eventId-eventname}, /sport/event/{eventId} and their
 * query (SPEC §2). The sportsbook's texts are its own content dir, shipped with these pages only.
 */
export const handle: ContentHandle = { content: ["sportsbook"] };

function checkAddress(splat: string | undefined, url: string) {
  if (!readSportRequest(splat, new URL(url).searchParams)) throw data(null, { status: 404 });
  return null;
}

export function loader({ params, request }: Route.LoaderArgs) {
  return checkAddress(params["*"], request.url);
}

// Client navigations check here, with no round trip to the server.
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return checkAddress(params["*"], request.url);
}

export default function SportRoute({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const request = readSportRequest(params["*"], search);
  return request ? <SportsbookPage request={request} /> : null;
}
