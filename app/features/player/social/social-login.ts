import {
  socialAuthSchema,
  socialConnectionSchema,
  socialRedirectSchema,
  type SocialAuth,
  type SocialConnection,
} from "../../../../contracts/player.ts";
import { z } from "zod";
import { readAffiliateTag } from "../../../lib/affiliate-tag.ts";
import { anonymousApiClient, apiClient } from "../../../lib/api.ts";
import { getFingerprint } from "../fingerprint.ts";
import { useRootData } from "../../../lib/use-root-data.ts";

/**
 * Social sign-in and linking through OpenID Connect, both in two phases (contracts/player.ts):
 * phase one answers the provider's page to send the browser to; the provider returns it to
 * /auth/social/{provider}/callback, whose page posts the callback query back (phase two).
 */

/** The in-process sandbox provider; other providers have no button until the server lists them. */
export const SANDBOX_PROVIDER = "sandbox";

/** The page the browser is on, as a site-relative path to come back to. */
export function currentBackRoute(): string {
  const { pathname, search } = window.location;
  const params = new URLSearchParams(search);
  // Come back to the page, not to the sign-in dialog that started the sign-in.
  params.delete("sign-in");
  params.delete("sign-up");
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ""}`;
}

function storedAffiliateTag(): string | undefined {
  try {
    return readAffiliateTag(window.localStorage, Date.now()) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Phase one of sign-in: the provider's authorization page. */
export async function requestSocialSignIn(
  provider: string,
  options: { backRoute: string; locale: string },
): Promise<string> {
  const { data } = await anonymousApiClient.request("POST", "/api/player/sessions/social", {
    body: { provider, backRoute: options.backRoute, locale: options.locale },
    schema: socialRedirectSchema,
  });
  return data.redirectUrl;
}

/** Phase two of sign-in: the callback query in, the auth response and backRoute out. */
export async function completeSocialSignIn(
  provider: string,
  query: Record<string, string>,
  locale: string,
): Promise<SocialAuth> {
  const fingerprint = await getFingerprint();
  const { data } = await anonymousApiClient.request("POST", "/api/player/sessions/social", {
    body: { provider, query, locale, fingerprint, affiliateTag: storedAffiliateTag() },
    schema: socialAuthSchema,
  });
  return data;
}

/** Phase one of linking a provider to the signed-in player. */
export async function requestSocialLink(provider: string, backRoute: string): Promise<string> {
  const { data } = await apiClient.request(
    "POST",
    `/api/player/social-connections/${encodeURIComponent(provider)}`,
    { body: { backRoute }, schema: socialRedirectSchema },
  );
  return data.redirectUrl;
}

const linkedSchema = z.object({
  connections: z.array(socialConnectionSchema),
  backRoute: z.string().nullable(),
});

/** Phase two of linking: the player's connections afterwards and where to go back. */
export async function completeSocialLink(
  provider: string,
  query: Record<string, string>,
): Promise<{ connections: SocialConnection[]; backRoute: string | null }> {
  const { data } = await apiClient.request(
    "POST",
    `/api/player/social-connections/${encodeURIComponent(provider)}`,
    { body: { query }, schema: linkedSchema },
  );
  return data;
}

/** Whether the server has switched the sandbox provider on (it says so in the public config). */
export function useSandboxSignInAvailable(): boolean {
  const data = useRootData();
  return data?.publicConfig.socialProviders.includes(SANDBOX_PROVIDER) ?? false;
}
