/**
 * Lets components read values kept in localStorage through useSyncExternalStore: changes in
 * this tab (after `notifyLocalStorageChange`) and in other tabs (the storage event) re-render
 * readers, while server rendering and hydration use the server snapshot.
 */
const listeners = new Set<() => void>();

export function subscribeLocalStorage(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function notifyLocalStorageChange(): void {
  for (const listener of listeners) listener();
}

/** Reads localStorage, or undefined where it is unavailable (private mode, server). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
