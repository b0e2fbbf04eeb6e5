import { CircleHelp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/questions-page";
import { humanizeIdentity } from "../lib/humanize.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { buttonClass } from "../ui/button-styles.ts";
import { StandardPage } from "../ui/standard-page.tsx";

export default function QuestionPage({ params }: Route.ComponentProps) {
  const { t } = useTranslation("layout");
  const localize = useLocalizedPath();
  return (
    <StandardPage
      icon={CircleHelp}
      title={humanizeIdentity(params.pageIdentity)}
      eyebrow={t("pages.questions.title", { defaultValue: "Questions" })}
      text={{
        key: "question",
        title: "Question",
        emptyTitle: "No answer here yet",
        emptyDescription: "Pick another question from the list, or ask our support team.",
      }}
      action={
        <Link to={localize("/questions")} className={buttonClass("secondary")}>
          {t("pages.question.backToList", { defaultValue: "All questions" })}
        </Link>
      }
    />
  );
}
