import { createHash } from "node:crypto";
import * as client from "openid-client";
import { ErrorCode } from "../../../../contracts/errors.ts";
import type { SocialAuth, SocialConnection, SocialRedirect } from "../../../../contracts/player.ts";
import type { DbExecutor } from "../../../db/client.ts";
import { AppError } from "../../../platform/errors.ts";
import type { HttpServer } from "../../../platform/http.ts";
import type { Platform } from "../../../platform/platform.ts";
import { allowedRedirectOrigins, socialCallbackUrl } from "../../../providers/identity/origins.ts";
import { uniqueViolation } from "../../../db/errors.ts";
import {
  assertNotBlocked,
  type AuthenticatedPlayer,
  type ClientInfo,
  type SessionService,
} from "../sessions/service.ts";
import {
  isTaken,
  selectPlayer,
  selectPlayerByEmail,
  updatePlayer,
  type PlayerRow,
} from "../store.ts";
import type { Messages } from "../validation/messages.ts";
import {
  assertRegistrationCountry,
  createExternalPlayer,
  languageOf,
  productLocale,
} from "./accounts.ts";
import { createSocialProviders, type SocialProvider, type SocialProviders } from "./providers.ts";
import {
  consumeOAuthState,
  deleteConnection,
  insertConnection,
  insertOAuthState,
  selectConnection,
  selectPlayerConnection,
  selectPlayerConnections,
  updateConnection,
  type ConnectionProfile,
  type SocialConnectionRow,
} from "./store.ts";

/** How long a started social sign-in may take before its state expires. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export type SocialPurpose = "login" | "link";

/** What the provider told us about the person. */
export interface SocialIdentity {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  locale: string | null;
}

export interface SocialStart {
  redirectDomain?: string;
  backRoute?: string;
}

export interface SocialLoginInput extends SocialStart {
  provider: string;
  query: Record<string, string>;
  locale?: string;
  affiliateTag?: string;
}

export interface SocialService {
  providers: SocialProviders;
  login(
    input: SocialLoginInput,
    client: ClientInfo,
    messages: Messages,
  ): Promise<SocialRedirect | SocialAuth>;
  link(
    player: AuthenticatedPlayer,
    provider: string,
    input: SocialStart & { query: Record<string, string> },
    messages: Messages,
  ): Promise<SocialRedirect | { connections: SocialConnection[]; backRoute: string | null }>;
  list(playerId: string): Promise<SocialConnection[]>;
  unlink(player: AuthenticatedPlayer, socialType: string, messages: Messages): Promise<void>;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

function loginFailed(status: number, message: string): AppError {
  return new AppError(status, ErrorCode.SOCIAL_LOGIN_FAILED, message);
}
function linkFailed(status: number, message: string): AppError {
  return new AppError(status, ErrorCode.SOCIAL_LINK_FAILED, message);
}

/** A site-relative path (`/casino?x=1`), else null: never another origin. */
export function safeBackRoute(value: string | undefined | null): string | null {
  if (!value) return null;
  const route = value.trim();
  if (!route.startsWith("/") || route.startsWith("//") || route.startsWith("/\\")) return null;
  if (route.includes("\\") || [...route].some((char) => char.charCodeAt(0) < 32)) return null;
  return route.slice(0, 2000);
}

const claimText = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

export function toSocialConnection(row: SocialConnectionRow): SocialConnection {
  const profile = row.profile;
  const name =
    claimText(profile["username"]) ??
    claimText(profile["name"]) ??
    ([claimText(profile["firstName"]), claimText(profile["lastName"])].filter(Boolean).join(" ") ||
      null);
  return {
    provider: row.provider,
    email: row.email,
    name,
    createdAt: row.createdAt.toISOString(),
  };
}

function identityProfile(identity: SocialIdentity): ConnectionProfile {
  return {
    name: identity.name,
    firstName: identity.firstName,
    lastName: identity.lastName,
    locale: identity.locale,
    emailVerified: identity.emailVerified,
  };
}

export function createSocialService(
  api: HttpServer,
  platform: Platform,
  sessions: SessionService,
): SocialService {
  const { db, config } = platform;
  const providers = createSocialProviders(api, platform);

  function providerOf(name: string, messages: Messages, failure = loginFailed): SocialProvider {
    const provider = providers.get(name);
    if (!provider) {
      throw failure(
        400,
        messages.error("socialProviderUnknown", "This sign-in method is not available"),
      );
    }
    return provider;
  }

  async function configurationOf(
    provider: SocialProvider,
    messages: Messages,
  ): Promise<client.Configuration> {
    try {
      return await provider.configuration();
    } catch (error) {
      api.log.warn({ err: error, provider: provider.name }, "social provider discovery failed");
      throw loginFailed(
        503,
        messages.error(
          "socialProviderUnavailable",
          "The sign-in provider is not reachable. Please try again later",
        ),
      );
    }
  }

  /** Phase 1: the provider's authorization URL, with state, nonce and PKCE kept server-side. */
  async function start(
    provider: SocialProvider,
    purpose: SocialPurpose,
    input: SocialStart,
    playerId: string | null,
    messages: Messages,
  ): Promise<SocialRedirect> {
    const origins = allowedRedirectOrigins(config, api.server);
    let origin = origins[0] as string;
    if (input.redirectDomain) {
      let requested: string | undefined;
      try {
        requested = new URL(
          /^https?:\/\//i.test(input.redirectDomain)
            ? input.redirectDomain
            : `https://${input.redirectDomain}`,
        ).origin;
      } catch {
        requested = undefined;
      }
      if (!requested || !origins.includes(requested)) {
        const fail = purpose === "login" ? loginFailed : linkFailed;
        throw fail(
          400,
          messages.error("socialRedirectNotAllowed", "This site may not use this sign-in method"),
        );
      }
      origin = requested;
    }
    const configuration = await configurationOf(provider, messages);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const redirectUri = socialCallbackUrl(origin, provider.name);
    await insertOAuthState(db, {
      id: sha256(state),
      provider: provider.name,
      purpose,
      playerId,
      codeVerifier,
      nonce,
      redirectUri,
      backRoute: safeBackRoute(input.backRoute),
      expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_MS),
    });
    const url = client.buildAuthorizationUrl(configuration, {
      ...provider.authorizationParams,
      redirect_uri: redirectUri,
      scope: provider.scope,
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
    });
    return { redirectUrl: url.href };
  }

