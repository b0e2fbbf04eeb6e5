import {
  EMAIL_VERIFICATION_TTL_MS,
  RESEND_INTERVAL_MS,
  verifyEmailPath,
} from "../../../../contracts/verification.ts";
import type { Profile } from "../../../../contracts/player.ts";
import { DEFAULT_LOCALE } from "../../../../contracts/settings.ts";
import type { DbExecutor } from "../../../db/client.ts";
import { AppError } from "../../../platform/errors.ts";
import type { Platform } from "../../../platform/platform.ts";
import { loadProfile } from "../profile.ts";
import type { AuthenticatedPlayer } from "../sessions/service.ts";
import { selectPlayer, type PlayerRow } from "../store.ts";
import type { Messages } from "../validation/messages.ts";
import { isLinkCodeShape } from "./codes.ts";
import { messageLocale } from "./locale.ts";
import type { Messenger } from "./messenger.ts";
import {
  consumeCode,
  insertCode,
  isLive,
  markEmailVerified,
  retireCodes,
  selectLinkCode,
} from "./store.ts";
import type { Throttle } from "./throttle.ts";

export interface VerificationService {
  /**
   * Registration hook, run inside the registration transaction: schedules the verification
   * mail of a player who signed up with an e-mail.
   */
  onRegistered(tx: DbExecutor, player: PlayerRow): Promise<void>;
  /** Sends (again) the verification link; at most once per 60 s per address (429). */
  sendEmailVerification(
    player: AuthenticatedPlayer,
    requestLocale: string,
    messages: Messages,
  ): Promise<void>;
  /** Confirms with a link code; `caller` (a valid bearer of the same player) gets the profile. */
  confirmEmail(
    code: string,
    messages: Messages,
    caller: AuthenticatedPlayer | null,
  ): Promise<{ verified: true; profile?: Profile }>;
}

/** The 400 of a wrong, expired or used link: `fields.code`. */
export function invalidLink(messages: Messages): AppError {
  const message = messages.error("codeInvalid", "This link is invalid, has expired or was used");
  return AppError.validation({ code: [message] }, message);
}

export function createVerificationService(
  platform: Pick<Platform, "db" | "config">,
  deps: { messenger: Messenger; throttle: Throttle },
): VerificationService {
  const { db, config } = platform;
  const { messenger, throttle } = deps;
  const throttleKey = (player: PlayerRow, email: string) => `email-verify:${player.id}:${email}`;

  async function issue(tx: DbExecutor, player: PlayerRow, email: string, locale: string) {
    const { code, expiresAt } = await insertCode(tx, {
      playerId: player.id,
      purpose: "email-verify",
      channel: "email",
      target: email,
      ttlMs: EMAIL_VERIFICATION_TTL_MS,
      kind: "link",
    });
    await messenger.schedule(tx, {
      channel: "email",
      to: email,
      template: "verifyEmail",
      locale,
      secret: { link: `${config.PUBLIC_URL}${verifyEmailPath(code)}` },
      minutes: EMAIL_VERIFICATION_TTL_MS / 60_000,
      expiresAt,
    });
  }

  return {
    async onRegistered(tx, player) {
      if (!player.email || player.emailVerifiedAt) return;
      await issue(tx, player, player.email, messageLocale(player, DEFAULT_LOCALE));
      // The registration mail counts as the first send: a resend right after it waits.
      await throttle.count([{ key: throttleKey(player, player.email), limit: resendLimit }]);
    },

    async sendEmailVerification(caller, requestLocale, messages) {
      const player = await selectPlayer(db, caller.id);
      if (!player) throw AppError.unauthorized();
      if (!player.email) {
        throw AppError.validation({
          email: [messages.error("emailMissing", "Add an e-mail address to your profile first")],
        });
      }
      if (player.emailVerifiedAt) {
        throw AppError.validation({
          email: [
            messages.error("emailAlreadyVerified", "Your e-mail address is already confirmed"),
          ],
        });
      }
      const email = player.email;
      await throttle.take([{ key: throttleKey(player, email), limit: resendLimit }], messages);
      await db.transaction((tx) => issue(tx, player, email, messageLocale(player, requestLocale)));
    },

    async confirmEmail(code, messages, caller) {
      if (!isLinkCodeShape(code)) throw invalidLink(messages);
      const row = await selectLinkCode(db, "email-verify", code);
      if (!row || !isLive(row)) throw invalidLink(messages);
      await db.transaction(async (tx) => {
        if (!(await consumeCode(tx, row.id))) throw invalidLink(messages);
        // A link for an address the player has since replaced confirms nothing (rolled back).
        if (!(await markEmailVerified(tx, row.playerId, row.target))) throw invalidLink(messages);
        await retireCodes(tx, row.playerId, "email-verify");
      });
      if (caller && caller.id === row.playerId) {
        return { verified: true, profile: await loadProfile(db, row.playerId) };
      }
      return { verified: true };
    },
  };
}

const resendLimit = { max: 1, windowMs: RESEND_INTERVAL_MS };
