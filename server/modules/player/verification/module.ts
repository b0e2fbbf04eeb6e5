import { DEFAULT_LOCALE } from "../../../../contracts/settings.ts";
import type { HttpServer } from "../../../platform/http.ts";
import type { Platform } from "../../../platform/platform.ts";
import { registerOtpRoutes } from "../otp/routes.ts";
import { createOtpService, type OtpService } from "../otp/service.ts";
import { registerPasswordResetRoutes } from "../password-reset/routes.ts";
import {
  createPasswordResetService,
  type PasswordResetService,
} from "../password-reset/service.ts";
import type { SessionService } from "../sessions/service.ts";
import { createMessenger, type Messenger } from "./messenger.ts";
import { registerVerificationRoutes } from "./routes.ts";
import { createVerificationService, type VerificationService } from "./service.ts";
import { createThrottle } from "./throttle.ts";

export interface VerificationModule {
  messenger: Messenger;
  verification: VerificationService;
  passwordReset: PasswordResetService;
  otp: OtpService;
  /** Registration hook (inside its transaction): schedules the verification mail. */
  onRegistered: VerificationService["onRegistered"];
  registerRoutes(api: HttpServer): Promise<void>;
}

/** A new-sign-in alert still worth sending this long after the sign-in. */
const NEW_SIGN_IN_ALERT_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * E-mail verification, password reset and one-time codes, sharing one messenger (mail and SMS
 * adapters behind the job queue) and one throttle.
 */
export function createVerificationModule(
  platform: Platform,
  sessions: SessionService,
): VerificationModule {
  const messenger = createMessenger(platform);
  const throttle = createThrottle(platform.counters);
  const verification = createVerificationService(platform, { messenger, throttle });
  const passwordReset = createPasswordResetService(platform, { messenger, throttle, sessions });
  const otp = createOtpService(platform, { messenger, throttle, sessions });
  sessions.setNewSignInNotifier(async (tx, signIn) => {
    if (!signIn.player.email) return;
    const { device, browser, os } = signIn.device;
    await messenger.schedule(tx, {
      channel: "email",
      to: signIn.player.email,
      template: "newSignIn",
      locale: signIn.player.locale ?? DEFAULT_LOCALE,
      secret: { link: new URL("/profile/sessions", platform.config.PUBLIC_URL).toString() },
      minutes: 0,
      expiresAt: new Date(Date.now() + NEW_SIGN_IN_ALERT_TTL_MS),
      details: {
        device: [browser, os].filter((part) => part && part !== "unknown").join(", ") || device,
        ip: signIn.client.ip,
        time: new Date().toISOString().slice(0, 16).replace("T", " "),
      },
    });
  });
  return {
    messenger,
    verification,
    passwordReset,
    otp,
    onRegistered: (tx, player) => verification.onRegistered(tx, player),
    async registerRoutes(api) {
      api.addHook("onClose", async () => messenger.close());
      await registerVerificationRoutes(api, platform, { verification, sessions });
      await registerPasswordResetRoutes(api, platform, passwordReset);
      await registerOtpRoutes(api, platform, otp);
    },
  };
}
