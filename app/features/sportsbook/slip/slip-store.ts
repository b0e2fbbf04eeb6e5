import { useSyncExternalStore } from "react";
import {
  browserStorage,
  notifyLocalStorageChange,
  subscribeLocalStorage,
} from "../../../lib/local-storage-store.ts";
import {
  EMPTY_SLIP,
  readSlip,
  slipReducer,
  type SlipAction,
  type SlipState,
} from "./slip-state.ts";

/**
 * The bet slip of this browser: kept in local storage so it survives a reload and follows the
 * player between tabs; the server renders an empty slip.
 */

export const SLIP_STORAGE_KEY = "sevens:bet-slip";

let cachedRaw: string | null | undefined;
let cachedState: SlipState = EMPTY_SLIP;
/** Where storage is refused, the slip lives in memory for the page. */
let memory: SlipState | null = null;

function readRaw(): string | null {
  try {
    return browserStorage()?.getItem(SLIP_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function getSlip(): SlipState {
  if (memory) return memory;
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedState = readSlip(raw);
  }
  return cachedState;
}

export function dispatchSlip(action: SlipAction): void {
  const next = slipReducer(getSlip(), action);
  if (next === getSlip()) return;
  try {
    const storage = browserStorage();
    if (!storage) throw new Error("no storage");
    storage.setItem(SLIP_STORAGE_KEY, JSON.stringify(next));
    memory = null;
  } catch {
    memory = next;
  }
  notifyLocalStorageChange();
}

export function useSlip(): SlipState {
  return useSyncExternalStore(subscribeLocalStorage, getSlip, () => EMPTY_SLIP);
}
