import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { RuleFailure } from "./field-rules.ts";

/** Localises a rule failure from the fields-settings catalogue, like the server does. */
export function useFailureTranslator(): (failure: RuleFailure) => string {
  const { t } = useTranslation("fields-settings");
  return useCallback(
    (failure: RuleFailure) => {
      const params: Record<string, string | number | undefined> = { ...failure.params };
      if (failure.paramField) {
        params.param = t(`fields.${failure.paramField}.label`, {
          defaultValue: failure.paramField,
        });
      }
      if (failure.paramToday) params.param = t("validation.today");
      return t(`validation.${failure.key}`, {
        ...params,
        defaultValue: t("validation.regex"),
      });
    },
    [t],
  );
}
