import { ErrorCode } from "../../../../contracts/errors.ts";
import type {
  AuthResponse,
  Profile,
  SocialConnection,
  TelegramLoginRequest,
  TelegramUser,
} from "../../../../contracts/player.ts";
import type { DbExecutor } from "../../../db/client.ts";
import { AppError } from "../../../platform/errors.ts";
import type { Platform } from "../../../platform/platform.ts";
import { uniqueViolation } from "../../../db/errors.ts";
import { loadProfile } from "../profile.ts";
import {
  assertNotBlocked,
  type AuthenticatedPlayer,
  type ClientInfo,
  type SessionService,
} from "../sessions/service.ts";
import { selectPlayer, updatePlayer, type PlayerPatch, type PlayerRow } from "../store.ts";
import type { Messages } from "../validation/messages.ts";
import {
  assertRegistrationCountry,
  createExternalPlayer,
  languageOf,
  productLocale,
} from "../social/accounts.ts";
import { toSocialConnection } from "../social/service.ts";
import {
  insertConnection,
  selectConnection,
  selectPlayerByTgUserId,
  selectPlayerConnections,
  updateConnection,
  type ConnectionProfile,
} from "../social/store.ts";
import { resolveBotToken, type BotToken } from "./bot-token.ts";
import { InitDataError, validateInitData, type ValidInitData } from "./init-data.ts";

export const TELEGRAM_PROVIDER = "telegram";

export interface TelegramService {
  botToken: BotToken;
  login(input: TelegramLoginRequest, client: ClientInfo, messages: Messages): Promise<AuthResponse>;
  link(
    player: AuthenticatedPlayer,
    initData: string,
    messages: Messages,
  ): Promise<SocialConnection[]>;
  sync(
    player: AuthenticatedPlayer,
    initData: string,
    messages: Messages,
  ): Promise<{ profile: Profile; telegram: TelegramUser }>;
}

function telegramProfile(user: TelegramUser): ConnectionProfile {
  return {
    firstName: user.firstName || null,
    lastName: user.lastName,
    username: user.username,
    languageCode: user.languageCode,
    isPremium: user.isPremium,
    photoUrl: user.photoUrl,
  };
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;

export function createTelegramService(
  platform: Platform,
  sessions: SessionService,
): TelegramService {
  const { db, config } = platform;
  const botToken = resolveBotToken(config);

  function validate(initData: string, messages: Messages): ValidInitData {
    try {
      return validateInitData(initData, botToken.token, {
        maxAgeSeconds: config.TELEGRAM_AUTH_MAX_AGE_SECONDS,
      });
    } catch (error) {
      if (!(error instanceof InitDataError)) throw error;
      throw AppError.unauthorized(
        error.problem === "expired"
          ? messages.error(
              "telegramDataExpired",
              "The Telegram data has expired. Open the app from Telegram again",
            )
          : messages.error("telegramDataInvalid", "The Telegram data is not valid"),
      );
    }
  }

  const linkFailed = (message: string) => new AppError(400, ErrorCode.SOCIAL_LINK_FAILED, message);

  /** Records the Telegram user on the player's connection; returns the previous profile. */
  async function saveConnection(
    executor: DbExecutor,
    playerId: string,
    user: TelegramUser,
  ): Promise<ConnectionProfile> {
    const existing = await selectConnection(executor, TELEGRAM_PROVIDER, String(user.id));
    if (existing) {
      await updateConnection(executor, existing.id, { profile: telegramProfile(user) });
      return existing.profile;
    }
    await insertConnection(executor, {
      playerId,
      provider: TELEGRAM_PROVIDER,
      subject: String(user.id),
      email: null,
      profile: telegramProfile(user),
    });
    return {};
  }

  /** Connects the Telegram user to the player (400 11002 when someone else has it). */
  async function connect(
    row: PlayerRow,
    user: TelegramUser,
    messages: Messages,
  ): Promise<ConnectionProfile> {
    const taken = () =>
      linkFailed(
        messages.error(
          "telegramAlreadyLinked",
          "This Telegram account is already connected to another player",
        ),
      );
    if (row.tgUserId === user.id) return saveConnection(db, row.id, user);
    if (row.tgUserId !== null) {
      throw linkFailed(
        messages.error(
          "telegramOtherLinked",
          "Another Telegram account is connected. Disconnect it first",
        ),
      );
    }
    const owner = await selectPlayerByTgUserId(db, user.id);
    if (owner && owner.id !== row.id) throw taken();
    try {
      return await db.transaction(async (tx) => {
        await updatePlayer(tx, row.id, { tgUserId: user.id });
        return saveConnection(tx, row.id, user);
      });
    } catch (error) {
      if (uniqueViolation(error) === undefined) throw error;
      throw taken();
    }
  }

  async function currentPlayer(player: AuthenticatedPlayer): Promise<PlayerRow> {
    const row = await selectPlayer(db, player.id);
    if (!row) throw AppError.unauthorized();
    return row;
  }

  return {
    botToken,

    async login(input, client, messages) {
      const { user, startParam } = validate(input.initData, messages);
      const existing = await selectPlayerByTgUserId(db, user.id);
      if (existing) {
        assertNotBlocked(existing, messages);
        await saveConnection(db, existing.id, user);
        return sessions.startSession(existing, "telegram", client);
      }
      await assertRegistrationCountry(db, client, messages);
      let player: PlayerRow;
      try {
        player = await createExternalPlayer(platform, {
          email: null,
          emailVerified: false,
          tgUserId: user.id,
          firstName: user.firstName || null,
          lastName: user.lastName,
          nickname: user.username,
          locale: productLocale(input.locale, user.languageCode),
          language: languageOf(user.languageCode),
          affiliateTag: input.affiliateTag ?? input.refId ?? startParam,
          client,
          connection: {
            provider: TELEGRAM_PROVIDER,
            subject: String(user.id),
            email: null,
            profile: telegramProfile(user),
          },
        });
      } catch (error) {
        if (uniqueViolation(error) === undefined) throw error;
        // A concurrent first sign-in of the same Telegram user won.
        const winner = await selectPlayerByTgUserId(db, user.id);
        if (!winner) throw error;
        assertNotBlocked(winner, messages);
        return sessions.startSession(winner, "telegram", client);
      }
      return sessions.startSession(player, "telegram", client, { isNewlyRegistered: true });
    },

    async link(player, initData, messages) {
      const { user } = validate(initData, messages);
      await connect(await currentPlayer(player), user, messages);
      return (await selectPlayerConnections(db, player.id)).map(toSocialConnection);
    },

    async sync(player, initData, messages) {
      const { user } = validate(initData, messages);
      const row = await currentPlayer(player);
      const previous = await connect(row, user, messages);
      // Profile fields follow Telegram while empty or still what Telegram said last time;
      // a value the player typed in stays.
      const follow: [keyof PlayerPatch & keyof PlayerRow, string | null, string | null][] = [
        ["firstName", user.firstName || null, text(previous["firstName"])],
        ["lastName", user.lastName, text(previous["lastName"])],
        ["nickname", user.username, text(previous["username"])],
        ["language", languageOf(user.languageCode), languageOf(text(previous["languageCode"]))],
      ];
      const patch: PlayerPatch = {};
      for (const [field, next, before] of follow) {
        const current = row[field];
        if (next === null || current === next) continue;
        if (current === null || current === before) Object.assign(patch, { [field]: next });
      }
      if (Object.keys(patch).length > 0) await updatePlayer(db, player.id, patch);
      return { profile: await loadProfile(db, player.id), telegram: user };
    },
  };
}
