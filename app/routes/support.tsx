import { LifeBuoy } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { StandardPage } from "../ui/standard-page.tsx";

export default function SupportPage() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <StandardPage
      icon={LifeBuoy}
      text={{
        key: "support",
        title: "Support",
        emptyTitle: "How can we help?",
        emptyDescription:
          "Our support team answers around the clock. Browse the answers to common questions or write to us.",
      }}
      action={
        <>
          <Link to={localize("/questions")} className={buttonClass("secondary")}>
            {t("navigation.questions", { defaultValue: "Questions" })}
          </Link>
          <Link to={localize("/contact")} className={buttonClass("primary")}>
            {t("navigation.contact", { defaultValue: "Contact" })}
          </Link>
        </>
      }
    />
  );
}
