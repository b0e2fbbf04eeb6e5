import type { Profile, WalletAccount } from "../../../contracts/player.ts";
import type { DbExecutor } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import {
  selectActiveCurrency,
  selectAvatar,
  selectPlayer,
  type AccountRow,
  type PlayerRow,
} from "./store.ts";

/** Personal details that make a profile "confirmed" (needed before e.g. withdrawals). */
const CONFIRMATION_FIELDS = [
  "firstName",
  "lastName",
  "birthdate",
  "country",
  "city",
  "address",
  "postalCode",
] as const;

export function isProfileConfirmed(player: PlayerRow): boolean {
  return CONFIRMATION_FIELDS.every((field) => {
    const value = player[field];
    return typeof value === "string" && value.trim() !== "";
  });
}

/** The API profile of a player row. */
export function toProfile(
  player: PlayerRow,
  extra: { avatarUrl: string | null; currency: string | null; isNewlyRegistered?: boolean },
): Profile {
  return {
    id: player.id,
    email: player.email,
    phone: player.phone,
    firstName: player.firstName,
    lastName: player.lastName,
    nickname: player.nickname,
    tgUserId: player.tgUserId,
    language: player.language,
    freshchatRestoreId: player.freshchatRestoreId,
    isNewlyRegistered: extra.isNewlyRegistered ?? false,
    country: player.country,
    birthdate: player.birthdate,
    gender: player.gender,
    address: player.address,
    additionalAddress: player.additionalAddress,
    city: player.city,
    postalCode: player.postalCode,
    timeZone: player.timeZone,
    nationality: player.nationality,
    locale: player.locale,
    receiveEmailPromo: player.receiveEmailPromo,
    receiveSmsPromo: player.receiveSmsPromo,
    receiveBonus: player.receiveBonus,
    avatar:
      player.avatarId !== null && extra.avatarUrl !== null
        ? { id: player.avatarId, url: extra.avatarUrl }
        : null,
    isEmailVerified: player.emailVerifiedAt !== null,
    isPhoneVerified: player.phoneVerifiedAt !== null,
    profileConfirmed: isProfileConfirmed(player),
    currency: extra.currency,
    createdAt: player.createdAt.toISOString(),
  };
}

/** Loads what a profile shows besides the player row: avatar and active currency. */
export async function loadProfile(
  db: DbExecutor,
  playerOrId: PlayerRow | string,
  options: { isNewlyRegistered?: boolean } = {},
): Promise<Profile> {
  const player = typeof playerOrId === "string" ? await selectPlayer(db, playerOrId) : playerOrId;
  if (!player) throw AppError.unauthorized();
  const [avatar, currency] = await Promise.all([
    player.avatarId !== null ? selectAvatar(db, player.avatarId) : Promise.resolve(undefined),
    selectActiveCurrency(db, player.id),
  ]);
  return toProfile(player, {
    avatarUrl: avatar?.url ?? null,
    currency,
    isNewlyRegistered: options.isNewlyRegistered,
  });
}

/** Integer minor units as a decimal string in major units: 1250n, 100n → "12.50". */
export function formatMinorUnits(amount: bigint, subunitToUnit: bigint): string {
  const places = Math.max(0, subunitToUnit.toString().length - 1);
  const negative = amount < 0n;
  const absolute = negative ? -amount : amount;
  const whole = absolute / subunitToUnit;
  const fraction = absolute % subunitToUnit;
  const text =
    places === 0 ? whole.toString() : `${whole}.${fraction.toString().padStart(places, "0")}`;
  return negative ? `-${text}` : text;
}

export function toWalletAccount(row: AccountRow): WalletAccount {
  const format = (amount: bigint) => formatMinorUnits(amount, row.subunitToUnit);
  return {
    id: row.id,
    currency: row.currency,
    balance: format(row.balance),
    realBalance: format(row.realBalance),
    bonusBalance: format(row.bonusBalance),
    lockedBalance: format(row.lockedBalance),
    // Locked money (pending withdrawals) is kept apart from realBalance by the ledger.
    withdrawalBalance: format(row.realBalance),
    // SPEC §3: status 1 marks the one active (selected) account.
    status: row.isActive ? 1 : 0,
    hidden: row.hidden,
  };
}
