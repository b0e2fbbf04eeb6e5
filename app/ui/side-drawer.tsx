import { Menu, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import {
  DRAWER_COMPACT_ATTRIBUTE,
  fullPath,
  readDrawerCompact,
  storeDrawerCompact,
} from "./drawer-state.ts";
import {
  browserStorage,
  notifyLocalStorageChange,
  subscribeLocalStorage,
} from "../lib/local-storage-store.ts";
import { DrawerNav } from "./drawer-nav.tsx";
import { useIsMobile } from "./use-is-mobile.ts";

interface DrawerState {
  compact: boolean;
  toggleCompact(): void;
  sheetOpen: boolean;
  openSheet(): void;
  menuButton: RefObject<HTMLButtonElement | null>;
}

/** The sheet (a Radix dialog) loads when the menu button is first pressed. */
const DrawerSheet = lazy(() => import("./drawer-sheet.tsx"));

const DrawerContext = createContext<DrawerState | null>(null);

function useDrawer(): DrawerState {
  const state = useContext(DrawerContext);
  if (!state) throw new Error("useDrawer needs a DrawerProvider above it");
  return state;
}

/**
 * Owns the drawer: the off-canvas sheet on mobile (a dialog: focus moves in, Escape and the
 * close button leave, focus returns to the menu button) and compact mode of the side rail.
 * The sheet closes whenever the full path (pathname and query) changes.
 */
export function DrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const path = fullPath(location);
  const [trackedPath, setTrackedPath] = useState(path);
  const isMobile = useIsMobile();
  const compact = useSyncExternalStore(
    subscribeLocalStorage,
    () => readDrawerCompact(browserStorage()),
    () => false,
  );

  // A changed full path closes the sheet (adjusting state while rendering, not in an effect).
  if (trackedPath !== path) {
    setTrackedPath(path);
    if (open) setOpen(false);
  }

  const toggleCompact = useCallback(() => {
    const next = !readDrawerCompact(browserStorage());
    const storage = browserStorage();
    if (storage) storeDrawerCompact(storage, next);
    document.documentElement.toggleAttribute(DRAWER_COMPACT_ATTRIBUTE, next);
    notifyLocalStorageChange();
  }, []);

  const menuButton = useRef<HTMLButtonElement>(null);
  const [sheetWanted, setSheetWanted] = useState(false);
  const openSheet = useCallback(() => {
    setSheetWanted(true);
    setOpen(true);
  }, []);
  const sheetOpen = open && isMobile;
  const value = useMemo(
    () => ({ compact, toggleCompact, sheetOpen, openSheet, menuButton }),
    [compact, toggleCompact, sheetOpen, openSheet],
  );
  return (
    <DrawerContext.Provider value={value}>
      {children}
      {sheetWanted ? (
        <Suspense fallback={null}>
          <DrawerSheet open={sheetOpen} onOpenChange={setOpen} returnFocus={menuButton} />
        </Suspense>
      ) : null}
    </DrawerContext.Provider>
  );
}

/** The header's menu button; opens the drawer sheet on mobile. */
export function DrawerMenuButton() {
  const { t } = useTranslation("layout");
  const { sheetOpen, openSheet, menuButton } = useDrawer();
  return (
    <button
      ref={menuButton}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={sheetOpen}
      onClick={openSheet}
      aria-label={t("header.menuOpen")}
      className="grid size-10 place-items-center rounded-xl text-text hover:bg-raised sm:hidden"
    >
      <Menu aria-hidden="true" className="size-5" />
    </button>
  );
}

/** The persistent side rail from 528 px up: icons only when compact (and always below 1024 px). */
export function SideDrawer() {
  const { t } = useTranslation("layout");
  const { compact, toggleCompact } = useDrawer();
  const ToggleIcon = compact ? PanelLeftOpen : PanelLeftClose;
  return (
    <div className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-[4.75rem] shrink-0 flex-col border-e border-line bg-surface/50 sm:flex lg:w-64 lg:compact:w-[4.75rem]">
      <div className="flex-1 overflow-y-auto px-3 py-4">
        <DrawerNav variant="rail" />
      </div>
      <div className="hidden border-t border-line p-3 lg:block">
        <button
          type="button"
          onClick={toggleCompact}
          aria-pressed={compact}
          title={t("drawer.compactToggle")}
          className="flex h-10 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium text-muted hover:bg-raised hover:text-text compact:justify-center compact:px-0"
        >
          <ToggleIcon aria-hidden="true" className="size-5 shrink-0 rtl:-scale-x-100" />
          <span className="compact:sr-only">{t("drawer.compactToggle")}</span>
        </button>
      </div>
    </div>
  );
}
