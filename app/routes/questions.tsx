import { CircleHelp } from "lucide-react";
import { StandardPage } from "../ui/standard-page.tsx";

export default function QuestionsPage() {
  return (
    <StandardPage
      icon={CircleHelp}
      text={{
        key: "questions",
        title: "Questions",
        emptyTitle: "No questions yet",
        emptyDescription:
          "Answers to common questions about accounts, payments and bonuses are listed here.",
      }}
    />
  );
}
