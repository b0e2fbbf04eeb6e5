import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { ErrorCode } from "../../../../contracts/errors.ts";
import type { TwoFactorSetup, TwoFactorStatus } from "../../../../contracts/player.ts";
import type { DbExecutor } from "../../../db/client.ts";
import { AppError } from "../../../platform/errors.ts";
import type { Platform } from "../../../platform/platform.ts";
import { verifyPassword } from "../passwords.ts";
import { selectPlayer } from "../store.ts";
import { sealSecret, unsealSecret } from "../verification/codes.ts";
import {
  acceptStep,
  consumeRecoveryCode,
  countRecoveryCodes,
  deleteTwoFactor,
  enableTwoFactor,
  replaceRecoveryCodes,
  selectTwoFactor,
  upsertPendingSecret,
} from "./store.ts";

/**
 * Optional two-factor sign-in (TOTP, RFC 6238: SHA-1, 6 digits, 30 s) with ten one-time
 * recovery codes. Asked for at sign-in and on withdrawals while on. A code is accepted within
 * one step of clock drift and never twice (the newest accepted step is stored).
 */
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "Sevens";

export interface TwoFactorService {
  status(playerId: string): Promise<TwoFactorStatus>;
  setup(playerId: string, label: string): Promise<TwoFactorSetup>;
  /** Confirms the pending secret with a first code: on, with fresh recovery codes. */
  enable(playerId: string, code: string): Promise<string[]>;
  disable(playerId: string, password: string, code: string): Promise<void>;
  /**
   * For sign-in and withdrawals: nothing when two-factor is off or the code is right; else 403
   * TWO_FACTOR_REQUIRED (no code) or TWO_FACTOR_INVALID (a product code: the app asks for the
   * code instead of ending the session).
   */
  assertCode(executor: DbExecutor, playerId: string, code: string | undefined): Promise<void>;
}

const hashCode = (code: string) =>
  createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");

function totpOf(secret: string, label = "player"): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** xxxxx-xxxxx from an alphabet without look-alikes. */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function createTwoFactorService(
  platform: Pick<Platform, "db" | "config">,
): TwoFactorService {
  const { db, config } = platform;
  const sealingKey = config.secrets.jwtSecret;
  const required = () =>
    new AppError(
      403,
      ErrorCode.TWO_FACTOR_REQUIRED,
      "Enter the 6-digit code from your authenticator app",
      { twoFactorCode: ["Enter the 6-digit code from your authenticator app"] },
    );
  const invalid = () =>
    new AppError(403, ErrorCode.TWO_FACTOR_INVALID, "The code is wrong or was already used", {
      twoFactorCode: ["The code is wrong or was already used"],
    });

  /** The step a TOTP code is valid for (±1 step of drift), or null. */
  function stepOf(secret: string, code: string): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const delta = totpOf(secret).validate({ token: code, window: 1 });
    if (delta === null) return null;
    return Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + delta;
  }

  async function checkCode(
    executor: DbExecutor,
    playerId: string,
    secret: string,
    code: string,
  ): Promise<boolean> {
    const trimmed = code.trim();
    const step = stepOf(secret, trimmed);
    if (step !== null) return acceptStep(executor, playerId, step);
    return consumeRecoveryCode(executor, playerId, hashCode(trimmed));
  }

  return {
    async status(playerId) {
      const row = await selectTwoFactor(db, playerId);
      const enabled = Boolean(row?.enabledAt);
      return {
        enabled,
        recoveryCodesLeft: enabled ? await countRecoveryCodes(db, playerId) : 0,
      };
    },

    async setup(playerId, label) {
      const current = await selectTwoFactor(db, playerId);
      if (current?.enabledAt) {
        throw AppError.validation({ code: ["Two-factor sign-in is already on"] });
      }
      const secret = new Secret({ size: 20 }).base32;
      await upsertPendingSecret(db, playerId, sealSecret(secret, sealingKey));
      const otpauthUrl = totpOf(secret, label).toString();
      const qr = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: "M", margin: 1 });
      return { secret, otpauthUrl, qr };
    },

    async enable(playerId, code) {
      return db.transaction(async (tx) => {
        const row = await selectTwoFactor(tx, playerId, { lock: true });
        if (!row || row.enabledAt) {
          throw AppError.validation({ code: ["Start the set-up again"] });
        }
        const step = stepOf(unsealSecret(row.secretSealed, sealingKey), code.trim());
        if (step === null) throw AppError.validation({ code: ["The code is wrong"] });
        await enableTwoFactor(tx, playerId, step);
        const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
        await replaceRecoveryCodes(tx, playerId, codes.map(hashCode));
        return codes;
      });
    },

    async disable(playerId, password, code) {
      const player = await selectPlayer(db, playerId);
      if (!player || !(await verifyPassword(player.passwordHash, password))) {
        throw AppError.validation({ password: ["The password is wrong"] });
      }
      await db.transaction(async (tx) => {
        const row = await selectTwoFactor(tx, playerId, { lock: true });
        if (!row?.enabledAt) return;
        const secret = unsealSecret(row.secretSealed, sealingKey);
        if (!(await checkCode(tx, playerId, secret, code))) throw invalid();
        await deleteTwoFactor(tx, playerId);
      });
    },

    async assertCode(executor, playerId, code) {
      const row = await selectTwoFactor(executor, playerId);
      if (!row?.enabledAt) return;
      if (!code || code.trim() === "") throw required();
      const secret = unsealSecret(row.secretSealed, sealingKey);
      if (!(await checkCode(executor, playerId, secret, code))) throw invalid();
    },
  };
}
