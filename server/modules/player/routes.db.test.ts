import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fieldValidationsResponse,
  initResponse,
  profileResponse,
  type AuthResponse,
  type Profile,
} from "../../../contracts/player.ts";
import { players, walletAccounts } from "../../db/schema.ts";
import { startTestApp, type TestApp } from "../../../tests/support/app.ts";
import {
  api,
  registerPlayer,
  registrationPayload,
  signIn,
  testFingerprint,
} from "../../../tests/support/players.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Answer<T> = {
  data: T;
  error: { code: number; message: string; fields?: Record<string, string[]> };
};
const register = (payload: Record<string, unknown>, path = "/api/player/register") =>
  api<Answer<AuthResponse | null>>(app, "POST", path, {
    body: { payload, fingerprint: testFingerprint() },
  });

describe("GET /api/player/fields/validations", () => {
  it("serves each scenario's rules with required merged in first", async () => {
    const response = await api(app, "GET", "/api/player/fields/validations?scenario=registration");
    expect(response.status).toBe(200);
    const { data } = fieldValidationsResponse.parse(response.body);
    expect(data.scenario).toBe("registration");
    const byField = new Map(data.fields.map((field) => [field.field, field]));
    expect(byField.get("email")).toMatchObject({
      isRequired: true,
      rules: [{ name: "required" }, { name: "email" }, expect.anything()],
    });
    expect(byField.get("password")?.rules).toContainEqual({ name: "min", args: [8] });
    expect(byField.get("birthdate")).toMatchObject({ isRequired: false });
    expect(byField.get("birthdate")?.rules).toContainEqual({ name: "minAge", args: [18] });
    expect(byField.get("agreements")?.rules).toEqual([{ name: "required" }, { name: "accepted" }]);

    const profile = fieldValidationsResponse.parse(
      (await api(app, "GET", "/api/player/fields/validations?scenario=profile")).body,
    );
    expect(profile.data.fields.map((field) => field.field)).toEqual(
      expect.arrayContaining([
        "firstName",
        "lastName",
        "birthdate",
        "city",
        "postalCode",
        "timeZone",
      ]),
    );
    const bad = await api<Answer<null>>(app, "GET", "/api/player/fields/validations?scenario=nope");
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.scenario).toHaveLength(1);
  });
});

