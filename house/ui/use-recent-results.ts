import { useState } from "react";

export type RecentResult = { id: string; text: string; win: boolean };

/** The board's last `max` results, newest first; a result is added once, when its id is new. */
export function useRecentResults(latest: RecentResult | null, max = 8): RecentResult[] {
  const [results, setResults] = useState<RecentResult[]>([]);
  // Derived from the props during render (no effect): a new round id adds one chip.
  if (latest && results[0]?.id !== latest.id && !results.some((r) => r.id === latest.id)) {
    setResults([latest, ...results].slice(0, max));
  }
  return results;
}
