/**
 * What a two-step dialog remembers between its steps (the e-mail a reset link went to, the
 * phone a code went to), in session storage so a reload of the second step keeps it.
 */

const RESET_EMAIL_KEY = "sevens:reset-email";
const OTP_PHONE_KEY = "sevens:otp-phone";

function read(key: string): string | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // storage unavailable: the next step asks again
  }
}

export const pendingResetEmail = {
  get: () => read(RESET_EMAIL_KEY),
  set: (email: string) => write(RESET_EMAIL_KEY, email),
};

export const pendingOtpPhone = {
  get: () => read(OTP_PHONE_KEY),
  set: (phone: string) => write(OTP_PHONE_KEY, phone),
};
