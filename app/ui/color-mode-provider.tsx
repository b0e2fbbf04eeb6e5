import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useMatches } from "react-router";
import {
  browserStorage,
  notifyLocalStorageChange,
  subscribeLocalStorage,
} from "../lib/local-storage-store.ts";
import {
  SYSTEM_DARK_QUERY,
  applyColorMode,
  isColorMode,
  readStoredColorMode,
  resolveColorMode,
  storeColorMode,
  type ColorMode,
} from "../lib/color-mode.ts";

interface ColorModeState {
  /** What the player chose (system until read from storage after hydration). */
  preference: ColorMode;
  /** A mode the current page forces through its route handle, if any. */
  forced: ColorMode | undefined;
  setPreference(mode: ColorMode): void;
}

const ColorModeContext = createContext<ColorModeState | null>(null);

/** The colour mode a matched route forces with `handle = { colorMode: "dark" }`. */
export function useForcedColorMode(): ColorMode | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (
      handle &&
      typeof handle === "object" &&
      "colorMode" in handle &&
      isColorMode(handle.colorMode)
    ) {
      return handle.colorMode;
    }
  }
  return undefined;
}

/**
 * Keeps <html> in the chosen theme after the boot script: applies changes at once, follows
 * the system in system mode, and honours a mode forced by the page.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const forced = useForcedColorMode();
  const preference = useSyncExternalStore(
    subscribeLocalStorage,
    () => readStoredColorMode(browserStorage()),
    () => "system" as const,
  );

  useEffect(() => {
    // Read the stored choice here rather than the rendered one: during hydration the
    // rendered value is the server's "system", and applying it would undo the boot script.
    const stored = readStoredColorMode(browserStorage());
    const query = window.matchMedia(SYSTEM_DARK_QUERY);
    const apply = () =>
      applyColorMode(document.documentElement, resolveColorMode(stored, query.matches, forced));
    apply();
    if ((forced ?? stored) !== "system") return undefined;
    query.addEventListener("change", apply);
    return () => query.removeEventListener("change", apply);
  }, [preference, forced]);

  const setPreference = useCallback((mode: ColorMode) => {
    const storage = browserStorage();
    if (storage) storeColorMode(storage, mode);
    notifyLocalStorageChange();
  }, []);

  const value = useMemo(
    () => ({ preference, forced, setPreference }),
    [preference, forced, setPreference],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext);
  if (!state) throw new Error("useColorMode needs a ColorModeProvider above it");
  return state;
}
