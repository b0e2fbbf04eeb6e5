import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { useEffect } from "react";
import { z } from "zod";
import { apiClient } from "../../lib/api.ts";
import { activeAccount, onAccountChanged, usePlayerState } from "../../lib/player-state.ts";
import { usePlayerId, useWalletCurrencies } from "../../lib/money/accounts-api.ts";
import {
  bonusAvailabilitySchema,
  bonusCodeSchema,
  cashbackSchema,
  depositBonusSchema,
  type DepositBonus,
  playerBonusSchema,
  playerFreespinSchema,
  type PlayerBonus,
  type PlayerFreespin,
} from "./bonus-shapes.ts";
import { ACTIVE_STATUSES, BonusStatus, DEPOSIT_CODE_TRIGGER } from "./bonus-view.ts";

/**
 * The bonus calls of SPEC §7 as TanStack hooks: player bonuses and free spins (status [1,2] and
 * the active currency), activate and cancel, bonus codes, cashback, the bonuses a deposit would
 * get and their status. Every key starts with "bonus" and the player's id, so a switch of the
 * active account or a realtime change reloads them all at once.
 */

export type BonusKind = "bonus" | "freespin";

const PATHS: Record<BonusKind, string> = {
  bonus: "/api/game/player-bonuses",
  freespin: "/api/game/player-freespins",
};

export const bonusQueryKeys = {
  all: ["bonus"] as const,
  player: (playerId: string) => ["bonus", playerId] as const,
  list: (playerId: string, kind: BonusKind, currency: string, statuses: readonly number[]) =>
    ["bonus", playerId, kind, currency, statuses.join(",")] as const,
  kind: (playerId: string, kind: BonusKind) => ["bonus", playerId, kind] as const,
  deposit: (playerId: string, currency: string, amount: string) =>
    ["bonus", playerId, "deposit", currency, amount] as const,
  status: (playerId: string, currency: string, ids: readonly string[]) =>
    ["bonus", playerId, "status", currency, ids.join(",")] as const,
  codes: (playerId: string, trigger: number | null) =>
    ["bonus", playerId, "codes", trigger ?? "any"] as const,
  cashback: (playerId: string, currency: string) =>
    ["bonus", playerId, "cashback", currency] as const,
};

/** The active account's currency, the one every bonus list is asked for. */
export function useActiveCurrency(): string | null {
  const { accounts } = usePlayerState();
  return activeAccount(accounts)?.currency ?? null;
}

function listQuery<T>(
  kind: BonusKind,
  schema: z.ZodType<T>,
  playerId: string | null,
  currency: string | null,
  statuses: readonly number[],
) {
  return {
    queryKey: bonusQueryKeys.list(playerId ?? "guest", kind, currency ?? "", statuses),
    enabled: playerId !== null && currency !== null,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<T[]> => {
      const { data } = await apiClient.request("GET", PATHS[kind], {
        signal,
        query: { status: statuses, currency },
        schema: z.array(schema),
      });
      return data;
    },
  };
}

/** GET /api/game/player-bonuses (status [1,2] unless asked otherwise, active currency). */
export function usePlayerBonuses(statuses: readonly number[] = ACTIVE_STATUSES) {
  const playerId = usePlayerId();
  const currency = useActiveCurrency();
  return useQuery(listQuery("bonus", playerBonusSchema, playerId, currency, statuses));
}

/** GET /api/game/player-freespins (status [1,2] unless asked otherwise, active currency). */
export function usePlayerFreespins(statuses: readonly number[] = ACTIVE_STATUSES) {
  const playerId = usePlayerId();
  const currency = useActiveCurrency();
  return useQuery(listQuery("freespin", playerFreespinSchema, playerId, currency, statuses));
}

/** Finished bonuses (status 3) of the active currency: the history. */
export function useFinishedBonuses() {
  return usePlayerBonuses(FINISHED);
}
const FINISHED = [BonusStatus.FINISHED] as const;

/** One of the player's listed bonuses by id, from the lists already loaded or a fresh fetch. */
export function usePlayerBonus(id: string) {
  const listed = usePlayerBonuses();
  const finished = useFinishedBonuses();
  const bonus =
    listed.data?.find((item) => item.id === id) ?? finished.data?.find((item) => item.id === id);
  return {
    bonus,
    isPending: bonus === undefined && (listed.isPending || finished.isPending),
    isError: listed.isError && finished.isError,
  };
}

/**
 * GET /api/game/bonuses (currency, amount): the bonuses a deposit of `amount` would get, or
 * every deposit bonus on offer when no amount is given. A guest asks in the base currency (the
 * welcome package and campaign pages); an answer of 401 leaves them with the general text.
 */
/**
 * GET /api/game/bonuses (currency, amount): the bonuses a deposit of this amount would get.
 * While the offers for a new amount load, the last amount's stay shown: the form's request says
 * what the player sees, so a "No bonus" picked a moment ago is still sent (not the default bonus
 * the server gives a deposit that says nothing).
 */
