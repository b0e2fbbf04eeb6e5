import {
  ALTENAR_GAME,
  ALTENAR_PROVIDER,
  SPORTSBOOK_GAME,
  SPORTSBOOK_PROVIDER,
} from "../../../contracts/sportsbook.ts";
import type { CatalogueInput } from "./catalogue.ts";

/**
 * The sportsbooks as catalogue games: each is launched like a game (POST /api/game/games/{id}/
 * play) and bets through the seamless wallet like one, so its bets share the ledger, the bet
 * checks and the history. The built-in book (sportsbook/) and the vendor's widget each have
 * their provider; neither is a casino tile (store.ts leaves type "sportsbook" and these
 * providers out of the lobby).
 */

export const SPORTSBOOK_GAME_TYPE = "sportsbook";
export const SPORTSBOOK_PROVIDERS = [SPORTSBOOK_PROVIDER, ALTENAR_PROVIDER] as const;

export function sportsbookCatalogue(): CatalogueInput {
  const book = {
    type: SPORTSBOOK_GAME_TYPE,
    isDemoMode: false,
    platforms: [1, 2],
    isBonusWagering: true,
  };
  return {
    providers: [
      { identity: SPORTSBOOK_PROVIDER, name: "Sevens Sportsbook", position: 100 },
      { identity: ALTENAR_PROVIDER, name: "Altenar", position: 101 },
    ],
    games: [
      { ...book, identity: SPORTSBOOK_GAME, name: "Sportsbook", provider: SPORTSBOOK_PROVIDER },
      { ...book, identity: ALTENAR_GAME, name: "Sportsbook", provider: ALTENAR_PROVIDER },
    ],
    collections: [],
    items: {},
  };
}
