import {
  Dices,
  Gift,
  ShieldHalf,
  UserRound,
  Wallet,
  WalletCards,
  type LucideIcon,
} from "lucide-react";
import type { QuestionGroup } from "../../../contracts/content-pages.ts";

/** The icon the FAQ shows for each group; its name is help `groups.<group>` in the catalogue. */
export const QUESTION_GROUP_ICONS: Record<QuestionGroup, LucideIcon> = {
  account: UserRound,
  deposits: Wallet,
  withdrawals: WalletCards,
  games: Dices,
  bonuses: Gift,
  "responsible-gaming": ShieldHalf,
};