export function depositBonusesQuery(playerId: string, currency: string | null, amount: string) {
  const queryKey = bonusQueryKeys.deposit(playerId, currency ?? "", amount);
  // Keys that differ in the amount (their last part) only.
  const sameAccount = (other: readonly unknown[]) =>
    other.length === queryKey.length && queryKey.slice(0, -1).every((part, i) => other[i] === part);
  return queryOptions({
    queryKey,
    enabled: currency !== null,
    // Only across an amount change: another account's offers would be in another currency.
    placeholderData: (previous: DepositBonus[] | undefined, previousQuery) =>
      previousQuery && sameAccount(previousQuery.queryKey) ? previous : undefined,
    queryFn: async ({ signal }): Promise<DepositBonus[]> => {
      const { data } = await apiClient.request("GET", "/api/game/bonuses", {
        signal,
        query: { currency, amount: amount === "" ? null : amount },
        schema: z.array(depositBonusSchema),
      });
      return data;
    },
  });
}

export function useDepositBonuses(amount: string | null = null) {
  const playerId = usePlayerId();
  const activeCurrency = useActiveCurrency();
  const { data: currencies } = useWalletCurrencies();
  const baseCurrency = currencies?.find((currency) => currency.isBase)?.code ?? null;
  const currency = playerId === null ? baseCurrency : activeCurrency;
  return useQuery(depositBonusesQuery(playerId ?? "guest", currency, amount ?? ""));
}

/** GET /api/game/bonuses/status (bonusIds, currency): which of these bonuses may be taken. */
export function useBonusAvailability(ids: readonly string[]) {
  const playerId = usePlayerId();
  const currency = useActiveCurrency();
  return useQuery({
    queryKey: bonusQueryKeys.status(playerId ?? "guest", currency ?? "", ids),
    enabled: playerId !== null && currency !== null && ids.length > 0,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/game/bonuses/status", {
        signal,
        query: { bonusIds: ids, currency },
        schema: z.array(bonusAvailabilitySchema),
      });
      return data;
    },
  });
}

/** GET /api/game/bonuses/bonuscodes (trigger; 3 is deposit): the codes waiting to be used. */
export function useBonusCodes(trigger: number | null = DEPOSIT_CODE_TRIGGER) {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: bonusQueryKeys.codes(playerId ?? "guest", trigger),
    enabled: playerId !== null,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/game/bonuses/bonuscodes", {
        signal,
        query: { trigger },
        schema: z.union([z.array(bonusCodeSchema), bonusCodeSchema.nullable()]),
      });
      return Array.isArray(data) ? data : data ? [data] : [];
    },
  });
}

/** GET /api/game/bonuses/cashback (currency): the current period's cashback. */
export function useCashback() {
  const playerId = usePlayerId();
  const currency = useActiveCurrency();
  return useQuery({
    queryKey: bonusQueryKeys.cashback(playerId ?? "guest", currency ?? ""),
    enabled: playerId !== null && currency !== null,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/game/bonuses/cashback", {
        signal,
        query: { currency },
        schema: cashbackSchema.nullable(),
      });
      return data;
    },
  });
}

/** Reloads every bonus query of the player (or of every player when none is given). */
export function invalidateBonuses(queryClient: QueryClient, playerId?: string): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: playerId ? bonusQueryKeys.player(playerId) : bonusQueryKeys.all,
  });
}

/** PUT /api/game/player-bonuses/{id}/activate or /player-freespins/{id}/activate. */
export function useActivateBonus(kind: BonusKind = "bonus") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await apiClient.request(
        "PUT",
        `${PATHS[kind]}/${encodeURIComponent(id)}/activate`,
        { schema: z.unknown() },
      );
      return data;
    },
    onSettled: () => invalidateBonuses(queryClient),
  });
}

/** PUT /api/game/player-bonuses/{id}/cancel or /player-freespins/{id}/cancel. */
export function useCancelBonus(kind: BonusKind = "bonus") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await apiClient.request(
        "PUT",
        `${PATHS[kind]}/${encodeURIComponent(id)}/cancel`,
        { schema: z.unknown() },
      );
      return data;
    },
    onSettled: () => invalidateBonuses(queryClient),
  });
}

/** POST /api/game/bonuses/bonuscodes {bonusCode, trigger}. */
export function useAddBonusCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bonusCode, trigger }: { bonusCode: string; trigger: number }) => {
      const { data } = await apiClient.request("POST", "/api/game/bonuses/bonuscodes", {
        body: { bonusCode, trigger },
        schema: bonusCodeSchema,
      });
      return data;
    },
    onSettled: () => invalidateBonuses(queryClient),
  });
}

/** DELETE /api/game/bonuses/bonuscodes {playerBonusCodeId}: drops a waiting code. */
export function useDeleteBonusCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (playerBonusCodeId: string) => {
      await apiClient.request("DELETE", "/api/game/bonuses/bonuscodes", {
        body: { playerBonusCodeId },
      });
    },
    onSettled: () => invalidateBonuses(queryClient),
  });
}

/**
 * SPEC §4 Wallet: switching the active account reloads bonuses, free spins, cashback and
 * deposit bonuses. Mount once (the bonus realtime listener does).
 */
export function useReloadBonusesOnAccountChange(): void {
  const queryClient = useQueryClient();
  useEffect(() => onAccountChanged(() => void invalidateBonuses(queryClient)), [queryClient]);
}

export type { PlayerBonus, PlayerFreespin };
