import type { ComponentType } from "react";
import { gameIdentityValue, gameLimitValue, type ModalValueRule } from "./modal-values.ts";

/**
 * The one registry of URL modals (SPEC §2, access rules of SPEC §6). A modal is open while
 * its query key is in the address (`?sign-in=true`, `?wallet=deposit`); everything here is
 * pure data and rules, testable without a browser. It imports no body: the features hand their
 * bodies to app/modal-bodies.ts (docs/decisions/009).
 */

export type { ModalValueRule };

/**
 * Every modal name of SPEC §2, verbatim and in SPEC order: 56 names (the foundation issue
 * says 55; the SPEC list has both tg-news and telegram-news).
 */
export const MODAL_NAMES = [
  "add-limit",
  "affiliate-program",
  "avatars",
  "balance",
  "bonus-cancel-lock",
  "bonus-condition",
  "bonus-details",
  "cancel-deposit",
  "categories",
  "change-pass",
  "confirm-bonus",
  "confirm-bonus-unsettled",
  "confirm-delete-limit",
  "confirm-email",
  "confirm-limit-update",
  "confirm-session-logout",
  "confirm",
  "cookie-request",
  "currencies",
  "demo-game",
  "demo-unavailable",
  "deposit-error",
  "deposit-redirect",
  "deposit-status",
  "edit-limit",
  "email-verify",
  "fiat",
  "forgot-pass",
  "game-limit-reached",
  "games-filter",
  "geo-popup",
  "get-code",
  "global-search",
  "max-bets",
  "mobile-game",
  "package-bonus",
  "phone",
  "providers",
  "quest-rewards",
  "quest-task-games",
  "quest-tasks",
  "quests-hub",
  "referral-transfer",
  "reset-email-send",
  "reset-pass",
  "restricted-bets",
  "sign-in",
  "sign-up",
  "success",
  "tg-news",
  "telegram-news",
  "turn-over-wager",
  "wallet-bonus-info",
  "wallet-choose-region",
  "wallet-telegram-app",
  "wallet",
] as const;

export type ModalName = (typeof MODAL_NAMES)[number];

/** Who may open a modal: visitors only, signed-in players only, or anyone. */
export type ModalAccess = "guest" | "player" | "any";

/** What the access rules look at. */
export interface ModalAccessState {
  isLoggedIn: boolean;
  profileConfirmed: boolean;
  isTelegram: boolean;
  /** Password-based authorization (sign-in by e-mail, password reset) is offered. */
  authorizationEnabled: boolean;
}

/** Named conditions of SPEC §6 a modal may additionally require. */
export const MODAL_CONDITIONS = {
  /** The player's profile is confirmed. */
  profileConfirmed: (state: ModalAccessState) => state.profileConfirmed,
  /** Password-based authorization flows are available. */
  authorization: (state: ModalAccessState) => state.authorizationEnabled,
} as const satisfies Record<string, (state: ModalAccessState) => boolean>;

export type ModalCondition = keyof typeof MODAL_CONDITIONS;

export const FLAG_VALUE = "true";

/** What a modal body receives from the host. */
export interface ModalBodyProps {
  name: ModalName;
  value: string;
  close: () => void;
}

/** Lazily loaded body: each body is its own chunk, loaded when its modal first opens. */
export type ModalBodyLoader = () => Promise<{ default: ComponentType<ModalBodyProps> }>;

/** The bodies a feature hands to app/modal-bodies.ts, by modal name. */
export type ModalBodies = Partial<Record<ModalName, ModalBodyLoader>>;

export interface ModalDefinition {
  name: ModalName;
  access: ModalAccess;
  conditions: readonly ModalCondition[];
  value: ModalValueRule;
}

type Entry = Omit<ModalDefinition, "name" | "access" | "conditions" | "value"> &
  Partial<Pick<ModalDefinition, "access" | "conditions" | "value">>;

const FLAG: ModalValueRule = { kind: "flag" };
/** A limit id: the value of the responsible-gaming dialogs that edit or delete one. */
const LIMIT_ID_VALUE = /^[0-9a-f-]{36}$/;
/** A limit id, a period and an amount: `<id>~<period>~<amount>`. */
const LIMIT_UPDATE_VALUE = /^[0-9a-f-]{36}~(daily|weekly|monthly)~\d{1,30}(\.\d{1,18})?$/;

