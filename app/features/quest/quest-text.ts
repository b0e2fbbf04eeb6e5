import type { TFunction } from "i18next";
import { localeTag } from "../../../contracts/locale.ts";
import type { Quest, QuestState } from "../../../contracts/quest.ts";
import { localizedText } from "../../lib/localized-text.ts";

/** A quest's words: its name, description and state label in the player's language. */

export function questName(quest: Pick<Quest, "names" | "name">, locale: string): string {
  return localizedText(quest.names, locale) || quest.name;
}

export function questDescription(quest: Pick<Quest, "descriptions">, locale: string): string {
  return localizedText(quest.descriptions, locale);
}

/** The status label of SPEC §4's "state changed" alert, and of the quest's badge. */
export function questStateLabel(t: TFunction, state: QuestState): string {
  return t(`quests.states.${state}`);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "in 5 hours", "in 2 days": how long until `at`, in its largest whole unit (at least a minute). */
export function timeLeft(at: string, now: number, locale: string): string {
  const ms = Math.max(60_000, Date.parse(at) - now);
  const format = new Intl.RelativeTimeFormat(localeTag(locale), { numeric: "auto" });
  for (const [unit, size] of UNITS) {
    if (ms >= size || unit === "minute") return format.format(Math.floor(ms / size), unit);
  }
  return format.format(1, "minute");
}

/** When the quest ends for the player: its deadline once started, else its end. */
export function questEnd(quest: Pick<Quest, "state" | "deadlineAt" | "expiresAt">): string | null {
  if (quest.state === 2) return quest.deadlineAt ?? quest.expiresAt;
  if (quest.state === 1) return quest.expiresAt;
  return null;
}
