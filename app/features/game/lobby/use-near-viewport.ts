import { useEffect, useRef, useState, type RefObject } from "react";

/** SPEC §9: content starts loading this far before it scrolls into view. */
export const LAZY_LOAD_MARGIN = "400px";

/**
 * True once the element comes within LAZY_LOAD_MARGIN of the viewport (and stays true).
 * Native `loading="lazy"` picks its own distance; this one is the product's 400 px. Browsers
 * without IntersectionObserver load at once. False on the server and in the first render.
 */
export function useNearViewport<T extends Element>(enabled = true): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near) return;
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near]);
  return [ref, near];
}

/**
 * Calls `onNear` when the element is within LAZY_LOAD_MARGIN of the viewport (the games grid's
 * "load more" trigger): when it comes near, and again whenever `recheck` changes while it is
 * still near (a page arrived but did not push it away). The callback may change between renders.
 */
export function useOnNearViewport<T extends Element>(
  onNear: () => void,
  enabled: boolean,
  recheck: unknown,
): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: LAZY_LOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, recheck]);
  return ref;
}
