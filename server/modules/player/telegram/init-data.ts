import { createHmac, timingSafeEqual } from "node:crypto";
import type { TelegramUser } from "../../../../contracts/player.ts";

/**
 * Telegram mini app launch data (`Telegram.WebApp.initData`) as Telegram documents it:
 * secret_key = HMAC_SHA256(key "WebAppData", message bot_token);
 * hash = hex(HMAC_SHA256(key secret_key, message data_check_string)), where
 * data_check_string is every received field except `hash`, as `key=value` sorted by key and
 * joined by "\n".
 */

/** initData dated this far in the future (clock skew) is still accepted. */
export const INIT_DATA_FUTURE_SKEW_SECONDS = 300;

export type InitDataProblem = "malformed" | "signature" | "expired";

export class InitDataError extends Error {
  override name = "InitDataError";
  readonly problem: InitDataProblem;
  constructor(problem: InitDataProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

export interface ValidInitData {
  user: TelegramUser;
  /** Seconds since the epoch when Telegram issued the data. */
  authDate: number;
  /** The bot's start parameter (`startapp`), if any. */
  startParam: string | null;
}

/** Every field except `hash`, sorted by key, as `key=value` lines. */
export function dataCheckString(fields: ReadonlyMap<string, string>): string {
  return [...fields]
    .filter(([key]) => key !== "hash")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("\n");
}

function expectedHash(fields: ReadonlyMap<string, string>, botToken: string): Buffer {
  const secretKey = createHmac("sha256", "WebAppData").update(botToken).digest();
  return createHmac("sha256", secretKey).update(dataCheckString(fields)).digest();
}

/** Signs launch data the way Telegram does (for the sandbox bot). Returns the raw query string. */
export function signInitData(fields: Record<string, string>, botToken: string): string {
  const map = new Map(Object.entries(fields).filter(([key]) => key !== "hash"));
  const params = new URLSearchParams([...map]);
  params.set("hash", expectedHash(map, botToken).toString("hex"));
  return params.toString();
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function parseUser(json: string | undefined): TelegramUser {
  let value: unknown;
  try {
    value = json === undefined ? undefined : JSON.parse(json);
  } catch {
    value = undefined;
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw new InitDataError("malformed", "initData has no user");
  }
  const user = value as Record<string, unknown>;
  const id = user["id"];
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) {
    throw new InitDataError("malformed", "initData user has no valid id");
  }
  return {
    id,
    firstName: text(user["first_name"]) ?? "",
    lastName: text(user["last_name"]),
    username: text(user["username"]),
    languageCode: text(user["language_code"])?.toLowerCase() ?? null,
    isPremium: user["is_premium"] === true,
    photoUrl: text(user["photo_url"]),
  };
}

/**
 * Checks the signature and age of raw initData and returns its user. Throws InitDataError:
 * `malformed` (not launch data, repeated fields, no user), `signature` (wrong hash: forged,
 * altered or signed for another bot) or `expired` (auth_date older than maxAgeSeconds).
 */
export function validateInitData(
  raw: string,
  botToken: string,
  options: { maxAgeSeconds: number; now?: number },
): ValidInitData {
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(raw.trim().replace(/^[?#]/, ""))) {
    if (fields.has(key)) throw new InitDataError("malformed", `initData repeats ${key}`);
    fields.set(key, value);
  }
  const hash = fields.get("hash");
  if (!hash || !/^[0-9a-f]{64}$/i.test(hash)) {
    throw new InitDataError("malformed", "initData has no hash");
  }
  const expected = expectedHash(fields, botToken);
  if (!timingSafeEqual(expected, Buffer.from(hash, "hex"))) {
    throw new InitDataError("signature", "initData signature does not match");
  }
  const authDateText = fields.get("auth_date");
  if (!authDateText || !/^\d{1,12}$/.test(authDateText)) {
    throw new InitDataError("malformed", "initData has no auth_date");
  }
  const authDate = Number(authDateText);
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  if (nowSeconds - authDate > options.maxAgeSeconds) {
    throw new InitDataError("expired", "initData has expired");
  }
  if (authDate - nowSeconds > INIT_DATA_FUTURE_SKEW_SECONDS) {
    throw new InitDataError("malformed", "initData is dated in the future");
  }
  return {
    user: parseUser(fields.get("user")),
    authDate,
    startParam: text(fields.get("start_param")),
  };
}
