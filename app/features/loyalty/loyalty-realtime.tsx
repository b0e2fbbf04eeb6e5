import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useMatches } from "react-router";
import { channels, RealtimeEvent, type RealtimeMessage } from "../../../contracts/events.ts";
import {
  accountLevelUpdatedMessageSchema,
  type LoyaltyAccount,
} from "../../../contracts/loyalty.ts";
import { useRealtimeChannel } from "../../lib/realtime/use-realtime.ts";
import { LevelUpDialog, LevelUpNotice } from "./level-up.tsx";
import { levelReached, levelUpPresentation, type LevelReached } from "./level-updates.ts";
import { loyaltyQueryKeys, useLoyaltyAccount, useLoyaltyPlayerId } from "./loyalty-api.ts";

/** The route of the game page (routes/game.tsx). */
const GAME_ROUTE_ID = "routes/game";

/**
 * retention:accounts#{playerId} for the whole app (mounted once in the root): the account as the
 * server now has it, and a higher level shown as the level modal, or on a game page as a small
 * notice for 3 s (SPEC §4 "Loyalty").
 */
export function LoyaltyRealtime() {
  const playerId = useLoyaltyPlayerId();
  const queryClient = useQueryClient();
  const onGamePage = useMatches().some((match) => match.id === GAME_ROUTE_ID);
  // The level the player is known to have: what a message is compared with. Taken from the first
  // load and then from messages only, so a refetch that already shows the new level (after a
  // claim) does not swallow its announcement.
  const account = useLoyaltyAccount();
  const knownOrder = useRef<{ playerId: string; order: number } | null>(null);
  const loadedOrder = account.data?.currentLevel?.order;
  useEffect(() => {
    if (!playerId || loadedOrder === undefined) return;
    if (knownOrder.current?.playerId !== playerId)
      knownOrder.current = { playerId, order: loadedOrder };
  }, [playerId, loadedOrder]);
  const [shown, setShown] = useState<{ level: LevelReached; as: "dialog" | "notification" } | null>(
    null,
  );
  const dismiss = useCallback(() => setShown(null), []);

  useRealtimeChannel<RealtimeMessage>(
    playerId ? channels.retentionAccounts(playerId) : null,
    (message) => {
      if (!playerId || message.event !== RealtimeEvent.ACCOUNT_LEVEL_UPDATED) return;
      const parsed = accountLevelUpdatedMessageSchema.safeParse(message);
      if (!parsed.success) return;
      const { event: _event, ...next } = parsed.data;
      const known =
        knownOrder.current?.playerId === playerId
          ? knownOrder.current.order
          : (queryClient.getQueryData<LoyaltyAccount>(loyaltyQueryKeys.account(playerId))
              ?.currentLevel?.order ?? null);
      const reached = levelReached(known, next);
      if (next.currentLevel) knownOrder.current = { playerId, order: next.currentLevel.order };
      queryClient.setQueryData(loyaltyQueryKeys.account(playerId), next);
      if (reached) setShown({ level: reached, as: levelUpPresentation(onGamePage) });
    },
  );

  if (!shown) return null;
  return shown.as === "dialog" ? (
    <LevelUpDialog level={shown.level} onClose={dismiss} />
  ) : (
    <LevelUpNotice level={shown.level} onDone={dismiss} />
  );
}
