import { lazy, Suspense, useId, useRef, type ButtonHTMLAttributes, type ReactNode } from "react";
import type { PopoverPanelProps } from "./popover-panel.tsx";

const importPanel = () => import("./popover-panel.tsx");
/** Radix's popover and Floating UI load with the first menu a visitor opens, not with the page. */
const LazyPopoverPanel = lazy(importPanel);

export interface PopoverMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's own attributes (class, accessible name); its state attributes are set here. */
  triggerProps?: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick" | "type">;
  /** What the button shows. */
  trigger: ReactNode;
  /** Fetches what the panel's content loads lazily, with the panel's own code. */
  preload?: () => unknown;
  /** Where and how the panel shows (Radix Popover.Content props). */
  panel: Omit<PopoverPanelProps, "anchorRef" | "id" | "onClose" | "children">;
  children: ReactNode;
}

/**
 * A button and the panel it opens. The button is plain (rendered on the server, the same before
 * and after the panel's code arrives, so focus stays on it); the panel is a Radix popover
 * anchored to it, whose code is fetched when the pointer or focus first reaches the button.
 */
export function PopoverMenu({
  open,
  onOpenChange,
  triggerProps,
  trigger,
  preload: preloadContent,
  panel,
  children,
}: PopoverMenuProps) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const preload = () => {
    void importPanel();
    preloadContent?.();
  };
  return (
    <>
      <button
        {...triggerProps}
        ref={anchorRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? "open" : "closed"}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => onOpenChange(!open)}
      >
        {trigger}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LazyPopoverPanel
            {...panel}
            id={id}
            anchorRef={anchorRef}
            onClose={() => onOpenChange(false)}
          >
            {children}
          </LazyPopoverPanel>
        </Suspense>
      ) : null}
    </>
  );
}
