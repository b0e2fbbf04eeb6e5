import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import * as z from "zod/mini";
import { channels, RealtimeEvent } from "../../../contracts/events.ts";
import { currencySchema, type Currency } from "../../../contracts/settings.ts";
import {
  walletAccountSchema,
  type AccountMessage,
  type WalletAccount,
} from "../../../contracts/wallet.ts";
import { apiClient } from "../api.ts";
import type { Platform } from "../api-client.ts";
import {
  activeAccount,
  announceAccountChanged,
  getPlayerState,
  setPlayerState,
  usePlayerState,
} from "../player-state.ts";
import { useRealtimeChannel } from "../realtime/use-realtime.ts";
import { getSessionState, useSessionState } from "../session-state.ts";
import { upsertAccount } from "./money-display.ts";

/**
 * The player's wallet accounts (SPEC §7 Wallet). The shared player state (lib/player-state.ts)
 * is the one list every feature reads: the session fills it from /player/init, and this module
 * replaces it from GET /wallet/accounts, the account mutations and the `wallet:accounts`
 * channel. The TanStack cache holds the same list for the fetch itself.
 */

export const walletQueryKeys = {
  accounts: (playerId: string) => ["wallet", "accounts", playerId] as const,
  currencies: ["wallet", "currencies"] as const,
};

const SETTINGS_STALE_MS = 15 * 60_000;

/** An account as the app shows it: the API's `equivalent` is there once wallet data arrived. */
export type AccountView = ReturnType<typeof getPlayerState>["accounts"][number] &
  Partial<Pick<WalletAccount, "equivalent">>;

const platformOf = (): Platform => (getSessionState().isTelegram ? "tg" : "web");

/** The signed-in player's id, null for a guest or while the profile loads. */
export function usePlayerId(): string | null {
  const session = useSessionState();
  const { profile } = usePlayerState();
  return session.status === "player" && profile ? profile.id : null;
}

/** Replaces the list for `playerId`, unless another player signed in meanwhile. */
function storeAccounts(
  queryClient: QueryClient,
  playerId: string,
  accounts: readonly WalletAccount[],
): void {
  queryClient.setQueryData(walletQueryKeys.accounts(playerId), accounts);
  if (getPlayerState().profile?.id === playerId) setPlayerState({ accounts });
}

/** The list to change: the cached wallet list, else what the session loaded. */
function currentAccounts(queryClient: QueryClient, playerId: string): readonly AccountView[] {
  return (
    queryClient.getQueryData<WalletAccount[]>(walletQueryKeys.accounts(playerId)) ??
    getPlayerState().accounts
  );
}

function mergeAccount(queryClient: QueryClient, playerId: string, account: WalletAccount): void {
  const next = upsertAccount<AccountView>(currentAccounts(queryClient, playerId), account);
  // Accounts from the session have no equivalent yet; the list is complete once refetched.
  const complete = next.every((item): item is WalletAccount => item.equivalent !== undefined);
  if (complete) storeAccounts(queryClient, playerId, next);
  else {
    if (getPlayerState().profile?.id === playerId) setPlayerState({ accounts: next });
    void queryClient.invalidateQueries({ queryKey: walletQueryKeys.accounts(playerId) });
  }
}

/** GET /api/wallet/accounts for a player; nothing for a guest. */
export function useWalletAccountsQuery() {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: walletQueryKeys.accounts(playerId ?? "guest"),
    enabled: playerId !== null,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/wallet/accounts", {
        signal,
        platform: platformOf(),
        schema: z.array(walletAccountSchema),
      });
      if (playerId !== null && getPlayerState().profile?.id === playerId) {
        setPlayerState({ accounts: data });
      }
      return data;
    },
  });
}

/** The accounts on screen and the active one, from the shared player state. */
export function useWalletAccounts(): {
  accounts: readonly AccountView[];
  active: AccountView | undefined;
} {
  const { accounts } = usePlayerState();
  return { accounts, active: activeAccount(accounts) };
}

/**
 * Keeps the accounts live: loads them with their equivalents and applies every message of
 * `wallet:accounts#{playerId}` (balance after each movement, new account, switch, hide). Mount
 * once for a signed-in player (the header's balance does).
 */
