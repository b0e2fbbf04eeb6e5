import type { FieldErrors } from "../../../contracts/errors.ts";
import { ErrorCode } from "../../../contracts/errors.ts";
import {
  fieldRuleNames,
  genders,
  type Avatar,
  type AuthResponse,
  type FieldScenario,
  type FieldValidation,
  type FormPayload,
  type Gender,
  type Init,
  type PasswordChange,
  type Profile,
  type ProfileUpdate,
  type RegisterRequest,
} from "../../../contracts/player.ts";
import { isLocaleCode } from "../../../contracts/settings.ts";
import type { DbExecutor } from "../../db/client.ts";
import type { PlayerStatus } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { Platform } from "../../platform/platform.ts";
import { uniqueViolation } from "../../db/errors.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { loadProfile, toWalletAccount } from "./profile.ts";
import type { AuthenticatedPlayer, ClientInfo, SessionService } from "./sessions/service.ts";
import {
  insertPlayer,
  insertWalletAccount,
  isTaken,
  selectAccounts,
  selectAvatar,
  selectAvatars,
  selectCountry,
  selectFieldRules,
  selectPlayer,
  updatePlayer,
  type PlayerPatch,
  type PlayerRow,
} from "./store.ts";
import { effectiveRules, fixedOnly, validateFields } from "./validation/engine.ts";
import type { Messages } from "./validation/messages.ts";
import { ACCEPTED, isEmpty, normalizePhone } from "./validation/rules.ts";
import { appendPlayerRegistered } from "./events.ts";

/** Operator edits to field rules show within this time (or at once after invalidateFieldRules). */
export const FIELD_RULES_CACHE_MS = 60_000;
const fieldRulesKey = (scenario: FieldScenario) => `player:field-rules:v1:${scenario}`;

const timeZones = new Set(["UTC", ...Intl.supportedValuesOf("timeZone")]);

/** Payload fields registration stores on the player (besides email, phone, password, currency). */
const REGISTRATION_PROFILE_FIELDS = [
  "firstName",
  "lastName",
  "nickname",
  "gender",
  "birthdate",
  "address",
  "additionalAddress",
  "city",
  "postalCode",
  "nationality",
  "timeZone",
  "locale",
  "language",
] as const;

export interface PlayerService {
  fieldValidations(scenario: FieldScenario): Promise<FieldValidation[]>;
  invalidateFieldRules(): Promise<void>;
  register(
    request: RegisterRequest,
    kind: "email" | "phone",
    client: ClientInfo,
    messages: Messages,
  ): Promise<AuthResponse | null>;
  init(player: AuthenticatedPlayer, client: ClientInfo): Promise<Init>;
  getProfile(player: AuthenticatedPlayer): Promise<Profile>;
  updateProfile(
    player: AuthenticatedPlayer,
    update: ProfileUpdate,
    messages: Messages,
  ): Promise<Profile>;
  changePassword(
    player: AuthenticatedPlayer,
    input: PasswordChange,
    messages: Messages,
  ): Promise<void>;
  listAvatars(): Promise<Avatar[]>;
  /**
   * Operator action: block, unblock or mark a player self-excluded. Takes effect on the next
   * request of every open session; blocking also disconnects the player's sockets.
   */
  setStatus(playerId: string, status: PlayerStatus): Promise<void>;
  setAvatar(player: AuthenticatedPlayer, avatarId: number): Promise<Profile>;
  /** What a registration's bonusCode does (the bonus module): checked first, issued inside. */
  setRegistrationBonus(hook: RegistrationBonus): void;
}

/**
 * Sign-up bonuses: `check` answers the bonusCode field's error (null when the code may be used)
 * before anything is written; `issue` runs inside the registration transaction, with the code
 * or null (sign-up bonuses without a code go to every new player).
 */
export interface RegistrationBonus {
  check(code: string, context: { country: string | null }): Promise<string | null>;
  issue(tx: DbExecutor, player: PlayerRow, code: string | null): Promise<void>;
}

const trimmed = (value: unknown): unknown => (typeof value === "string" ? value.trim() : value);
const textOrNull = (value: unknown): string | null => {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text === "" ? null : text;
};

function alreadyExists(fields: FieldErrors): AppError {
  return new AppError(400, ErrorCode.ALREADY_EXISTS, "Already exists", fields);
}

export interface PlayerServiceHooks {
  /** Runs inside the registration transaction (e.g. schedules the verification mail). */
  onRegistered?: (tx: DbExecutor, player: PlayerRow) => Promise<void>;
}

