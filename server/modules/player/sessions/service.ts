import { createHash, randomBytes } from "node:crypto";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type AuthResponse,
  type PageMeta,
  type PlayerSession,
  type Profile,
} from "../../../../contracts/player.ts";
import { ErrorCode } from "../../../../contracts/errors.ts";
import type { DbExecutor } from "../../../db/client.ts";
import type { PlayerStatus } from "../../../db/schema.ts";
import { signAccessToken, verifyAccessTokenClaims } from "../../../platform/auth-token.ts";
import { AppError } from "../../../platform/errors.ts";
import type { Platform } from "../../../platform/platform.ts";
import { loadProfile } from "../profile.ts";
import {
  selectPlayer,
  selectPlayerByEmail,
  selectPlayerByPhone,
  type PlayerRow,
} from "../store.ts";
import { parseUserAgent } from "../user-agent.ts";
import { verifyPassword } from "../passwords.ts";
import type { Messages } from "../validation/messages.ts";
import { normalizePhone, phoneError } from "../validation/rules.ts";
import { keepGraceSuccessor, readGraceSuccessor, REFRESH_GRACE_MS } from "./refresh-grace.ts";
import { createLoginLimiter, type LoginLimiter } from "./rate-limit.ts";
import { appendSignInEvent, isNewDay } from "./sign-in-events.ts";
import {
  consumeLoginToken,
  extendSession,
  insertLoginToken,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  revokeSessions,
  selectActiveSession,
  selectActiveSessionIds,
  selectActiveSessions,
  selectRefreshTokenForUpdate,
  selectSessionState,
  touchSession,
  type SessionRow,
} from "./store.ts";

/** A session idles out after 30 days without a refresh… */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** …and ends 365 days after sign-in whatever happens (SPEC §9: session lifetime 365 days). */
export const SESSION_MAX_MS = 365 * 24 * 60 * 60 * 1000;
/** Auto-login tokens are single use and valid for 5 minutes. */
export const LOGIN_TOKEN_TTL_MS = 5 * 60_000;
/** How long the per-request session check is cached; revocation also drops it at once. */
export const SESSION_STATE_CACHE_MS = 15_000;
/** last_active_at is written at most this often per session. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

/** The signed-in caller of an authenticated request. */
export interface AuthenticatedPlayer {
  id: string;
  sessionId: string;
  status: PlayerStatus;
}

/** Where a request comes from, as stored on the session. */
export interface ClientInfo {
  ip: string;
  country: string | null;
  userAgent?: string;
  /** Fingerprint visitor id. */
  fingerprint?: string;
}

export type SessionMethod = "password" | "phone" | "token" | "registration" | "telegram" | "social";

interface SessionState {
  playerId: string;
  active: boolean;
  playerStatus: PlayerStatus;
  /** Epoch ms of the last stored activity. */
  lastActiveAt: number;
}

/**
 * What a session answer carries inside the server: the public answer plus the refresh token,
 * which the HTTP layer moves into its cookie (refresh-cookie.ts).
 */
