/** Compact mode of the side drawer is remembered in local storage (SPEC §2). */
export const DRAWER_COMPACT_STORAGE_KEY = "sevens:drawer-compact";
/** Set on <html> before first paint, so the drawer has its remembered width from the start. */
export const DRAWER_COMPACT_ATTRIBUTE = "data-drawer-compact";

export const drawerBootScript = `(function(){try{if(localStorage.getItem("${DRAWER_COMPACT_STORAGE_KEY}")==="1")document.documentElement.setAttribute("${DRAWER_COMPACT_ATTRIBUTE}","");}catch(e){}})();`;

export function readDrawerCompact(storage: Pick<Storage, "getItem"> | undefined): boolean {
  try {
    return storage?.getItem(DRAWER_COMPACT_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

export function storeDrawerCompact(
  storage: Pick<Storage, "setItem" | "removeItem">,
  compact: boolean,
) {
  try {
    if (compact) storage.setItem(DRAWER_COMPACT_STORAGE_KEY, "1");
    else storage.removeItem(DRAWER_COMPACT_STORAGE_KEY);
  } catch {
    // Storage unavailable: compact mode lasts for this page only.
  }
}

/** The drawer closes when the full path (pathname and query) changes, not on hash-only moves. */
export function fullPath(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}
