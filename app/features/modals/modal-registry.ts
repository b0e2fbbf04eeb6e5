import type { ComponentType } from "react";
import { gameIdentityValue, gameLimitValue } from "../game/play/modals/game-modal-values.ts";

/**
 * The one registry of URL modals (SPEC §2, access rules of SPEC §6). A modal is open while
 * its query key is in the address (`?sign-in=true`, `?wallet=deposit`); everything here is
 * pure so the rules are testable without a browser.
 */

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

/** How the query value of a modal is read. */
export type ModalValueRule =
  /** The key is a switch: its value is always "true". */
  | { kind: "flag" }
  /** One of a fixed set of values; anything else becomes the fallback. */
  | { kind: "choice"; options: readonly string[]; fallback: string }
  /** A free value matching `pattern` (a code from a link, a session id); else the fallback. */
  | { kind: "text"; pattern: RegExp; fallback: string };

export const FLAG_VALUE = "true";

/** What a modal body receives from the host. */
export interface ModalBodyProps {
  name: ModalName;
  value: string;
  close: () => void;
}

/** Lazily loaded body; bodies arrive with the issues that own each modal. */
export type ModalBodyLoader = () => Promise<{ default: ComponentType<ModalBodyProps> }>;

export interface ModalDefinition {
  name: ModalName;
  access: ModalAccess;
  conditions: readonly ModalCondition[];
  value: ModalValueRule;
  /** English title; the content key is `modals:<name>.title`. */
  title: string;
  /** English line saying what the modal is for; the content key is `modals:<name>.summary`. */
  summary: string;
  body?: ModalBodyLoader;
}

type Entry = Omit<ModalDefinition, "name" | "access" | "conditions" | "value"> &
  Partial<Pick<ModalDefinition, "access" | "conditions" | "value">>;

const FLAG: ModalValueRule = { kind: "flag" };
// Identity dialogs live with the player feature; the registry only points at them.
const signInBody: ModalBodyLoader = () => import("../player/modals/sign-in-body.tsx");
const signUpBody: ModalBodyLoader = () => import("../player/modals/sign-up-body.tsx");
const successBody: ModalBodyLoader = () => import("../player/modals/success-body.tsx");
const forgotPassBody: ModalBodyLoader = () => import("../player/modals/forgot-pass-body.tsx");
const resetEmailSendBody: ModalBodyLoader = () =>
  import("../player/modals/reset-email-send-body.tsx");
const resetPassBody: ModalBodyLoader = () => import("../player/modals/reset-pass-body.tsx");
const changePassBody: ModalBodyLoader = () => import("../player/modals/change-pass-body.tsx");
const phoneBody: ModalBodyLoader = () => import("../player/modals/phone-body.tsx");
const getCodeBody: ModalBodyLoader = () => import("../player/modals/get-code-body.tsx");
const confirmEmailBody: ModalBodyLoader = () => import("../player/modals/confirm-email-body.tsx");
const emailVerifyBody: ModalBodyLoader = () => import("../player/modals/email-verify-body.tsx");
const confirmSessionLogoutBody: ModalBodyLoader = () =>
  import("../player/modals/confirm-session-logout-body.tsx");
const avatarsBody: ModalBodyLoader = () => import("../player/modals/avatars-body.tsx");
// Wallet dialogs live with the wallet feature.
const balanceBody: ModalBodyLoader = () => import("../wallet/balance-body.tsx");
const currenciesBody: ModalBodyLoader = () => import("../wallet/currencies-body.tsx");
const fiatBody: ModalBodyLoader = () => import("../wallet/fiat-body.tsx");
// Payment dialogs live with the payment feature.
const walletBody: ModalBodyLoader = () => import("../payment/wallet-body.tsx");
const depositRedirectBody: ModalBodyLoader = () => import("../payment/deposit-redirect-body.tsx");
const depositStatusBody: ModalBodyLoader = () => import("../payment/deposit-status-body.tsx");
const depositErrorBody: ModalBodyLoader = () => import("../payment/deposit-error-body.tsx");
const cancelDepositBody: ModalBodyLoader = () => import("../payment/cancel-deposit-body.tsx");
const chooseRegionBody: ModalBodyLoader = () => import("../payment/choose-region-body.tsx");
const telegramWalletBody: ModalBodyLoader = () => import("../payment/telegram-wallet-body.tsx");
// Game play dialogs live with the game feature; their value is the game's identity (or a limit code).
const demoGameBody: ModalBodyLoader = () => import("../game/play/modals/demo-game-body.tsx");
const demoUnavailableBody: ModalBodyLoader = () =>
  import("../game/play/modals/demo-unavailable-body.tsx");
const restrictedBetsBody: ModalBodyLoader = () =>
  import("../game/play/modals/restricted-bets-body.tsx");
const maxBetsBody: ModalBodyLoader = () => import("../game/play/modals/max-bets-body.tsx");
const gameLimitReachedBody: ModalBodyLoader = () =>
  import("../game/play/modals/game-limit-reached-body.tsx");
const mobileGameBody: ModalBodyLoader = () => import("../game/play/modals/mobile-game-body.tsx");

