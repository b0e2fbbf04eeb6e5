import { createHmac, createPrivateKey } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import Provider, { type Account, type JWK, type KoaContextWithOIDC } from "oidc-provider";
import type { Config } from "../../config.ts";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";
import { createCacheAdapter } from "./cache-adapter.ts";
import { allowedRedirectOrigins, publicOrigin, socialCallbackUrl } from "./origins.ts";

/**
 * The sandbox OpenID provider: a real OpenID Connect authorization server (oidc-provider)
 * served by this process under /sandbox/oidc, so social sign-in runs end to end without
 * internet. Its sign-in page lets a developer type any test identity, then approve or cancel.
 * Never enable it on a public deployment: anyone could claim any e-mail there.
 */

export const SANDBOX_PROVIDER = "sandbox";
export const SANDBOX_MOUNT = "/sandbox/oidc";
export const SANDBOX_CLIENT_ID = "sevens";
const CACHE_PREFIX = "sandbox-oidc:v1";
const SCOPES = "openid email profile";

/** SANDBOX_OIDC when set, else on except in production. */
export function sandboxOidcEnabled(config: Pick<Config, "SANDBOX_OIDC" | "NODE_ENV">): boolean {
  if (config.SANDBOX_OIDC !== undefined) {
    return config.SANDBOX_OIDC === "true" || config.SANDBOX_OIDC === "1";
  }
  return config.NODE_ENV !== "production";
}

export function sandboxIssuer(config: Pick<Config, "PUBLIC_URL">, server?: Server): string {
  return `${publicOrigin(config, server)}${SANDBOX_MOUNT}`;
}

function derive(config: Pick<Config, "secrets">, purpose: string): Buffer {
  return createHmac("sha256", config.secrets.providerSecret)
    .update(`sevens sandbox oidc ${purpose}`)
    .digest();
}

/** The relying party's client secret at the sandbox provider (derived from PROVIDER_SECRET). */
export function sandboxClientSecret(config: Pick<Config, "secrets">): string {
  return derive(config, "client secret").toString("base64url");
}

/** An Ed25519 signing key derived from PROVIDER_SECRET: every process signs with the same key. */
function signingKey(config: Pick<Config, "secrets">): JWK {
  const pkcs8 = Buffer.concat([
    Buffer.from("302e020100300506032b657004220420", "hex"),
    derive(config, "signing key"),
  ]);
  const jwk = createPrivateKey({ key: pkcs8, format: "der", type: "pkcs8" }).export({
    format: "jwk",
  });
  return { ...jwk, kid: "sandbox-1", use: "sig" } as JWK;
}

interface SandboxIdentity {
  email: string;
  name: string | null;
  emailVerified: boolean;
}

/** The subject of a sandbox identity: stable per e-mail, so the same e-mail is the same user. */
export function sandboxSubject(email: string): string {
  return `sbx-${Buffer.from(email.trim().toLowerCase()).toString("base64url")}`;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );

