import { useQuery } from "@tanstack/react-query";
import { fieldValidationsSchema, type FieldScenario } from "../../../../contracts/player.ts";
import { countrySchema, currencySchema } from "../../../../contracts/settings.ts";
import { z } from "zod";
import { apiClient } from "../../../lib/api.ts";

/** Settings and rules change rarely: the server caches them 15 minutes (SPEC §9). */
const SETTINGS_STALE_MS = 15 * 60_000;

/** The field rules of a form scenario (GET /api/player/fields/validations). */
export function useFieldValidations(scenario: FieldScenario) {
  return useQuery({
    queryKey: ["player", "field-validations", scenario],
    staleTime: SETTINGS_STALE_MS,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/player/fields/validations", {
        query: { scenario },
        signal,
        schema: fieldValidationsSchema,
      });
      return data.fields;
    },
  });
}

/** Countries a player may register from (SPEC §5 excludes some). */
export function useRegistrationCountries() {
  return useQuery({
    queryKey: ["settings", "countries", "registration"],
    staleTime: SETTINGS_STALE_MS,
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.request("GET", "/api/settings/countries", {
        query: { isRegistrationAllowed: true },
        signal,
        schema: z.array(countrySchema),
      });
      return data;
    },
  });
}

/** Currencies a player may open an account in. */
export function useCurrencies() {
  return useQuery({
    queryKey: ["settings", "currencies"],
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
