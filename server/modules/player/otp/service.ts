import { ErrorCode, type FieldErrors } from "../../../../contracts/errors.ts";
import type { AuthResponse, Profile } from "../../../../contracts/player.ts";
import {
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MS,
  RESEND_INTERVAL_MS,
  type OtpPurpose,
} from "../../../../contracts/verification.ts";
import type { VerificationPurpose } from "../../../db/schema.ts";
import { AppError } from "../../../platform/errors.ts";
import type { Platform } from "../../../platform/platform.ts";
import { uniqueViolation } from "../../../db/errors.ts";
import { loadProfile } from "../profile.ts";
import {
  assertNotBlocked,
  type AuthenticatedPlayer,
  type ClientInfo,
  type SessionService,
} from "../sessions/service.ts";
import {
  isTaken,
  selectPlayer,
  selectPlayerByEmail,
  selectPlayerByPhone,
  updatePlayer,
  type PlayerPatch,
  type PlayerRow,
} from "../store.ts";
import { effectiveRules, validateFields } from "../validation/engine.ts";
import type { Messages } from "../validation/messages.ts";
import { normalizePhone } from "../validation/rules.ts";
import { hashOtp, isOtpShape, sameHash } from "../verification/codes.ts";
import { messageLocale } from "../verification/locale.ts";
import type { Messenger } from "../verification/messenger.ts";
import {
  consumeCode,
  insertCode,
  claimGuess,
  retireCodes,
  selectLatestCode,
} from "../verification/store.ts";
import type { Throttle } from "../verification/throttle.ts";

/** Code requests: one a minute per purpose and address, twenty an hour per IP. */
export const OTP_SEND_LIMITS = {
  perTarget: { max: 1, windowMs: RESEND_INTERVAL_MS },
  perIp: { max: 20, windowMs: 60 * 60_000 },
} as const;
/** Sign-in attempts with a code per IP (each code also dies after 5 wrong guesses). */
export const OTP_LOGIN_ATTEMPTS_PER_IP = { max: 30, windowMs: 15 * 60_000 } as const;

type Channel = "sms" | "email";

export interface OtpSendInput {
  channel: Channel;
  /** Phone (sms) or e-mail address (email), as typed. */
  target: string;
  purpose: OtpPurpose;
}

export interface OtpVerifyInput {
  phone?: string;
  email?: string;
  code: string;
  purpose: OtpPurpose;
}

export type OtpVerifyResult = AuthResponse | { verified: true; profile: Profile };

export interface OtpService {
  /**
   * Sends a 6-digit code. verify-phone / verify-email need the signed-in player; login sends
   * only to a registered address but answers the same either way.
   */
  send(
    caller: AuthenticatedPlayer | null,
    input: OtpSendInput,
    context: { ip: string; requestLocale: string },
    messages: Messages,
  ): Promise<void>;
  verify(
    caller: AuthenticatedPlayer | null,
    input: OtpVerifyInput,
    client: ClientInfo,
    messages: Messages,
  ): Promise<OtpVerifyResult>;
}

/** 400 with code 11003 (OTP_INVALID) and `fields.code`. */
function otpError(message: string): AppError {
  return new AppError(400, ErrorCode.OTP_INVALID, message, { code: [message] });
}

function storedPurpose(purpose: OtpPurpose): VerificationPurpose {
  if (purpose === "verify-phone") return "otp-verify-phone";
  if (purpose === "verify-email") return "otp-verify-email";
  return "otp-login";
}

