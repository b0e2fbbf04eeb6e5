import type { AlertInput } from "../../lib/alerts/alert-queue.ts";

/**
 * What the bonus screens show, as pure functions (SPEC §4 "Bonus and free spin", "Bonus code"):
 * the state of a bonus or free-spin package, the wagering progress, the alert a change raises.
 * Amounts stay decimal strings; progress is computed on scaled bigints, never on floats.
 */

/** SPEC §4: status 1 issued, 2 active, 3 finished. */
export const BonusStatus = { ISSUED: 1, ACTIVE: 2, FINISHED: 3 } as const;
/** SPEC §4: a finished item's result; 1 goes with status 2. */
export const BonusResult = { NONE: 1, PLAYED: 2, CANCELED: 3, EXPIRED: 4, LOST: 5 } as const;
/** SPEC §9: the statuses player lists keep. */
export const ACTIVE_STATUSES = [BonusStatus.ISSUED, BonusStatus.ACTIVE] as const;
/** SPEC §4: list refreshes after realtime changes are debounced this long. */
export const BONUS_REFRESH_DEBOUNCE_MS = 500;
/** SPEC §9: the trigger of a deposit bonus code. */
export const DEPOSIT_CODE_TRIGGER = 3;

export type BonusState = "issued" | "active" | "played" | "canceled" | "expired" | "lost";

/** The one label a bonus or free-spin package is shown with. */
export function bonusState(item: { status: number; result?: number | null }): BonusState {
  if (item.status === BonusStatus.ISSUED) return "issued";
  if (item.status === BonusStatus.ACTIVE) return "active";
  switch (item.result) {
    case BonusResult.CANCELED:
      return "canceled";
    case BonusResult.EXPIRED:
      return "expired";
    case BonusResult.LOST:
      return "lost";
    default:
      return "played";
  }
}

/** Player lists keep statuses 1 and 2 only; a finished item leaves them (SPEC §4). */
export function isListed(item: { status: number }): boolean {
  return item.status === BonusStatus.ISSUED || item.status === BonusStatus.ACTIVE;
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

function scaled(text: string, places: number): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return BigInt(whole + fraction.padEnd(places, "0").slice(0, places));
}

function placesOf(text: string): number {
  const point = text.indexOf(".");
  return point === -1 ? 0 : text.length - point - 1;
}

export interface WagerProgress {
  current: string;
  required: string;
  /** The server's own rounding, used when the amounts can't be read. */
  percentage?: number | string | null;
}

/**
 * Wagering done as a whole percent from 0 to 100 (rounded down, so 100 means really done):
 * exact on the decimal amounts; nothing to wager counts as done.
 */
export function wagerPercent(wager: WagerProgress): number {
  const places = Math.max(placesOf(wager.current), placesOf(wager.required));
  const current = scaled(wager.current, places);
  const required = scaled(wager.required, places);
  if (current === null || required === null) {
    const fallback = Number(wager.percentage ?? 0);
    return Number.isFinite(fallback) ? Math.min(100, Math.max(0, Math.floor(fallback))) : 0;
  }
  if (required === 0n) return 100;
  const percent = (current * 100n) / required;
  return Number(percent > 100n ? 100n : percent);
}

