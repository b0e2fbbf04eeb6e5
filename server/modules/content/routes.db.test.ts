import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentDirs } from "../../../contracts/content.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";

/** The 56 modal names as SPEC §2 lists them. */
const MODAL_NAMES =
  `add-limit, affiliate-program, avatars, balance, bonus-cancel-lock, bonus-condition,
bonus-details, cancel-deposit, categories, change-pass, confirm-bonus, confirm-bonus-unsettled,
confirm-delete-limit, confirm-email, confirm-limit-update, confirm-session-logout, confirm,
cookie-request, currencies, demo-game, demo-unavailable, deposit-error, deposit-redirect,
deposit-status, edit-limit, email-verify, fiat, forgot-pass, game-limit-reached, games-filter,
geo-popup, get-code, global-search, max-bets, mobile-game, package-bonus, phone, providers,
quest-rewards, quest-task-games, quest-tasks, quests-hub, referral-transfer, reset-email-send,
reset-pass, restricted-bets, sign-in, sign-up, success, tg-news, telegram-news, turn-over-wager,
wallet-bonus-info, wallet-choose-region, wallet-telegram-app, wallet`
    .split(",")
    .map((name) => name.trim());

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function getContent(locale: string, dir: string, init?: RequestInit) {
  const response = await fetch(`${app.url}/api/content/${locale}/${dir}`, init);
  const body = response.status === 304 ? null : await response.json();
  return { response, body };
}

describe("GET /api/content/:locale/:dir", () => {
  it("serves the English error page texts of SPEC §2", async () => {
    const { response, body } = await getContent("en", "layout");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(body.data.error).toMatchObject({
      title: "Something went wrong",
      description:
        "The page you are trying to access does not exist or has been moved. Try going back to our homepage.",
      buttonLabel: "Homepage",
      notFound: "Page Not Found: {{path}}",
    });
    expect(body.data.online.players).toBe("Online: {{count}}");
    expect(body.data.colorMode).toMatchObject({ system: "System", light: "Light", dark: "Dark" });
    expect(body.data.navigation).toMatchObject({
      home: "Home",
      casino: "Casino",
      recentlyPlayed: "Recently played",
    });
  });

  it("is publicly cacheable for 15 minutes with an ETag", async () => {
    const { response } = await getContent("en", "modals");
    expect(response.headers.get("cache-control")).toBe("public, max-age=900");
    const etag = response.headers.get("etag") ?? "";
    const again = await getContent("en", "modals", { headers: { "if-none-match": etag } });
    expect(again.response.status).toBe(304);
  });

  it("serves German and Persian in full, with the same keys as English", async () => {
    const english = await getContent("en", "layout");
    const german = await getContent("de", "layout");
    expect(german.body.data.error.title).toBe("Etwas ist schiefgelaufen");
    expect(german.body.data.header.signIn).toBe("Anmelden");
    expect(german.body.data.error.description).not.toBe(english.body.data.error.description);
    expect(Object.keys(german.body.data).sort()).toEqual(Object.keys(english.body.data).sort());
    const persian = await getContent("fa", "layout");
    expect(persian.body.data.header.signIn).toBe("ورود");
    const modals = await getContent("fa", "modals");
    expect(modals.body.data["sign-in"].title).toBe("ورود");
  });

  it("has a title for every URL modal of SPEC §2", async () => {
    const { body } = await getContent("en", "modals");
    expect(MODAL_NAMES).toHaveLength(56);
    for (const name of MODAL_NAMES)
      expect(body.data[name]?.title, name).toEqual(expect.any(String));
  });

  it("has the alerts of SPEC §8 and the generic ones", async () => {
    const { body } = await getContent("en", "alerts");
    const { quests, bonus, freeSpin, general } = body.data;
    for (const key of ["questIssued", "stateChanged", "taskCompleted"])
      expect(quests[key].title).toBeTruthy();
    for (const key of [
      "bonusCodeIncorrect",
      "bonusCodeNotAvailable",
      "bonusIssued",
      "bonusActivated",
      "bonusPlayed",
      "bonusCanceled",
      "bonusExpired",
      "bonusLost",
    ])
      expect(bonus[key].title, key).toBeTruthy();
    for (const key of [
      "freeSpinIssued",
      "freeSpinActivated",
      "freeSpinPlayed",
      "freeSpinCanceled",
      "freeSpinExpired",
    ])
      expect(freeSpin[key].title, key).toBeTruthy();
    for (const key of ["somethingWentWrong", "networkError", "resentVerification"])
      expect(general[key].title, key).toBeTruthy();
    expect(bonus.bonusIssued.description).toContain("{{name}}");
  });

  it("has the default validation messages of SPEC §5", async () => {
    const { body } = await getContent("en", "fields-settings");
    expect(body.data.validation).toMatchObject({
      required: "Value is required",
      email: "Value is not a valid email address",
      url: "The value is not a valid URL address",
      integer: "Value is not an integer",
    });
    expect(body.data.validation.min).toContain("{{min}}");
    expect(body.data.validation.max).toContain("{{max}}");
  });

  it("serves every dir for every locale of the product", async () => {
    for (const locale of ["en-ca", "pt-br", "se"]) {
      for (const dir of contentDirs) {
        const { response } = await getContent(locale, dir);
        expect(response.status, `${locale}/${dir}`).toBe(200);
      }
    }
  });

  it("answers 404 JSON for a well-formed but unknown locale", async () => {
    const { response, body } = await getContent("xx", "layout");
    expect(response.status).toBe(404);
    expect(body).toEqual({ error: { code: 10404, message: expect.any(String) } });
  });

  it("answers 400 with field messages for a bad dir or a malformed locale", async () => {
    const badDir = await getContent("en", "secrets");
    expect(badDir.response.status).toBe(400);
    expect(badDir.body.error.code).toBe(10400);
    expect(badDir.body.error.fields.dir).toEqual([expect.any(String)]);
    const badLocale = await getContent("English", "layout");
    expect(badLocale.response.status).toBe(400);
    expect(badLocale.body.error.fields.locale).toEqual([expect.any(String)]);
  });
});