export function useLiveWalletAccounts(): void {
  const playerId = usePlayerId();
  const queryClient = useQueryClient();
  useWalletAccountsQuery();
  useRealtimeChannel<AccountMessage>(
    playerId ? channels.walletAccounts(playerId) : null,
    (message) => {
      if (
        playerId === null ||
        (message.event !== RealtimeEvent.ACCOUNT_BALANCE_UPDATED &&
          message.event !== RealtimeEvent.ACCOUNT_CREATED &&
          message.event !== RealtimeEvent.ACCOUNT_UPDATED)
      ) {
        return;
      }
      const parsed = walletAccountSchema.safeParse(message);
      if (!parsed.success) return;
      const before = activeAccount(currentAccounts(queryClient, playerId));
      mergeAccount(queryClient, playerId, parsed.data);
      const after = activeAccount(getPlayerState().accounts);
      // A switch made in another tab changes the currency here too.
      if (before && after && before.id !== after.id) announceAccountChanged();
    },
  );
}

function useRequirePlayerId(): () => string {
  const playerId = usePlayerId();
  return useCallback(() => {
    if (playerId === null) throw new Error("Wallet accounts need a signed-in player");
    return playerId;
  }, [playerId]);
}

/** POST /api/wallet/accounts {currency}: opens an account in another currency. */
export function useAddAccount() {
  const queryClient = useQueryClient();
  const requirePlayerId = useRequirePlayerId();
  return useMutation({
    mutationFn: async (currency: string) => {
      const playerId = requirePlayerId();
      const { data } = await apiClient.request("POST", "/api/wallet/accounts", {
        body: { currency },
        platform: platformOf(),
        schema: walletAccountSchema,
      });
      mergeAccount(queryClient, playerId, data);
      return data;
    },
  });
}

/**
 * PUT /api/wallet/accounts/{id}/switch: the answer replaces the whole list, then everything
 * that depends on the currency reloads (SPEC §4 Wallet: "account changed").
 */
export function useSwitchAccount() {
  const queryClient = useQueryClient();
  const requirePlayerId = useRequirePlayerId();
  return useMutation({
    mutationFn: async (accountId: string) => {
      const playerId = requirePlayerId();
      const { data } = await apiClient.request(
        "PUT",
        `/api/wallet/accounts/${encodeURIComponent(accountId)}/switch`,
        { platform: platformOf(), schema: z.array(walletAccountSchema) },
      );
      storeAccounts(queryClient, playerId, data);
      announceAccountChanged();
      return data;
    },
  });
}

/** PUT /api/wallet/accounts/{id}/hide {hidden}: hides or shows an inactive account. */
export function useHideAccount() {
  const queryClient = useQueryClient();
  const requirePlayerId = useRequirePlayerId();
  return useMutation({
    mutationFn: async ({ accountId, hidden }: { accountId: string; hidden: boolean }) => {
      const playerId = requirePlayerId();
      const { data } = await apiClient.request(
        "PUT",
        `/api/wallet/accounts/${encodeURIComponent(accountId)}/hide`,
        { body: { hidden }, platform: platformOf(), schema: walletAccountSchema },
      );
      mergeAccount(queryClient, playerId, data);
      return data;
    },
  });
}

/** GET /api/settings/currencies: the enabled currencies with sub-units and rates. */
export function useWalletCurrencies() {
  return useQuery({
    queryKey: walletQueryKeys.currencies,
    staleTime: SETTINGS_STALE_MS,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/settings/currencies", {
        signal,
        schema: z.array(currencySchema),
      });
      return data.filter((currency) => currency.isEnabled);
    },
  });
}

/** Currencies by code, for formatting; empty until settings arrive. */
export function useCurrencyMap(): ReadonlyMap<string, Currency> {
  const { data } = useWalletCurrencies();
  return indexCurrencies(data);
}

const emptyMap: ReadonlyMap<string, Currency> = new Map();
const indexCache = new WeakMap<readonly Currency[], ReadonlyMap<string, Currency>>();

function indexCurrencies(data: readonly Currency[] | undefined): ReadonlyMap<string, Currency> {
  if (!data) return emptyMap;
  let index = indexCache.get(data);
  if (!index) {
    index = new Map(data.map((currency) => [currency.code, currency]));
    indexCache.set(data, index);
  }
  return index;
}
