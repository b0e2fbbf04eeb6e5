import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { authResponse } from "../../contracts/player.ts";
import { showAlert } from "../lib/alerts/use-alerts.ts";
import { getFingerprint } from "../features/player/fingerprint.ts";
import { backRouteFromState } from "../features/player/session/auth-state.ts";
import { useSessionActions } from "../features/player/session/session-provider.tsx";
import { anonymousApiClient } from "../lib/api.ts";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { SigningIn } from "../ui/signing-in.tsx";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.signingIn"] };

/**
 * /auth/autologin?token=…&state=…: signs in with the one-time token (POST
 * /api/player/sessions/token), then goes to the backRoute of `state`, else home. The preloader
 * stays up while `state` is in the address; a bad or used token lands home with an alert.
 */
export default function AutoLoginPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const home = useLocalizedPath()("/");
  const { login } = useSessionActions();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const token = params.get("token");
    const target = backRouteFromState(params.get("state"), window.location.origin) ?? home;
    if (!token) {
      void navigate(home, { replace: true });
      return;
    }
    void (async () => {
      try {
        const fingerprint = await getFingerprint();
        const { data } = await anonymousApiClient.request("POST", "/api/player/sessions/token", {
          body: { token, fingerprint },
          schema: authResponse.shape.data,
        });
        await login(data);
        void navigate(target, { replace: true });
      } catch {
        showAlert({
          type: "error",
          title: "general.autoLoginFailed.title",
          description: "general.autoLoginFailed.description",
        });
        void navigate(`${home}?sign-in=true`, { replace: true });
      }
    })();
  }, [search, navigate, home, login]);

  return <SigningIn />;
}
