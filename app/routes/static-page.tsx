import { FileText } from "lucide-react";
import type { Route } from "./+types/static-page";
import { humanizeIdentity } from "../lib/humanize.ts";
import { StandardPage } from "../ui/standard-page.tsx";

export default function StaticPage({ params }: Route.ComponentProps) {
  return (
    <StandardPage
      icon={FileText}
      title={humanizeIdentity(params.pageIdentity)}
      text={{
        key: "static",
        title: "Information",
        emptyTitle: "Nothing published on this page",
        emptyDescription: "The text of this page appears here once the Sevens team publishes it.",
      }}
    />
  );
}
