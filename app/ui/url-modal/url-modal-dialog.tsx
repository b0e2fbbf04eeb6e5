import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { lazy, Suspense, useId, useRef, type ComponentType, type LazyExoticComponent } from "react";
import { useFocusFirstField } from "./focus-first-field.ts";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../button-styles.ts";
import {
  modalZIndex,
  type ModalBodyLoader,
  type ModalBodyProps,
  type ModalName,
} from "../../lib/modals/modal-registry.ts";
import { HydrationGate } from "./hydration-gate.tsx";
import { useUrlModal } from "../../lib/modals/use-url-modal.ts";

/** One lazy component per body loader, made once; the code loads when the modal first opens. */
const lazyBodies = new Map<ModalBodyLoader, LazyExoticComponent<ComponentType<ModalBodyProps>>>();

function lazyBody(load: ModalBodyLoader): LazyExoticComponent<ComponentType<ModalBodyProps>> {
  let body = lazyBodies.get(load);
  if (!body) {
    body = lazy(load);
    lazyBodies.set(load, body);
  }
  return body;
}

export interface UrlModalDialogProps {
  name: ModalName;
  value: string;
  index: number;
  /** The modal's body, if it has one (handed in by app/modal-bodies.ts). */
  body?: ModalBodyLoader;
}

/** One open URL modal: the dialog frame (Radix), its title and summary, and its lazy body. */
export default function UrlModalDialog({ name, value, index, body }: UrlModalDialogProps) {
  const { t } = useTranslation("modals");
  const { close } = useUrlModal();
  const Body = body ? lazyBody(body) : undefined;
  const zIndex = modalZIndex(index);
  const onClose = () => close(name);
  // Radix links the title only after mounting; naming it here labels the server HTML too.
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useFocusFirstField(contentRef, closeRef);

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Overlay
        className="fixed inset-0 bg-black/60 backdrop-blur-[2px]"
        style={{ zIndex }}
        data-modal-overlay={name}
      />
      <Dialog.Content
        ref={contentRef}
        className="fixed top-1/2 left-1/2 flex max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl border border-line bg-surface p-6 text-text shadow-2xl outline-none"
        style={{ zIndex: zIndex + 1 }}
        aria-labelledby={titleId}
        data-modal={name}
        data-modal-value={value}
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title id={titleId} className="text-xl font-bold">
            {t(`${name}.title`)}
          </Dialog.Title>
          <Dialog.Close
            ref={closeRef}
            className={buttonClass("ghost", "icon", "-m-2")}
            aria-label={t("common.close")}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="text-sm text-muted">
          {t(`${name}.summary`)}
        </Dialog.Description>
        {Body ? (
          <Suspense fallback={null}>
            <HydrationGate>
              {/* eslint-disable-next-line react-hooks/static-components -- one per loader, cached for the life of the page */}
              <Body name={name} value={value} close={onClose} />
            </HydrationGate>
          </Suspense>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
