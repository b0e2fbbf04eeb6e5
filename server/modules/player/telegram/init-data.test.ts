import { describe, expect, it } from "vitest";
import { InitDataError, dataCheckString, signInitData, validateInitData } from "./init-data.ts";

// Pinned vector, computed once outside this code base (Python hmac/hashlib) from Telegram's
// documented algorithm; it must never be regenerated with the code under test.
const BOT_TOKEN = "7342037359:AAHsandboxTokenForUnitTestsOnly_x9Zq";
const AUTH_DATE = 1_700_000_000;
const RAW =
  "query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22" +
  "%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru" +
  "%22%2C%22is_premium%22%3Atrue%2C%22allows_write_to_pm%22%3Atrue%7D&auth_date=1700000000" +
  "&start_param=ref-42&signature=abc123" +
  "&hash=951285e4ce83a5dab429e0c7072ae47424c34697d6d7d50202daee7d5633c958";
const MAX_AGE = 86_400;
const at = (secondsAfterAuth: number) => (AUTH_DATE + secondsAfterAuth) * 1000;

function problem(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof InitDataError) return error.problem;
    throw error;
  }
  return "none";
}

describe("Telegram initData validation", () => {
  it("accepts the pinned vector and reads its user", () => {
    const result = validateInitData(RAW, BOT_TOKEN, { maxAgeSeconds: MAX_AGE, now: at(60) });
    expect(result).toEqual({
      authDate: AUTH_DATE,
      startParam: "ref-42",
      user: {
        id: 279058397,
        firstName: "Vladislav",
        lastName: "Kibenko",
        username: "vdkfrost",
        languageCode: "ru",
        isPremium: true,
        photoUrl: null,
      },
    });
  });

  it("builds the data-check string from every field but hash, sorted by key", () => {
    const fields = new Map(new URLSearchParams(RAW));
    const lines = dataCheckString(fields).split("\n");
    expect(lines.map((line) => line.split("=")[0])).toEqual([
      "auth_date",
      "query_id",
      "signature",
      "start_param",
      "user",
    ]);
    expect(lines[4]).toMatch(/^user=\{"id":279058397,/);
  });

  it("signs exactly like the pinned vector", () => {
    const fields = Object.fromEntries(new URLSearchParams(RAW));
    expect(new URLSearchParams(signInitData(fields, BOT_TOKEN)).get("hash")).toBe(
      "951285e4ce83a5dab429e0c7072ae47424c34697d6d7d50202daee7d5633c958",
    );
  });

  it("refuses data older than the maximum age, and accepts it up to that age", () => {
    const options = (now: number) => ({ maxAgeSeconds: MAX_AGE, now });
    expect(problem(() => validateInitData(RAW, BOT_TOKEN, options(at(MAX_AGE))))).toBe("none");
    expect(problem(() => validateInitData(RAW, BOT_TOKEN, options(at(MAX_AGE + 1))))).toBe(
      "expired",
    );
    expect(problem(() => validateInitData(RAW, BOT_TOKEN, options(at(-3600))))).toBe("malformed");
  });

  it("refuses a changed field, another bot's token and a wrong hash", () => {
    const options = { maxAgeSeconds: MAX_AGE, now: at(60) };
    const changed = RAW.replace("279058397", "279058398");
    expect(problem(() => validateInitData(changed, BOT_TOKEN, options))).toBe("signature");
    const otherBot = "7342037359:AAHsandboxTokenForUnitTestsOnly_x9Zr";
    expect(problem(() => validateInitData(RAW, otherBot, options))).toBe("signature");
    const wrongHash = RAW.replace(/hash=[0-9a-f]{64}/, `hash=${"0".repeat(64)}`);
    expect(problem(() => validateInitData(wrongHash, BOT_TOKEN, options))).toBe("signature");
  });

  it("refuses data without hash or user, and repeated fields", () => {
    const options = { maxAgeSeconds: MAX_AGE, now: at(60) };
    expect(problem(() => validateInitData("", BOT_TOKEN, options))).toBe("malformed");
    const noHash = RAW.replace(/&hash=[0-9a-f]{64}/, "");
    expect(problem(() => validateInitData(noHash, BOT_TOKEN, options))).toBe("malformed");
    const noUser = signInitData({ auth_date: String(AUTH_DATE) }, BOT_TOKEN);
    expect(problem(() => validateInitData(noUser, BOT_TOKEN, options))).toBe("malformed");
    expect(problem(() => validateInitData(`${RAW}&auth_date=1`, BOT_TOKEN, options))).toBe(
      "malformed",
    );
  });
});
