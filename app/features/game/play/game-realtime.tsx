import { useEffect, useRef } from "react";
import { z } from "zod";
import { channels, RealtimeEvent, type RealtimeMessage } from "../../../../contracts/events.ts";
import {
  betMaxExceedMessage,
  betRestrictedMessage,
  gameBetSchema,
  gameLimitReachedMessage,
} from "../../../../contracts/game.ts";
import { firePixel } from "../../../lib/analytics.ts";
import { useRealtimeChannel } from "../../../lib/realtime/use-realtime.ts";
import type { ModalName } from "../../../lib/modals/modal-registry.ts";
import { useUrlModal } from "../../../lib/modals/use-url-modal.ts";
import { usePlayingPlayerId } from "./game-play-api.ts";
import { clearBetNotices, rememberGame, rememberMaxBet } from "./modals/bet-notices.ts";

/**
 * What `game:bets#{playerId}` means for the player wherever they are (SPEC §8): a restricted
 * bet opens restricted-bets with the game's identity, a bet over the bonus maximum opens
 * max-bets (the amount and currency wait in the bet-notices store), a reached game limit opens
 * game-limit-reached with its code, and every new bet fires the bet pixels (SPEC §4). The
 * history tabs listen to the same channels themselves while they are on screen.
 */

export type GameBetAction =
  | { kind: "modal"; name: ModalName; value: string }
  | { kind: "bet-placed"; betId: string }
  | { kind: "none" };

const betUpdatedMessage = z.object({ event: z.literal(RealtimeEvent.GAME_BET_UPDATED) });

/** Reads one message of game:bets; side effects on the notice store happen here too. */
export function gameBetAction(message: RealtimeMessage): GameBetAction {
  switch (message.event) {
    case RealtimeEvent.GAME_BET_RESTRICTED: {
      const parsed = betRestrictedMessage.safeParse(message);
      if (!parsed.success) return { kind: "none" };
      rememberGame(parsed.data.game);
      return { kind: "modal", name: "restricted-bets", value: parsed.data.game.identity };
    }
    case RealtimeEvent.GAME_BET_MAX_EXCEED: {
      const parsed = betMaxExceedMessage.safeParse(message);
      if (!parsed.success) return { kind: "none" };
      rememberMaxBet({
        game: parsed.data.game,
        maxBet: parsed.data.maxBet,
        currency: parsed.data.currency,
      });
      return { kind: "modal", name: "max-bets", value: parsed.data.game.identity };
    }
    case RealtimeEvent.GAME_LIMIT_REACHED: {
      const parsed = gameLimitReachedMessage.safeParse(message);
      if (!parsed.success) return { kind: "none" };
      rememberGame(parsed.data.game);
      return { kind: "modal", name: "game-limit-reached", value: String(parsed.data.code) };
    }
    case RealtimeEvent.GAME_BET_UPDATED: {
      if (!betUpdatedMessage.safeParse(message).success) return { kind: "none" };
      const bet = gameBetSchema.safeParse(betOf(message));
      return bet.success && bet.data.status === 1
        ? { kind: "bet-placed", betId: bet.data.id }
        : { kind: "none" };
    }
    default:
      return { kind: "none" };
  }
}

/** The entity of an update: under its own name (`{ event, bet }`) or spread (`{ event, ...bet }`). */
export function betOf(message: RealtimeMessage): unknown {
  return "bet" in message && typeof message.bet === "object" ? message.bet : message;
}

/** Mount once in the root, next to the other realtime listeners. */
export function GameRealtime(): null {
  const playerId = usePlayingPlayerId();
  const { open } = useUrlModal();
  const pixelled = useRef(new Set<string>());

  useEffect(() => {
    // Notices belong to the player who got them.
    clearBetNotices();
    pixelled.current.clear();
  }, [playerId]);

  useRealtimeChannel(playerId ? channels.gameBets(playerId) : null, (message) => {
    const action = gameBetAction(message);
    if (action.kind === "modal") open(action.name, action.value);
    if (action.kind === "bet-placed" && !pixelled.current.has(action.betId)) {
      pixelled.current.add(action.betId);
      firePixel("bet");
      firePixel("bet30");
    }
  });
  return null;
}
