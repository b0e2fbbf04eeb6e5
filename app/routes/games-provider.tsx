import { data } from "react-router";
import type { Route } from "./+types/games-provider";
import { isIdentity } from "../features/game/lobby/games-filters.ts";
import { ProviderPage } from "../features/game/lobby/provider-page.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.game", "pages.provider", "pages.providers"] };

/** Anything that cannot be a provider's identity is a 404 before the catalogue is asked. */
function checkIdentity(identity: string | undefined) {
  if (!identity || !isIdentity(identity)) throw data(null, { status: 404 });
  return null;
}

export function loader({ params }: Route.LoaderArgs) {
  return checkIdentity(params.providerIdentity);
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return checkIdentity(params.providerIdentity);
}

export default function GameProviderPage({ params }: Route.ComponentProps) {
  return <ProviderPage identity={params.providerIdentity} />;
}
