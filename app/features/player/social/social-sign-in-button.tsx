import { Fingerprint } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-localized-path.ts";
import { buttonClass } from "../../../ui/button-styles.ts";
import { FormError } from "../../../ui/form-field.tsx";
import {
  currentBackRoute,
  requestSocialSignIn,
  SANDBOX_PROVIDER,
  useSandboxSignInAvailable,
} from "./social-login.ts";

/** "Continue with Sandbox ID": shown only while the sandbox provider answers. */
export function SocialSignInButtons() {
  const { t } = useTranslation("modals");
  const locale = useLocale();
  const available = useSandboxSignInAvailable();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!available) return null;

  const start = async () => {
    setPending(true);
    setError(null);
    try {
      const redirectUrl = await requestSocialSignIn(SANDBOX_PROVIDER, {
        backRoute: currentBackRoute(),
        locale,
      });
      window.location.assign(redirectUrl);
    } catch (cause) {
      setPending(false);
      setError(cause instanceof Error && cause.message ? cause.message : t("sign-in.socialFailed"));
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-line" />
        {t("sign-in.or")}
        <span className="h-px flex-1 bg-line" />
      </div>
      <FormError message={error} />
      <button
        type="button"
        onClick={() => void start()}
        disabled={pending}
        className={buttonClass("secondary", "lg", "w-full")}
      >
        <Fingerprint aria-hidden="true" className="size-5" />
        {t("sign-in.withSandbox")}
      </button>
    </div>
  );
}
