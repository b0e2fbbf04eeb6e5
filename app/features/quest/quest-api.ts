import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { questResponse, questsResponse, type Quest } from "../../../contracts/quest.ts";
import { apiClient } from "../../lib/api.ts";
import { activeAccount, usePlayerState } from "../../lib/player-state.ts";
import { useSessionState } from "../../lib/session-state.ts";

/**
 * The player's quests (SPEC §7 GET /api/retention/quests, PUT …/activate, /cancel, /claim):
 * issued (1), started (2) and completed ones whose rewards wait (3), money shown in the active
 * account's currency. Realtime updates write into the same cache (quest-realtime.tsx).
 */

/** What the list asks for: SPEC's active states, and completed quests still to be claimed. */
export const LISTED_QUEST_STATES = [1, 2, 3] as const;

export const questQueryKeys = {
  all: (playerId: string) => ["retention", "quests", playerId] as const,
  list: (playerId: string, currency: string | null) =>
    ["retention", "quests", playerId, currency ?? "default"] as const,
};

/** The signed-in player's id and active currency; null id for a guest. */
export function useQuestOwner(): { playerId: string | null; currency: string | null } {
  const session = useSessionState();
  const { profile, accounts } = usePlayerState();
  const playerId = session.status === "player" && profile ? profile.id : null;
  return { playerId, currency: activeAccount(accounts)?.currency ?? null };
}

export function useQuests() {
  const { playerId, currency } = useQuestOwner();
  return useQuery({
    queryKey: questQueryKeys.list(playerId ?? "guest", currency),
    enabled: playerId !== null,
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/retention/quests", {
        signal,
        query: { state: [...LISTED_QUEST_STATES], currency },
        schema: questsResponse.shape.data,
      });
      return data;
    },
  });
}

/** Writes a quest as the server now has it into every cached list of the player. */
export function storeQuest(queryClient: QueryClient, playerId: string, quest: Quest): void {
  queryClient.setQueriesData<Quest[]>({ queryKey: questQueryKeys.all(playerId) }, (list) => {
    if (!list) return list;
    const listed = !(quest.state === 5 || quest.state === 6 || quest.rewardsClaimed);
    const others = list.filter((candidate) => candidate.id !== quest.id);
    if (!listed) return others;
    const index = list.findIndex((candidate) => candidate.id === quest.id);
    if (index < 0) return [...list, quest];
    return list.map((candidate) => (candidate.id === quest.id ? quest : candidate));
  });
}

export type QuestAction = "activate" | "cancel" | "claim";

export function useQuestAction(action: QuestAction) {
  const { playerId, currency } = useQuestOwner();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questId: string) => {
      const { data } = await apiClient.request(
        "PUT",
        `/api/retention/quests/${encodeURIComponent(questId)}/${action}`,
        { query: { currency }, schema: questResponse.shape.data },
      );
      return data;
    },
    onSuccess: (quest) => {
      if (playerId) storeQuest(queryClient, playerId, quest);
      // A claim credits points: the loyalty account moves too.
      if (action === "claim")
        void queryClient.invalidateQueries({ queryKey: ["retention", "account"] });
    },
  });
}
