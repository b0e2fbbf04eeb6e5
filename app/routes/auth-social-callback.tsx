import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { showAlert } from "../lib/alerts/use-alerts.ts";
import { playerQueryKeys } from "../features/player/profile/profile-api.ts";
import { usePlayer } from "../lib/player-state.ts";
import { useSessionActions } from "../features/player/session/session-provider.tsx";
import {
  completeSocialLink,
  completeSocialSignIn,
} from "../features/player/social/social-login.ts";
import { resolveRedirectTarget } from "../lib/redirect-target.ts";
import { useLocale, useLocalizedPath } from "../lib/use-localized-path.ts";
import { SigningIn } from "../ui/signing-in.tsx";
import { reportError } from "../lib/error-reporting.ts";
import type { ContentHandle } from "../lib/i18n.ts";

/** The on-demand texts of `layout` its modules use (ContentHandle). */
export const handle: ContentHandle = { texts: ["pages.signingIn"] };

/** The callback query, passed through as the provider sent it. */
function callbackQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) query[key] = value;
  return query;
}

/**
 * /auth/social/{connection}/callback: the preloader stays while both `code` and `state` are
 * present. A guest is signed in (POST /api/player/sessions/social) and sent to the backRoute of
 * the sign-in, else home; a signed-in player is linking the provider instead
 * (POST /api/player/social-connections/{provider}). Failures: an alert, then home.
 */
export default function SocialCallbackPage() {
  const { search } = useLocation();
  const { connection = "" } = useParams();
  const navigate = useNavigate();
  const home = useLocalizedPath()("/");
  const locale = useLocale();
  const { status, restoring } = usePlayer();
  const { login } = useSessionActions();
  const queryClient = useQueryClient();
  const started = useRef(false);
  const query = useMemo(() => callbackQuery(search), [search]);
  const complete = "code" in query && "state" in query;

  useEffect(() => {
    if (started.current || restoring) return;
    started.current = true;
    const providerError = !complete;
    const backTo = (backRoute: string | null) => {
      const target = resolveRedirectTarget(backRoute, window.location.origin);
      return target.kind === "internal" ? target.path : home;
    };
    const fail = (error: unknown) => {
      showAlert({
        type: "error",
        title: "general.socialFailed.title",
        ...(error instanceof Error && error.message
          ? { description: error.message }
          : {
              description: "general.socialFailed.description",
            }),
      });
      void navigate(home, { replace: true });
    };
    if (providerError) {
      // Cancelled at the provider (error=access_denied …) or opened without a query.
      if ("error" in query) fail(new Error(query["error_description"] ?? ""));
      else void navigate(home, { replace: true });
      return;
    }
    void (async () => {
      try {
        if (status === "player") {
          const linked = await completeSocialLink(connection, query);
          queryClient.setQueryData(playerQueryKeys.socialConnections, linked.connections);
          showAlert({ type: "success", title: "general.socialLinked.title" });
          void navigate(backTo(linked.backRoute), { replace: true });
          return;
        }
        const auth = await completeSocialSignIn(connection, query, locale);
        await login(auth);
        void navigate(backTo(auth.backRoute), { replace: true });
      } catch (error) {
        reportError(error, "social");
        fail(error);
      }
    })();
  }, [complete, connection, home, locale, login, navigate, query, queryClient, restoring, status]);

  return <SigningIn />;
}
