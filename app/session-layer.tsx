import { useAllOnDemandTexts } from "./lib/i18n.ts";
import { PaymentRealtime } from "./features/payment/payment-api.ts";
import { GameRealtime } from "./features/game/play/game-realtime.tsx";
import { LoyaltyRealtime } from "./features/loyalty/loyalty-realtime.tsx";
import { QuestRealtime } from "./features/quest/quest-realtime.tsx";
import { BonusRealtime } from "./features/bonus/bonus-realtime.ts";

/**
 * What the app runs for a signed-in player only: the listeners of the player's channels (their
 * invoices, bets, quests, loyalty level and bonuses) and what they show. The root loads this
 * module once a session is there (or is being restored), so a guest's first load carries none
 * of it. What it shows (quest alerts, the level-up dialog) may use any text of `layout`: it
 * waits for the whole dir, which a page ships only in part.
 */
export default function SessionLayer() {
  useAllOnDemandTexts();
  return (
    <>
      <PaymentRealtime />
      <GameRealtime />
      <QuestRealtime />
      <LoyaltyRealtime />
      <BonusRealtime />
    </>
  );
}
