import * as z from "zod/mini";

/**
 * Player identity: profile, registration, sessions, server-driven field rules.
 * Shared by the app (forms, session model) and the server (routes under /api/player).
 */

// ---------------------------------------------------------------------------------------------
// Field rules (SPEC §5)
// ---------------------------------------------------------------------------------------------

/** Scenarios whose rules GET /api/player/fields/validations serves. */
export const fieldScenarios = ["registration", "registration-phone", "profile"] as const;
export type FieldScenario = (typeof fieldScenarios)[number];

/**
 * Every rule name the server may send. Arguments (`args`) per rule:
 * - `min`, `max` [n]: length of a text, or the value itself when the field also has
 *   `numeric`/`integer`/`decimal` (or the value is a number); `between` [min, max] likewise.
 * - `regex` [pattern, flags?]; `decimal` [maxFractionDigits?]; `digits` [count?].
 * - `confirmed` [otherField?]: `<field>_confirmation` (or otherField) must equal this value.
 * - `sameAs` [otherField]: this value must equal the other field's.
 * - `before`, `after`, `beforeOrEqual`, `afterOrEqual` [date | otherField | "today"].
 * - `minAge`, `maxAge` [years]: the value is a birth date.
 * - `countryCode`: two upper-case letters; `languageCode`: two lower-case letters.
 * - `accepted`: true/"true"/1/"1"/"yes"/"on" (fails when absent); `declined` the reverse.
 * - Fixed rules: `date` (YYYY-MM-DD calendar date), `phone` (international number, parse errors
 *   NOT_A_NUMBER, INVALID_COUNTRY, TOO_SHORT, TOO_LONG), `fullName` (exactly two words of at
 *   least 2 characters, at most 30 in all), `cpf` (11 digits with a valid CPF checksum).
 * A rule other than `required`/`accepted`/`confirmed` passes on an empty value.
 */
export const fieldRuleNames = [
  "required",
  "email",
  "url",
  "numeric",
  "integer",
  "decimal",
  "alpha",
  "min",
  "max",
  "between",
  "regex",
  "confirmed",
  "sameAs",
  "before",
  "after",
  "beforeOrEqual",
  "afterOrEqual",
  "minAge",
  "maxAge",
  "countryCode",
  "languageCode",
  "lowercase",
  "uppercase",
  "accepted",
  "declined",
  "digits",
  "date",
  "phone",
  "fullName",
  "cpf",
] as const;
export type FieldRuleName = (typeof fieldRuleNames)[number];