function loginPage(input: {
  uid: string;
  clientId: string;
  scope: string;
  email: string;
  error?: string;
}): string {
  const action = `${SANDBOX_MOUNT}/interaction/${encodeURIComponent(input.uid)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox identity provider</title>
<style>
body{font-family:system-ui,sans-serif;background:#0f1115;color:#e8e8ea;display:flex;justify-content:center;padding:48px 16px;margin:0}
main{background:#1a1d24;border-radius:12px;padding:28px;max-width:380px;width:100%}
h1{font-size:20px;margin:0 0 6px}p{color:#a0a3ad;font-size:14px;margin:0 0 18px}
label{display:block;font-size:13px;margin:14px 0 6px}
input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:10px;border-radius:8px;border:1px solid #343844;background:#0f1115;color:inherit;font-size:15px}
.check{display:flex;gap:8px;align-items:center;margin-top:14px;font-size:14px}
.actions{display:flex;gap:10px;margin-top:22px}
button{flex:1;padding:11px;border-radius:8px;border:0;font-size:15px;cursor:pointer}
.approve{background:#3b82f6;color:#fff}.cancel{background:#343844;color:#e8e8ea}
.error{color:#f87171;font-size:14px;margin-top:10px}
</style>
</head>
<body>
<main>
<h1>Sandbox sign-in</h1>
<p>A test identity provider. <strong>${escapeHtml(input.clientId)}</strong> asks for: ${escapeHtml(input.scope)}.</p>
<form method="post" action="${action}/login">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required autofocus value="${escapeHtml(input.email)}">
<label for="name">Name</label>
<input id="name" name="name" type="text" maxlength="100" placeholder="Test Player">
<div class="check"><input id="verified" name="email_verified" type="checkbox" value="true" checked><label for="verified" style="margin:0">E-mail verified</label></div>
${input.error ? `<div class="error" role="alert">${escapeHtml(input.error)}</div>` : ""}
<div class="actions">
<button class="cancel" type="submit" formaction="${action}/abort" formnovalidate>Cancel</button>
<button class="approve" type="submit">Approve</button>
</div>
</form>
</main>
</body>
</html>`;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/**
 * Mounts the sandbox provider at /sandbox/oidc on the root server when enabled. The provider
 * is built on the first request, when the listening address (and so the issuer) is known.
 */
export async function registerSandboxOidc(app: HttpServer, platform: Platform): Promise<void> {
  const { config, cache } = platform;
  if (!sandboxOidcEnabled(config)) return;

  let provider: Provider | undefined;
  let callback: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const identityKey = (accountId: string) => `${CACHE_PREFIX}:identity:${accountId}`;

  function getProvider(): Provider {
    if (provider) return provider;
    const server = app.server;
    const redirectUris = allowedRedirectOrigins(config, server).map((origin) =>
      socialCallbackUrl(origin, SANDBOX_PROVIDER),
    );
    const created = new Provider(sandboxIssuer(config, server), {
      adapter: (model: string) => createCacheAdapter(cache, CACHE_PREFIX, model),
      clients: [
        {
          client_id: SANDBOX_CLIENT_ID,
          client_secret: sandboxClientSecret(config),
          client_name: "Sevens",
          redirect_uris: redirectUris,
          grant_types: ["authorization_code"],
          response_types: ["code"],
          token_endpoint_auth_method: "client_secret_basic",
          id_token_signed_response_alg: "EdDSA",
        },
      ],
      jwks: { keys: [signingKey(config)] },
      cookies: { keys: [derive(config, "cookie key").toString("base64url")] },
      claims: {
        openid: ["sub"],
        email: ["email", "email_verified"],
        profile: ["name", "given_name", "family_name", "locale"],
      },
      // Put the scope's claims in the ID token too, as Google and Apple do.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      ttl: {
        AuthorizationCode: 60,
        AccessToken: 600,
        IdToken: 600,
        Interaction: 600,
        Grant: 24 * 60 * 60,
        // The sandbox remembers nobody for long: each sign-in shows the identity page anyway.
        Session: 60 * 60,
      },
      interactions: {
        url: (_ctx: KoaContextWithOIDC, interaction) =>
          `${SANDBOX_MOUNT}/interaction/${interaction.uid}`,
      },
      // A first-party client: no consent screen, the grant covers the sandbox scopes.
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const clientId = ctx.oidc.client?.clientId;
        const accountId = ctx.oidc.session?.accountId;
        if (!clientId || !accountId) return undefined;
        const existing = ctx.oidc.session?.grantIdFor(clientId);
        if (existing) {
          const grant = await ctx.oidc.provider.Grant.find(existing);
          if (grant) return grant;
        }
        const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
        grant.addOIDCScope(SCOPES);
        await grant.save();
        ctx.oidc.session?.ensureClientContainer(clientId);
        ctx.oidc.session?.grantIdFor(clientId, grant.jti);
        return grant;
      },
      findAccount: async (_ctx: KoaContextWithOIDC, sub: string): Promise<Account> => {
        const identity = await cache.get<SandboxIdentity>(identityKey(sub));
        const email =
          identity?.email ??
          Buffer.from(sub.replace(/^sbx-/, ""), "base64url").toString("utf8").toLowerCase();
        const [givenName, ...rest] = (identity?.name ?? "").split(/\s+/).filter(Boolean);
        return {
          accountId: sub,
          claims: () => ({
            sub,
            email,
            email_verified: identity?.emailVerified ?? true,
            name: identity?.name ?? undefined,
            given_name: givenName,
            family_name: rest.length > 0 ? rest.join(" ") : undefined,
          }),
        };
      },
      renderError: (ctx: KoaContextWithOIDC, output) => {
        ctx.type = "html";
        ctx.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox sign-in error</title></head><body><h1>Sandbox sign-in error</h1><p>${escapeHtml(String(output.error))}: ${escapeHtml(String(output.error_description ?? ""))}</p></body></html>`;
      },
    });
    created.proxy = config.TRUST_PROXY;
    provider = created;
    callback = created.callback();
    return created;
  }

  // The provider's own endpoints: Fastify hands the untouched request to oidc-provider.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      getProvider();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? "/";
      raw.originalUrl = url;
      const rest = url.slice(SANDBOX_MOUNT.length);
      raw.url = rest.startsWith("/") ? rest : `/${rest}`;
      reply.hijack();
      await callback?.(raw, reply.raw);
    };
    scope.all(`${SANDBOX_MOUNT}/*`, { schema: { hide: true } }, handle);
  });

  // The sign-in page (the provider's "interaction"): pick an identity, approve or cancel.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const base = `${SANDBOX_MOUNT}/interaction/:uid`;

    scope.get(base, { schema: { hide: true } }, async (request, reply) => {
      const details = await getProvider().interactionDetails(request.raw, reply.raw);
      const params = details.params as Record<string, unknown>;
      return reply.type("text/html; charset=utf-8").send(
        loginPage({
          uid: details.uid,
          clientId: String(params["client_id"] ?? ""),
          scope: String(params["scope"] ?? ""),
          email: typeof params["login_hint"] === "string" ? params["login_hint"] : "",
        }),
      );
    });

    scope.post(`${base}/login`, { schema: { hide: true } }, async (request, reply) => {
      const oidc = getProvider();
      const details = await oidc.interactionDetails(request.raw, reply.raw);
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const email = (form["email"] ?? "").trim().toLowerCase();
      if (!EMAIL.test(email)) {
        const params = details.params as Record<string, unknown>;
        return reply
          .status(400)
          .type("text/html; charset=utf-8")
          .send(
            loginPage({
              uid: details.uid,
              clientId: String(params["client_id"] ?? ""),
              scope: String(params["scope"] ?? ""),
              email,
              error: "Enter an e-mail address",
            }),
          );
      }
      const accountId = sandboxSubject(email);
      const identity: SandboxIdentity = {
        email,
        name: form["name"]?.trim().slice(0, 100) || null,
        emailVerified: form["email_verified"] === "true",
      };
      await cache.set(identityKey(accountId), identity, 24 * 60 * 60_000);
      const returnTo = await oidc.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });

    scope.post(`${base}/abort`, { schema: { hide: true } }, async (request, reply) => {
      const returnTo = await getProvider().interactionResult(
        request.raw,
        reply.raw,
        { error: "access_denied", error_description: "The player cancelled the sign-in" },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    });
  });
}