export function createPlayerService(
  platform: Pick<Platform, "db" | "cache" | "config" | "settings" | "events">,
  sessions: SessionService,
  hooks: PlayerServiceHooks = {},
): PlayerService {
  const { db, cache, config, settings, events } = platform;
  let registrationBonus: RegistrationBonus | undefined;

  async function fieldValidations(scenario: FieldScenario): Promise<FieldValidation[]> {
    return cache.getOrSet(fieldRulesKey(scenario), FIELD_RULES_CACHE_MS, async () => {
      const rows = await selectFieldRules(db, scenario);
      return rows.map((row) =>
        effectiveRules({
          field: row.field,
          isRequired: row.isRequired,
          rules: row.rules.filter((rule): rule is FieldValidation["rules"][number] =>
            isKnownRule(rule.name),
          ),
        }),
      );
    });
  }

  /** Checks beyond the generic rules: reference data (countries, currencies, time zones…). */
  async function checkReferenceFields(
    values: Record<string, unknown>,
    errors: FieldErrors,
    messages: Messages,
    options: { registration: boolean; only?: ReadonlySet<string> },
  ): Promise<void> {
    const wanted = (field: string) =>
      !errors[field] && !isEmpty(values[field]) && (!options.only || options.only.has(field));
    if (wanted("country")) {
      const country = await selectCountry(db, String(values["country"]));
      if (!country) errors["country"] = [messages.validation("countryUnknown")];
      else if (options.registration && !country.isRegistrationAllowed) {
        errors["country"] = [messages.validation("countryNotAllowed")];
      }
    }
    if (wanted("nationality")) {
      const country = await selectCountry(db, String(values["nationality"]));
      if (!country) errors["nationality"] = [messages.validation("countryUnknown")];
    }
    if (wanted("currency")) {
      const enabled = await settings.listCurrencies();
      if (!enabled.some((currency) => currency.code === values["currency"])) {
        errors["currency"] = [messages.validation("currencyNotAvailable")];
      }
    }
    if (wanted("gender") && !(genders as readonly unknown[]).includes(values["gender"])) {
      errors["gender"] = [messages.validation("gender")];
    }
    if (wanted("timeZone") && !timeZones.has(String(values["timeZone"]))) {
      errors["timeZone"] = [messages.validation("timeZone")];
    }
    if (wanted("locale") && !isLocaleCode(String(values["locale"]))) {
      errors["locale"] = [messages.validation("locale")];
    }
  }

  /** Rules for a scenario plus fixed rules of any other submitted field. */
  async function validate(
    scenario: FieldScenario,
    values: Record<string, unknown>,
    messages: Messages,
    only?: ReadonlySet<string>,
  ): Promise<FieldErrors> {
    const validations = await fieldValidations(scenario);
    return validateFields(values, validations, messages, { only });
  }

  async function register(
    request: RegisterRequest,
    kind: "email" | "phone",
    client: ClientInfo,
    messages: Messages,
  ): Promise<AuthResponse | null> {
    const scenario: FieldScenario = kind === "email" ? "registration" : "registration-phone";
    const values: FormPayload = {};
    for (const [field, value] of Object.entries(request.payload)) {
      values[field] = trimmed(value) as FormPayload[string];
    }
    if (typeof values["email"] === "string") values["email"] = values["email"].toLowerCase();
    if (typeof values["currency"] === "string")
      values["currency"] = values["currency"].toUpperCase();
    // A phone registration needs a phone even if an operator forgot to require it.
    const validations = await fieldValidations(scenario);
    const required = kind === "email" ? "email" : "phone";
    const withIdentity = validations.some((validation) => validation.field === required)
      ? validations
      : [...validations, effectiveRules({ field: required, isRequired: true, rules: [] })];
    const withPassword = withIdentity.some((validation) => validation.field === "password")
      ? withIdentity
      : [...withIdentity, effectiveRules({ field: "password", isRequired: true, rules: [] })];
    const errors = validateFields(values, withPassword, messages);
    if (!isEmpty(values["captcha"])) errors["captcha"] = [messages.validation("captcha")];

    // Country and currency default to the request's country and the base currency.
    values["country"] ??= client.country;
    if (isEmpty(values["currency"])) {
      const base = (await settings.listCurrencies()).find((currency) => currency.isBase);
      values["currency"] = base?.code ?? "USD";
    }
    await checkReferenceFields(values, errors, messages, { registration: true });
    const bonusCode = textOrNull(values["bonusCode"]);
    if (bonusCode && registrationBonus && !errors["bonusCode"]) {
      const problem = await registrationBonus.check(bonusCode, { country: client.country });
      if (problem) errors["bonusCode"] = [problem];
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);

    const email = kind === "email" ? String(values["email"]) : textOrNull(values["email"]);
    const phone =
      kind === "phone" || !isEmpty(values["phone"])
        ? normalizePhone(String(values["phone"]))
        : null;
    const duplicates: FieldErrors = {};
    if (email && (await isTaken(db, "email", email)))
      duplicates["email"] = [messages.validation("emailTaken")];
    if (phone && (await isTaken(db, "phone", phone)))
      duplicates["phone"] = [messages.validation("phoneTaken")];
    if (Object.keys(duplicates).length > 0) throw alreadyExists(duplicates);

    const profileFields: PlayerPatch = {};
    for (const field of REGISTRATION_PROFILE_FIELDS) {
      const value = textOrNull(values[field]);
      if (value !== null) Object.assign(profileFields, { [field]: value });
    }
    const passwordHash = await hashPassword(String(values["password"]));
    const currency = String(values["currency"]);
    let player: PlayerRow;
    try {
      player = await db.transaction(async (tx) => {
        const row = await insertPlayer(tx, {
          ...profileFields,
          gender: (profileFields.gender ?? null) as Gender | null,
          email,
          phone,
          passwordHash,
          country: String(values["country"]),
          receiveEmailPromo: ACCEPTED.has(values["receiveEmailPromo"]),
          receiveSmsPromo: ACCEPTED.has(values["receiveSmsPromo"]),
          receiveBonus:
            values["receiveBonus"] === undefined ? true : ACCEPTED.has(values["receiveBonus"]),
          affiliateTag: request.affiliateTag?.trim() || null,
          fingerprint: request.fingerprint.visitorId,
          secondFingerprint: request.secondFingerprint?.visitorId ?? null,
          registrationIp: client.ip,
          registrationCountry: client.country,
        });
        await insertWalletAccount(tx, { playerId: row.id, currency, isActive: true });
        await appendPlayerRegistered(events, tx, row, "password");
        await registrationBonus?.issue(tx, row, bonusCode);
        await hooks.onRegistered?.(tx, row);
        return row;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      // Lost a race with a concurrent registration of the same e-mail or phone.
      if (constraint.includes("phone"))
        throw alreadyExists({ phone: [messages.validation("phoneTaken")] });
      throw alreadyExists({ email: [messages.validation("emailTaken")] });
    }

    if (!config.REGISTRATION_AUTO_LOGIN) return null;
    return sessions.startSession(player, "registration", client, { isNewlyRegistered: true });
  }

  async function getPlayer(player: AuthenticatedPlayer): Promise<PlayerRow> {
    const row = await selectPlayer(db, player.id);
    if (!row) throw AppError.unauthorized();
    return row;
  }

  return {
    fieldValidations,
    async invalidateFieldRules() {
      await Promise.all(
        (["registration", "registration-phone", "profile"] as const).map((scenario) =>
          cache.delete(fieldRulesKey(scenario)),
        ),
      );
    },
    register,

    async init(player, client) {
      const row = await getPlayer(player);
      const [profile, accounts, isGeoRestricted] = await Promise.all([
        loadProfile(db, row),
        selectAccounts(db, player.id),
        client.country ? settings.isCountryRestricted(client.country) : Promise.resolve(false),
      ]);
      return {
        profile,
        accounts: accounts.map(toWalletAccount),
        flags: {
          hasPassword: row.passwordHash !== null,
          isTelegramUser: row.tgUserId !== null,
          isGeoRestricted,
          isSelfExcluded: row.status === "self_excluded",
        },
      };
    },

    async getProfile(player) {
      return loadProfile(db, await getPlayer(player));
    },

    async updateProfile(player, update, messages) {
      const current = await getPlayer(player);
      const patch: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(update)) {
        if (value === undefined) continue;
        patch[field] = typeof value === "string" ? value.trim() : value;
      }
      if (typeof patch["email"] === "string") patch["email"] = patch["email"].toLowerCase();
      const only = new Set(Object.keys(patch));
      const values: Record<string, unknown> = { ...currentValues(current), ...patch };
      const errors = await validate("profile", values, messages, only);
      // E-mail and phone may change but not be removed: they are how the player signs in.
      for (const field of ["email", "phone"] as const) {
        if (only.has(field) && isEmpty(patch[field]) && !errors[field]) {
          errors[field] = [messages.validation("required")];
        }
      }
      await checkReferenceFields(values, errors, messages, { registration: false, only });
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);

      const changes: PlayerPatch = {};
      for (const [field, value] of Object.entries(patch)) {
        if (typeof value === "boolean") Object.assign(changes, { [field]: value });
        else Object.assign(changes, { [field]: textOrNull(value) });
      }
      if (typeof changes.phone === "string") changes.phone = normalizePhone(changes.phone);
      const duplicates: FieldErrors = {};
      if (changes.email && changes.email !== current.email) {
        if (await isTaken(db, "email", changes.email, player.id)) {
          duplicates["email"] = [messages.validation("emailTaken")];
        }
        changes.emailVerifiedAt = null;
      } else delete changes.email;
      if (changes.phone && changes.phone !== current.phone) {
        if (await isTaken(db, "phone", changes.phone, player.id)) {
          duplicates["phone"] = [messages.validation("phoneTaken")];
        }
        changes.phoneVerifiedAt = null;
      } else delete changes.phone;
      if (Object.keys(duplicates).length > 0) throw alreadyExists(duplicates);

      try {
        if (Object.keys(changes).length > 0) await updatePlayer(db, player.id, changes);
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === undefined) throw error;
        if (constraint.includes("phone"))
          throw alreadyExists({ phone: [messages.validation("phoneTaken")] });
        throw alreadyExists({ email: [messages.validation("emailTaken")] });
      }
      return loadProfile(db, player.id);
    },

    async changePassword(player, input, messages) {
      const values = {
        currentPassword: input.currentPassword ?? "",
        newPassword: input.newPassword ?? "",
        repeatNewPassword: input.repeatNewPassword ?? "",
      };
      const validations = (
        ["currentPassword", "newPassword", "repeatNewPassword"] as const
      ).flatMap((field) => fixedOnly(field) ?? []);
      const errors = validateFields(values, validations, messages);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const row = await getPlayer(player);
      if (!(await verifyPassword(row.passwordHash, values.currentPassword))) {
        throw AppError.validation({
          currentPassword: [messages.validation("currentPasswordWrong")],
        });
      }
      const passwordHash = await hashPassword(values.newPassword);
      const revoked = await db.transaction(async (tx) => {
        await updatePlayer(tx, player.id, { passwordHash });
        return sessions.revokeInTransaction(
          tx,
          { playerId: player.id, exceptSessionId: player.sessionId },
          "password_changed",
        );
      });
      await sessions.afterRevoke(revoked);
    },

    async setStatus(playerId, status) {
      await updatePlayer(db, playerId, { status });
      await sessions.forgetPlayer(playerId, { disconnect: status === "blocked" });
    },

    async listAvatars() {
      const rows = await selectAvatars(db);
      return rows.map((row) => ({ id: row.id, url: row.url }));
    },

    setRegistrationBonus(hook) {
      registrationBonus = hook;
    },

    async setAvatar(player, avatarId) {
      const avatar = await selectAvatar(db, avatarId);
      if (!avatar || !avatar.isEnabled) throw AppError.notFound("Avatar not found");
      await updatePlayer(db, player.id, { avatarId });
      return loadProfile(db, player.id);
    },
  };
}

/** The stored values of the profile fields, as the validation engine sees them. */
function currentValues(player: PlayerRow): Record<string, unknown> {
  return {
    email: player.email,
    phone: player.phone,
    firstName: player.firstName,
    lastName: player.lastName,
    nickname: player.nickname,
    birthdate: player.birthdate,
    gender: player.gender,
    address: player.address,
    additionalAddress: player.additionalAddress,
    city: player.city,
    postalCode: player.postalCode,
    country: player.country,
    nationality: player.nationality,
    timeZone: player.timeZone,
    locale: player.locale,
    language: player.language,
    receiveEmailPromo: player.receiveEmailPromo,
    receiveSmsPromo: player.receiveSmsPromo,
    receiveBonus: player.receiveBonus,
  };
}

function isKnownRule(name: string): boolean {
  return (fieldRuleNameSet as ReadonlySet<string>).has(name);
}

const fieldRuleNameSet: ReadonlySet<string> = new Set(fieldRuleNames);
