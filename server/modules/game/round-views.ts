import {
  GAME_BET_STATUS,
  type GameBet,
  type GameImages,
  type GameRef,
  type GameSpin,
  type GameWinner,
} from "../../../contracts/game.ts";
import { formatMinor } from "../../../contracts/money.ts";
import {
  sportWalletBetSchema,
  sportWalletSettlementSchema,
} from "../../../contracts/sportsbook.ts";
import { BIG_WIN_MULTIPLIER, type RoundView } from "./round-store.ts";

/** A round's rows as the API shapes of contracts/game.ts (money as decimal strings). */

type BetStatus = GameBet["status"];

function statusOf(value: number): BetStatus {
  return value === 2 || value === 3 || value === 4 ? value : 1;
}

export function gameRef(game: {
  id: number;
  identity: string;
  name: string;
  images: GameImages;
  providerIdentity: string;
  providerName: string;
}): GameRef {
  return {
    id: game.id,
    identity: game.identity,
    name: game.name,
    image: game.images["200x200"]["1x"],
    provider: { identity: game.providerIdentity, name: game.providerName },
  };
}

function refOf(row: RoundView): GameRef {
  return gameRef({
    id: row.gameId,
    identity: row.gameIdentity,
    name: row.gameName,
    images: row.gameImages,
    providerIdentity: row.providerIdentity,
    providerName: row.providerName,
  });
}

function money(row: RoundView, amount: bigint): string {
  // Every wallet currency is in the currencies table; 100 keeps a dropped one readable.
  return formatMinor(amount, row.subunitToUnit ?? 100n);
}

/** What a finished round was staked with: the bets less what was refunded. */
function netStake(row: RoundView): bigint {
  return row.betAmount - row.refundAmount;
}

/** win / stake with two decimals, rounded down ("2.50"); null without a stake. */
export function multiplierOf(win: bigint, stake: bigint): string | null {
  if (stake <= 0n) return null;
  return formatMinor((win * 100n) / stake, 100n);
}

export function isBigWin(row: RoundView): boolean {
  const stake = netStake(row);
  return (
    row.status === GAME_BET_STATUS.WON &&
    row.winAmount > 0n &&
    stake > 0n &&
    row.winAmount >= stake * BIG_WIN_MULTIPLIER
  );
}

/** "Ma***" from the nickname or first name, else "Player 1a2b" from the id. */
export function maskedPlayerName(player: {
  id: string;
  nickname: string | null;
  firstName: string | null;
}): string {
  const name = (player.nickname?.trim() || player.firstName?.trim()) ?? "";
  if (name) return `${Array.from(name).slice(0, 2).join("")}***`;
  return `Player ${player.id.replaceAll("-", "").slice(0, 4)}`;
}

export function toGameBet(row: RoundView): GameBet {
  return {
    id: row.id,
    roundId: row.roundId,
    game: refOf(row),
    accountId: row.walletAccountId,
    currency: row.currency,
    betAmount: money(row, row.betAmount),
    winAmount: money(row, row.winAmount),
    refundAmount: money(row, row.refundAmount),
    status: statusOf(row.status),
    isSettled: row.settledAt !== null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
    sport: sportOf(row),
    sportSettlement: sportSettlementOf(row),
  };
}

/** The slip a sportsbook's bet call described (a malformed one shows as none). */
function sportOf(row: RoundView): GameBet["sport"] {
  if (row.sport === null) return null;
  const parsed = sportWalletBetSchema.safeParse(row.sport);
  return parsed.success ? parsed.data : null;
}

/** How the book said the sport bet ended (a malformed one, or one without a slip, shows as none). */
function sportSettlementOf(row: RoundView): GameBet["sportSettlement"] {
  if (row.sport === null || row.sportSettlement === null) return null;
  const parsed = sportWalletSettlementSchema.safeParse(row.sportSettlement);
  return parsed.success ? parsed.data : null;
}

/**
 * A finished round. A refunded round shows what was staked and no multiplier; a won or lost
 * one shows its stake net of partial refunds, which the multiplier is measured against.
 */
export function toGameSpin(row: RoundView): GameSpin {
  const refunded = row.status === GAME_BET_STATUS.REFUNDED;
  const stake = refunded ? row.betAmount : netStake(row);
  return {
    id: row.id,
    roundId: row.roundId,
    game: refOf(row),
    currency: row.currency,
    betAmount: money(row, stake),
    winAmount: money(row, row.winAmount),
    multiplier: refunded ? null : (multiplierOf(row.winAmount, stake) ?? "0.00"),
    status: statusOf(row.status),
    finishedAt: (row.settledAt ?? row.createdAt).toISOString(),
  };
}

export function toGameWinner(row: RoundView): GameWinner {
  const stake = netStake(row);
  return {
    id: row.id,
    playerName: maskedPlayerName({
      id: row.playerId,
      nickname: row.nickname,
      firstName: row.firstName,
    }),
    game: refOf(row),
    currency: row.currency,
    betAmount: money(row, stake),
    winAmount: money(row, row.winAmount),
    multiplier: multiplierOf(row.winAmount, stake) ?? "0.00",
    finishedAt: (row.settledAt ?? row.createdAt).toISOString(),
  };
}
