import { formatMinor, MoneyFormatError, tryParseMajor } from "../../../contracts/money.ts";
import type { Currency } from "../../../contracts/settings.ts";

/**
 * Pure display rules of wallet amounts (SPEC §3 Currency, §9): sub-units such as mBTC, grouping
 * for a locale and equivalents in another currency. Amounts stay decimal strings and bigints of
 * minor units from the API to the screen; nothing here goes through a floating-point number.
 */

/** SPEC §9: BTC and ETH have thousandth display sub-units (1 BTC = 1000 mBTC). */
export const SUBUNIT_DISPLAY_FACTOR = 1000;

export interface DisplayAmount {
  /** Decimal string in the displayed unit, e.g. "1234.5" for 1.2345 BTC shown in mBTC. */
  amount: string;
  /** Code of the displayed unit: the currency's own or its sub-unit's (mBTC). */
  code: string;
}

/** The thousandth sub-unit of a currency (mBTC, mETH), if it has one. */
export function thousandthSubCurrency(
  currency: Pick<Currency, "subCurrencies" | "subunitToUnit">,
): { code: string; subunitToUnit: number } | undefined {
  return currency.subCurrencies.find(
    (sub) =>
      sub.subunitToUnit === SUBUNIT_DISPLAY_FACTOR &&
      currency.subunitToUnit % SUBUNIT_DISPLAY_FACTOR === 0,
  );
}

/**
 * An API amount in the unit the player chose to see: major units, or the thousandth sub-unit
 * when `preferSubunits` is on and the currency has one. Unknown currency or an unreadable
 * amount: shown as it came.
 */
export function toDisplayAmount(
  amount: string,
  currencyCode: string,
  currency: Pick<Currency, "subCurrencies" | "subunitToUnit"> | undefined,
  preferSubunits: boolean,
): DisplayAmount {
  if (!currency) return { amount, code: currencyCode };
  const minor = tryParseMajor(amount, currency.subunitToUnit);
  if (minor === null) return { amount, code: currencyCode };
  const sub = preferSubunits ? thousandthSubCurrency(currency) : undefined;
  if (!sub) return { amount: formatMinor(minor, currency.subunitToUnit), code: currencyCode };
  const minorPerSubUnit = BigInt(currency.subunitToUnit) / BigInt(sub.subunitToUnit);
  return { amount: formatMinor(minor, minorPerSubUnit), code: sub.code };
}

/** True for "0", "0.00" and the like: exact on the decimal string. */
export function isZeroAmount(text: string): boolean {
  return !/[1-9]/.test(text);
}

const RATE = /^(\d+)(?:\.(\d+))?$/;

function scaledRate(rate: string): { value: bigint; scale: bigint } {
  const match = RATE.exec(rate);
  if (!match) throw new MoneyFormatError(`not a rate: ${JSON.stringify(rate)}`);
  const decimals = match[2] ?? "";
  return { value: BigInt(`${match[1] ?? "0"}${decimals}`), scale: 10n ** BigInt(decimals.length) };
}

type RatedCurrency = Pick<Currency, "subunitToUnit" | "rate">;

/**
 * An amount of `from` in `to`, rounded half-up to 2 decimals like the base equivalent of
 * SPEC §9: amount × rate(from) / rate(to), both rates in units of the base currency. Null when
 * the amount or a rate is unreadable or `to` has a zero rate.
 */
export function convertAmount(
  amount: string,
  from: RatedCurrency,
  to: RatedCurrency,
): string | null {
  const minor = tryParseMajor(amount, from.subunitToUnit);
  if (minor === null) return null;
  let fromRate: { value: bigint; scale: bigint };
  let toRate: { value: bigint; scale: bigint };
  try {
    fromRate = scaledRate(from.rate.rate);
    toRate = scaledRate(to.rate.rate);
  } catch {
    return null;
  }
  if (toRate.value === 0n) return null;
  // Hundredths of `to`: minor / subunit × fromRate / toRate × 100, rounded half-up.
  const numerator = minor * fromRate.value * toRate.scale * 100n;
  const denominator = BigInt(from.subunitToUnit) * fromRate.scale * toRate.value;
  const cents = (numerator * 2n + denominator) / (denominator * 2n);
  return formatMinor(cents, 100n);
}

interface AccountLike {
  id: string;
  status: number;
  hidden: boolean;
  balance: string;
}

/**
 * The list with `account` put in place of the one with its id (appended when new). An active
 * account (status 1) makes every other one inactive: exactly one is active (SPEC §3).
 */
export function upsertAccount<T extends AccountLike>(list: readonly T[], account: T): T[] {
  let found = false;
  const next = list.map((item) => {
    if (item.id === account.id) {
      found = true;
      return account;
    }
    if (account.status === 1 && item.status === 1) return { ...item, status: 0 };
    return item;
  });
  if (!found) next.push(account);
  return next;
}

/**
 * What the currency panel lists: no hidden accounts and, with `hideZero`, no empty ones; the
 * active account is always listed.
 */
export function listedAccounts<T extends AccountLike>(list: readonly T[], hideZero: boolean): T[] {
  return list.filter(
    (account) =>
      account.status === 1 || (!account.hidden && (!hideZero || !isZeroAmount(account.balance))),
  );
}
