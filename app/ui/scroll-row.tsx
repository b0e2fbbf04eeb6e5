import { ChevronLeft, ChevronRight } from "lucide-react";
import { Children, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "./button-styles.ts";

/**
 * A horizontally scrolling list (the lobby's game rows, the sportsbook's carousels) with
 * back/forward buttons for pointer users. Keyboard players tab through the items and the browser
 * scrolls each into view; the buttons are extra. Works right to left too (forward is the reading
 * direction).
 */
export function ScrollRow({
  label,
  children,
  itemsClassName = "gap-3",
}: {
  /** What the list holds, for its accessible name and the buttons' ("Slots"). */
  label: string;
  children: ReactNode;
  itemsClassName?: string;
}) {
  const { t } = useTranslation("layout");
  const list = useRef<HTMLUListElement>(null);
  // Which way there is more to see; neither until measured (and on the server).
  const [room, setRoom] = useState({ back: false, forward: false });
  // Items arriving (skeletons replaced by games) change the scroll width, not the box.
  const itemCount = Children.count(children);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const measure = () => {
      // Right to left, scrollLeft runs from 0 down to negative values.
      const position = Math.abs(element.scrollLeft);
      const end = element.scrollWidth - element.clientWidth;
      const next = { back: position > 1, forward: position < end - 1 };
      setRoom((current) =>
        current.back === next.back && current.forward === next.forward ? current : next,
      );
    };
    const frame = requestAnimationFrame(measure);
    element.addEventListener("scroll", measure, { passive: true });
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    resize?.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("scroll", measure);
      resize?.disconnect();
    };
  }, [itemCount]);

  const scroll = (forward: boolean) => {
    const element = list.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === "rtl";
    const distance = Math.max(element.clientWidth * 0.8, 160);
    element.scrollBy({ left: (forward !== rtl ? 1 : -1) * distance, behavior: "smooth" });
  };

  return (
    <div className="relative">
      <ul
        ref={list}
        aria-label={label}
        className={`-mx-4 flex snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-3 [scrollbar-width:thin] sm:-mx-6 sm:scroll-px-6 sm:px-6 ${itemsClassName}`}
      >
        {children}
      </ul>
      <div
        className={`pointer-events-none absolute inset-y-0 -start-3 hidden items-center ${room.back ? "sm:flex" : ""}`}
      >
        <button
          type="button"
          tabIndex={-1}
          onClick={() => scroll(false)}
          aria-label={t("lobby.scrollBack", { name: label })}
          className={buttonClass(
            "secondary",
            "icon",
            "pointer-events-auto size-9 rounded-full shadow-md",
          )}
        >
          <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
      <div
        className={`pointer-events-none absolute inset-y-0 -end-3 hidden items-center ${room.forward ? "sm:flex" : ""}`}
      >
        <button
          type="button"
          tabIndex={-1}
          onClick={() => scroll(true)}
          aria-label={t("lobby.scrollForward", { name: label })}
          className={buttonClass(
            "secondary",
            "icon",
            "pointer-events-auto size-9 rounded-full shadow-md",
          )}
        >
          <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
    </div>
  );
}