export const fieldRuleArg = z.union([z.string(), z.number(), z.boolean()]);
export const fieldRuleSchema = z.object({
  name: z.enum(fieldRuleNames),
  args: z.optional(z.array(fieldRuleArg)),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const fieldValidationSchema = z.object({
  field: z.string(),
  isRequired: z.boolean(),
  /** Rules in the order they are checked; `required` first when isRequired. */
  rules: z.array(fieldRuleSchema),
});
export type FieldValidation = z.infer<typeof fieldValidationSchema>;

export const fieldValidationsQuery = z.object({
  scenario: z.enum(fieldScenarios),
});
export const fieldValidationsSchema = z.object({
  scenario: z.enum(fieldScenarios),
  fields: z.array(fieldValidationSchema),
});
export type FieldValidations = z.infer<typeof fieldValidationsSchema>;
export const fieldValidationsResponse = z.object({ data: fieldValidationsSchema });

/** Form field names of SPEC §3 (the keys of a registration payload and of profile forms). */
export const formFieldNames = [
  "password",
  "password_confirmation",
  "currentPassword",
  "newPassword",
  "repeatNewPassword",
  "firstName",
  "lastName",
  "fullName",
  "nationality",
  "nickname",
  "gender",
  "city",
  "address",
  "additionalAddress",
  "postalCode",
  "timeZone",
  "profession",
  "language",
  "captcha",
  "bonusCode",
  "securityQuestion",
  "securityAnswer",
  "email",
  "country",
  "currency",
  "agreements",
  "receiveEmailPromo",
  "receiveSmsPromo",
  "receiveBonus",
  "phone",
  "birthdate",
  "placeOfBirth",
  "personalIdNumber",
  "message",
  "locale",
  "age",
  "cpf_number",
] as const;
export type FormFieldName = (typeof formFieldNames)[number];

/** A submitted form value; the server checks it against the field's rules. */
export const formFieldValue = z.union([
  z.string().check(z.maxLength(10_000)),
  z.number(),
  z.boolean(),
  z.null(),
]);
export type FormFieldValue = z.infer<typeof formFieldValue>;
export const formPayloadSchema = z.record(z.string().check(z.maxLength(64)), formFieldValue);
export type FormPayload = z.infer<typeof formPayloadSchema>;

// ---------------------------------------------------------------------------------------------
// Profile (SPEC §3)
// ---------------------------------------------------------------------------------------------

export const genders = ["male", "female", "other"] as const;
export type Gender = (typeof genders)[number];

export const avatarSchema = z.object({
  id: z.int(),
  /** Site-relative URL of the image, e.g. /avatars/avatar-01.svg */
  url: z.string(),
});
export type Avatar = z.infer<typeof avatarSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  /** E.164, e.g. +4915123456789 */
  phone: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  nickname: z.nullable(z.string()),
  tgUserId: z.nullable(z.int()),
  /** Two-letter language code of communications. */
  language: z.nullable(z.string()),
  freshchatRestoreId: z.nullable(z.string()),
  /** True only in the response of the registration that created the player. */
  isNewlyRegistered: z.boolean(),
  /** ISO 3166-1 alpha-2. */
  country: z.nullable(z.string()),
  /** YYYY-MM-DD */
  birthdate: z.nullable(z.string()),
  gender: z.nullable(z.enum(genders)),
  address: z.nullable(z.string()),
  additionalAddress: z.nullable(z.string()),
  city: z.nullable(z.string()),
  postalCode: z.nullable(z.string()),
  /** IANA time zone id. */
  timeZone: z.nullable(z.string()),
  nationality: z.nullable(z.string()),
  /** One of the product locales (en, pt-br …). */
  locale: z.nullable(z.string()),
  receiveEmailPromo: z.boolean(),
  receiveSmsPromo: z.boolean(),
  receiveBonus: z.boolean(),
  avatar: z.nullable(avatarSchema),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  /** Personal details complete (names, birth date, country, city, address, postal code). */
  profileConfirmed: z.boolean(),
  /** Currency of the active wallet account. */
  currency: z.nullable(z.string()),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponse = z.object({ data: profileSchema });

/** PUT /api/player/profile: only the fields sent change; null clears an optional field. */
export const profileUpdateSchema = z.object({
  email: z.optional(z.string().check(z.maxLength(1000))),
  phone: z.optional(z.string().check(z.maxLength(1000))),
  firstName: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  lastName: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  nickname: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  birthdate: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  gender: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  address: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  additionalAddress: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  city: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  postalCode: z.optional(z.nullable(z.string().check(z.maxLength(1000)))),
  country: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  nationality: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  timeZone: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  locale: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  language: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  receiveEmailPromo: z.optional(z.boolean()),
  receiveSmsPromo: z.optional(z.boolean()),
  receiveBonus: z.optional(z.boolean()),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The profile fields a player may change through PUT /api/player/profile. */
export const editableProfileFields = Object.keys(
  profileUpdateSchema.shape,
) as (keyof ProfileUpdate)[];

export const passwordChangeSchema = z.object({
  currentPassword: z._default(z.string().check(z.maxLength(1000)), ""),
  newPassword: z._default(z.string().check(z.maxLength(1000)), ""),
  repeatNewPassword: z._default(z.string().check(z.maxLength(1000)), ""),
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const avatarListResponse = z.object({ data: z.array(avatarSchema) });
export const setAvatarSchema = z.object({ avatarId: z.int() });
export type SetAvatar = z.infer<typeof setAvatarSchema>;

// ---------------------------------------------------------------------------------------------
// Fingerprint, registration, sign-in, sessions
// ---------------------------------------------------------------------------------------------

/** The result of @fingerprintjs/fingerprintjs (SPEC §3). */
export const fingerprintSchema = z.object({
  visitorId: z.string().check(z.minLength(1), z.maxLength(128)),
  confidence: z.object({
    score: z.number().check(z.gte(0), z.lte(1)),
    comment: z.optional(z.string().check(z.maxLength(1000))),
  }),
  components: z.optional(z.record(z.string(), z.unknown())),
});
export type Fingerprint = z.infer<typeof fingerprintSchema>;

/** POST /api/player/register and /register/phone. */
export const registerRequestSchema = z.object({
  /** Form fields by name (email or phone, password, currency, country, agreements …). */
  payload: formPayloadSchema,
  fingerprint: fingerprintSchema,
  secondFingerprint: z.optional(fingerprintSchema),
  /** Affiliate tag (query `stag`) kept by the app. */
  affiliateTag: z.optional(z.string().check(z.maxLength(200))),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/player/sessions: e-mail or phone plus password. */
export const loginRequestSchema = z.object({
  email: z.optional(z.string().check(z.maxLength(1000))),
  phone: z.optional(z.string().check(z.maxLength(1000))),
  password: z.string().check(z.maxLength(1000)),
  fingerprint: fingerprintSchema,
  secondFingerprint: z.optional(fingerprintSchema),
  /** With two-factor sign-in on: the authenticator's 6 digits or a recovery code. */
  twoFactorCode: z.optional(z.string().check(z.maxLength(32))),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** GET /api/player/two-factor */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 while off). */
  recoveryCodesLeft: z.int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorStatusResponse = z.object({ data: twoFactorStatusSchema });

/** POST /api/player/two-factor/setup: a new secret to scan; it counts once a code confirms it. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  /** otpauth:// URI the QR code carries. */
  otpauthUrl: z.string(),
  /** The URI as a PNG data URL. */
  qr: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const twoFactorSetupResponse = z.object({ data: twoFactorSetupSchema });

export const twoFactorCodeSchema = z.string().check(z.trim(), z.minLength(6), z.maxLength(32));
/** POST /api/player/two-factor/enable */
export const twoFactorEnableSchema = z.object({ code: twoFactorCodeSchema });
/** Shown once: each works once instead of a code. */
export const twoFactorEnabledResponse = z.object({
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});
/** POST /api/player/two-factor/disable */
export const twoFactorDisableSchema = z.object({
  password: z.string().check(z.maxLength(1000)),
  code: twoFactorCodeSchema,
});

/** POST /api/player/sessions/token: sign in with a one-time auto-login token. */
export const tokenLoginRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
  fingerprint: z.optional(fingerprintSchema),
});
export type TokenLoginRequest = z.infer<typeof tokenLoginRequestSchema>;

/** Lifetime of an access token: 15 minutes. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * A session's answer. Its refresh token is never in the body: it comes as an HttpOnly cookie
 * scoped to POST /api/player/sessions/refresh (docs/decisions/003).
 */
export const authResponseSchema = z.object({
  /** JWT with `sub` (player id), `sid` (session id) and `exp`. */
  accessToken: z.string(),
  tokenType: z.literal("Bearer"),
  /** Seconds until the access token expires. */
  expiresAfter: z.int(),
  sessionId: z.string(),
  profile: profileSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
export const authResponse = z.object({ data: authResponseSchema });
/** Registration answers `{ data: null }` when auto-login after registration is switched off. */
export const registerResponse = z.object({ data: z.nullable(authResponseSchema) });

export const playerSessionSchema = z.object({
  id: z.string(),
  /** desktop | mobile | tablet | unknown */
  device: z.string(),
  /** e.g. "Chrome 126" */
  browser: z.string(),
  /** e.g. "Windows 10", "iOS 17.5" */
  os: z.string(),
  ip: z.string(),
  country: z.nullable(z.string()),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  isCurrent: z.boolean(),
});
export type PlayerSession = z.infer<typeof playerSessionSchema>;

export const pageQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});
export const pageMetaSchema = z.object({
  page: z.int(),
  perPage: z.int(),
  totalPages: z.int(),
  totalRows: z.int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
export const sessionsResponse = z.object({
  data: z.array(playerSessionSchema),
  meta: pageMetaSchema,
});

export const emptyResponse = z.object({ data: z.null() });

// ---------------------------------------------------------------------------------------------
// Init
// ---------------------------------------------------------------------------------------------

/**
 * A wallet account (ARCHITECTURE reference shape). Money is a decimal string in major units.
 * The wallet issue owns the ledger behind it and may move this schema to contracts/wallet.ts.
 */
export const walletAccountSchema = z.object({
  id: z.string(),
  currency: z.string(),
  balance: z.string(),
  realBalance: z.string(),
  bonusBalance: z.string(),
  lockedBalance: z.string(),
  withdrawalBalance: z.string(),
  /** 1 = active (the one account in use). */
  status: z.int(),
  hidden: z.boolean(),
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

export const initFlagsSchema = z.object({
  /** False for players who signed up through Telegram or a social provider only. */
  hasPassword: z.boolean(),
  isTelegramUser: z.boolean(),
  /** Country of the request is geo-restricted. */
  isGeoRestricted: z.boolean(),
  isSelfExcluded: z.boolean(),
});
export type InitFlags = z.infer<typeof initFlagsSchema>;

export const initSchema = z.object({
  profile: profileSchema,
  accounts: z.array(walletAccountSchema),
  flags: initFlagsSchema,
});
export type Init = z.infer<typeof initSchema>;
export const initResponse = z.object({ data: initSchema });

// ---------------------------------------------------------------------------------------------
// Pure helpers (SPEC §3)
// ---------------------------------------------------------------------------------------------

/**
 * Masks an e-mail's prefix (the part before @), SPEC §3: shorter than 4 characters → first
 * character + "***"; otherwise all but the last 3 characters + "***". Returns the masked
 * prefix only ("johnny@x.io" → "joh***"); see maskEmailAddress for the full address.
 */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  const prefix = at === -1 ? email : email.slice(0, at);
  const chars = Array.from(prefix);
  if (chars.length < 4) return `${chars[0] ?? ""}***`;
  return `${chars.slice(0, -3).join("")}***`;
}

/** The masked prefix plus the domain: "johnny@x.io" → "joh***@x.io". */
export function maskEmailAddress(email: string): string {
  const at = email.indexOf("@");
  return at === -1 ? maskEmail(email) : `${maskEmail(email)}${email.slice(at)}`;
}

/**
 * The name shown for a player (SPEC §3): the first available of nickname, first name,
 * Telegram user id, masked e-mail prefix, else "Unknown".
 */
export function displayedName(
  profile: Partial<Pick<Profile, "nickname" | "firstName" | "tgUserId" | "email">>,
  unknown = "Unknown",
): string {
  const nickname = profile.nickname?.trim();
  if (nickname) return nickname;
  const firstName = profile.firstName?.trim();
  if (firstName) return firstName;
  if (profile.tgUserId !== null && profile.tgUserId !== undefined) return String(profile.tgUserId);
  const email = profile.email?.trim();
  if (email) return maskEmail(email);
  return unknown;
}

// ---------------------------------------------------------------------------------------------
// Social (OpenID Connect) and Telegram sign-in
// ---------------------------------------------------------------------------------------------

/** Name of a social provider: `sandbox`, or one configured in SOCIAL_PROVIDERS (`google` …). */
export const socialProviderName = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]{1,31}$/, "Unknown provider"));

/**
 * The query of the provider's redirect to /auth/social/{provider}/callback, passed through as
 * it came (`code`, `state`, `iss`, or `error` and `error_description`).
 */
export const socialCallbackQuery = z.record(
  z.string().check(z.maxLength(64)),
  z.string().check(z.maxLength(4096)),
);

/**
 * A site-relative path to return to after social sign-in (`/casino?x=1`); anything else
 * (another origin, `//host`) is ignored.
 */
export const backRouteSchema = z.string().check(z.maxLength(2000));

/**
 * POST /api/player/sessions/social. Two phases:
 * 1. Without `query.code` (and without `query.error`): answers `{ redirectUrl }`, the provider's
 *    authorization page. `backRoute` is kept with the request.
 * 2. With the callback query (`code` + `state`): signs the player in (creating the player on
 *    first sign-in) and answers the auth response plus `backRoute`.
 */
export const socialLoginRequestSchema = z.object({
  provider: socialProviderName,
  query: z._default(socialCallbackQuery, {}),
  /** Product locale of a player created by this sign-in. */
  locale: z.optional(z.string().check(z.maxLength(16))),
  fingerprint: z.optional(fingerprintSchema),
  affiliateTag: z.optional(z.string().check(z.maxLength(200))),
  /** Origin the provider returns the browser to (default PUBLIC_URL); must be an allowed one. */
  redirectDomain: z.optional(z.string().check(z.maxLength(300))),
  backRoute: z.optional(backRouteSchema),
});
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

export const socialRedirectSchema = z.object({
  /** Send the browser here (the provider's authorization endpoint). */
  redirectUrl: z.string(),
});
export type SocialRedirect = z.infer<typeof socialRedirectSchema>;

export const socialAuthSchema = z.extend(authResponseSchema, {
  /** Where the player was before starting the sign-in (site-relative), else null: home. */
  backRoute: z.nullable(z.string()),
});
export type SocialAuth = z.infer<typeof socialAuthSchema>;
export const socialLoginResponse = z.object({
  data: z.union([socialRedirectSchema, socialAuthSchema]),
});

/** A way the player signs in besides the password. */
export const socialConnectionSchema = z.object({
  /** Provider name, or `telegram`. */
  provider: z.string(),
  /** E-mail the provider reported, if any. */
  email: z.nullable(z.string()),
  /** Telegram username, or the provider's display name. */
  name: z.nullable(z.string()),
  createdAt: z.string(),
});
export type SocialConnection = z.infer<typeof socialConnectionSchema>;
export const socialConnectionsResponse = z.object({ data: z.array(socialConnectionSchema) });

/** POST /api/player/social-connections/{provider}: the same two phases as social sign-in. */
export const socialLinkRequestSchema = z.object({
  query: z._default(socialCallbackQuery, {}),
  redirectDomain: z.optional(z.string().check(z.maxLength(300))),
  backRoute: z.optional(backRouteSchema),
});
export type SocialLinkRequest = z.infer<typeof socialLinkRequestSchema>;
export const socialLinkedSchema = z.object({
  connections: z.array(socialConnectionSchema),
  backRoute: z.nullable(z.string()),
});
export const socialLinkResponse = z.object({
  data: z.union([socialRedirectSchema, socialLinkedSchema]),
});

/** POST /api/player/social-connections/unlink. */
export const socialUnlinkRequestSchema = z.object({
  /** Provider name, or `telegram`. */
  socialType: socialProviderName,
});
export type SocialUnlinkRequest = z.infer<typeof socialUnlinkRequestSchema>;

/** Telegram mini app launch data (`Telegram.WebApp.initData`), the raw query string. */
export const telegramInitData = z.string().check(z.minLength(1), z.maxLength(8192));

/** POST /api/player/tg_login. */
export const telegramLoginRequestSchema = z.object({
  initData: telegramInitData,
  affiliateTag: z.optional(z.string().check(z.maxLength(200))),
  /**
   * Referral id (the bot's start parameter); the affiliate tag of a player created by this
   * sign-in when `affiliateTag` is absent (then initData's `start_param` is used).
   */
  refId: z.optional(z.string().check(z.maxLength(200))),
  fingerprint: z.optional(fingerprintSchema),
  /** Product locale of a player created by this sign-in (else from the Telegram language). */
  locale: z.optional(z.string().check(z.maxLength(16))),
});
export type TelegramLoginRequest = z.infer<typeof telegramLoginRequestSchema>;

/** POST /api/player/social-connections/telegram and PUT /api/tg-bot/users. */
export const telegramInitDataRequestSchema = z.object({ initData: telegramInitData });
export type TelegramInitDataRequest = z.infer<typeof telegramInitDataRequestSchema>;

/** The Telegram user of validated initData. */
export const telegramUserSchema = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.nullable(z.string()),
  username: z.nullable(z.string()),
  languageCode: z.nullable(z.string()),
  isPremium: z.boolean(),
  photoUrl: z.nullable(z.string()),
});
export type TelegramUser = z.infer<typeof telegramUserSchema>;

/** PUT /api/tg-bot/users answer: the player's profile after the sync and the Telegram user. */
export const telegramSyncSchema = z.object({
  profile: profileSchema,
  telegram: telegramUserSchema,
});
export const telegramSyncResponse = z.object({ data: telegramSyncSchema });
