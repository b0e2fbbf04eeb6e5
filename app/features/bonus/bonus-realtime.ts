import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { channels, type RealtimeMessage } from "../../../contracts/events.ts";
import { useRealtimeChannel, useResyncAfterReconnect } from "../../lib/realtime/use-realtime.ts";
import { showAlert } from "../../lib/alerts/use-alerts.ts";
import { usePlayerId } from "../../lib/money/accounts-api.ts";
import {
  bonusQueryKeys,
  invalidateBonuses,
  useReloadBonusesOnAccountChange,
  type BonusKind,
} from "./bonus-api.ts";
import {
  bonusCodeSchema,
  playerBonusSchema,
  playerFreespinSchema,
  type PlayerBonus,
  type PlayerFreespin,
} from "./bonus-shapes.ts";
import {
  BONUS_REFRESH_DEBOUNCE_MS,
  bonusAlert,
  bonusCodeAlert,
  bonusState,
  createDebounced,
  freeSpinAlert,
  isZeroDecimal,
  type BonusState,
} from "./bonus-view.ts";

/**
 * The one listener of the bonus channels (SPEC §7 bonus:player-bonuses, -freespins,
 * -bonus-codes #{id}): each change updates the lists on screen at once (wager progress moves
 * live), raises the SPEC §4/§8 alert once per state, and the lists are fetched again 500 ms after
 * the burst. A switch of the active account reloads everything bonus-related.
 */

/** The entity of a message: `{ event, playerBonus }` or the entity's fields spread. */
export function entityOf(message: RealtimeMessage, key: string): unknown {
  const nested = (message as Record<string, unknown>)[key];
  return typeof nested === "object" && nested !== null ? nested : message;
}

/** The state this page last knew for each item, so an alert is raised once per change. */
const seenStates = new Map<string, BonusState>();

function knownState(
  queryClient: QueryClient,
  playerId: string,
  kind: BonusKind,
  id: string,
): BonusState | undefined {
  const seen = seenStates.get(`${kind}:${id}`);
  if (seen) return seen;
  for (const [, list] of queryClient.getQueriesData<{ id: string; status: number }[]>({
    queryKey: bonusQueryKeys.kind(playerId, kind),
  })) {
    const item = list?.find((entry) => entry.id === id);
    if (item) return bonusState(item);
  }
  return undefined;
}

/**
 * A realtime message names the item in English; the list got its texts in the page's locale
 * (x-locale), and they do not change with the item's state, so the cached ones stay.
 */
function withCachedTexts<T extends object>(item: T, cached: T | undefined): T {
  if (!cached) return item;
  const texts: Record<string, unknown> = {};
  for (const key of ["name", "description", "terms"]) {
    if (key in cached) texts[key] = (cached as Record<string, unknown>)[key];
  }
  return { ...item, ...texts };
}

/**
 * Puts the changed item into every cached list of its kind: replaced, or removed once finished.
 * Answers the item as shown (with the cached texts).
 */
function patchLists<T extends { id: string; status: number }>(
  queryClient: QueryClient,
  playerId: string,
  kind: BonusKind,
  item: T,
): T {
  const lists = queryClient.getQueriesData<T[]>({ queryKey: bonusQueryKeys.kind(playerId, kind) });
  const cached = lists.flatMap(([, list]) => list ?? []).find((entry) => entry.id === item.id);
  const shown = withCachedTexts(item, cached);
  for (const [key, list] of lists) {
    if (!list) continue;
    const statuses = String(key[4] ?? "")
      .split(",")
      .map(Number);
    const belongs = statuses.includes(item.status);
    const without = list.filter((entry) => entry.id !== item.id);
    const index = list.findIndex((entry) => entry.id === item.id);
    let next = without;
    if (belongs) {
      next = [...without];
      next.splice(index === -1 ? 0 : index, 0, shown);
    }
    queryClient.setQueryData(key, next);
  }
  return shown;
}

/**
 * A bonus that is active but unknown here raises "activated" only when nothing has been wagered
 * yet: a later progress update of a bonus activated before this page loaded raises nothing.
 */
function previousFor(bonus: PlayerBonus, known: BonusState | undefined): BonusState | undefined {
  if (known !== undefined) return known;
  if (bonusState(bonus) === "active" && bonus.wager && !isZeroDecimal(bonus.wager.current)) {
    return "active";
  }
  return undefined;
}

export function applyBonusMessage(
  queryClient: QueryClient,
  playerId: string,
  message: RealtimeMessage,
): void {
  const parsed = playerBonusSchema.safeParse(entityOf(message, "playerBonus"));
  if (!parsed.success) return;
  const bonus = parsed.data;
  const state = bonusState(bonus);
  const previous = previousFor(bonus, knownState(queryClient, playerId, "bonus", bonus.id));
  seenStates.set(`bonus:${bonus.id}`, state);
  const shown = patchLists(queryClient, playerId, "bonus", bonus);
  const alert = bonusAlert(state, previous, {
    name: shown.name ?? "",
    amount: bonus.amount,
    currency: bonus.currency,
    ...(typeof bonus["sum"] === "string" ? { sum: bonus["sum"] } : {}),
  });
  if (alert) showAlert(alert);
}

export function applyFreespinMessage(
  queryClient: QueryClient,
  playerId: string,
  message: RealtimeMessage,
): void {
  const parsed = playerFreespinSchema.safeParse(entityOf(message, "playerFreespin"));
  if (!parsed.success) return;
  const spins: PlayerFreespin = parsed.data;
  const state = bonusState(spins);
  const previous = knownState(queryClient, playerId, "freespin", spins.id);
  seenStates.set(`freespin:${spins.id}`, state);
  patchLists(queryClient, playerId, "freespin", spins);
  const alert = freeSpinAlert(state, previous, {
    count: spins.count,
    game: spins.game?.name ?? spins.name ?? "",
    currency: spins.currency,
    ...(spins.winAmount ? { amount: spins.winAmount } : {}),
  });
  if (alert) showAlert(alert);
}

export function applyBonusCodeMessage(message: RealtimeMessage): void {
  const parsed = bonusCodeSchema.safeParse(entityOf(message, "playerBonusCode"));
  if (!parsed.success) return;
  const alert = bonusCodeAlert(parsed.data.status);
  if (alert) showAlert(alert);
}

export function useBonusRealtime(): void {
  const playerId = usePlayerId();
  const queryClient = useQueryClient();
  useReloadBonusesOnAccountChange();
  const refresh = useMemo(
    () =>
      createDebounced(
        () => void invalidateBonuses(queryClient, playerId ?? undefined),
        BONUS_REFRESH_DEBOUNCE_MS,
      ),
    [queryClient, playerId],
  );
  useEffect(() => () => refresh.cancel(), [refresh]);
  useResyncAfterReconnect(() => {
    if (playerId) void invalidateBonuses(queryClient, playerId);
  });

  useRealtimeChannel(playerId ? channels.bonusPlayerBonuses(playerId) : null, (message) => {
    if (!playerId) return;
    applyBonusMessage(queryClient, playerId, message);
    refresh.call();
  });
  useRealtimeChannel(playerId ? channels.bonusPlayerFreespins(playerId) : null, (message) => {
    if (!playerId) return;
    applyFreespinMessage(queryClient, playerId, message);
    refresh.call();
  });
  useRealtimeChannel(playerId ? channels.bonusPlayerBonusCodes(playerId) : null, (message) => {
    applyBonusCodeMessage(message);
    refresh.call();
  });
}

/** For the root layout: the bonus listener as a component. */
export function BonusRealtime(): null {
  useBonusRealtime();
  return null;
}
