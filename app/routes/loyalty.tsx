import { LoyaltyPage } from "../features/loyalty/loyalty-page.tsx";

/** /loyalty: levels and perks for everyone; the player's level, rakeback and points history. */
export default function LoyaltyRoute() {
  return <LoyaltyPage />;
}
