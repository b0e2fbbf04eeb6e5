import * as z from "zod/mini";

/**
 * Realtime contract shared by the server (Socket.IO at /api/connection/websocket) and the app.
 *
 * Rooms are the channels of SPEC §7. A player channel ends in `#{playerId}` and may only be
 * joined by that player's own socket; `global:online` is open to everyone, guests included.
 * Every message is `{ event, ...entity }` and travels as the Socket.IO event `message` with the
 * channel as its first argument: `socket.on("message", (channel, message) => …)`.
 */

export const REALTIME_PATH = "/api/connection/websocket";

/** Bases of the per-player channels (`${base}#${playerId}`), in SPEC §7 order. */
export const PLAYER_CHANNEL_BASES = [
  "retention:quests",
  "bonus:player-bonus-codes",
  "bonus:player-bonuses",
  "bonus:player-freespins",
  "wallet:accounts",
  "payment:invoices",
  "game:bets",
  "game:spins",
  "retention:accounts",
  "messenger:notifications",
  "messenger:pushes",
  // Not in SPEC §7: responsible-gaming limits change by jobs too (a pending increase applies).
  "player:limits",
] as const;

export type PlayerChannelBase = (typeof PLAYER_CHANNEL_BASES)[number];

export const GLOBAL_ONLINE_CHANNEL = "global:online";
/** Public feed of recent big wins (the home page's live winners), open to guests. */
export const GLOBAL_WINNERS_CHANNEL = "global:winners";

export type PlayerChannel = `${PlayerChannelBase}#${string}`;
export type Channel = PlayerChannel | typeof GLOBAL_ONLINE_CHANNEL | typeof GLOBAL_WINNERS_CHANNEL;

const playerChannel =
  (base: PlayerChannelBase) =>
  (playerId: string): PlayerChannel =>
    `${base}#${playerId}`;

/** Typed builders for every channel of SPEC §7. */
export const channels = {
  retentionQuests: playerChannel("retention:quests"),
  bonusPlayerBonusCodes: playerChannel("bonus:player-bonus-codes"),
  bonusPlayerBonuses: playerChannel("bonus:player-bonuses"),
  bonusPlayerFreespins: playerChannel("bonus:player-freespins"),
  walletAccounts: playerChannel("wallet:accounts"),
  paymentInvoices: playerChannel("payment:invoices"),
  gameBets: playerChannel("game:bets"),
  gameSpins: playerChannel("game:spins"),
  retentionAccounts: playerChannel("retention:accounts"),
  messengerNotifications: playerChannel("messenger:notifications"),
  messengerPushes: playerChannel("messenger:pushes"),
  playerLimits: playerChannel("player:limits"),
  globalOnline: (): typeof GLOBAL_ONLINE_CHANNEL => GLOBAL_ONLINE_CHANNEL,
  globalWinners: (): typeof GLOBAL_WINNERS_CHANNEL => GLOBAL_WINNERS_CHANNEL,
} as const;

/** Every player channel of one player, e.g. to subscribe a whole signed-in session. */
export function playerChannels(playerId: string): PlayerChannel[] {
  return PLAYER_CHANNEL_BASES.map((base) => `${base}#${playerId}` as const);
}

/** Player ids are opaque tokens: no `#`, whitespace or control characters, at most 64 chars. */
const PLAYER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const playerBases: ReadonlySet<string> = new Set(PLAYER_CHANNEL_BASES);

/** Parses a per-player channel name; null for anything else (global:online included). */
export function isPlayerChannel(
  room: string,
): { base: PlayerChannelBase; playerId: string } | null {
  const hash = room.indexOf("#");
  if (hash <= 0) return null;
  const base = room.slice(0, hash);
  const playerId = room.slice(hash + 1);
  if (!playerBases.has(base) || !PLAYER_ID.test(playerId)) return null;
  return { base: base as PlayerChannelBase, playerId };
}

/** True for any channel of SPEC §7 with a well-formed id. */
export function isKnownChannel(room: string): room is Channel {
  return (
    room === GLOBAL_ONLINE_CHANNEL ||
    room === GLOBAL_WINNERS_CHANNEL ||
    isPlayerChannel(room) !== null
  );
}

/** Event names published so far; modules add theirs here as they come. */
export const RealtimeEvent = {
  ONLINE_UPDATED: "online.updated",
  ACCOUNT_BALANCE_UPDATED: "account.balance.updated",
  /** A wallet account was added (POST /api/wallet/accounts). */
  ACCOUNT_CREATED: "account.created",
  /** A wallet account's status (switch) or hidden flag changed. */
  ACCOUNT_UPDATED: "account.updated",
  ACCOUNT_LEVEL_UPDATED: "account.level.updated",
  INVOICE_DEPOSIT_UPDATED: "invoice.deposit.updated",
  INVOICE_WITHDRAWAL_UPDATED: "invoice.withdrawal.updated",
  PLAYER_BONUS_UPDATED: "player.bonus.updated",
  PLAYER_FREESPIN_UPDATED: "player.freespin.updated",
  PLAYER_BONUS_CODE_UPDATED: "player.bonus.code.updated",
  QUEST_UPDATED: "quest.updated",
  QUEST_TASK_UPDATED: "quest.task.updated",
  GAME_BET_RESTRICTED: "game.bet.restricted",
  GAME_BET_MAX_EXCEED: "game.bet.max.exceed",
  /** A game limit stopped a bet (14100/14101/14105): the game-limit-reached modal. */
  GAME_LIMIT_REACHED: "game.limit.reached",
  /** A bet was placed or its round settled or refunded (game:bets#{id}, with `bet`). */
  GAME_BET_UPDATED: "game.bet.updated",
  /** A round finished (game:spins#{id}, with `spin`). */
  GAME_SPIN_CREATED: "game.spin.created",
  /** A big win for the public feed (global:winners, with `winner`). */
  GAME_WINNER: "game.winner",
} as const;

/** A realtime payload: the event name next to the entity's own fields. */
export type RealtimeMessage<
  E extends string = string,
  T extends Record<string, unknown> = Record<string, unknown>,
> = { event: E } & T;

export const realtimeMessageSchema = z.looseObject({
  event: z.string().check(z.minLength(1), z.maxLength(100)),
});

/** `{ event: "online.updated", count }` on global:online. */
export type OnlineUpdatedMessage = RealtimeMessage<"online.updated", { count: number }>;

/** Body of the `subscribe` and `unsubscribe` client events. */
export const channelRequestSchema = z.strictObject({
  channel: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type ChannelRequest = z.infer<typeof channelRequestSchema>;

export type ChannelAck = { ok: true } | { ok: false; error: { code: number; message: string } };

/** Socket.IO event maps, for `Server<…>` and `Socket<…>` generics on both sides. */
export interface ServerToClientEvents {
  message: (channel: Channel, message: RealtimeMessage) => void;
}

export interface ClientToServerEvents {
  subscribe: (request: ChannelRequest, ack: (result: ChannelAck) => void) => void;
  unsubscribe: (request: ChannelRequest, ack: (result: ChannelAck) => void) => void;
}

/** Handshake auth: `io(url, { auth: { token } })`; absent or null for a guest. */
export interface RealtimeAuth {
  token?: string | null;
}
