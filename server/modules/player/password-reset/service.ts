import {
  PASSWORD_RESET_TTL_MS,
  RESEND_INTERVAL_MS,
  passwordResetPath,
  type PasswordResetConfirm,
} from "../../../../contracts/verification.ts";
import { AppError } from "../../../platform/errors.ts";
import type { Platform } from "../../../platform/platform.ts";
import { hashPassword } from "../passwords.ts";
import type { SessionService } from "../sessions/service.ts";
import { selectPlayerByEmail, updatePlayer } from "../store.ts";
import { effectiveRules, validateFields } from "../validation/engine.ts";
import type { Messages } from "../validation/messages.ts";
import { isValidEmail } from "../validation/rules.ts";
import { isLinkCodeShape } from "../verification/codes.ts";
import { messageLocale } from "../verification/locale.ts";
import type { Messenger } from "../verification/messenger.ts";
import { invalidLink } from "../verification/service.ts";
import {
  consumeCode,
  insertCode,
  isLive,
  markEmailVerified,
  retireCodes,
  selectLinkCode,
} from "../verification/store.ts";
import type { Throttle } from "../verification/throttle.ts";

/** Reset requests per address (one a minute, five an hour) and per IP (twenty an hour). */
export const PASSWORD_RESET_LIMITS = {
  perEmail: [
    { max: 1, windowMs: RESEND_INTERVAL_MS },
    { max: 5, windowMs: 60 * 60_000 },
  ],
  perIp: { max: 20, windowMs: 60 * 60_000 },
} as const;

export interface PasswordResetService {
  /**
   * Mails a reset link if the e-mail belongs to a player. Answers the same way either way (and
   * counts the same limits), so nobody learns whether an address is registered.
   */
  request(email: string, ip: string, requestLocale: string, messages: Messages): Promise<void>;
  /** Sets the new password with a reset link code and closes every session of the player. */
  confirm(input: PasswordResetConfirm, messages: Messages): Promise<void>;
}

export function createPasswordResetService(
  platform: Pick<Platform, "db" | "config">,
  deps: { messenger: Messenger; throttle: Throttle; sessions: SessionService },
): PasswordResetService {
  const { db, config } = platform;
  const { messenger, throttle, sessions } = deps;

  return {
    async request(rawEmail, ip, requestLocale, messages) {
      const email = rawEmail.trim().toLowerCase();
      if (!isValidEmail(email))
        throw AppError.validation({ email: [messages.validation("email")] });
      await throttle.take(
        [
          ...PASSWORD_RESET_LIMITS.perEmail.map((limit, index) => ({
            key: `password-reset:email:${index}:${email}`,
            limit,
          })),
          { key: `password-reset:ip:${ip}`, limit: PASSWORD_RESET_LIMITS.perIp },
        ],
        messages,
      );
      const player = await selectPlayerByEmail(db, email);
      if (!player || player.status === "blocked") return;
      await db.transaction(async (tx) => {
        const { code, expiresAt } = await insertCode(tx, {
          playerId: player.id,
          purpose: "password-reset",
          channel: "email",
          target: email,
          ttlMs: PASSWORD_RESET_TTL_MS,
          kind: "link",
        });
        await messenger.schedule(tx, {
          channel: "email",
          to: email,
          template: "passwordReset",
          locale: messageLocale(player, requestLocale),
          secret: { link: `${config.PUBLIC_URL}${passwordResetPath(code)}` },
          minutes: PASSWORD_RESET_TTL_MS / 60_000,
          expiresAt,
        });
      });
    },

    async confirm(input, messages) {
      const values = {
        password: input.password ?? "",
        password_confirmation: input.password_confirmation ?? "",
      };
      const errors = validateFields(
        values,
        [
          effectiveRules({ field: "password", isRequired: true, rules: [] }),
          effectiveRules({ field: "password_confirmation", isRequired: true, rules: [] }),
        ],
        messages,
      );
      const code = input.code.trim();
      const row = isLinkCodeShape(code)
        ? await selectLinkCode(db, "password-reset", code)
        : undefined;
      if (!row || !isLive(row)) {
        errors["code"] = invalidLink(messages).fields?.["code"] ?? [];
      }
      if (Object.keys(errors).length > 0 || !row) {
        throw AppError.validation(errors, errors["code"]?.[0] ?? "Validation failed");
      }
      const passwordHash = await hashPassword(values.password);
      const revoked = await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, row.id))) throw invalidLink(messages);
        await updatePlayer(tx, row.playerId, { passwordHash });
        // Every other reset link of the player dies with this one.
        await retireCodes(tx, row.playerId, "password-reset");
        // Receiving the link proves the address: confirm it if it is still the player's.
        await markEmailVerified(tx, row.playerId, row.target);
        return sessions.revokeInTransaction(tx, { playerId: row.playerId }, "password_reset");
      });
      await sessions.afterRevoke(revoked);
    },
  };
}
