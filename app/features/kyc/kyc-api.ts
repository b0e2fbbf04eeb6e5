import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  playerDocumentSchema,
  sumsubAuthSchema,
  verificationSchema,
  type DocumentType,
} from "../../../contracts/kyc.ts";
import { apiClient } from "../../lib/api.ts";
import { usePlayerState } from "../../lib/player-state.ts";
import { useSessionState } from "../../lib/session-state.ts";

/** Identity verification: the status, the documents, uploads and the provider's check. */

function usePlayerId(): string | null {
  const session = useSessionState();
  const { profile } = usePlayerState();
  return session.status === "player" && profile ? profile.id : null;
}

export const kycQueryKeys = {
  all: (playerId: string) => ["kyc", playerId] as const,
  verification: (playerId: string) => ["kyc", playerId, "verification"] as const,
  documents: (playerId: string) => ["kyc", playerId, "documents"] as const,
};

export function useVerification() {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: kycQueryKeys.verification(playerId ?? "guest"),
    enabled: playerId !== null,
    queryFn: async ({ signal }) =>
      (
        await apiClient.request("GET", "/api/player/verification", {
          signal,
          schema: verificationSchema,
        })
      ).data,
  });
}

export function useDocuments() {
  const playerId = usePlayerId();
  return useQuery({
    queryKey: kycQueryKeys.documents(playerId ?? "guest"),
    enabled: playerId !== null,
    queryFn: async ({ signal }) =>
      (
        await apiClient.request("GET", "/api/player/documents", {
          signal,
          schema: z.array(playerDocumentSchema),
        })
      ).data,
  });
}

function useRefresh() {
  const playerId = usePlayerId();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: kycQueryKeys.all(playerId ?? "guest") });
}

export function useUploadDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (input: { type: DocumentType; file: File }) => {
      const form = new FormData();
      form.append("type", input.type);
      form.append("file", input.file, input.file.name);
      return (
        await apiClient.request("POST", "/api/player/documents", {
          body: form,
          schema: playerDocumentSchema,
        })
      ).data;
    },
    onSuccess: refresh,
  });
}

export function useDeleteDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiClient.request("DELETE", `/api/player/documents/${encodeURIComponent(id)}`);
    },
    onSuccess: refresh,
  });
}

export function useStartCheck() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () =>
      (
        await apiClient.request("POST", "/api/player/services/sumsub/auth", {
          schema: sumsubAuthSchema,
        })
      ).data,
    onSuccess: refresh,
  });
}
