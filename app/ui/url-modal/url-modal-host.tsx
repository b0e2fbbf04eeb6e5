import { Suspense, use, useEffect, type ComponentType } from "react";
import { useLocation, useNavigate } from "react-router";
import { getSessionState, useSessionState } from "../../lib/session-state.ts";
import {
  closeUrlModal,
  readUrlModals,
  resolveModalRequest,
  type ModalBodies,
} from "../../lib/modals/modal-registry.ts";
import type { UrlModalDialogProps } from "./url-modal-dialog.tsx";
import { useModalAccessState, useSignInRedirectPath } from "../../lib/modals/use-url-modal.ts";

/** The bodies of the URL modals, by name: app/modal-bodies.ts, fetched when first needed. */
export type ModalBodiesLoader = () => Promise<ModalBodies>;

interface LoadedModals {
  Dialog: ComponentType<UrlModalDialogProps>;
  bodies: ModalBodies;
}

const importDialog = () => import("./url-modal-dialog.tsx");
/**
 * The dialog frame (Radix) and the map of bodies load together with the first URL modal a page
 * shows (each body loads when its modal opens): a page without one carries none of them.
 */
const loading = new WeakMap<ModalBodiesLoader, Promise<LoadedModals>>();
/**
 * What was loaded before the page rendered or hydrated (preloadUrlModalDialog), and only that: a
 * dialog takes one branch below for its whole life, since switching from the Suspense boundary
 * to the plain one would mount its body afresh and lose what the visitor typed.
 */
const preloaded = new WeakMap<ModalBodiesLoader, LoadedModals>();

function loadModals(loadBodies: ModalBodiesLoader): Promise<LoadedModals> {
  let pending = loading.get(loadBodies);
  if (!pending) {
    pending = Promise.all([importDialog(), loadBodies()]).then(([dialog, bodies]) => ({
      Dialog: dialog.default,
      bodies,
    }));
    // A load that failed (a lost connection) is tried again by the next render that needs it.
    pending.catch(() => loading.delete(loadBodies));
    loading.set(loadBodies, pending);
  }
  return pending;
}

/**
 * Loads the dialog frame and the bodies when the address names a modal, before the server
 * renders the page (entry.server) and before the browser hydrates it (entry.client): the dialog
 * is then part of the shell and hydrates with the page, as interactive as it, instead of a
 * moment later.
 */
export async function preloadUrlModalDialog(
  search: string,
  loadBodies: ModalBodiesLoader,
): Promise<void> {
  if (readUrlModals(search).length === 0) return;
  preloaded.set(loadBodies, await loadModals(loadBodies));
}
/**
 * Renders the URL modals named in the address (also during SSR, so a shared link shows the
 * dialog in the first HTML) and enforces the access rules: a guest asking for a player-only
 * modal is sent to sign in; a modal the rules refuse is removed from the address. The bodies
 * come from above (app/modal-bodies.ts): ui/ knows no feature.
 */
export function UrlModalHost({ loadBodies }: { loadBodies: ModalBodiesLoader }) {
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
        <UrlModalDialog
          key={modal.name}
          name={modal.name}
          value={modal.value}
          index={index}
          loadBodies={loadBodies}
        />
      ))}
    </>
  );
}

type UrlModalRequest = Omit<UrlModalDialogProps, "body"> & { loadBodies: ModalBodiesLoader };

/**
 * A preloaded dialog renders as part of the page (a Suspense boundary would hydrate after the
 * page, leaving the dialog dead for a moment); one opened later loads behind its own boundary.
 */
function UrlModalDialog({ loadBodies, ...props }: UrlModalRequest) {
  const modals = preloaded.get(loadBodies);
  if (modals) return <modals.Dialog {...props} body={modals.bodies[props.name]} />;
  return (
    <Suspense fallback={null}>
      <LoadingUrlModalDialog loadBodies={loadBodies} {...props} />
    </Suspense>
  );
}

function LoadingUrlModalDialog({ loadBodies, ...props }: UrlModalRequest) {
  const { Dialog, bodies } = use(loadModals(loadBodies));
  return <Dialog {...props} body={bodies[props.name]} />;
}
