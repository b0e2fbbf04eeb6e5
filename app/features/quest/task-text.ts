import type { TFunction } from "i18next";
import { localeTag } from "../../../contracts/locale.ts";
import { formatApiMoney } from "../../../contracts/money-format.ts";
import type { QuestTask } from "../../../contracts/quest.ts";
import { localizedText } from "../../lib/localized-text.ts";

/**
 * A task's name and conditions in the player's words, from its type and quantity (the operator
 * may name a task instead). Texts live in the layout catalogue under `quests.tasks`. `locale` is
 * the route prefix (the key of operator texts); numbers and lists use its language tag.
 */

function listOf(names: readonly string[], locale: string): string {
  try {
    return new Intl.ListFormat(localeTag(locale), { type: "conjunction" }).format(names);
  } catch {
    return names.join(", ");
  }
}

export function taskTitle(t: TFunction, task: QuestTask, locale: string): string {
  if (task.name) return localizedText(task.name, locale);
  const count = Number(task.quantity);
  const amount = task.currency
    ? formatApiMoney(task.quantity, task.currency, localeTag(locale))
    : task.quantity;
  const games = listOf(
    task.games.map((game) => game.name),
    locale,
  );
  switch (task.type) {
    case "betCount":
      return t("quests.tasks.betCount", { count });
    case "wagerAmount":
      return t("quests.tasks.wagerAmount", { amount });
    case "winMultiplier":
      return t("quests.tasks.winMultiplier", { count, multiplier: task.minMultiplier ?? "" });
    case "playGames":
      return t("quests.tasks.playGames", { count, games });
    case "depositAmount":
      return t("quests.tasks.depositAmount", { amount });
    case "loginDays":
      return t("quests.tasks.loginDays", { count });
    case "sportAccumulator":
      return t("quests.tasks.sportAccumulator", { count, legs: task.minLegs ?? 2 });
  }
}

/** What limits a task beyond its type: the smallest bet, the games (when not in the title). */
export function taskConditions(t: TFunction, task: QuestTask, locale: string): string[] {
  const conditions: string[] = [];
  if (task.minBet && task.currency) {
    conditions.push(
      t("quests.conditions.minBet", {
        amount: formatApiMoney(task.minBet, task.currency, localeTag(locale)),
      }),
    );
  }
  if (task.games.length > 0 && task.type !== "playGames") {
    conditions.push(
      t("quests.conditions.games", {
        games: listOf(
          task.games.map((game) => game.name),
          locale,
        ),
      }),
    );
  }
  return conditions;
}

/** "3 / 10", or for money "12.50 EUR / 46.30 EUR". */
export function taskProgressText(task: QuestTask, locale: string): string {
  if (task.currency && (task.type === "wagerAmount" || task.type === "depositAmount")) {
    const tag = localeTag(locale);
    return `${formatApiMoney(task.progress, task.currency, tag)} / ${formatApiMoney(task.quantity, task.currency, tag)}`;
  }
  const format = new Intl.NumberFormat(localeTag(locale));
  return `${format.format(Number(task.progress))} / ${format.format(Number(task.quantity))}`;
}
