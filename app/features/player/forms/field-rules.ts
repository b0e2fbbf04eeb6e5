import {
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
} from "libphonenumber-js";
import type { FieldRule, FieldRuleName } from "../../../../contracts/player.ts";

/**
 * The server's field rules (contracts/player.ts `fieldRuleNames`, SPEC §5) checked in the
 * browser, with the same semantics and message keys as the server's validation engine, so a
 * form says on screen what the server would answer with a 400. A rule answers null when the
 * value passes, otherwise the message key under `validation.` of fields-settings.
 */

export type RuleArg = string | number | boolean;

export interface RuleInput {
  value: unknown;
  field: string;
  values: Readonly<Record<string, unknown>>;
  args: readonly RuleArg[];
  /** The field also has numeric/integer/decimal: min/max/between compare values. */
  numeric: boolean;
  now: Date;
}

export interface RuleFailure {
  key: string;
  params?: { min?: number | string; max?: number | string; param?: string | number };
  /** `param` names another field: the message shows its label. */
  paramField?: string;
  /** `param` is the word "today", localised. */
  paramToday?: boolean;
}

export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

const RUNS_ON_EMPTY: ReadonlySet<FieldRuleName> = new Set(["required", "accepted", "confirmed"]);

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
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const PHONE_MAX_INPUT_LENGTH = 250;

function numberValue(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "string" && NUMERIC.test(value.trim())) return Number(value.trim());
  return undefined;
}

function size(input: RuleInput): number | undefined {
  if (input.numeric || typeof input.value === "number") return numberValue(input.value);
  return Array.from(text(input.value)).length;
}

/** A calendar date (YYYY-MM-DD) as UTC midnight; undefined when invalid. */
export function parseCalendarDate(value: unknown): Date | undefined {
  if (typeof value !== "string") return undefined;
  const match = DATE_ONLY.exec(value.trim().slice(0, 10));
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    year >= 1000;
  if (!valid) return undefined;
  const trimmed = value.trim();
  if (
    trimmed.length > 10 &&
    (!/^\d{4}-\d{2}-\d{2}T/.test(trimmed) || Number.isNaN(Date.parse(trimmed)))
  )
    return undefined;
  return date;
}

function ageAt(birthdate: Date, now: Date): number {
  let age = now.getUTCFullYear() - birthdate.getUTCFullYear();
  if (
    now.getUTCMonth() < birthdate.getUTCMonth() ||
    (now.getUTCMonth() === birthdate.getUTCMonth() && now.getUTCDate() < birthdate.getUTCDate())
  )
    age -= 1;
  return age;
}

function comparison(
  key: string,
  passes: (value: number, bound: number) => boolean,
): (input: RuleInput) => RuleFailure | null {
  return (input) => {
    const date = parseCalendarDate(input.value);
    if (!date) return { key: "date" };
    const arg = input.args[0];
    if (typeof arg !== "string") return null;
    let bound: Date | undefined;
    let failure: RuleFailure = { key, params: { param: arg } };
    if (arg === "today") {
      bound = new Date(
        Date.UTC(input.now.getUTCFullYear(), input.now.getUTCMonth(), input.now.getUTCDate()),
      );
      failure = { ...failure, paramToday: true };
    } else if (Object.hasOwn(input.values, arg) && !DATE_ONLY.test(arg)) {
      bound = parseCalendarDate(input.values[arg]);
      failure = { ...failure, paramField: arg };
    } else {
      bound = parseCalendarDate(arg);
    }
    if (!bound) return null;
    return passes(date.getTime(), bound.getTime()) ? null : failure;
  };
}

const ACCEPTED = new Set<unknown>([true, "true", 1, "1", "yes", "on"]);
const DECLINED = new Set<unknown>([false, "false", 0, "0", "no", "off"]);