  /** Phase 2: checks state, exchanges the code, validates the ID token; returns the identity. */
  async function finish(
    provider: SocialProvider,
    purpose: SocialPurpose,
    query: Record<string, string>,
    playerId: string | null,
    messages: Messages,
  ): Promise<{ identity: SocialIdentity; backRoute: string | null }> {
    const invalid = () =>
      loginFailed(
        400,
        messages.error(
          "socialStateInvalid",
          "This sign-in has expired or is not valid. Please start again",
        ),
      );
    const state = query["state"];
    if (!state) throw invalid();
    const saved = await consumeOAuthState(db, sha256(state));
    if (
      !saved ||
      saved.expiresAt.getTime() <= Date.now() ||
      saved.provider !== provider.name ||
      saved.purpose !== purpose ||
      saved.playerId !== playerId
    ) {
      throw invalid();
    }
    if (query["error"]) {
      throw loginFailed(
        401,
        query["error"] === "access_denied"
          ? messages.error("socialCancelled", "The sign-in was cancelled")
          : messages.error("socialLoginFailed", "Sign-in with this provider failed"),
      );
    }
    if (!query["code"]) throw invalid();
    const configuration = await configurationOf(provider, messages);
    const callbackUrl = new URL(saved.redirectUri);
    for (const [key, value] of Object.entries(query)) callbackUrl.searchParams.set(key, value);
    let claims: client.IDToken | undefined;
    let accessToken: string;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: saved.codeVerifier,
        expectedState: state,
        expectedNonce: saved.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      accessToken = tokens.access_token;
    } catch (error) {
      api.log.info({ err: error, provider: provider.name }, "social code exchange failed");
      throw loginFailed(
        401,
        messages.error("socialLoginFailed", "Sign-in with this provider failed"),
      );
    }
    if (!claims) {
      throw loginFailed(
        401,
        messages.error("socialLoginFailed", "Sign-in with this provider failed"),
      );
    }
    let values: Record<string, unknown> = { ...claims };
    if (!claimText(values["email"]) && configuration.serverMetadata().userinfo_endpoint) {
      try {
        const userInfo = await client.fetchUserInfo(configuration, accessToken, claims.sub);
        values = {
          ...userInfo,
          ...values,
          email: userInfo.email,
          email_verified: userInfo.email_verified,
        };
      } catch (error) {
        api.log.info({ err: error, provider: provider.name }, "social userinfo failed");
      }
    }
    const name = claimText(values["name"]);
    const [first, ...rest] = (name ?? "").split(/\s+/).filter(Boolean);
    return {
      identity: {
        provider: provider.name,
        subject: claims.sub,
        email: claimText(values["email"])?.toLowerCase() ?? null,
        emailVerified: values["email_verified"] === true || values["email_verified"] === "true",
        firstName: claimText(values["given_name"]) ?? first ?? null,
        lastName: claimText(values["family_name"]) ?? (rest.length > 0 ? rest.join(" ") : null),
        name,
        locale: claimText(values["locale"]),
      },
      backRoute: saved.backRoute,
    };
  }

  async function refreshConnection(row: SocialConnectionRow, identity: SocialIdentity) {
    await updateConnection(db, row.id, {
      email: identity.email ?? row.email,
      profile: identityProfile(identity),
    });
  }

  /** The player this identity signs in as: by connection, then by verified e-mail, else a new one. */
  async function playerFor(
    provider: SocialProvider,
    identity: SocialIdentity,
    input: SocialLoginInput,
    clientInfo: ClientInfo,
    messages: Messages,
  ): Promise<{ player: PlayerRow; created: boolean }> {
    const connected = await selectConnection(db, identity.provider, identity.subject);
    if (connected) {
      const player = await selectPlayer(db, connected.playerId);
      if (player) {
        assertNotBlocked(player, messages);
        await refreshConnection(connected, identity);
        return { player, created: false };
      }
    }

    if (identity.email && identity.emailVerified && provider.linkByVerifiedEmail) {
      const player = await selectPlayerByEmail(db, identity.email);
      if (player) {
        assertNotBlocked(player, messages);
        if (await selectPlayerConnection(db, player.id, identity.provider)) {
          // The player already signs in with another account of this provider.
          throw loginFailed(
            401,
            messages.error(
              "socialEmailLinkedElsewhere",
              "The account with this e-mail is connected to another account of this provider",
            ),
          );
        }
        await linkIdentity(db, player.id, identity);
        if (!player.emailVerifiedAt) {
          await updatePlayer(db, player.id, { emailVerifiedAt: new Date() });
        }
        return { player, created: false };
      }
    }

    await assertRegistrationCountry(db, clientInfo, messages);
    const email =
      identity.email && !(await isTaken(db, "email", identity.email)) ? identity.email : null;
    try {
      const player = await createExternalPlayer(platform, {
        email,
        emailVerified: identity.emailVerified,
        firstName: identity.firstName,
        lastName: identity.lastName,
        nickname: null,
        locale: productLocale(input.locale, identity.locale),
        language: languageOf(identity.locale) ?? languageOf(input.locale),
        affiliateTag: input.affiliateTag ?? null,
        client: clientInfo,
        connection: {
          provider: identity.provider,
          subject: identity.subject,
          email: identity.email,
          profile: identityProfile(identity),
        },
      });
      return { player, created: true };
    } catch (error) {
      if (uniqueViolation(error) === undefined) throw error;
      // A concurrent first sign-in of the same identity won: sign in as that player.
      const winner = await selectConnection(db, identity.provider, identity.subject);
      const player = winner ? await selectPlayer(db, winner.playerId) : undefined;
      if (!player) throw error;
      assertNotBlocked(player, messages);
      return { player, created: false };
    }
  }

  async function linkIdentity(executor: DbExecutor, playerId: string, identity: SocialIdentity) {
    await insertConnection(executor, {
      playerId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      profile: identityProfile(identity),
    });
  }

  async function list(playerId: string): Promise<SocialConnection[]> {
    return (await selectPlayerConnections(db, playerId)).map(toSocialConnection);
  }

  return {
    providers,

    async login(input, clientInfo, messages) {
      const provider = providerOf(input.provider, messages);
      if (!input.query["code"] && !input.query["error"]) {
        return start(provider, "login", input, null, messages);
      }
      const { identity, backRoute } = await finish(provider, "login", input.query, null, messages);
      const { player, created } = await playerFor(provider, identity, input, clientInfo, messages);
      const auth = await sessions.startSession(player, "social", clientInfo, {
        isNewlyRegistered: created,
      });
      return { ...auth, backRoute };
    },

    async link(player, providerName, input, messages) {
      const provider = providerOf(providerName, messages, linkFailed);
      if (!input.query["code"] && !input.query["error"]) {
        return start(provider, "link", input, player.id, messages);
      }
      let result: { identity: SocialIdentity; backRoute: string | null };
      try {
        result = await finish(provider, "link", input.query, player.id, messages);
      } catch (error) {
        if (error instanceof AppError && error.code === ErrorCode.SOCIAL_LOGIN_FAILED) {
          throw linkFailed(error.status, error.message);
        }
        throw error;
      }
      const { identity, backRoute } = result;
      const taken = () =>
        linkFailed(
          400,
          messages.error(
            "socialAlreadyLinked",
            "This account is already connected to another player",
          ),
        );
      const existing = await selectConnection(db, identity.provider, identity.subject);
      if (existing && existing.playerId !== player.id) throw taken();
      if (existing) {
        await refreshConnection(existing, identity);
      } else {
        if (await selectPlayerConnection(db, player.id, identity.provider)) {
          throw linkFailed(
            400,
            messages.error(
              "socialProviderAlreadyLinked",
              "Another account of this provider is connected. Disconnect it first",
            ),
          );
        }
        try {
          await linkIdentity(db, player.id, identity);
        } catch (error) {
          if (uniqueViolation(error) === undefined) throw error;
          throw taken();
        }
      }
      return { connections: await list(player.id), backRoute };
    },

    list,

    async unlink(player, socialType, messages) {
      const connections = await selectPlayerConnections(db, player.id);
      const target = connections.find((connection) => connection.provider === socialType);
      if (!target) throw AppError.notFound(messages.error("socialNotLinked", "Not connected"));
      const row = await selectPlayer(db, player.id);
      if (!row) throw AppError.unauthorized();
      if (row.passwordHash === null && connections.length <= 1) {
        throw linkFailed(
          400,
          messages.error(
            "socialLastSignInMethod",
            "This is your only way to sign in. Set a password before disconnecting it",
          ),
        );
      }
      await db.transaction(async (tx) => {
        await deleteConnection(tx, target.id);
        if (target.provider === "telegram") await updatePlayer(tx, player.id, { tgUserId: null });
      });
    },
  };
}