export function createOtpService(
  platform: Pick<Platform, "db">,
  deps: { messenger: Messenger; throttle: Throttle; sessions: SessionService },
): OtpService {
  const { db } = platform;
  const { messenger, throttle, sessions } = deps;

  /** The normalised address, or a 400 on its field. */
  function normalizeTarget(channel: Channel, value: string, messages: Messages): string {
    const field = channel === "sms" ? "phone" : "email";
    const errors: FieldErrors = validateFields(
      { [field]: value.trim() },
      [effectiveRules({ field, isRequired: true, rules: [] })],
      messages,
    );
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    return channel === "sms" ? normalizePhone(value) : value.trim().toLowerCase();
  }

  function signedIn(caller: AuthenticatedPlayer | null, messages: Messages): AuthenticatedPlayer {
    if (!caller)
      throw AppError.unauthorized(messages.error("signInRequired", "Sign in to continue"));
    return caller;
  }

  const findByTarget = (channel: Channel, target: string) =>
    channel === "sms" ? selectPlayerByPhone(db, target) : selectPlayerByEmail(db, target);

  /** For verify-*: the player, after checking the address is free and not yet confirmed. */
  async function playerToVerify(
    caller: AuthenticatedPlayer,
    channel: Channel,
    target: string,
    messages: Messages,
  ): Promise<PlayerRow> {
    const player = await selectPlayer(db, caller.id);
    if (!player) throw AppError.unauthorized();
    const column = channel === "sms" ? "phone" : "email";
    const current = channel === "sms" ? player.phone : player.email;
    const verifiedAt = channel === "sms" ? player.phoneVerifiedAt : player.emailVerifiedAt;
    if (current === target && verifiedAt) {
      const message =
        channel === "sms"
          ? messages.error("phoneAlreadyVerified", "Your phone number is already confirmed")
          : messages.error("emailAlreadyVerified", "Your e-mail address is already confirmed");
      throw AppError.validation({ [column]: [message] }, message);
    }
    if (current !== target && (await isTaken(db, column, target, player.id))) {
      throw alreadyExists(column, messages);
    }
    return player;
  }

  return {
    async send(caller, input, context, messages) {
      const target = normalizeTarget(input.channel, input.target, messages);
      const purpose = storedPurpose(input.purpose);
      const player =
        input.purpose === "login"
          ? undefined
          : await playerToVerify(signedIn(caller, messages), input.channel, target, messages);
      await throttle.take(
        [
          {
            key: `otp:${purpose}:${player?.id ?? "-"}:${target}`,
            limit: OTP_SEND_LIMITS.perTarget,
          },
          { key: `otp:ip:${context.ip}`, limit: OTP_SEND_LIMITS.perIp },
        ],
        messages,
      );
      const recipient = player ?? (await findByTarget(input.channel, target));
      // Sign-in codes go only to registered, unblocked players; the answer does not tell.
      if (!recipient || recipient.status === "blocked") return;
      await db.transaction(async (tx) => {
        // Only the newest code counts.
        await retireCodes(tx, recipient.id, purpose);
        const { code, expiresAt } = await insertCode(tx, {
          playerId: recipient.id,
          purpose,
          channel: input.channel,
          target,
          ttlMs: OTP_TTL_MS,
          kind: "otp",
          maxAttempts: OTP_MAX_ATTEMPTS,
        });
        await messenger.schedule(tx, {
          channel: input.channel,
          to: target,
          template: "otp",
          locale: messageLocale(recipient, context.requestLocale),
          secret: { code },
          minutes: OTP_TTL_MS / 60_000,
          expiresAt,
        });
      });
    },

    async verify(caller, input, client, messages) {
      const channel: Channel =
        input.purpose === "verify-phone"
          ? "sms"
          : input.purpose === "verify-email"
            ? "email"
            : input.phone
              ? "sms"
              : "email";
      const raw = channel === "sms" ? input.phone : input.email;
      const target = normalizeTarget(channel, raw ?? "", messages);
      const purpose = storedPurpose(input.purpose);
      const wrong = () => otpError(messages.error("otpInvalid", "The code is wrong"));

      let player: PlayerRow | undefined;
      if (input.purpose === "login") {
        await throttle.take(
          [{ key: `otp-login-attempt:ip:${client.ip}`, limit: OTP_LOGIN_ATTEMPTS_PER_IP }],
          messages,
        );
        player = await findByTarget(channel, target);
      } else {
        player = await selectPlayer(db, signedIn(caller, messages).id);
        if (!player) throw AppError.unauthorized();
      }
      if (!player) throw wrong();
      const row = await selectLatestCode(db, { playerId: player.id, purpose, target });
      if (!row || row.usedAt) throw wrong();
      const exhausted = () =>
        otpError(
          messages.error("otpAttemptsExhausted", "Too many wrong codes. Please request a new one"),
        );
      if (row.expiresAt.getTime() <= Date.now()) {
        throw otpError(
          messages.error("otpExpired", "The code has expired. Please request a new one"),
        );
      }
      // The guess is counted before the code is compared, so parallel guesses can't exceed the limit.
      const left = await claimGuess(db, row.id);
      if (left === null) throw exhausted();
      const code = input.code.trim();
      if (!isOtpShape(code) || !sameHash(hashOtp(row.id, code), row.codeHash)) {
        if (left > 0) throw wrong();
        throw exhausted();
      }
      if (input.purpose === "login") assertNotBlocked(player, messages);

      const column = channel === "sms" ? "phone" : "email";
      const patch: PlayerPatch =
        channel === "sms"
          ? { phone: target, phoneVerifiedAt: new Date() }
          : { email: target, emailVerifiedAt: new Date() };
      const owner = player;
      try {
        await db.transaction(async (tx) => {
          if (!(await consumeCode(tx, row.id))) throw wrong();
          // Signing in with a code proves the address too; a verify-* code may also change it.
          const current = channel === "sms" ? owner.phone : owner.email;
          if (input.purpose !== "login" || current === target) {
            await updatePlayer(tx, owner.id, patch);
          }
        });
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw alreadyExists(column, messages);
        throw error;
      }

      if (input.purpose === "login") {
        const fresh = (await selectPlayer(db, owner.id)) ?? owner;
        return sessions.startSession(fresh, channel === "sms" ? "phone" : "token", client);
      }
      return { verified: true, profile: await loadProfile(db, owner.id) };
    },
  };
}

function alreadyExists(column: "phone" | "email", messages: Messages): AppError {
  return new AppError(400, ErrorCode.ALREADY_EXISTS, "Already exists", {
    [column]: [messages.validation(column === "phone" ? "phoneTaken" : "emailTaken")],
  });
}