/** A quest's or a quest task's id. */
const UUID_VALUE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Codes of e-mailed links and session ids: URL-safe tokens, never markup. */
const TOKEN_VALUE = /^[A-Za-z0-9_-]{1,200}$/;
/** A bonus, free-spin package or offer id; "none" when the address holds something else. */
const BONUS_ID_VALUE: ModalValueRule = {
  kind: "text",
  pattern: /^[A-Za-z0-9_-]{1,100}$/,
  fallback: "none",
};

const entries: Record<ModalName, Entry> = {
  "add-limit": {
    value: {
      kind: "choice",
      options: ["deposit", "bet", "loss", "coolingOff", "selfExclusion"],
      fallback: "deposit",
    },
  },
  "affiliate-program": {},
  avatars: {
    access: "player",
  },
  balance: {},
  "bonus-cancel-lock": { value: BONUS_ID_VALUE },
  "bonus-condition": { value: BONUS_ID_VALUE },
  "bonus-details": { value: BONUS_ID_VALUE },
  "cancel-deposit": {
    // The invoice to cancel.
    value: { kind: "text", pattern: TOKEN_VALUE, fallback: "none" },
  },
  categories: {},
  "change-pass": {
    access: "player",
  },
  "confirm-bonus": { value: BONUS_ID_VALUE },
  "confirm-bonus-unsettled": { value: BONUS_ID_VALUE },
  "confirm-delete-limit": {
    value: { kind: "text", pattern: LIMIT_ID_VALUE, fallback: "none" },
  },
  "confirm-email": {
    access: "player",
    conditions: ["authorization"],
  },
  "confirm-limit-update": {
    value: { kind: "text", pattern: LIMIT_UPDATE_VALUE, fallback: "none" },
  },
  "confirm-session-logout": {
    access: "player",
    value: { kind: "text", pattern: TOKEN_VALUE, fallback: "other" },
  },
  confirm: {
    access: "player",
    conditions: ["profileConfirmed"],
  },
  "cookie-request": {},
  currencies: {},
  "demo-game": {
    value: gameIdentityValue,
  },
  "demo-unavailable": {
    value: gameIdentityValue,
  },
  "deposit-error": {
    access: "player",
  },
  "deposit-redirect": {},
  "deposit-status": {
    value: { kind: "choice", options: ["pending", "success"], fallback: "pending" },
  },
  "edit-limit": {
    value: { kind: "text", pattern: LIMIT_ID_VALUE, fallback: "none" },
  },
  "email-verify": {
    value: { kind: "choice", options: ["verified", "error"], fallback: "verified" },
  },
  fiat: {
    access: "player",
  },
  "forgot-pass": {
    access: "guest",
    conditions: ["authorization"],
  },
  "game-limit-reached": {
    value: gameLimitValue,
  },
  "games-filter": {},
  "geo-popup": {},
  "get-code": {},
  "global-search": {},
  "max-bets": {
    value: gameIdentityValue,
  },
  "mobile-game": {
    value: gameIdentityValue,
  },
  "package-bonus": {},
  phone: {
    access: "player",
  },
  providers: {},
  "quest-rewards": {
    // The player's quest.
    value: { kind: "text", pattern: UUID_VALUE, fallback: "none" },
  },
  "quest-task-games": {
    // The quest task.
    value: { kind: "text", pattern: UUID_VALUE, fallback: "none" },
  },
  "quest-tasks": {
    value: { kind: "text", pattern: UUID_VALUE, fallback: "none" },
  },
  "quests-hub": {},
  "referral-transfer": {
    access: "player",
  },
  "reset-email-send": {
    access: "guest",
    conditions: ["authorization"],
  },
  "reset-pass": {
    access: "guest",
    conditions: ["authorization"],
    value: { kind: "text", pattern: TOKEN_VALUE, fallback: "true" },
  },
  "restricted-bets": {
    value: gameIdentityValue,
  },
  "sign-in": {
    access: "guest",
  },
  "sign-up": {
    access: "guest",
  },
  success: {
    // What went through: a plain confirmation, or a bonus that was activated.
    value: { kind: "choice", options: ["true", "bonus-activated"], fallback: "true" },
  },
  "tg-news": {},
  "telegram-news": {},
  "turn-over-wager": {},
  "wallet-bonus-info": {},
  "wallet-choose-region": {},
  "wallet-telegram-app": {
    access: "player",
  },
  wallet: {
    access: "player",
    value: { kind: "choice", options: ["deposit", "withdraw"], fallback: "deposit" },
  },
};

