import * as Popover from "@radix-ui/react-popover";
import { useRef, type ReactNode, type RefObject } from "react";

export interface PopoverPanelProps {
  id: string;
  anchorRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  align?: "start" | "center" | "end";
  sideOffset?: number;
  collisionPadding?: number;
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
}

/**
 * The open panel of a PopoverMenu: a Radix popover anchored to the menu's own button (which
 * toggles it, so a press on the button is not an outside press), that gives focus back to the
 * button when it closes from inside (Escape, a choice), as Popover.Trigger would.
 */
export default function PopoverPanel({
  id,
  anchorRef,
  onClose,
  children,
  ...content
}: PopoverPanelProps) {
  const interactedOutside = useRef(false);
  return (
    <Popover.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          {...content}
          id={id}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) anchorRef.current?.focus();
          }}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
