export type ColorMode = "system" | "light" | "dark";
export type ResolvedColorMode = "light" | "dark";
export const COLOR_MODES: readonly ColorMode[] = ["system", "light", "dark"];
export const COLOR_MODE_STORAGE_KEY = "sevens:color-mode";
export const SYSTEM_DARK_QUERY = "(prefers-color-scheme: dark)";

/**
 * Runs inline in <head> before first paint so the page never flashes the wrong theme.
 * A page may force a mode through data-forced-color-mode on <html>.
 */
export const colorModeBootScript = `(function(){try{var h=document.documentElement;var m=h.getAttribute("data-forced-color-mode")||localStorage.getItem("${COLOR_MODE_STORAGE_KEY}")||"system";var d=m==="dark"||(m==="system"&&window.matchMedia("${SYSTEM_DARK_QUERY}").matches);h.classList.toggle("dark",d);h.style.colorScheme=d?"dark":"light";}catch(e){}})();`;

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === "string" && (COLOR_MODES as readonly string[]).includes(value);
}

/** The theme actually shown: a forced page mode wins, then the preference, then the system. */
export function resolveColorMode(
  preference: ColorMode,
  systemPrefersDark: boolean,
  forced?: ColorMode,
): ResolvedColorMode {
  const mode = forced ?? preference;
  if (mode === "system") return systemPrefersDark ? "dark" : "light";
  return mode;
}

export function readStoredColorMode(storage: Pick<Storage, "getItem"> | undefined): ColorMode {
  try {
    const value = storage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(value) ? value : "system";
  } catch {
    return "system";
  }
}

export function storeColorMode(storage: Pick<Storage, "setItem" | "removeItem">, mode: ColorMode) {
  try {
    if (mode === "system") storage.removeItem(COLOR_MODE_STORAGE_KEY);
    else storage.setItem(COLOR_MODE_STORAGE_KEY, mode);
  } catch {
    // Private mode or full storage: the choice lasts for this page only.
  }
}

/** Puts the resolved theme on <html>: the `dark` class and the matching color-scheme. */
export function applyColorMode(root: HTMLElement, mode: ResolvedColorMode) {
  root.classList.toggle("dark", mode === "dark");
  root.style.colorScheme = mode;
}
