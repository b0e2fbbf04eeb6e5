import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/client.ts";
import {
  avatars,
  countries,
  currencies,
  fieldRules,
  players,
  walletAccounts,
} from "../../db/schema.ts";
import { openWalletAccount } from "../wallet/service.ts";

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;
export type PlayerPatch = Partial<Omit<NewPlayerRow, "id" | "createdAt">>;

export async function selectPlayer(db: DbExecutor, id: string): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id));
  return row;
}

export async function selectPlayerByEmail(
  db: DbExecutor,
  email: string,
): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.email, email));
  return row;
}

export async function selectPlayerByPhone(
  db: DbExecutor,
  phone: string,
): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.phone, phone));
  return row;
}

/** Whether another player already has this e-mail (or phone). */
export async function isTaken(
  db: DbExecutor,
  column: "email" | "phone",
  value: string,
  exceptPlayerId?: string,
): Promise<boolean> {
  const target = column === "email" ? players.email : players.phone;
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(
      exceptPlayerId ? and(eq(target, value), ne(players.id, exceptPlayerId)) : eq(target, value),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertPlayer(db: DbExecutor, values: NewPlayerRow): Promise<PlayerRow> {
  const [row] = await db.insert(players).values(values).returning();
  if (!row) throw new Error("insert into players returned nothing");
  return row;
}

export async function updatePlayer(db: DbExecutor, id: string, patch: PlayerPatch): Promise<void> {
  await db
    .update(players)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(players.id, id));
}

export async function insertWalletAccount(
  db: DbExecutor,
  values: { playerId: string; currency: string; isActive: boolean },
): Promise<void> {
  await openWalletAccount(db, values); // with its ledger accounts (wallet module)
}

export interface AccountRow {
  id: string;
  currency: string;
  balance: bigint;
  realBalance: bigint;
  bonusBalance: bigint;
  lockedBalance: bigint;
  status: number;
  isActive: boolean;
  hidden: boolean;
  subunitToUnit: bigint;
}

/** The player's accounts, the active one first, then by creation. */
export async function selectAccounts(db: DbExecutor, playerId: string): Promise<AccountRow[]> {
  return db
    .select({
      id: walletAccounts.id,
      currency: walletAccounts.currency,
      balance: walletAccounts.balance,
      realBalance: walletAccounts.realBalance,
      bonusBalance: walletAccounts.bonusBalance,
      lockedBalance: walletAccounts.lockedBalance,
      status: walletAccounts.status,
      isActive: walletAccounts.isActive,
      hidden: walletAccounts.hidden,
      subunitToUnit: currencies.subunitToUnit,
    })
    .from(walletAccounts)
    .innerJoin(currencies, eq(currencies.code, walletAccounts.currency))
    .where(eq(walletAccounts.playerId, playerId))
    .orderBy(
      desc(walletAccounts.isActive),
      asc(walletAccounts.createdAt),
      asc(walletAccounts.currency),
    );
}

export async function selectActiveCurrency(
  db: DbExecutor,
  playerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.isActive, true)));
  return row?.currency ?? null;
}

export type AvatarRow = typeof avatars.$inferSelect;

export async function selectAvatars(db: DbExecutor): Promise<AvatarRow[]> {
  return db
    .select()
    .from(avatars)
    .where(eq(avatars.isEnabled, true))
    .orderBy(asc(avatars.position));
}

export async function selectAvatar(db: DbExecutor, id: number): Promise<AvatarRow | undefined> {
  const [row] = await db.select().from(avatars).where(eq(avatars.id, id));
  return row;
}

export async function selectCountry(
  db: DbExecutor,
  code: string,
): Promise<{ code: string; isRegistrationAllowed: boolean } | undefined> {
  const [row] = await db
    .select({ code: countries.code, isRegistrationAllowed: countries.isRegistrationAllowed })
    .from(countries)
    .where(eq(countries.code, code));
  return row;
}

export type FieldRuleRow = typeof fieldRules.$inferSelect;

export async function selectFieldRules(db: DbExecutor, scenario: string): Promise<FieldRuleRow[]> {
  return db
    .select()
    .from(fieldRules)
    .where(eq(fieldRules.scenario, scenario))
    .orderBy(asc(fieldRules.position), asc(fieldRules.id));
}
