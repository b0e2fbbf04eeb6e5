import { useTranslation } from "react-i18next";
import { useLocaleTag } from "../../lib/use-localized-path.ts";

/**
 * "Updated 3 May 2026" (inside the heading's description paragraph): in UTC, so the server and
 * the browser render the same day.
 */
export function PublishedDate({ iso }: { iso: string }) {
  const { t } = useTranslation("help");
  const locale = useLocaleTag();
  let day: string;
  try {
    day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(iso),
    );
  } catch {
    day = iso.slice(0, 10);
  }
  return <time dateTime={iso}>{t("page.updated", { date: day })}</time>;
}