/** Every modal, keyed by its query key. */
export const MODAL_REGISTRY: ReadonlyMap<ModalName, ModalDefinition> = new Map(
  MODAL_NAMES.map((name) => {
    const entry = entries[name];
    return [
      name,
      {
        ...entry,
        name,
        access: entry.access ?? "any",
        conditions: entry.conditions ?? [],
        value: entry.value ?? FLAG,
      },
    ];
  }),
);

const modalNameSet: ReadonlySet<string> = new Set(MODAL_NAMES);

export function isModalName(key: string): key is ModalName {
  return modalNameSet.has(key);
}

export function getModal(name: ModalName): ModalDefinition {
  const definition = MODAL_REGISTRY.get(name);
  if (!definition) throw new Error(`Unknown modal: ${name}`);
  return definition;
}

/** Applies the value rule: wallet takes deposit|withdraw (else deposit), switches are "true". */
export function normalizeModalValue(name: ModalName, value: string | null | undefined): string {
  const rule = getModal(name).value;
  if (rule.kind === "flag") return FLAG_VALUE;
  if (value === null || value === undefined) return rule.fallback;
  if (rule.kind === "text") return rule.pattern.test(value) ? value : rule.fallback;
  return rule.options.includes(value) ? value : rule.fallback;
}

export const SIGN_IN_REDIRECT = "/?sign-in=true";

export type ModalRequestResult =
  | { action: "open"; value: string }
  | { action: "redirect"; to: typeof SIGN_IN_REDIRECT }
  | { action: "ignore" };

/**
 * Decides what a request to open a modal does: a player-only modal asked for by a guest sends
 * them to sign in; a guest-only modal asked for by a player, an unmet condition or an unknown
 * name is ignored.
 */
export function resolveModalRequest(
  name: string,
  value: string | null | undefined,
  state: ModalAccessState,
): ModalRequestResult {
  if (!isModalName(name)) return { action: "ignore" };
  const definition = getModal(name);
  if (definition.access === "player" && !state.isLoggedIn) {
    return { action: "redirect", to: SIGN_IN_REDIRECT };
  }
  if (definition.access === "guest" && state.isLoggedIn) return { action: "ignore" };
  const unmet = definition.conditions.some((condition) => !MODAL_CONDITIONS[condition](state));
  if (unmet) return { action: "ignore" };
  return { action: "open", value: normalizeModalValue(name, value) };
}

function toSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

export interface UrlModal {
  name: ModalName;
  /** The raw query value; the value rule applies when the modal is resolved. */
  value: string;
}

/** The registered modals present in a query string, in address order, each once. */
export function readUrlModals(search: string): UrlModal[] {
  const modals: UrlModal[] = [];
  const seen = new Set<string>();
  for (const [key, value] of new URLSearchParams(search)) {
    if (!isModalName(key) || seen.has(key)) continue;
    seen.add(key);
    modals.push({ name: key, value });
  }
  return modals;
}

/**
 * The query string with `name` open and every other URL modal closed, other parameters kept.
 * Null when that modal is already open with that value (a duplicate request changes nothing).
 */
export function openUrlModal(search: string, name: ModalName, value?: string): string | null {
  const normalized = normalizeModalValue(name, value);
  const params = new URLSearchParams(search);
  const open = readUrlModals(search);
  if (open.some((modal) => modal.name === name && modal.value === normalized)) return null;
  for (const modal of open) params.delete(modal.name);
  params.set(name, normalized);
  return toSearch(params);
}

/** The query string without `name`, other parameters kept. */
export function closeUrlModal(search: string, name: ModalName): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  return toSearch(params);
}

export const MODAL_Z_INDEX_BASE = 1000;
export const MODAL_Z_INDEX_STEP = 2;

/** Stacking of the modal at `index` among those open: overlay at this value, content one above. */
export function modalZIndex(index: number): number {
  return MODAL_Z_INDEX_BASE + MODAL_Z_INDEX_STEP * index;
}
