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
