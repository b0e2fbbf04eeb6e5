import { Layers } from "lucide-react";
import { StandardPage } from "../ui/standard-page.tsx";

export default function GameProvidersPage() {
  return (
    <StandardPage
      icon={Layers}
      text={{
        key: "providers",
        title: "Providers",
        emptyTitle: "No providers to show",
        emptyDescription: "Game studios are listed here with the number of games each one offers.",
      }}
    />
  );
}
