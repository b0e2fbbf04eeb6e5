import { Gamepad2 } from "lucide-react";
import type { Route } from "./+types/games";
import { humanizeIdentity } from "../lib/humanize.ts";
import { StandardPage } from "../ui/standard-page.tsx";

/** /games and /games/{params}: the lobby, optionally narrowed by the segments after it. */
export default function GamesPage({ params }: Route.ComponentProps) {
  const filters = (params["*"] ?? "").split("/").filter(Boolean).map(humanizeIdentity);
  return (
    <StandardPage
      icon={Gamepad2}
      eyebrow={filters.length > 0 ? filters.join(" · ") : undefined}
      text={{
        key: "games",
        title: "Games",
        emptyTitle: "No games to show",
        emptyDescription:
          "Games from every provider are listed here, with search and filters by provider and collection.",
      }}
    />
  );
}