/** CPF: 11 digits (punctuation allowed), not all equal, two mod-11 check digits. */
export function isValidCpf(value: string): boolean {
  if (!/^(\d{3}\.?\d{3}\.?\d{3}-?\d{2})$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, "");
  if (/^(\d)\1{10}$/.test(digits)) return false;
  const numbers = Array.from(digits, Number);
  const check = (count: number) => {
    let sum = 0;
    for (let index = 0; index < count; index += 1)
      sum += (numbers[index] ?? 0) * (count + 1 - index);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === numbers[9] && check(10) === numbers[10];
}

export type PhoneError = "NOT_A_NUMBER" | "INVALID_COUNTRY" | "TOO_SHORT" | "TOO_LONG";

export function phoneError(value: string): PhoneError | null {
  if (value.length > PHONE_MAX_INPUT_LENGTH) return "TOO_LONG";
  let valid: boolean;
  try {
    valid = parsePhoneNumberWithError(value.trim()).isValid();
  } catch (error) {
    if (error instanceof ParseError) {
      const code = error.message;
      return code === "INVALID_COUNTRY" || code === "TOO_SHORT" || code === "TOO_LONG"
        ? code
        : "NOT_A_NUMBER";
    }
    return "NOT_A_NUMBER";
  }
  if (valid) return null;
  const length = validatePhoneNumberLength(value.trim());
  return length === "TOO_SHORT" || length === "TOO_LONG" || length === "INVALID_COUNTRY"
    ? length
    : "NOT_A_NUMBER";
}

function isValidFullName(value: string): boolean {
  const trimmed = value.trim();
  if (Array.from(trimmed).length > 30) return false;
  const words = trimmed.split(/\s+/);
  return words.length === 2 && words.every((word) => Array.from(word).length >= 2);
}

type Check = (input: RuleInput) => RuleFailure | null;

export const ruleChecks: Record<FieldRuleName, Check> = {
  required: ({ value }) => (isEmptyValue(value) || value === false ? { key: "required" } : null),
  email: ({ value }) =>
    text(value).length <= 254 && EMAIL.test(text(value).trim()) ? null : { key: "email" },
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
    if (min === undefined || (actual !== undefined && actual >= min)) return null;
    return { key: input.numeric ? "minValue" : "min", params: { min } };
  },
  max: (input) => {
    const max = num(input.args[0]);
    const actual = size(input);
    if (max === undefined || (actual !== undefined && actual <= max)) return null;
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
      return null;
    }
    return expression.test(text(value)) ? null : { key: "regex" };
  },
  confirmed: ({ value, field, values, args }) => {
    if (isEmptyValue(value)) return null;
    const other = typeof args[0] === "string" ? args[0] : `${field}_confirmation`;
    return values[other] === value ? null : { key: "confirmed" };
  },
  sameAs: ({ value, values, args }) => {
    const other = args[0];
    if (typeof other !== "string") return null;
    return values[other] === value
      ? null
      : { key: "sameAs", params: { param: other }, paramField: other };
  },
  before: comparison("dateBefore", (value, bound) => value < bound),
  after: comparison("dateAfter", (value, bound) => value > bound),
  beforeOrEqual: comparison("dateBeforeOrEqual", (value, bound) => value <= bound),
  afterOrEqual: comparison("dateAfterOrEqual", (value, bound) => value >= bound),
  minAge: ({ value, args, now }) => {
    const min = num(args[0]);
    const date = parseCalendarDate(value);
    if (!date) return { key: "date" };
    if (min === undefined) return null;
    return ageAt(date, now) >= min ? null : { key: "minAge", params: { min } };
  },
  maxAge: ({ value, args, now }) => {
    const max = num(args[0]);
    const date = parseCalendarDate(value);
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
  date: ({ value }) => (parseCalendarDate(value) ? null : { key: "date" }),
  phone: ({ value }) => {
    if (typeof value !== "string") return { key: "phone.NOT_A_NUMBER" };
    const error = phoneError(value);
    return error ? { key: `phone.${error}` } : null;
  },
  fullName: ({ value }) => (isValidFullName(text(value)) ? null : { key: "fullName" }),
  cpf: ({ value }) => (isValidCpf(text(value)) ? null : { key: "cpf" }),
};

/** Fields whose confirmation failure reads "Passwords do not match" (as on the server). */
const PASSWORD_CONFIRMATION_FIELDS = new Set(["password_confirmation", "repeatNewPassword"]);
/** Fields whose min-length failure reads "Password must be at least … characters long". */
const PASSWORD_FIELDS = new Set(["password", "newPassword"]);

/** The first failing rule of a field, with the message key the server would use. */
export function checkFieldRules(
  field: string,
  rules: readonly FieldRule[],
  values: Readonly<Record<string, unknown>>,
  now: Date,
): RuleFailure | null {
  const numeric = rules.some(
    (rule) => rule.name === "numeric" || rule.name === "integer" || rule.name === "decimal",
  );
  const value = values[field];
  const empty = isEmptyValue(value);
  for (const rule of rules) {
    if (empty && !RUNS_ON_EMPTY.has(rule.name)) continue;
    const failure = ruleChecks[rule.name]({
      value,
      field,
      values,
      args: rule.args ?? [],
      numeric,
      now,
    });
    if (!failure) continue;
    if (rule.name === "sameAs" && PASSWORD_CONFIRMATION_FIELDS.has(field))
      return { key: "passwordConfirmation" };
    if (rule.name === "min" && PASSWORD_FIELDS.has(field)) return { ...failure, key: "password" };
    return failure;
  }
  return null;
}
