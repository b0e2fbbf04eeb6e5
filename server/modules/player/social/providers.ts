import * as client from "openid-client";
import type { HttpServer } from "../../../platform/http.ts";
import type { Platform } from "../../../platform/platform.ts";
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_PROVIDER,
  sandboxClientSecret,
  sandboxIssuer,
  sandboxOidcEnabled,
} from "../../../providers/identity/sandbox-oidc.ts";

/** A social sign-in provider as the relying party (openid-client) sees it. */
export interface SocialProvider {
  name: string;
  scope: string;
  authorizationParams: Record<string, string>;
  /** Whether a verified e-mail from this provider signs in the existing player with it. */
  linkByVerifiedEmail: boolean;
  /** Discovered provider metadata and client (cached; retried after a failure). */
  configuration(): Promise<client.Configuration>;
}

export interface SocialProviders {
  get(name: string): SocialProvider | undefined;
  names(): string[];
}

/**
 * fetch for the in-process sandbox provider: requests go through Fastify's inject, so the
 * relying party reaches the sandbox without a network round trip (and without knowing which
 * address the process is reachable at).
 */
function injectFetch(app: HttpServer): client.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const { body } = options;
    let payload: string | Buffer | undefined;
    if (typeof body === "string") payload = body;
    else if (body instanceof URLSearchParams) payload = body.toString();
    else if (body instanceof Uint8Array) payload = Buffer.from(body);
    else if (body instanceof ArrayBuffer) payload = Buffer.from(body);
    const response = await app.inject({
      method: options.method as "GET" | "POST",
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host },
      payload,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
  };
}

function cachedDiscovery(
  discover: () => Promise<client.Configuration>,
): () => Promise<client.Configuration> {
  let pending: Promise<client.Configuration> | undefined;
  return () => {
    pending ??= discover().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The sandbox provider (when enabled) plus SOCIAL_PROVIDERS. */
export function createSocialProviders(api: HttpServer, platform: Platform): SocialProviders {
  const { config } = platform;
  const providers = new Map<string, SocialProvider>();

  if (sandboxOidcEnabled(config)) {
    providers.set(SANDBOX_PROVIDER, {
      name: SANDBOX_PROVIDER,
      scope: "openid email profile",
      // Show the identity page every time, so a developer can switch test identities.
      authorizationParams: { prompt: "login" },
      // Anyone can claim any e-mail at the sandbox: never trust it on a production server.
      linkByVerifiedEmail: config.NODE_ENV !== "production",
      configuration: cachedDiscovery(async () => {
        const issuer = new URL(sandboxIssuer(config, api.server));
        return client.discovery(
          issuer,
          SANDBOX_CLIENT_ID,
          { id_token_signed_response_alg: "EdDSA" },
          client.ClientSecretBasic(sandboxClientSecret(config)),
          {
            [client.customFetch]: injectFetch(api),
            execute: issuer.protocol === "http:" ? [client.allowInsecureRequests] : [],
          },
        );
      }),
    });
  }

  for (const provider of config.SOCIAL_PROVIDERS) {
    providers.set(provider.name, {
      name: provider.name,
      scope: provider.scope,
      authorizationParams: provider.authorizationParams,
      linkByVerifiedEmail: provider.linkByVerifiedEmail,
      configuration: cachedDiscovery(() =>
        client.discovery(
          new URL(provider.issuer),
          provider.clientId,
          undefined,
          provider.clientSecret ? client.ClientSecretBasic(provider.clientSecret) : client.None(),
          { timeout: 10 },
        ),
      ),
    });
  }

  return {
    get: (name) => providers.get(name),
    names: () => [...providers.keys()],
  };
}
