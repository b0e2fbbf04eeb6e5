import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A focus-trapping dialog sized for a small iframe: nearly full width on a phone, a column on
 * wider screens, scrolling inside when its content is long.
 */
export function FrameDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("house");
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[min(34rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 overflow-y-auto rounded-2xl border border-line bg-surface p-4 text-text shadow-2xl outline-none sm:p-5"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title id={titleId} className="text-lg font-bold">
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="-m-1 grid size-10 shrink-0 place-items-center rounded-xl text-muted hover:bg-raised hover:text-text"
              aria-label={t("house.close")}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description id={descriptionId} className="text-sm text-muted">
              {description}
            </Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
