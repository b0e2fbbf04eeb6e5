import { CloudOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";

/** The book did not answer: say so and offer to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("sportsbook");
  return (
    <EmptyState
      icon={CloudOff}
      headingLevel={3}
      title={t("list.failedTitle")}
      description={t("list.failedText")}
      action={
        <button type="button" onClick={onRetry} className={buttonClass("primary", "md")}>
          {t("list.retry")}
        </button>
      }
    />
  );
}
