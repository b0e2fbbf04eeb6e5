import { ProvidersPage } from "../features/game/lobby/providers-page.tsx";

export default function GameProvidersPage() {
  return <ProvidersPage />;
}
