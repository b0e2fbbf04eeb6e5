import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  avatarSchema,
  playerSessionSchema,
  profileSchema,
  socialConnectionSchema,
  type Profile,
  type ProfileUpdate,
} from "../../../../contracts/player.ts";
import {
  constantsSchema,
  countrySchema,
  type timeZoneOption,
} from "../../../../contracts/settings.ts";
import { apiClient } from "../../../lib/api.ts";
import { setPlayerState } from "../../../lib/player-state.ts";
import { setSessionState, useSessionState } from "../../../lib/session-state.ts";

/**
 * The player's own data besides the session: profile changes, device sessions, connected
 * sign-in methods, avatars, and the settings lists the profile forms pick from. Each request
 * keeps its schema, its call and its query hook together.
 */

/** Settings lists change rarely: the server caches them 15 minutes (SPEC §9). */
const SETTINGS_STALE_MS = 15 * 60_000;
export const SESSIONS_PER_PAGE = 10;

export const playerQueryKeys = {
  sessions: ["player", "sessions"] as const,
  sessionsPage: (page: number) => ["player", "sessions", page] as const,
  socialConnections: ["player", "social-connections"] as const,
  avatars: ["player", "avatars"] as const,
};

/** Puts a profile the server answered with into the shared player store. */
export function applyProfile(profile: Profile): void {
  setPlayerState({ profile });
  setSessionState({ profileConfirmed: profile.profileConfirmed });
}

function useIsPlayer(): boolean {
  return useSessionState().status === "player";
}

/** PUT /api/player/profile: only the fields given change. */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const { data } = await apiClient.request("PUT", "/api/player/profile", {
    body: update,
    schema: profileSchema,
  });
  applyProfile(data);
  return data;
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}

const sessionsPageSchema = z.array(playerSessionSchema);

/** GET /api/player/sessions, one page, most recently active first. */
export function useSessions(page: number) {
  const enabled = useIsPlayer();
  return useQuery({
    queryKey: playerQueryKeys.sessionsPage(page),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const { data, meta } = await apiClient.request("GET", "/api/player/sessions", {
        query: { page, perPage: SESSIONS_PER_PAGE },
        signal,
        schema: sessionsPageSchema,
      });
      return {
        sessions: data,
        page: meta?.page ?? page,
        totalPages: Math.max(1, meta?.totalPages ?? 1),
        totalRows: meta?.totalRows ?? data.length,
      };
    },
  });
}

/** PUT /sessions/{id}/close, or POST /sessions/close-other for `"other"`. */
export function useCloseSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (target: string) => {
      if (target === "other") {
        await apiClient.request("POST", "/api/player/sessions/close-other");
      } else {
        await apiClient.request("PUT", `/api/player/sessions/${encodeURIComponent(target)}/close`);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerQueryKeys.sessions }),
  });
}

/** GET /api/player/social-connections: social providers and Telegram. */
export function useSocialConnections() {
  const enabled = useIsPlayer();
  return useQuery({
    queryKey: playerQueryKeys.socialConnections,
    enabled,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/player/social-connections", {
        signal,
        schema: z.array(socialConnectionSchema),
      });
      return data;
    },
  });
}

/** POST /api/player/social-connections/unlink {socialType}. */
export function useUnlinkSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (socialType: string) => {
      await apiClient.request("POST", "/api/player/social-connections/unlink", {
        body: { socialType },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerQueryKeys.socialConnections }),
  });
}

/** GET /api/player/avatar/list. */
export function useAvatars() {
  return useQuery({
    queryKey: playerQueryKeys.avatars,
    staleTime: SETTINGS_STALE_MS,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/player/avatar/list", {
        signal,
        schema: z.array(avatarSchema),
      });
      return data;
    },
  });
}

/** POST /api/player/avatar/set-avatar {avatarId}. */
export function useSetAvatar() {
  return useMutation({
    mutationFn: async (avatarId: number) => {
      const { data } = await apiClient.request("POST", "/api/player/avatar/set-avatar", {
        body: { avatarId },
        schema: profileSchema,
      });
      applyProfile(data);
      return data;
    },
  });
}

export type TimeZoneOption = z.infer<typeof timeZoneOption>;

/** Time zones of the settings constants (player.timeZone). */
export function useTimeZones() {
  return useQuery({
    queryKey: ["settings", "constants"],
    staleTime: SETTINGS_STALE_MS,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/settings/constants", {
        signal,
        schema: constantsSchema,
      });
      return data;
    },
    select: (constants) => constants.player.timeZone,
  });
}

/** Every country (nationality and residence), by name. */
export function useAllCountries() {
  return useQuery({
    queryKey: ["settings", "countries", "all"],
    staleTime: SETTINGS_STALE_MS,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/settings/countries", {
        signal,
        schema: z.array(countrySchema),
      });
      return [...data].sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}
