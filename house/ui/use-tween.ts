import { useEffect, useState } from "react";
import { useReducedMotion } from "./use-reduced-motion.ts";

/**
 * Progress 0 → 1 of an animation that restarts whenever `key` changes (a new round id). With
 * no key, or when the player prefers reduced motion, it is 1 at once: the result shows as is.
 */
export function useTween(key: string | null, durationMs: number): number {
  const reduced = useReducedMotion();
  const [state, setState] = useState<{ key: string | null; progress: number }>({
    key,
    progress: 1,
  });
  useEffect(() => {
    if (key === null || reduced) return;
    let frame = 0;
    let start: number | null = null;
    const tick = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      setState({ key, progress });
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [key, durationMs, reduced]);
  if (key === null || reduced) return 1;
  return state.key === key ? state.progress : 0;
}

/** Fast start, gentle landing. */
export function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}
