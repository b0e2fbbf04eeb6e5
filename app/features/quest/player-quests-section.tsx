import { useAllOnDemandTexts } from "../../lib/i18n.ts";
import { QuestsSection } from "./quests-section.tsx";

/**
 * Home's quests section, loaded once a player is signed in. Its texts (`layout.quests`) are on
 * demand and home's document does not carry them: it waits for the whole dir first.
 */
export default function PlayerQuestsSection() {
  useAllOnDemandTexts();
  return <QuestsSection />;
}