describe("POST /api/player/register", () => {
  it("creates the player, an argon2id hash and the first active wallet account", async () => {
    const auth = await registerPlayer(
      app,
      { currency: "BTC", email: "New.Player@Example.com" },
      { affiliateTag: "aff-7" },
    );
    expect(auth.profile).toMatchObject({
      email: "new.player@example.com",
      isNewlyRegistered: true,
      currency: "BTC",
      country: "DE",
      birthdate: "1990-04-12",
    });
    const [row] = await app.database.db
      .select()
      .from(players)
      .where(eq(players.id, auth.profile.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.affiliateTag).toBe("aff-7");
    const accounts = await app.database.db
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.playerId, auth.profile.id));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ currency: "BTC", isActive: true, balance: 0n });

    const init = await api(app, "GET", "/api/player/init", { token: auth.accessToken });
    const { data } = initResponse.parse(init.body);
    expect(data.accounts).toEqual([
      expect.objectContaining({ currency: "BTC", balance: "0.00000000", status: 1, hidden: false }),
    ]);
    expect(data.flags).toMatchObject({
      hasPassword: true,
      isTelegramUser: false,
      isGeoRestricted: false,
    });
    expect(data.profile.isNewlyRegistered).toBe(false);
  });

  it("answers field errors with localised messages", async () => {
    const response = await register({
      email: "not-an-email",
      password: "short",
      currency: "EUR",
      country: "DE",
      birthdate: "2015-01-01",
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: 10400,
      fields: {
        email: ["Value is not a valid email address"],
        password: ["Password must be at least 8 characters long"],
        birthdate: ["You must be at least 18 years old"],
        agreements: ["Value is required"],
      },
    });
    const missing = await register({});
    expect(Object.keys(missing.body.error.fields ?? {}).sort()).toEqual([
      "agreements",
      "country",
      "currency",
      "email",
      "password",
    ]);
  });

  it("refuses excluded countries, unknown currencies and a filled honeypot", async () => {
    for (const country of ["US", "GB", "FR", "NL", "AW", "CW", "MF", "UM"]) {
      const response = await register(registrationPayload({ country }));
      expect(response.body.error.fields, country).toEqual({
        country: ["Registration is not available in this country"],
      });
    }
    const currency = await register(registrationPayload({ currency: "XXX" }));
    expect(currency.body.error.fields).toEqual({ currency: ["This currency is not available"] });
    const bot = await register(registrationPayload({ captcha: "i am a bot" }));
    expect(bot.status).toBe(400);
    expect(bot.body.error.fields?.captcha).toHaveLength(1);
  });

  it("answers a taken e-mail with 11005, also when two registrations race", async () => {
    const first = await registerPlayer(app);
    const again = await register(registrationPayload({ email: first.email.toUpperCase() }));
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({
      code: 11005,
      fields: { email: ["This e-mail address is already registered"] },
    });

    const payload = registrationPayload();
    const results = await Promise.all([register(payload), register(payload), register(payload)]);
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([200, 400, 400]);
    for (const result of results.filter((item) => item.status === 400)) {
      expect(result.body.error.code).toBe(11005);
    }
  });

  it("registers by phone, storing E.164, with phone errors and duplicates", async () => {
    const phone = "+49 151 2345 6789";
    const response = await register(
      { phone, password: "long enough", currency: "EUR", country: "DE", agreements: true },
      "/api/player/register/phone",
    );
    expect(response.status).toBe(200);
    expect(response.body.data?.profile).toMatchObject({ phone: "+4915123456789", email: null });
    const login = await signIn(app, { phone: "+4915123456789", password: "long enough" });
    expect(login.status).toBe(200);

    const duplicate = await register(
      {
        phone: "+4915123456789",
        password: "long enough",
        currency: "EUR",
        country: "DE",
        agreements: true,
      },
      "/api/player/register/phone",
    );
    expect(duplicate.body.error).toMatchObject({
      code: 11005,
      fields: { phone: [expect.any(String)] },
    });
    const short = await register(
      { phone: "+49 1", password: "long enough", currency: "EUR", country: "DE", agreements: true },
      "/api/player/register/phone",
    );
    expect(short.body.error.fields).toEqual({ phone: ["Phone number is too short"] });
  });

  it("answers { data: null } when auto-login is off", async () => {
    const noAutoLogin = await startTestApp({
      database: app.database,
      env: { REGISTRATION_AUTO_LOGIN: "false" },
    });
    try {
      const payload = registrationPayload();
      const response = await api(noAutoLogin, "POST", "/api/player/register", {
        body: { payload, fingerprint: testFingerprint() },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: null });
      const login = await signIn(noAutoLogin, {
        email: String(payload.email),
        password: String(payload.password),
      });
      expect(login.status).toBe(200);
    } finally {
      await noAutoLogin.close();
    }
  });
});

