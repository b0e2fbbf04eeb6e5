import { z } from "zod";
import { authResponseSchema, fingerprintSchema, profileSchema } from "./player.ts";

/**
 * E-mail verification, password reset and one-time codes (issue 3, server item 5).
 * Wrong, expired or reused codes answer 400 with `fields.code`; a wrong one-time code answers
 * code 11003 (OTP_INVALID). Sending too often answers 429 with a `retry-after` header.
 */

/** E-mail verification and password-reset links stay valid this long. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** One-time codes: 6 digits, valid 5 minutes, 5 wrong guesses kill the code. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** At most one message per purpose and address within this time (then 429). */
export const RESEND_INTERVAL_MS = 60_000;

/** App routes the links point to (no locale prefix; the app picks the player's locale). */
export const verifyEmailPath = (code: string) => `/verify/${encodeURIComponent(code)}`;
export const passwordResetPath = (code: string) => `/password-reset/${encodeURIComponent(code)}`;

const code = z.string().trim().min(1).max(200);

/** POST /api/player/profile/email/verify/confirm (no sign-in needed). */
export const emailVerifyConfirmSchema = z.object({ code });
export type EmailVerifyConfirm = z.infer<typeof emailVerifyConfirmSchema>;
export const emailVerifyConfirmResponse = z.object({
  data: z.object({
    verified: z.literal(true),
    /** Present when the request carried a valid bearer token of the same player. */
    profile: z.optional(profileSchema),
  }),
});

/** POST …/email/verify/send and …/confirmations/email/resend: where the link went. */
export const messageSentResponse = z.object({ data: z.object({ sent: z.literal(true) }) });

/** POST /api/player/passwords/reset: the same answer whether or not the e-mail is known. */
export const passwordResetRequestSchema = z.object({
  email: z.string().max(1000),
  locale: z.string().max(20).optional(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/player/passwords/confirm. */
export const passwordResetConfirmSchema = z.object({
  code,
  password: z.string().max(1000).default(""),
  password_confirmation: z.string().max(1000).default(""),
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;
export const passwordResetConfirmResponse = z.object({
  data: z.object({ reset: z.literal(true) }),
});

export const otpPurposes = ["verify-phone", "verify-email", "login"] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

/** POST /api/player/otp/send: a code by SMS. verify-phone needs a session; login does not. */
export const otpSendSchema = z.object({
  phone: z.string().max(250),
  purpose: z.enum(["verify-phone", "login"]).default("verify-phone"),
  locale: z.string().max(20).optional(),
});
export type OtpSend = z.input<typeof otpSendSchema>;

/** POST /api/player/otp/email/send: a code by e-mail. verify-email needs a session. */
export const otpEmailSendSchema = z.object({
  email: z.string().max(1000),
  purpose: z.enum(["verify-email", "login"]).default("verify-email"),
  locale: z.string().max(20).optional(),
});
export type OtpEmailSend = z.input<typeof otpEmailSendSchema>;

/**
 * POST /api/player/otp/verify: `phone` (verify-phone, login) or `email` (verify-email, login).
 * verify-* answer `{ verified, profile }`; login answers the auth response.
 */
export const otpVerifySchema = z.object({
  phone: z.string().max(250).optional(),
  email: z.string().max(1000).optional(),
  code: z.string().trim().max(20),
  purpose: z.enum(otpPurposes).default("verify-phone"),
  fingerprint: z.optional(fingerprintSchema),
});
export type OtpVerify = z.input<typeof otpVerifySchema>;
export const otpVerifyResponse = z.object({
  data: z.union([
    authResponseSchema,
    z.object({ verified: z.literal(true), profile: profileSchema }),
  ]),
});