export type AuthGrant = AuthResponse & { refreshToken: string };

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
const stateKey = (sessionId: string) => `player:session:v1:${sessionId}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Blocked players may not sign in or use a session (403 FORBIDDEN). */
export function assertNotBlocked(player: { status: PlayerStatus }, messages?: Messages): void {
  if (player.status === "blocked") {
    throw AppError.forbidden(
      messages?.error("accountBlocked", "Your account is blocked") ?? "Your account is blocked",
    );
  }
}

/**
 * Hook for the responsible-gaming issue: self-excluded players may not play or pay
 * (403, code 14103 LIMITED_PLAYER). Modules call it before such actions.
 */
export function assertNotSelfExcluded(player: { status: PlayerStatus }, messages?: Messages): void {
  if (player.status === "self_excluded") {
    throw AppError.forbidden(
      messages?.error("accountLimited", "Your account is limited") ?? "Your account is limited",
      ErrorCode.LIMITED_PLAYER,
    );
  }
}

/** A sign-in that started a session on a device (not a registration, not an auto-login token). */
export interface NewSignIn {
  player: PlayerRow;
  method: SessionMethod;
  client: ClientInfo;
  device: { device: string; browser: string; os: string };
}

export interface SessionService {
  /**
   * Who hears of new sign-ins, in the session's transaction (the identity module mails the
   * player a "new sign-in" alert through the mail adapter).
   */
  setNewSignInNotifier(notify: (tx: DbExecutor, signIn: NewSignIn) => Promise<void>): void;
  /** The two-factor check of password sign-in (throws to refuse; nothing when off). */
  setSecondFactor(
    check: (tx: DbExecutor, playerId: string, code: string | undefined) => Promise<void>,
  ): void;
  /**
   * What else may refuse a sign-in, asked before every new session (the limits module refuses a
   * self-excluded or cooling-off player with 14103 and lifts an exclusion that ran out).
   */
  setSignInGate(gate: (playerId: string) => Promise<void>): void;
  /** Starts a session for a player and answers with tokens and profile. */
  startSession(
    player: PlayerRow,
    method: SessionMethod,
    client: ClientInfo,
    options?: { isNewlyRegistered?: boolean },
  ): Promise<AuthGrant>;
  login(
    input: { email?: string; phone?: string; password: string; twoFactorCode?: string },
    client: ClientInfo,
    messages: Messages,
  ): Promise<AuthGrant>;
  /** Signs in with a one-time auto-login token. */
  loginWithToken(token: string, client: ClientInfo, messages: Messages): Promise<AuthGrant>;
  /** An auto-login token for the player: single use, valid 5 minutes. */
  issueAutoLoginToken(playerId: string): Promise<string>;
  refresh(refreshToken: string, client: ClientInfo, messages: Messages): Promise<AuthGrant>;
  /** Checks an access token and its session; throws 401/403. */
  authenticate(accessToken: string, messages?: Messages): Promise<AuthenticatedPlayer>;
  /** For sockets: whether authenticate would accept the token (false instead of throwing). */
  isTokenUsable(accessToken: string): Promise<boolean>;
  list(
    player: AuthenticatedPlayer,
    page: number,
    perPage: number,
  ): Promise<{ data: PlayerSession[]; meta: PageMeta }>;
  /** Closes one of the player's own sessions (404 for anything else). */
  close(player: AuthenticatedPlayer, sessionId: string, reason?: string): Promise<void>;
  /** Closes every other session of the player; returns how many. */
  closeOthers(player: AuthenticatedPlayer, reason?: string): Promise<number>;
  /** Revokes sessions in the caller's transaction; call afterRevoke with the ids after commit. */
  revokeInTransaction(
    tx: DbExecutor,
    where: { sessionId: string } | { playerId: string; exceptSessionId?: string },
    reason: string,
  ): Promise<string[]>;
  /** Drops cached state and disconnects sockets of revoked sessions. */
  afterRevoke(sessionIds: readonly string[]): Promise<void>;
  /** Drops the cached state of a player's sessions (after a status change). */
  forgetPlayer(playerId: string, options?: { disconnect?: boolean }): Promise<void>;
}

export function createSessionService(
  platform: Pick<Platform, "db" | "cache" | "counters" | "realtime" | "config" | "events">,
  options: { limiter?: LoginLimiter } = {},
): SessionService {
  const { db, cache, realtime, config, events } = platform;
  let notifyNewSignIn: ((tx: DbExecutor, signIn: NewSignIn) => Promise<void>) | undefined;
  let checkSecondFactor: (
    tx: DbExecutor,
    playerId: string,
    code: string | undefined,
  ) => Promise<void> = async () => {};
  let signInGate: (playerId: string) => Promise<void> = async () => {};
  const accessTokenTtlSeconds = config.ACCESS_TOKEN_TTL_SECONDS ?? ACCESS_TOKEN_TTL_SECONDS;
  const limiter =
    options.limiter ??
    createLoginLimiter(platform.counters, {
      perAccountIp: config.LOGIN_FAILURES_PER_ACCOUNT,
      perAccount: config.LOGIN_FAILURES_PER_ACCOUNT_ANY_IP,
      perIp: config.LOGIN_FAILURES_PER_IP,
      windowMs: config.LOGIN_FAILURE_WINDOW_MS,
    });

  async function accessTokenFor(playerId: string, sessionId: string): Promise<string> {
    return signAccessToken(
      { playerId, sessionId, ttlSeconds: accessTokenTtlSeconds },
      config.secrets.jwtSecret,
    );
  }

  async function respond(
    playerId: string,
    sessionId: string,
    refreshToken: string,
    profile: Profile,
  ): Promise<AuthGrant> {
    return {
      accessToken: await accessTokenFor(playerId, sessionId),
      tokenType: "Bearer",
      expiresAfter: accessTokenTtlSeconds,
      refreshToken,
      sessionId,
      profile,
    };
  }

  async function createSession(
    executor: DbExecutor,
    playerId: string,
    method: SessionMethod,
    client: ClientInfo,
  ): Promise<{ session: SessionRow; refreshToken: string }> {
    const device = parseUserAgent(client.userAgent);
    const session = await insertSession(executor, {
      playerId,
      method,
      device: device.device,
      browser: device.browser,
      os: device.os,
      userAgent: client.userAgent?.slice(0, 1000) ?? null,
      ip: client.ip,
      country: client.country,
      fingerprint: client.fingerprint ?? null,
      expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
    });
    const refreshToken = newToken();
    await insertRefreshToken(executor, session.id, sha256(refreshToken));
    return { session, refreshToken };
  }

  async function startSession(
    signingIn: PlayerRow,
    method: SessionMethod,
    client: ClientInfo,
    startOptions: { isNewlyRegistered?: boolean } = {},
  ): Promise<AuthGrant> {
    assertNotBlocked(signingIn);
    await signInGate(signingIn.id);
    // The gate may have lifted an exclusion that ran out.
    const player =
      signingIn.status === "self_excluded"
        ? ((await selectPlayer(db, signingIn.id)) ?? signingIn)
        : signingIn;
    const alert =
      !startOptions.isNewlyRegistered && method !== "registration" && method !== "token";
    const { session, refreshToken } = await db.transaction(async (tx) => {
      const created = await createSession(tx, player.id, method, client);
      await appendSignInEvent(events, tx, {
        playerId: player.id,
        sessionId: created.session.id,
        method,
        day: new Date().toISOString().slice(0, 10),
      });
      if (alert && notifyNewSignIn) {
        const { device, browser, os } = created.session;
        await notifyNewSignIn(tx, { player, method, client, device: { device, browser, os } });
      }
      return created;
    });
    events.notify();
    const profile = await loadProfile(db, player, startOptions);
    return respond(player.id, session.id, refreshToken, profile);
  }

  async function afterRevoke(sessionIds: readonly string[]): Promise<void> {
    await Promise.all(sessionIds.map((id) => cache.delete(stateKey(id))));
    for (const sessionId of sessionIds) realtime.disconnect({ sessionId });
  }

  async function revoke(
    where: { sessionId: string } | { playerId: string; exceptSessionId?: string },
    reason: string,
  ): Promise<string[]> {
    const ids = await revokeSessions(db, where, reason);
    await afterRevoke(ids);
    return ids;
  }

  /** The per-request view of a session, cached briefly; null when no such session exists. */
  function sessionState(sessionId: string): Promise<SessionState | null> {
    return cache.getOrSet<SessionState | null>(
      stateKey(sessionId),
      SESSION_STATE_CACHE_MS,
      async () => {
        const row = await selectSessionState(db, sessionId);
        if (!row) return null;
        return {
          playerId: row.playerId,
          active: row.revokedAt === null && row.expiresAt.getTime() > Date.now(),
          playerStatus: row.playerStatus,
          lastActiveAt: row.lastActiveAt.getTime(),
        };
      },
    );
  }

  function invalidCredentials(messages: Messages): AppError {
    return AppError.unauthorized(
      messages.error("invalidCredentials", "Wrong e-mail, phone or password"),
    );
  }

  return {
    setNewSignInNotifier(notify) {
      notifyNewSignIn = notify;
    },
    setSecondFactor(check) {
      checkSecondFactor = check;
    },
    setSignInGate(gate) {
      signInGate = gate;
    },
    startSession,

    async login(input, client, messages) {
      const email = input.email?.trim().toLowerCase();
      const phoneInput = input.phone?.trim();
      if (!email && !phoneInput) {
        throw AppError.validation({ email: [messages.validation("required")] });
      }
      const phone = phoneInput && !phoneError(phoneInput) ? normalizePhone(phoneInput) : phoneInput;
      const account = email ? `email:${email}` : `phone:${phone ?? ""}`;
      const tooMany = () =>
        new AppError(
          429,
          ErrorCode.RATE_LIMITED,
          messages.error("tooManyAttempts", "Too many sign-in attempts. Please try again later"),
        );
      // The attempt is counted before the slow hash, atomically: concurrent guesses can't all pass.
      if (!(await limiter.reserve(account, client.ip))) throw tooMany();

      const player = email
        ? await selectPlayerByEmail(db, email)
        : phone
          ? await selectPlayerByPhone(db, phone)
          : undefined;
      // Unknown accounts still pay for a hash check: the answer and its timing are the same.
      const valid = await verifyPassword(player?.passwordHash, input.password);
      // A failure stays counted by reserve(); only success gives the attempt back.
      if (!player || !valid) throw invalidCredentials(messages);
      assertNotBlocked(player, messages);
      // A missing or wrong second factor leaves the attempt counted, like a wrong password.
      await checkSecondFactor(db, player.id, input.twoFactorCode);
      await limiter.succeeded(account, client.ip);
      return startSession(player, email ? "password" : "phone", client);
    },

    async loginWithToken(token, client, messages) {
      const playerId = await consumeLoginToken(db, sha256(token));
      const player = playerId ? await selectPlayer(db, playerId) : undefined;
      if (!player) {
        throw AppError.unauthorized(
          messages.error("invalidLoginToken", "The sign-in link is invalid or has expired"),
        );
      }
      assertNotBlocked(player, messages);
      return startSession(player, "token", client);
    },

    async issueAutoLoginToken(playerId) {
      const token = newToken();
      await insertLoginToken(db, {
        playerId,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + LOGIN_TOKEN_TTL_MS),
      });
      return token;
    },

    async refresh(refreshToken, _client, messages) {
      const expired = () =>
        AppError.unauthorized(messages.error("sessionExpired", "Your session has expired"));
      const tokenHash = sha256(refreshToken);
      const outcome = await db.transaction(async (tx) => {
        const row = await selectRefreshTokenForUpdate(tx, tokenHash);
        if (!row) return { kind: "unknown" as const };
        const { session } = row;
        if (session.revokedAt || session.expiresAt.getTime() <= Date.now()) {
          return { kind: "ended" as const };
        }
        if (row.playerStatus === "blocked") return { kind: "blocked" as const };
        if (row.usedAt) {
          // The same token twice within moments: two tabs or a retry, not a thief.
          if (Date.now() - row.usedAt.getTime() <= REFRESH_GRACE_MS) {
            return { kind: "raced" as const, session };
          }
          // A rotated-out token came back: someone else may hold this session. End it.
          const ids = await revokeSessions(tx, { sessionId: session.id }, "refresh_token_reuse");
          return { kind: "reused" as const, ids };
        }
        const next = newToken();
        const nextId = await insertRefreshToken(tx, session.id, sha256(next));
        await markRefreshTokenUsed(tx, row.tokenId, nextId);
        // Kept before this commits: a second refresh with the same token waits on the row lock
        // above and, once this commits, must find the successor (a page left mid-refresh sends
        // the old cookie again at once). Were the commit to fail, that caller holds a token
        // that never existed and signs in again.
        await keepGraceSuccessor(cache, refreshToken, next);
        const expiresAt = new Date(
          Math.min(Date.now() + SESSION_IDLE_MS, session.createdAt.getTime() + SESSION_MAX_MS),
        );
        await extendSession(tx, session.id, expiresAt);
        // A kept session used on a new day is the player signing in that day.
        const now = new Date();
        if (isNewDay(session.lastActiveAt, now)) {
          await appendSignInEvent(events, tx, {
            playerId: session.playerId,
            sessionId: session.id,
            method: "return",
            day: now.toISOString().slice(0, 10),
          });
        }
        return { kind: "rotated" as const, session, refreshToken: next };
      });
      switch (outcome.kind) {
        case "unknown":
        case "ended":
          throw expired();
        case "reused":
          await afterRevoke(outcome.ids);
          throw expired();
        case "blocked":
          throw AppError.forbidden(messages.error("accountBlocked", "Your account is blocked"));
        case "raced": {
          const successor = await readGraceSuccessor(cache, refreshToken);
          // Without the winner's answer at hand the session stays: the other caller holds it.
          if (!successor) throw expired();
          const profile = await loadProfile(db, outcome.session.playerId);
          return respond(outcome.session.playerId, outcome.session.id, successor, profile);
        }
        case "rotated": {
          await cache.delete(stateKey(outcome.session.id));
          const profile = await loadProfile(db, outcome.session.playerId);
          return respond(
            outcome.session.playerId,
            outcome.session.id,
            outcome.refreshToken,
            profile,
          );
        }
      }
    },

    async authenticate(accessToken, messages) {
      const unauthorized = () =>
        AppError.unauthorized(
          messages?.error("sessionExpired", "Your session has expired") ?? "Unauthorized",
        );
      const claims = await verifyAccessTokenClaims(accessToken, config.secrets.jwtSecret);
      if (!claims?.sessionId || !isUuid(claims.sessionId)) throw unauthorized();
      const sessionId = claims.sessionId;
      const state = await sessionState(sessionId);
      if (!state || !state.active || state.playerId !== claims.playerId) throw unauthorized();
      assertNotBlocked({ status: state.playerStatus }, messages);
      const now = Date.now();
      if (now - state.lastActiveAt >= SESSION_TOUCH_INTERVAL_MS) {
        await touchSession(db, sessionId);
        await cache.set(
          stateKey(sessionId),
          { ...state, lastActiveAt: now },
          SESSION_STATE_CACHE_MS,
        );
      }
      return { id: state.playerId, sessionId, status: state.playerStatus };
    },

    async isTokenUsable(accessToken) {
      // Exactly HTTP's check (authenticate): a token without a session, or of an unknown,
      // closed or other player's session, or of a blocked player, is refused on sockets too.
      try {
        await this.authenticate(accessToken);
        return true;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    },

    async list(player, page, perPage) {
      const { rows, total } = await selectActiveSessions(db, player.id, page, perPage);
      return {
        data: rows.map((row) => ({
          id: row.id,
          device: row.device,
          browser: row.browser,
          os: row.os,
          ip: row.ip,
          country: row.country,
          createdAt: row.createdAt.toISOString(),
          lastActiveAt: row.lastActiveAt.toISOString(),
          isCurrent: row.id === player.sessionId,
        })),
        meta: { page, perPage, totalPages: Math.ceil(total / perPage), totalRows: total },
      };
    },

    async close(player, sessionId, reason = "closed") {
      if (!isUuid(sessionId) || !(await selectActiveSession(db, player.id, sessionId))) {
        throw AppError.notFound("Session not found");
      }
      await revoke({ sessionId }, reason);
    },

    async closeOthers(player, reason = "closed_by_player") {
      const ids = await revoke({ playerId: player.id, exceptSessionId: player.sessionId }, reason);
      return ids.length;
    },

    revokeInTransaction: (tx, where, reason) => revokeSessions(tx, where, reason),
    afterRevoke,

    async forgetPlayer(playerId, forgetOptions = {}) {
      const ids = await selectActiveSessionIds(db, playerId);
      await Promise.all(ids.map((id) => cache.delete(stateKey(id))));
      if (forgetOptions.disconnect) realtime.disconnect({ playerId });
    },
  };
}