describe("profile", () => {
  it("reads and partially updates the profile", async () => {
    const auth = await registerPlayer(app);
    const get = await api(app, "GET", "/api/player/profile", { token: auth.accessToken });
    expect(profileResponse.parse(get.body).data.email).toBe(auth.email);

    const update = {
      firstName: "Ada",
      lastName: "Lovelace",
      nickname: "countess",
      city: "London",
      address: "12 St James's Square",
      postalCode: "SW1Y 4JH",
      gender: "female",
      timeZone: "Europe/London",
      locale: "en",
      receiveEmailPromo: true,
    };
    const put = await api<Answer<Profile>>(app, "PUT", "/api/player/profile", {
      token: auth.accessToken,
      body: update,
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      ...update,
      country: "DE",
      birthdate: "1990-04-12",
      profileConfirmed: true,
    });

    // Only what is sent changes; null clears an optional field.
    const clear = await api<Answer<Profile>>(app, "PUT", "/api/player/profile", {
      token: auth.accessToken,
      body: { nickname: null },
    });
    expect(clear.body.data).toMatchObject({ nickname: null, firstName: "Ada" });
  });

  it("answers field errors for bad values", async () => {
    const auth = await registerPlayer(app);
    const response = await api<Answer<null>>(app, "PUT", "/api/player/profile", {
      token: auth.accessToken,
      body: {
        firstName: "A",
        birthdate: "2020-01-01",
        gender: "robot",
        timeZone: "Mars/Olympus",
        country: "ZZ",
        email: "",
        phone: "12",
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      firstName: ["Value must be at least 2 characters long"],
      birthdate: ["You must be at least 18 years old"],
      gender: ["Value has an invalid format"],
      timeZone: ["Unknown time zone"],
      country: ["Unknown country"],
      email: ["Value is required"],
      phone: ["Unknown country calling code"],
    });
  });

  it("keeps e-mail and phone unique (11005) and resets verification on change", async () => {
    const one = await registerPlayer(app);
    const two = await registerPlayer(app);
    const taken = await api<Answer<null>>(app, "PUT", "/api/player/profile", {
      token: two.accessToken,
      body: { email: one.email },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error).toMatchObject({
      code: 11005,
      fields: { email: [expect.any(String)] },
    });

    await app.database.db
      .update(players)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(players.id, two.profile.id));
    const changed = await api<Answer<Profile>>(app, "PUT", "/api/player/profile", {
      token: two.accessToken,
      body: { email: "Changed-" + two.email, phone: "+1 212 555 0123" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      email: ("changed-" + two.email).toLowerCase(),
      phone: "+12125550123",
      isEmailVerified: false,
    });
    const phoneTaken = await api<Answer<null>>(app, "PUT", "/api/player/profile", {
      token: one.accessToken,
      body: { phone: "+12125550123" },
    });
    expect(phoneTaken.body.error).toMatchObject({
      code: 11005,
      fields: { phone: [expect.any(String)] },
    });
  });
});

describe("PUT /api/player/passwords", () => {
  it("checks the fields and the current password, then closes the other sessions", async () => {
    const auth = await registerPlayer(app);
    const other = (await signIn(app, { email: auth.email, password: auth.password })).body.data;
    const change = (body: Record<string, string>) =>
      api<Answer<null>>(app, "PUT", "/api/player/passwords", { token: auth.accessToken, body });

    const empty = await change({});
    expect(empty.body.error.fields).toEqual({
      currentPassword: ["Value is required"],
      newPassword: ["Value is required"],
      repeatNewPassword: ["Value is required"],
    });
    const mismatch = await change({
      currentPassword: auth.password,
      newPassword: "new password 1",
      repeatNewPassword: "other",
    });
    expect(mismatch.body.error.fields).toEqual({ repeatNewPassword: ["Passwords do not match"] });
    const short = await change({
      currentPassword: auth.password,
      newPassword: "short",
      repeatNewPassword: "short",
    });
    expect(short.body.error.fields).toEqual({
      newPassword: ["Password must be at least 8 characters long"],
    });
    const wrong = await change({
      currentPassword: "not my password",
      newPassword: "new password 1",
      repeatNewPassword: "new password 1",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields).toEqual({
      currentPassword: ["The current password is incorrect"],
    });
    expect(
      (await api(app, "GET", "/api/player/profile", { token: other.accessToken })).status,
    ).toBe(200);

    const ok = await change({
      currentPassword: auth.password,
      newPassword: "new password 1",
      repeatNewPassword: "new password 1",
    });
    expect(ok.status).toBe(200);
    expect(
      (await api(app, "GET", "/api/player/profile", { token: other.accessToken })).status,
    ).toBe(401);
    expect((await api(app, "GET", "/api/player/profile", { token: auth.accessToken })).status).toBe(
      200,
    );
    expect((await signIn(app, { email: auth.email, password: auth.password })).status).toBe(401);
    expect((await signIn(app, { email: auth.email, password: "new password 1" })).status).toBe(200);
  });
});

describe("avatars", () => {
  it("lists the seeded avatars and sets one", async () => {
    const list = await api<Answer<{ id: number; url: string }[]>>(
      app,
      "GET",
      "/api/player/avatar/list",
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(12);
    expect(list.body.data[0]).toEqual({ id: 1, url: "/avatars/avatar-01.svg" });

    const auth = await registerPlayer(app);
    const set = await api<Answer<Profile>>(app, "POST", "/api/player/avatar/set-avatar", {
      token: auth.accessToken,
      body: { avatarId: 5 },
    });
    expect(set.status).toBe(200);
    expect(set.body.data.avatar).toEqual({ id: 5, url: "/avatars/avatar-05.svg" });
    const unknown = await api(app, "POST", "/api/player/avatar/set-avatar", {
      token: auth.accessToken,
      body: { avatarId: 999 },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await api(app, "POST", "/api/player/avatar/set-avatar", { body: { avatarId: 1 } })).status,
    ).toBe(401);
  });
});
