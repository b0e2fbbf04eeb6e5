import { useEffect, useState, type RefObject } from "react";
import {
  availableFrameBox,
  frameFor,
  RESIZE_REFRESH_DELAY_MS,
  type FrameBox,
} from "./frame-size.ts";

/**
 * The frame's pixel size for the game's ratio: the stage's width and the viewport's height
 * below the stage (less `bottomMargin` for the toolbar under it), or the whole screen in full
 * screen (all of it on a phone, `fill`). Measured after layout and again, 50 ms after things settle, on every resize. Null
 * until the first measurement (the frame then keeps its ratio with CSS alone).
 */
export function useFrameSize(
  stage: RefObject<HTMLElement | null>,
  ratio: { width: number; height: number },
  options: { fullScreen: boolean; fill: boolean; bottomMargin: number },
): FrameBox | null {
  const [size, setSize] = useState<FrameBox | null>(null);
  const { width: ratioWidth, height: ratioHeight } = ratio;
  const { fullScreen, fill, bottomMargin } = options;

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => {
      const available = fullScreen
        ? { width: window.innerWidth, height: window.innerHeight }
        : availableFrameBox({
            containerWidth: element.clientWidth,
            viewportHeight: window.innerHeight,
            frameTop: element.getBoundingClientRect().top + window.scrollY,
            bottomMargin,
          });
      const next = frameFor(
        { width: ratioWidth, height: ratioHeight },
        available,
        fullScreen && fill,
      );
      setSize((previous) =>
        previous && previous.width === next.width && previous.height === next.height
          ? previous
          : next,
      );
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_REFRESH_DELAY_MS);
    };
    measure();
    // Entering or leaving full screen resizes the window once the browser has switched.
    later();
    window.addEventListener("resize", later);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(later);
    observer?.observe(element);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", later);
      observer?.disconnect();
    };
  }, [stage, ratioWidth, ratioHeight, fullScreen, fill, bottomMargin]);

  return size;
}
