/**
 * The one way an amount is shown, in the app and in the house studio's game frame alike (pure, no
 * dependencies, so a third-party studio could ship it too). Amounts stay decimal strings: no
 * floating point anywhere.
 *
 * - Fiat shows its currency's decimals (EUR 2, JPY 0).
 * - Crypto shows a fixed, readable precision per currency (DISPLAY_DECIMALS: BTC 8, ETH 6,
 *   USDT 2…), the same for every amount of that currency, so one account never shows 2, 3 or 4
 *   decimals by turns. Digits past it are cut, never rounded up: a balance never shows more
 *   than is there.
 * - Digits, grouping, decimal separator and minus sign come from Intl for the locale, the
 *   fraction included: Persian shows Persian digits throughout, never mixed with Latin ones.
 */

/** Display decimals of crypto currencies; others show min(their decimals, 6). */
export const DISPLAY_DECIMALS: Readonly<Record<string, number>> = {
  BTC: 8,
  mBTC: 5,
  ETH: 6,
  mETH: 5,
  LTC: 6,
  BNB: 6,
  TON: 4,
  TRX: 2,
  USDT: 2,
  USDC: 2,
  DAI: 2,
};

const DEFAULT_CRYPTO_DECIMALS = 6;

/** How many decimals amounts of `code` show, given its own decimals and kind. */
export function displayDecimals(
  code: string,
  currency: { decimals: number; type?: "fiat" | "crypto" },
): number {
  if (currency.type !== "crypto") return currency.decimals;
  return Math.min(currency.decimals, DISPLAY_DECIMALS[code] ?? DEFAULT_CRYPTO_DECIMALS);
}

interface LocaleParts {
  digits: string[];
  decimal: string;
  minus: string;
  group: Intl.NumberFormat;
}

const partsCache = new Map<string, LocaleParts>();

function localeParts(locale: string): LocaleParts {
  const cached = partsCache.get(locale);
  if (cached) return cached;
  let plain: Intl.NumberFormat;
  let group: Intl.NumberFormat;
  try {
    plain = new Intl.NumberFormat(locale, { useGrouping: false });
    group = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  } catch {
    plain = new Intl.NumberFormat("en", { useGrouping: false });
    group = new Intl.NumberFormat("en", { maximumFractionDigits: 0 });
  }
  const digits = Array.from({ length: 10 }, (_, digit) => plain.format(digit));
  const sample = new Intl.NumberFormat(plain.resolvedOptions().locale, {
    minimumFractionDigits: 1,
  }).formatToParts(-1.5);
  const parts: LocaleParts = {
    digits,
    decimal: sample.find((part) => part.type === "decimal")?.value ?? ".",
    minus: sample.find((part) => part.type === "minusSign")?.value ?? "-",
    group,
  };
  partsCache.set(locale, parts);
  return parts;
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/**
 * A decimal string with exactly `places` decimals for a locale: ("12345.6", "de", 2) →
 * "12.345,60"; ("0.123456789", "en", 8) → "0.12345678" (cut, not rounded). Text that is not a
 * decimal comes back as it is. `sign: "always"` writes a plus on positive amounts (profits).
 */
export function formatDecimal(
  text: string,
  locale: string,
  places: number,
  options: { sign?: "auto" | "always" } = {},
): string {
  const match = DECIMAL.exec(text.trim());
  if (!match) return text;
  const [, sign = "", whole = "0", fraction = ""] = match;
  const parts = localeParts(locale);
  const cut = fraction.slice(0, places).padEnd(places, "0");
  const native = (digits: string) =>
    [...digits].map((digit) => parts.digits[Number(digit)] ?? digit).join("");
  const grouped = parts.group.format(BigInt(whole));
  const body = places > 0 ? `${grouped}${parts.decimal}${native(cut)}` : grouped;
  const isZero = !/[1-9]/.test(whole + cut);
  if (isZero) return body;
  if (sign === "-") return `${parts.minus}${body}`;
  return options.sign === "always" ? `+${body}` : body;
}

/** "1,234.50 EUR", "0.00012345 BTC", "۱۲٫۵۰ USDT": the amount with its precision and code. */
export function formatMoney(
  amount: string,
  code: string,
  locale: string,
  currency: { decimals: number; type?: "fiat" | "crypto" },
  options: { sign?: "auto" | "always" } = {},
): string {
  return `${formatDecimal(amount, locale, displayDecimals(code, currency), options)} ${code}`;
}

/** Decimals of a power-of-ten factor (100 → 2); 2 for anything else. */
export function decimalsOfFactor(subunitToUnit: number | bigint | string): number {
  const text = String(subunitToUnit);
  return /^10*$/.test(text) ? text.length - 1 : 2;
}

/**
 * What an amount from the API says of its currency: amounts carry exactly their currency's
 * decimals ("50.000000" USDT), so the fraction's length is the currency's; a code with a
 * display precision, or more than 3 decimals, is crypto.
 */
export function currencyOfAmount(
  amount: string,
  code: string,
): { decimals: number; type: "fiat" | "crypto" } {
  const decimals = amount.split(".")[1]?.length ?? 0;
  return { decimals, type: code in DISPLAY_DECIMALS || decimals > 3 ? "crypto" : "fiat" };
}

/** formatMoney for an API amount whose currency is known only by its code. */
export function formatApiMoney(
  amount: string,
  code: string,
  locale: string,
  options: { sign?: "auto" | "always" } = {},
): string {
  return formatMoney(amount, code, locale, currencyOfAmount(amount, code), options);
}
