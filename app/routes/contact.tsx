import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { StandardPage } from "../ui/standard-page.tsx";

export default function ContactPage() {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <StandardPage
      icon={Mail}
      text={{
        key: "contact",
        title: "Contact",
        emptyTitle: "Write to us",
        emptyDescription:
          "The contact form and our e-mail addresses for players and partners are shown here.",
      }}
      action={
        <Link to={localize("/questions")} className={buttonClass("secondary")}>
          {t("navigation.questions", { defaultValue: "Questions" })}
        </Link>
      }
    />
  );
}
