import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  type ComponentType,
  type LazyExoticComponent,
} from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { getSessionState, useSessionState } from "../../lib/session-state.ts";
import { buttonClass } from "../../ui/button-styles.ts";
import {
  closeUrlModal,
  getModal,
  MODAL_REGISTRY,
  modalZIndex,
  readUrlModals,
  resolveModalRequest,
  type ModalBodyProps,
  type ModalName,
} from "./modal-registry.ts";
import { HydrationGate } from "./hydration-gate.tsx";
import { useModalAccessState, useSignInRedirectPath, useUrlModal } from "./use-url-modal.ts";

/** One lazy component per modal that has a body; code loads when the modal first opens. */
const lazyBodies: ReadonlyMap<
  ModalName,
  LazyExoticComponent<ComponentType<ModalBodyProps>>
> = new Map(
  [...MODAL_REGISTRY.values()].flatMap((definition) =>
    definition.body ? [[definition.name, lazy(definition.body)] as const] : [],
  ),
);

/**
 * Renders the URL modals named in the address (also during SSR, so a shared link shows the
 * dialog in the first HTML) and enforces the access rules: a guest asking for a player-only
 * modal is sent to sign in; a modal the rules refuse is removed from the address.
 */
export function UrlModalHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const access = useModalAccessState();
  const { restoring } = useSessionState();
  const signInPath = useSignInRedirectPath();

  const requested = readUrlModals(location.search).map((modal) => ({
    ...modal,
    result: resolveModalRequest(modal.name, modal.value, access),
  }));
  const visible = requested.flatMap((modal) =>
    modal.result.action === "open" ? [{ name: modal.name, value: modal.result.value }] : [],
  );

  const needsSignIn = requested.some((modal) => modal.result.action === "redirect");
  // The address without the modals the rules refuse (a guest-only modal for a player…).
  const allowedSearch = requested
    .filter((modal) => modal.result.action === "ignore")
    .reduce((search, modal) => closeUrlModal(search, modal.name), location.search);

  useEffect(() => {
    // Hydration renders the server's guest picture; the live store knows a restore is under way.
    if (restoring || getSessionState().restoring) return;
    if (needsSignIn) {
      void navigate(signInPath, { replace: true });
      return;
    }
    if (allowedSearch === location.search) return;
    void navigate(
      { pathname: location.pathname, search: allowedSearch, hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [
    restoring,
    needsSignIn,
    allowedSearch,
    signInPath,
    navigate,
    location.pathname,
    location.search,
    location.hash,
  ]);

  if (needsSignIn) return null;
  return (
    <>
      {visible.map((modal, index) => (
        <UrlModalDialog key={modal.name} name={modal.name} value={modal.value} index={index} />
      ))}
    </>
  );
}

function UrlModalDialog({ name, value, index }: { name: ModalName; value: string; index: number }) {
  const { t } = useTranslation("modals");
  const { close } = useUrlModal();
  const definition = getModal(name);
  const Body = lazyBodies.get(name);
  const zIndex = modalZIndex(index);
  const onClose = () => close(name);
  // Radix links the title only after mounting; naming it here labels the server HTML too.
  const titleId = useId();

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Overlay
        className="fixed inset-0 bg-black/60 backdrop-blur-[2px]"
        style={{ zIndex }}
        data-modal-overlay={name}
      />
      <Dialog.Content
        className="fixed top-1/2 left-1/2 flex max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl border border-line bg-surface p-6 text-text shadow-2xl outline-none"
        style={{ zIndex: zIndex + 1 }}
        aria-labelledby={titleId}
        data-modal={name}
        data-modal-value={value}
      >
        <div className="flex items-start justify-between gap-4">
          <Dialog.Title id={titleId} className="text-xl font-bold">
            {t(`${name}.title`, { defaultValue: definition.title })}
          </Dialog.Title>
          <Dialog.Close
            className={buttonClass("ghost", "icon", "-m-2")}
            aria-label={t("common.close", { defaultValue: "Close" })}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </div>
        <Dialog.Description className="text-sm text-muted">
          {t(`${name}.summary`, { defaultValue: definition.summary })}
        </Dialog.Description>
        {Body ? (
          <Suspense fallback={null}>
            <HydrationGate>
              {/* eslint-disable-next-line react-hooks/static-components -- created once, at module load */}
              <Body name={name} value={value} close={onClose} />
            </HydrationGate>
          </Suspense>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
