import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useLocalizedPath } from "../lib/use-localized-path.ts";
import { SigningIn } from "../ui/signing-in.tsx";

/**
 * /auth/autologin: the preloader stays up while `state` is in the address (the identity
 * feature signs the player in from it); without it there is nothing to do here, so home.
 */
export default function AutoLoginPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const home = useLocalizedPath()("/");
  const hasState = new URLSearchParams(search).has("state");

  useEffect(() => {
    if (!hasState) void navigate(home, { replace: true });
  }, [hasState, navigate, home]);

  return <SigningIn />;
}
