import { useLocation } from "react-router";
import type { Route } from "./+types/house-verify";
import type { ContentHandle } from "../lib/i18n.ts";
import { HOUSE_CATALOGUE } from "../../house/games/catalogue.ts";
import { VerifyPage } from "../../house/ui/verify/verify-page.tsx";
import type { VerifiableGame } from "../../house/ui/verify/verify-form.ts";

/**
 * /house/verify (public, site layout): recompute any house game round from its revealed seeds.
 * The list of games comes from the studio's catalogue on the server; the recomputation is the
 * studio's public POST /house/api/verify, called from the page.
 */
export const handle: ContentHandle = { content: ["house"] };

export async function loader() {
  const games: VerifiableGame[] = HOUSE_CATALOGUE.map((entry) => ({
    identity: entry.identity,
    name: entry.name,
    engine: entry.type === "slot" ? "slots" : entry.type,
  }));
  return { games };
}

/** The catalogue does not change while the page is open: a new query string loads nothing. */
export function shouldRevalidate() {
  return false;
}

export default function HouseVerifyRoute({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // A new address (a submission, back and forward) starts the form from what it says.
  return <VerifyPage key={location.search} games={loaderData.games} />;
}
