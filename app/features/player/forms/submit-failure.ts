import { useCallback } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../lib/api-client.ts";
import { formErrorMessage } from "../modals/auth-submit.ts";
import { applyServerFieldErrors } from "./server-errors.ts";

/**
 * What a form does with a failed call: a 400 with fields puts each message on its field (the
 * first focused) and returns the rest as one line; anything else returns the form-level
 * message (the server's own for 400/401/403/429, else a network or generic line).
 */
export function useSubmitFailure() {
  const { t } = useTranslation("alerts");
  return useCallback(
    <T extends FieldValues>(
      error: unknown,
      shown: readonly string[],
      setError: UseFormSetError<T>,
    ): string | null => {
      if (isApiError(error) && error.status === 400 && Object.keys(error.fields).length > 0) {
        const rest = applyServerFieldErrors(error.fields, shown, setError);
        return rest.length > 0 ? rest.join(" ") : null;
      }
      return formErrorMessage(error, {
        network: t("general.networkError.description"),
        generic: t("general.somethingWentWrong.title"),
      });
    },
    [t],
  );
}
