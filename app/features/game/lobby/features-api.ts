import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod/mini";
import { gameFeatureSchema, type GameFeature } from "../../../../contracts/game.ts";
import { apiClient } from "../../../lib/api.ts";
import { CATALOGUE_STALE_MS, catalogueKeys } from "./catalogue-api.ts";

// Apart from the rest of the catalogue API: the feature names are texts of the game page
// (`pages.game`), which only the pages with the games filter ship.

/** Features of visible games with their counts, for the games filter, named in the page's language. */
export function useFeatures() {
  const { t } = useTranslation("layout");
  const select = useCallback(
    (features: GameFeature[]) =>
      features.map((feature) => ({
        ...feature,
        name: t(`pages.game.featureNames.${feature.id}`, { defaultValue: feature.name }),
      })),
    [t],
  );
  return useQuery({
    select,
    queryKey: catalogueKeys.features,
    staleTime: CATALOGUE_STALE_MS,
    queryFn: async ({ signal }) =>
      (
        await apiClient.request("GET", "/api/game/games/features", {
          signal,
          schema: z.array(gameFeatureSchema),
        })
      ).data,
  });
}
