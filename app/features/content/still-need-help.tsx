import { ArrowRight, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../../lib/use-localized-path.ts";
import { buttonClass } from "../../ui/button-styles.ts";

/** The way on when an answer is not enough: the contact form. */
export function StillNeedHelp() {
  const { t } = useTranslation("help");
  const localize = useLocalizedPath();
  return (
    <section
      aria-labelledby="still-need-help"
      className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
        <div>
          <h2 id="still-need-help" className="font-semibold text-text">
            {t("faq.stillNeedHelp")}
          </h2>
          <p className="text-sm text-muted">{t("faq.stillNeedHelpText")}</p>
        </div>
      </div>
      <Link to={localize("/contact")} className={buttonClass("secondary")}>
        {t("faq.contactUs")}
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </Link>
    </section>
  );
}
