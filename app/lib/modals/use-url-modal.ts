import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useMemo,
  type ReactNode,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { useSessionState } from "../session-state.ts";
import { useLocalizedPath } from "../use-localized-path.ts";
import {
  closeUrlModal,
  openUrlModal,
  resolveModalRequest,
  type ModalAccessState,
  type ModalName,
} from "./modal-registry.ts";

interface ModalAccessSettings {
  authorizationEnabled: boolean;
}

const ModalAccessContext = createContext<ModalAccessSettings>({ authorizationEnabled: true });

/** Site-wide switches the modal access rules depend on (password authorization on by default). */
export function ModalAccessProvider({
  authorizationEnabled,
  children,
}: ModalAccessSettings & { children: ReactNode }) {
  const value = useMemo(() => ({ authorizationEnabled }), [authorizationEnabled]);
  return createElement(ModalAccessContext.Provider, { value }, children);
}

/** The access state of the modal rules, from the session store and the site switches. */
export function useModalAccessState(): ModalAccessState {
  const session = useSessionState();
  const { authorizationEnabled } = useContext(ModalAccessContext);
  return useMemo(
    () => ({
      isLoggedIn: session.status === "player",
      profileConfirmed: session.profileConfirmed,
      isTelegram: session.isTelegram,
      authorizationEnabled,
    }),
    [session.status, session.profileConfirmed, session.isTelegram, authorizationEnabled],
  );
}

/** The localized address a guest is sent to when a modal needs a signed-in player. */
export function useSignInRedirectPath(): string {
  return `${useLocalizedPath()("/")}?sign-in=true`;
}

/** Marks a history entry created by opening a modal, so closing it can step back instead. */
interface UrlModalHistoryState {
  urlModal: ModalName;
  searchBefore: string;
}

function isUrlModalHistoryState(state: unknown): state is UrlModalHistoryState {
  return (
    typeof state === "object" &&
    state !== null &&
    "urlModal" in state &&
    "searchBefore" in state &&
    typeof state.searchBefore === "string"
  );
}

export interface UrlModalControls {
  /** Opens a modal (closing the other URL modals) if the access rules allow it. */
  open: (name: ModalName, value?: string) => void;
  close: (name: ModalName) => void;
  /** A link target that opens the modal, for real anchors that work before hydration. */
  hrefFor: (name: ModalName, value?: string) => string;
}

export function useUrlModal(): UrlModalControls {
  const navigate = useNavigate();
  const location = useLocation();
  const access = useModalAccessState();
  const signInPath = useSignInRedirectPath();

  const open = useCallback(
    (name: ModalName, value?: string) => {
      const result = resolveModalRequest(name, value, access);
      if (result.action === "ignore") return;
      if (result.action === "redirect") {
        void navigate(signInPath);
        return;
      }
      const search = openUrlModal(location.search, name, result.value);
      if (search === null) return;
      const state: UrlModalHistoryState = { urlModal: name, searchBefore: location.search };
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: false, state, preventScrollReset: true },
      );
    },
    [access, location.hash, location.pathname, location.search, navigate, signInPath],
  );

  const close = useCallback(
    (name: ModalName) => {
      const search = closeUrlModal(location.search, name);
      if (search === location.search) return;
      const state: unknown = location.state;
      // Closing what we just opened steps back, so Back after closing leaves the page.
      if (
        isUrlModalHistoryState(state) &&
        state.urlModal === name &&
        state.searchBefore === search &&
        location.key !== "default"
      ) {
        void navigate(-1);
        return;
      }
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [location, navigate],
  );

  const hrefFor = useCallback(
    (name: ModalName, value?: string) => {
      const search = openUrlModal(location.search, name, value) ?? location.search;
      return `${location.pathname}${search}${location.hash}`;
    },
    [location.hash, location.pathname, location.search],
  );

  return useMemo(() => ({ open, close, hrefFor }), [open, close, hrefFor]);
}
