import type { DbExecutor } from "../../db/client.ts";
import type { EventStream } from "../../platform/event-stream.ts";
import type { PlayerRow } from "./store.ts";

/** Facts the player module appends to the event stream (docs/decisions/007) for its consumers. */
export const PLAYER_TOPICS = {
  /** A player account was created: by password sign-up, a social provider or Telegram. */
  registered: "player.registered",
} as const;

export interface PlayerRegisteredEvent {
  playerId: string;
  via: "password" | "social" | "telegram";
  country: string | null;
  affiliateTag: string | null;
  registeredAt: string;
}

/** Appends the registration's fact in the transaction that creates the player. */
export function appendPlayerRegistered(
  events: Pick<EventStream, "append">,
  tx: DbExecutor,
  player: Pick<PlayerRow, "id" | "country" | "affiliateTag" | "createdAt">,
  via: PlayerRegisteredEvent["via"],
): Promise<void> {
  const event: PlayerRegisteredEvent = {
    playerId: player.id,
    via,
    country: player.country,
    affiliateTag: player.affiliateTag,
    registeredAt: player.createdAt.toISOString(),
  };
  return events.append(tx, PLAYER_TOPICS.registered, { ...event });
}