// Responsible-gaming dialogs live with the limit feature; their value is a limit id or kind.
const addLimitBody: ModalBodyLoader = () => import("../limit/add-limit-body.tsx");
const editLimitBody: ModalBodyLoader = () => import("../limit/edit-limit-body.tsx");
const confirmDeleteLimitBody: ModalBodyLoader = () =>
  import("../limit/confirm-delete-limit-body.tsx");
const confirmLimitUpdateBody: ModalBodyLoader = () =>
  import("../limit/confirm-limit-update-body.tsx");
const LIMIT_ID_VALUE = /^[0-9a-f-]{36}$/;
/** A limit id, a period and an amount: `<id>~<period>~<amount>`. */
const LIMIT_UPDATE_VALUE = /^[0-9a-f-]{36}~(daily|weekly|monthly)~\d{1,30}(\.\d{1,18})?$/;

/** Codes of e-mailed links and session ids: URL-safe tokens, never markup. */
const TOKEN_VALUE = /^[A-Za-z0-9_-]{1,200}$/;

const entries: Record<ModalName, Entry> = {
  "add-limit": {
    title: "Add limit",
    summary: "Set a new responsible-gaming limit.",
    value: {
      kind: "choice",
      options: ["deposit", "bet", "loss", "coolingOff", "selfExclusion"],
      fallback: "deposit",
    },
    body: addLimitBody,
  },
  "affiliate-program": {
    title: "Affiliate program",
    summary: "How the affiliate program works and how to join it.",
  },
  avatars: {
    access: "player",
    title: "Choose avatar",
    summary: "Choose the avatar shown on your profile.",
    body: avatarsBody,
  },
  balance: {
    title: "Balance",
    summary: "What your balance is made of, and what you can withdraw.",
    body: balanceBody,
  },
  "bonus-cancel-lock": {
    title: "Bonus cannot be canceled",
    summary: "This bonus stays active until its wagering is complete.",
  },
  "bonus-condition": {
    title: "Bonus conditions",
    summary: "The terms that apply to this bonus.",
  },
  "bonus-details": {
    title: "Bonus details",
    summary: "Amount, wagering progress and expiry of a bonus.",
  },
  "cancel-deposit": {
    title: "Cancel deposit",
    summary: "Cancel a pending deposit.",
    // The invoice to cancel.
    value: { kind: "text", pattern: TOKEN_VALUE, fallback: "none" },
    body: cancelDepositBody,
  },
  categories: {
    title: "Categories",
    summary: "Browse game categories.",
    body: () => import("../game/lobby/modals/categories-body.tsx"),
  },
  "change-pass": {
    access: "player",
    title: "Change password",
    summary: "Replace your current password.",
    body: changePassBody,
  },
  "confirm-bonus": {
    title: "Confirm bonus",
    summary: "Confirm that you want to take this bonus.",
  },
  "confirm-bonus-unsettled": {
    title: "Unsettled bets",
    summary: "Confirm the bonus change while some of your bets are still unsettled.",
  },
  "confirm-delete-limit": {
    title: "Delete limit",
    summary: "Confirm removing this limit.",
    value: { kind: "text", pattern: LIMIT_ID_VALUE, fallback: "none" },
    body: confirmDeleteLimitBody,
  },
  "confirm-email": {
    access: "player",
    conditions: ["authorization"],
    title: "Confirm e-mail",
    summary: "Confirm your e-mail address to secure your account.",
    body: confirmEmailBody,
  },
  "confirm-limit-update": {
    title: "Update limit",
    summary: "Confirm the new value of this limit.",
    value: { kind: "text", pattern: LIMIT_UPDATE_VALUE, fallback: "none" },
    body: confirmLimitUpdateBody,
  },
  "confirm-session-logout": {
    access: "player",
    title: "End session",
    summary: "Sign this session out of your account.",
    value: { kind: "text", pattern: TOKEN_VALUE, fallback: "other" },
    body: confirmSessionLogoutBody,
  },
  confirm: {
    access: "player",
    conditions: ["profileConfirmed"],
    title: "Confirm",
    summary: "Confirm this action on your account.",
  },
  "cookie-request": { title: "Cookies", summary: "Choose which cookies this site may use." },
  currencies: {
    title: "Add currency",
    summary: "Open an account in another currency.",
    body: currenciesBody,
  },
  "demo-game": {
    title: "Demo game",
    summary: "Play this game for fun without real money.",
    value: gameIdentityValue,
    body: demoGameBody,
  },
  "demo-unavailable": {
    title: "Demo unavailable",
    summary: "This game has no demo mode. Sign in to play for real.",
    value: gameIdentityValue,
    body: demoUnavailableBody,
  },
  "deposit-error": {
    access: "player",
    title: "Deposit failed",
    summary: "Your deposit did not go through.",
    body: depositErrorBody,
  },
  "deposit-redirect": {
    title: "Continue to payment",
    summary: "Finish your deposit on the payment provider's page.",
    body: depositRedirectBody,
  },
  "deposit-status": {
    title: "Deposit status",
    summary: "Where your deposit is right now.",
    value: { kind: "choice", options: ["pending", "success"], fallback: "pending" },
    body: depositStatusBody,
  },
  "edit-limit": {
    title: "Edit limit",
    summary: "Change one of your responsible-gaming limits.",
    value: { kind: "text", pattern: LIMIT_ID_VALUE, fallback: "none" },
    body: editLimitBody,
  },
  "email-verify": {
    title: "Verify e-mail",
    summary: "Enter the code we sent to your e-mail.",
    value: { kind: "choice", options: ["verified", "error"], fallback: "verified" },
    body: emailVerifyBody,
  },
  fiat: {
    access: "player",
    title: "Display currency",
    summary: "The fiat currency your balances are also shown in.",
    body: fiatBody,
  },
  "forgot-pass": {
    access: "guest",
    conditions: ["authorization"],
    title: "Forgot password",
    summary: "We will e-mail you a link to choose a new password.",
    body: forgotPassBody,
  },
  "game-limit-reached": {
    title: "Game limit reached",
    summary: "One of your limits stops further play for now.",
    value: gameLimitValue,
    body: gameLimitReachedBody,
  },
  "games-filter": {
    title: "Filter games",
    summary: "Narrow the games list by category, provider and feature.",
    body: () => import("../game/lobby/modals/games-filter-body.tsx"),
  },
  "geo-popup": {
    title: "Not available in your region",
    summary: "Some features are not offered in your country.",
  },
  "get-code": {
    title: "Get code",
    summary: "Receive a one-time code to continue.",
    body: getCodeBody,
  },
  "global-search": {
    title: "Search",
    summary: "Find a game or a provider by name.",
    body: () => import("../game/lobby/modals/global-search-body.tsx"),
  },
  "max-bets": {
    title: "Maximum bet exceeded",
    summary: "Your bet is above the maximum allowed with this bonus.",
    value: gameIdentityValue,
    body: maxBetsBody,
  },
  "mobile-game": {
    title: "Play on mobile",
    summary: "Open this game full screen on your phone.",
    value: gameIdentityValue,
    body: mobileGameBody,
  },
  "package-bonus": {
    title: "Welcome package",
    summary: "The bonuses that make up this package.",
  },
  phone: {
    access: "player",
    title: "Phone number",
    summary: "Add or change the phone number on your account.",
    body: phoneBody,
  },
  providers: {
    title: "Providers",
    summary: "Browse games by provider.",
    body: () => import("../game/lobby/modals/providers-body.tsx"),
  },
  "quest-rewards": {
    title: "Quest rewards",
    summary: "What you win by completing this quest.",
  },
  "quest-task-games": {
    title: "Games for this task",
    summary: "The games that count towards this task.",
  },
  "quest-tasks": {
    title: "Quest tasks",
    summary: "The tasks of this quest and your progress.",
  },
  "quests-hub": { title: "Quests", summary: "All quests available to you." },
  "referral-transfer": {
    access: "player",
    title: "Transfer referral earnings",
    summary: "Move your referral earnings to your balance.",
  },
  "reset-email-send": {
    access: "guest",
    conditions: ["authorization"],
    title: "Check your e-mail",
    summary: "We sent you a link to reset your password.",
    body: resetEmailSendBody,
  },
  "reset-pass": {
    access: "guest",
    conditions: ["authorization"],
    title: "Reset password",
    summary: "Choose a new password for your account.",
    value: { kind: "text", pattern: TOKEN_VALUE, fallback: "true" },
    body: resetPassBody,
  },
  "restricted-bets": {
    title: "Restricted bet",
    summary: "This bet is not allowed in this game.",
    value: gameIdentityValue,
    body: restrictedBetsBody,
  },
  "sign-in": {
    access: "guest",
    title: "Sign in",
    summary: "Sign in to play, deposit and claim your bonuses.",
    body: signInBody,
  },
  "sign-up": {
    access: "guest",
    title: "Sign up",
    summary: "Create an account to play for real money.",
    body: signUpBody,
  },
  success: { title: "Success", summary: "Your request went through.", body: successBody },
  "tg-news": {
    title: "Telegram news",
    summary: "Follow our Telegram channel for news and promotions.",
  },
  "telegram-news": {
    title: "Telegram news",
    summary: "News and promotions from our Telegram channel.",
  },
  "turn-over-wager": {
    title: "Wagering",
    summary: "How much is left to wager before you can withdraw.",
  },
  "wallet-bonus-info": {
    title: "Bonus information",
    summary: "How your bonus balance is used and released.",
  },
  "wallet-choose-region": {
    title: "Choose payment region",
    summary: "Choose the region whose payment methods you see.",
    body: chooseRegionBody,
  },
  "wallet-telegram-app": {
    access: "player",
    title: "Wallet",
    summary: "Deposit and withdraw inside the Telegram app.",
    body: telegramWalletBody,
  },
  wallet: {
    access: "player",
    value: { kind: "choice", options: ["deposit", "withdraw"], fallback: "deposit" },
    title: "Wallet",
    summary: "Deposit to or withdraw from your account.",
    body: walletBody,
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
