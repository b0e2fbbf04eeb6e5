import { useEffect, useRef, useState, type RefObject } from "react";

/** SPEC §9: content starts loading this far before it scrolls into view. */
export const LAZY_LOAD_MARGIN = "400px";
/** For what starts when seen rather than ahead of it: a live channel's socket. */
export const IN_VIEW = "0px";

/**
 * True once the element comes within `margin` (LAZY_LOAD_MARGIN unless told) of the viewport,
 * and stays true. Native `loading="lazy"` picks its own distance; this one is the product's
 * 400 px. An element not displayed never comes near. Browsers without IntersectionObserver load
 * at once. False on the server and in the first render.
 */
export function useNearViewport<T extends Element>(
  enabled = true,
  margin = LAZY_LOAD_MARGIN,
): [RefObject<T | null>, boolean] {
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
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, near, margin]);
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
