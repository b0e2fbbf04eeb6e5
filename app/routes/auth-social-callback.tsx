import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { SigningIn } from "../ui/signing-in.tsx";

/**
 * /auth/social/{connection}/callback: the preloader stays while both `code` and `state` are
 * present (the identity feature completes the social login); otherwise back home.
 */
export default function SocialCallbackPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const home = useLocalizedPath()("/");
  const query = new URLSearchParams(search);
  const complete = query.has("code") && query.has("state");

  useEffect(() => {
    if (!complete) void navigate(home, { replace: true });
  }, [complete, navigate, home]);

  return <SigningIn />;
}
