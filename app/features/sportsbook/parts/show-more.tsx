import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button-styles.ts";

/** The next page of a list, on request. */
export function ShowMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const { t } = useTranslation("sportsbook");
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <button
        type="button"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
        className={buttonClass("secondary", "md")}
      >
        {query.isFetchingNextPage ? t("list.loading") : t("list.more")}
      </button>
    </div>
  );
}