/** What is still to wager: required − current, never below zero, as a decimal string. */
export function wagerRemaining(wager: WagerProgress): string {
  const places = Math.max(placesOf(wager.current), placesOf(wager.required));
  const current = scaled(wager.current, places);
  const required = scaled(wager.required, places);
  if (current === null || required === null) return wager.required;
  const left = required > current ? required - current : 0n;
  if (places === 0) return left.toString();
  const digits = left.toString().padStart(places + 1, "0");
  return `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

type AlertOf = Pick<AlertInput, "type" | "title" | "description">;

const BONUS_ALERTS: Record<BonusState, AlertOf> = {
  issued: {
    type: "success",
    title: "bonus.bonusIssued.title",
    description: "bonus.bonusIssued.description",
  },
  active: {
    type: "success",
    title: "bonus.bonusActivated.title",
    description: "bonus.bonusActivated.description",
  },
  played: {
    type: "success",
    title: "bonus.bonusPlayed.title",
    description: "bonus.bonusPlayed.description",
  },
  canceled: {
    type: "error",
    title: "bonus.bonusCanceled.title",
    description: "bonus.bonusCanceled.description",
  },
  expired: {
    type: "error",
    title: "bonus.bonusExpired.title",
    description: "bonus.bonusExpired.description",
  },
  lost: {
    type: "error",
    title: "bonus.bonusLost.title",
    description: "bonus.bonusLost.description",
  },
};

const FREE_SPIN_ALERTS: Record<Exclude<BonusState, "lost">, AlertOf> = {
  issued: {
    type: "success",
    title: "freeSpin.freeSpinIssued.title",
    description: "freeSpin.freeSpinIssued.description",
  },
  active: {
    type: "success",
    title: "freeSpin.freeSpinActivated.title",
    description: "freeSpin.freeSpinActivated.description",
  },
  played: {
    type: "success",
    title: "freeSpin.freeSpinPlayed.title",
    description: "freeSpin.freeSpinPlayed.description",
  },
  canceled: {
    type: "error",
    title: "freeSpin.freeSpinCanceled.title",
    description: "freeSpin.freeSpinCanceled.description",
  },
  expired: {
    type: "error",
    title: "freeSpin.freeSpinExpired.title",
    description: "freeSpin.freeSpinExpired.description",
  },
};

/**
 * The alert of a bonus that reached `state` (SPEC §4: success for issued, activated, played;
 * error for canceled, expired, lost). `seen` is the state this page last showed for it: the same
 * state twice (a repeated message, a wager-progress update) raises nothing.
 */
export function bonusAlert(
  state: BonusState,
  seen: BonusState | undefined,
  params: { name: string; amount: string; currency: string; sum?: string },
): AlertInput | null {
  if (state === seen) return null;
  const alert = BONUS_ALERTS[state];
  return { ...alert, params: { ...params, sum: params.sum ?? params.amount } };
}

/** The alert of a free-spin package that reached `state` (no "lost" for free spins). */
export function freeSpinAlert(
  state: BonusState,
  seen: BonusState | undefined,
  params: { count: number; game: string; amount?: string; currency: string },
): AlertInput | null {
  if (state === seen || state === "lost") return null;
  return {
    ...FREE_SPIN_ALERTS[state],
    params: { ...params, amount: params.amount ?? "0" },
  };
}

/** SPEC §4 "Bonus code": status 3 is an incorrect code, 4 one not available; both alert. */
export function bonusCodeAlert(status: number): AlertInput | null {
  if (status === 3) {
    return {
      type: "error",
      title: "bonus.bonusCodeIncorrect.title",
      description: "bonus.bonusCodeIncorrect.description",
    };
  }
  if (status === 4) {
    return {
      type: "error",
      title: "bonus.bonusCodeNotAvailable.title",
      description: "bonus.bonusCodeNotAvailable.description",
    };
  }
  return null;
}

/** Codes are letters, digits, dash and underscore; anything else is refused before sending. */
export const BONUS_CODE_PATTERN = /^[A-Za-z0-9_-]{1,50}$/;

export type BonusCodeProblem = "required" | "format";

/** "  welcome100 " → "WELCOME100", or the problem with what was typed. */
export function normalizeBonusCode(text: string): { code: string } | { problem: BonusCodeProblem } {
  const code = text.trim();
  if (code === "") return { problem: "required" };
  if (!BONUS_CODE_PATTERN.test(code)) return { problem: "format" };
  return { code: code.toUpperCase() };
}

/**
 * A function that runs `task` once, `ms` after the last call (SPEC §4: list refreshes are
 * debounced 500 ms), with `cancel` for unmounting. Timers are injectable for tests.
 */
export function createDebounced(
  task: () => void,
  ms: number,
  timers: {
    setTimeout: (callback: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  } = {
    setTimeout: (callback, delay) => globalThis.setTimeout(callback, delay),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
): { call: () => void; cancel: () => void } {
  let handle: unknown;
  return {
    call() {
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = timers.setTimeout(() => {
        handle = undefined;
        task();
      }, ms);
    },
    cancel() {
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
    },
  };
}

/** True for "0", "0.00" and the like (exact on the decimal string). */
export function isZeroDecimal(text: string | null | undefined): boolean {
  return !text || !/[1-9]/.test(text);
}
