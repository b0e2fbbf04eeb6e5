import {
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from "libphonenumber-js";
import type { FieldRule, FieldRuleName } from "../player.ts";

/**
 * The generic field rules of SPEC §5 (`fieldRuleNames` in contracts/player.ts) as pure
 * functions, shared by the server's validation engine and the app's forms so both answer the
 * same. A rule answers null when the value passes, otherwise the message key (under
 * `validation.` of the fields-settings catalogue) and its placeholders; each side localises it.
 * No server-only or browser-only imports here: the server loads this file at runtime.
 */

export type RuleArg = string | number | boolean;

export interface RuleInput {
  value: unknown;
  field: string;
  /** Every submitted value (and, for partial updates, the stored ones), for cross-field rules. */
  values: Readonly<Record<string, unknown>>;
  args: readonly RuleArg[];
  /** The field also has numeric/integer/decimal: min/max/between compare values, not lengths. */
  numeric: boolean;
  now: Date;
}

export interface RuleFailure {
  key: string;
  params?: { min?: number | string; max?: number | string; param?: string | number };
  /** The placeholder `param` names another field: the message shows that field's label. */
  paramField?: string;
  /** The placeholder `param` is the word "today", localised. */
  paramToday?: boolean;
}

export type RuleCheck = (input: RuleInput) => RuleFailure | null;

/** Phone inputs longer than this are refused before parsing (SPEC §5). */
export const PHONE_MAX_INPUT_LENGTH = 250;

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Rules that must run on an empty value; every other rule passes an empty value. */
const RUNS_ON_EMPTY = new Set<FieldRuleName>(["required", "accepted", "confirmed"]);
export function runsOnEmpty(name: FieldRuleName): boolean {
  return RUNS_ON_EMPTY.has(name);
}

const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

const num = (arg: RuleArg | undefined): number | undefined => {
  if (typeof arg === "number") return arg;
  if (typeof arg === "string" && arg.trim() !== "" && Number.isFinite(Number(arg)))
    return Number(arg);
  return undefined;
};

const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;
// Practical e-mail shape: local part, @, dotted domain with a 2+ letter top level; no spaces.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

function numberValue(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && NUMERIC.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** Size for min/max/between: the number itself, or the length in characters. */
function size(input: RuleInput): number | undefined {
  if (input.numeric || typeof input.value === "number") return numberValue(input.value);
  return Array.from(text(input.value)).length;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date (YYYY-MM-DD, or an ISO date-time) as UTC midnight; undefined if invalid. */
export function parseDate(value: unknown): Date | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  const match = DATE_ONLY.exec(trimmed.slice(0, 10));
  if (!match) return undefined;
  const [, y, m, d] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    year < 1000
  ) {
    return undefined;
  }
  if (trimmed.length > 10) {
    const full = new Date(trimmed);
    if (Number.isNaN(full.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) return undefined;
  }
  return date;
}

function todayUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Whole years between a birth date and now. */
export function ageAt(birthdate: Date, now: Date): number {
  let age = now.getUTCFullYear() - birthdate.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birthdate.getUTCMonth() ||
    (now.getUTCMonth() === birthdate.getUTCMonth() && now.getUTCDate() < birthdate.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** The date a comparison rule refers to: "today", another field's value, or a literal date. */
function comparisonDate(
  input: RuleInput,
): { date: Date; param: string; paramField?: string; paramToday?: boolean } | undefined {
  const arg = input.args[0];
  if (typeof arg !== "string") return undefined;
  if (arg === "today") return { date: todayUtc(input.now), param: "today", paramToday: true };
  if (Object.hasOwn(input.values, arg) && !DATE_ONLY.test(arg)) {
    const other = parseDate(input.values[arg]);
    return other ? { date: other, param: arg, paramField: arg } : undefined;
  }
  const literal = parseDate(arg);
  return literal ? { date: literal, param: arg } : undefined;
}

function dateComparison(key: string, passes: (value: number, bound: number) => boolean): RuleCheck {
  return (input) => {
    const date = parseDate(input.value);
    if (!date) return { key: "date" };
    const bound = comparisonDate(input);
    if (!bound) return null; // the other field is empty or invalid: its own rules report it
    if (passes(date.getTime(), bound.date.getTime())) return null;
    return {
      key,
      params: { param: bound.param },
      paramField: bound.paramField,
      paramToday: bound.paramToday,
    };
  };
}

export const ACCEPTED = new Set<unknown>([true, "true", 1, "1", "yes", "on"]);
export const DECLINED = new Set<unknown>([false, "false", 0, "0", "no", "off"]);

/** CPF (Brazilian taxpayer number): 11 digits, not all equal, two mod-11 check digits. */
export function isValidCpf(value: string): boolean {
  if (!/^(\d{3}\.?\d{3}\.?\d{3}-?\d{2})$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, "");
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const numbers = Array.from(digits, Number);
  const checkDigit = (count: number): number => {
    let sum = 0;
    for (let index = 0; index < count; index += 1)
      sum += (numbers[index] ?? 0) * (count + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === numbers[9] && checkDigit(10) === numbers[10];
}

export type PhoneError = "NOT_A_NUMBER" | "INVALID_COUNTRY" | "TOO_SHORT" | "TOO_LONG";

/** The phone parse error of an international number, or null for a valid one. */
export function phoneError(value: string): PhoneError | null {
  if (value.length > PHONE_MAX_INPUT_LENGTH) return "TOO_LONG";
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(value.trim());
  } catch (error) {
    if (error instanceof ParseError) {
      const code = error.message;
      if (code === "INVALID_COUNTRY" || code === "TOO_SHORT" || code === "TOO_LONG") return code;
      return "NOT_A_NUMBER";
    }
    throw error;
  }
  if (parsed.isValid()) return null;
  const length = validatePhoneNumberLength(value.trim());
  if (length === "TOO_SHORT" || length === "TOO_LONG" || length === "INVALID_COUNTRY")
    return length;
  return "NOT_A_NUMBER";
}

/** E.164 form of a valid phone number ("+49 151 2345 6789" → "+4915123456789"). */
export function normalizePhone(value: string): string {
  return parsePhoneNumberWithError(value.trim()).number;
}

export function isValidFullName(value: string): boolean {
  const trimmed = value.trim();
  if (Array.from(trimmed).length > 30) return false;
  const words = trimmed.split(/\s+/);
  return words.length === 2 && words.every((word) => Array.from(word).length >= 2);
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value.trim());
}

export const ruleChecks: Record<FieldRuleName, RuleCheck> = {
  required: ({ value }) => (isEmpty(value) || value === false ? { key: "required" } : null),
  email: ({ value }) => (isValidEmail(text(value)) ? null : { key: "email" }),
  url: ({ value }) => {
    try {
      const url = new URL(text(value));
      return url.protocol === "http:" || url.protocol === "https:" ? null : { key: "url" };
    } catch {
      return { key: "url" };
    }
  },
  numeric: ({ value }) => (numberValue(value) === undefined ? { key: "numeric" } : null),
  integer: ({ value }) =>
    (typeof value === "number" && Number.isInteger(value)) ||
    (typeof value === "string" && INTEGER.test(value.trim()))
      ? null
      : { key: "integer" },
  decimal: ({ value, args }) => {
    const places = num(args[0]);
    const pattern =
      places === undefined ? /^[+-]?\d+(\.\d+)?$/ : new RegExp(`^[+-]?\\d+(\\.\\d{1,${places}})?$`);
    return pattern.test(text(value).trim()) ? null : { key: "decimal" };
  },
  alpha: ({ value }) => (/^\p{L}+$/u.test(text(value)) ? null : { key: "alpha" }),
  min: (input) => {
    const min = num(input.args[0]);
    const actual = size(input);
    if (min === undefined) return null;
    if (actual !== undefined && actual >= min) return null;
    return { key: input.numeric ? "minValue" : "min", params: { min } };
  },
  max: (input) => {
    const max = num(input.args[0]);
    const actual = size(input);
    if (max === undefined) return null;
    if (actual !== undefined && actual <= max) return null;
    return { key: input.numeric ? "maxValue" : "max", params: { max } };
  },
  between: (input) => {
    const min = num(input.args[0]);
    const max = num(input.args[1]);
    const actual = size(input);
    if (min === undefined || max === undefined) return null;
    if (actual !== undefined && actual >= min && actual <= max) return null;
    return { key: input.numeric ? "betweenValue" : "between", params: { min, max } };
  },
  regex: ({ value, args }) => {
    const [pattern, flags] = args;
    if (typeof pattern !== "string") return null;
    let expression: RegExp;
    try {
      expression = new RegExp(pattern, typeof flags === "string" ? flags.replace(/[gy]/g, "") : "");
    } catch {
      return null; // a broken operator pattern never blocks players
    }
    return expression.test(text(value)) ? null : { key: "regex" };
  },
  confirmed: ({ value, field, values, args }) => {
    const other = typeof args[0] === "string" ? args[0] : `${field}_confirmation`;
    if (isEmpty(value)) return null;
    return values[other] === value ? null : { key: "confirmed" };
  },
  sameAs: ({ value, values, args }) => {
    const other = args[0];
    if (typeof other !== "string") return null;
    return values[other] === value
      ? null
      : { key: "sameAs", params: { param: other }, paramField: other };
  },
  before: dateComparison("dateBefore", (value, bound) => value < bound),
  after: dateComparison("dateAfter", (value, bound) => value > bound),
  beforeOrEqual: dateComparison("dateBeforeOrEqual", (value, bound) => value <= bound),
  afterOrEqual: dateComparison("dateAfterOrEqual", (value, bound) => value >= bound),
  minAge: ({ value, args, now }) => {
    const min = num(args[0]);
    const date = parseDate(value);
    if (!date) return { key: "date" };
    if (min === undefined) return null;
    return ageAt(date, now) >= min ? null : { key: "minAge", params: { min } };
  },
  maxAge: ({ value, args, now }) => {
    const max = num(args[0]);
    const date = parseDate(value);
    if (!date) return { key: "date" };
    if (max === undefined) return null;
    return ageAt(date, now) <= max ? null : { key: "maxAge", params: { max } };
  },
  countryCode: ({ value }) => (/^[A-Z]{2}$/.test(text(value)) ? null : { key: "countryCode" }),
  languageCode: ({ value }) => (/^[a-z]{2}$/.test(text(value)) ? null : { key: "languageCode" }),
  lowercase: ({ value }) =>
    text(value) === text(value).toLowerCase() ? null : { key: "lowercase" },
  uppercase: ({ value }) =>
    text(value) === text(value).toUpperCase() ? null : { key: "uppercase" },
  accepted: ({ value }) =>
    ACCEPTED.has(typeof value === "string" ? value.toLowerCase() : value)
      ? null
      : { key: "accepted" },
  declined: ({ value }) =>
    DECLINED.has(typeof value === "string" ? value.toLowerCase() : value)
      ? null
      : { key: "declined" },
  digits: ({ value, args }) => {
    const count = num(args[0]);
    const digits = text(value);
    if (/^\d+$/.test(digits) && (count === undefined || digits.length === count)) return null;
    return { key: "digits", params: { param: count ?? "" } };
  },
  date: ({ value }) => (parseDate(value) ? null : { key: "date" }),
  phone: ({ value }) => {
    if (typeof value !== "string") return { key: "phone.NOT_A_NUMBER" };
    const error = phoneError(value);
    return error ? { key: `phone.${error}` } : null;
  },
  fullName: ({ value }) => (isValidFullName(text(value)) ? null : { key: "fullName" }),
  cpf: ({ value }) => (isValidCpf(text(value)) ? null : { key: "cpf" }),
};

/** Checks one value against its rules in order; the first failure, or null. */
export function checkRules(
  rules: readonly FieldRule[],
  input: Omit<RuleInput, "args" | "numeric">,
): { rule: FieldRule; failure: RuleFailure } | null {
  const numeric = rules.some(
    (rule) => rule.name === "numeric" || rule.name === "integer" || rule.name === "decimal",
  );
  const empty = isEmpty(input.value);
  for (const rule of rules) {
    if (empty && !runsOnEmpty(rule.name)) continue;
    const failure = ruleChecks[rule.name]({ ...input, args: rule.args ?? [], numeric });
    if (failure) return { rule, failure };
  }
  return null;
}
