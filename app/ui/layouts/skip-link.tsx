import { useTranslation } from "react-i18next";

export function SkipLink() {
  const { t } = useTranslation("layout");
  return (
    <a
      href="#main"
      className="sr-only z-[100] rounded-lg bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
    >
      {t("skipToContent")}
    </a>
  );
}
