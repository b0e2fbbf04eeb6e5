import { randomBytes, randomInt } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../../../config.ts";

export interface BotToken {
  token: string;
  /** True for the generated sandbox token (no real bot: initData is signed locally). */
  isSandbox: boolean;
}

/**
 * TELEGRAM_BOT_TOKEN, else a sandbox bot token generated once into
 * DATA_DIR/telegram-sandbox.json, so Telegram sign-in works on a laptop with launch data the
 * sandbox signs (see /sandbox/telegram).
 */
export function resolveBotToken(config: Pick<Config, "TELEGRAM_BOT_TOKEN" | "DATA_DIR">): BotToken {
  if (config.TELEGRAM_BOT_TOKEN) return { token: config.TELEGRAM_BOT_TOKEN, isSandbox: false };
  const file = path.join(config.DATA_DIR, "telegram-sandbox.json");
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, "utf8")) as { botToken?: unknown };
    if (typeof stored.botToken === "string") return { token: stored.botToken, isSandbox: true };
  }
  const token = `${randomInt(1_000_000_000, 9_999_999_999)}:${randomBytes(26).toString("base64url")}`;
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify({ botToken: token }, null, 2), { mode: 0o600 });
  return { token, isSandbox: true };
}
