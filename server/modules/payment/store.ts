import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { PaymentDirection } from "../../../contracts/payment.ts";
import type { DbExecutor } from "../../db/client.ts";
import {
  currencies,
  paymentInvoices,
  paymentMethods,
  paymentWebhooks,
  players,
  walletAccounts,
} from "../../db/schema.ts";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type InvoiceRecord = typeof paymentInvoices.$inferSelect;
/** An invoice with its currency's factor, what it takes to show it. */
export type InvoiceRow = InvoiceRecord & { subunitToUnit: bigint };

export async function selectMethods(
  db: DbExecutor,
  direction: PaymentDirection,
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.direction, direction), eq(paymentMethods.isEnabled, true)))
    .orderBy(desc(paymentMethods.isManual), asc(paymentMethods.position));
}

export async function selectMethod(
  db: DbExecutor,
  id: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}

export async function selectSubunit(db: DbExecutor, code: string): Promise<bigint | undefined> {
  const [row] = await db
    .select({ subunitToUnit: currencies.subunitToUnit })
    .from(currencies)
    .where(eq(currencies.code, code));
  return row?.subunitToUnit;
}

export async function selectWalletAccount(db: DbExecutor, id: string) {
  const [row] = await db
    .select({
      id: walletAccounts.id,
      playerId: walletAccounts.playerId,
      currency: walletAccounts.currency,
      realBalance: walletAccounts.realBalance,
      status: walletAccounts.status,
      hidden: walletAccounts.hidden,
    })
    .from(walletAccounts)
    .where(eq(walletAccounts.id, id));
  return row;
}

export async function selectActiveCurrency(
  db: DbExecutor,
  playerId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.playerId, playerId), eq(walletAccounts.isActive, true)));
  return row?.currency;
}

const invoiceColumns = {
  id: paymentInvoices.id,
  number: paymentInvoices.number,
  playerId: paymentInvoices.playerId,
  walletAccountId: paymentInvoices.walletAccountId,
  type: paymentInvoices.type,
  method: paymentInvoices.method,
  action: paymentInvoices.action,
  amount: paymentInvoices.amount,
  currency: paymentInvoices.currency,
  status: paymentInvoices.status,
  provider: paymentInvoices.provider,
  providerReference: paymentInvoices.providerReference,
  publicData: paymentInvoices.publicData,
  fields: paymentInvoices.fields,
  redirect: paymentInvoices.redirect,
  details: paymentInvoices.details,
  createdAt: paymentInvoices.createdAt,
  updatedAt: paymentInvoices.updatedAt,
  subunitToUnit: currencies.subunitToUnit,
};

function selectInvoices(db: DbExecutor) {
  return db
    .select(invoiceColumns)
    .from(paymentInvoices)
    .innerJoin(currencies, eq(currencies.code, paymentInvoices.currency));
}

export async function selectInvoice(db: DbExecutor, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await selectInvoices(db).where(eq(paymentInvoices.id, id));
  return row;
}

/** Locks the invoice row (the first lock of every state change: invoice, player, ledger). */
export async function lockInvoice(db: DbExecutor, id: string): Promise<InvoiceRecord | undefined> {
  const [row] = await db
    .select()
    .from(paymentInvoices)
    .where(eq(paymentInvoices.id, id))
    .for("update");
  return row;
}

export async function insertInvoice(
  db: DbExecutor,
  values: typeof paymentInvoices.$inferInsert,
): Promise<InvoiceRecord> {
  const [row] = await db.insert(paymentInvoices).values(values).returning();
  if (!row) throw new Error("insert into payment_invoices returned nothing");
  return row;
}

export async function updateInvoice(
  db: DbExecutor,
  id: string,
  values: Partial<
    Pick<InvoiceRecord, "status" | "number" | "providerReference" | "publicData" | "action">
  >,
): Promise<void> {
  await db
    .update(paymentInvoices)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentInvoices.id, id));
}

/**
 * The next `number` of a player's successful invoices of a type. Locks the player row first, so
 * two invoices of one player succeeding at once count one after the other.
 */
export async function nextNumber(
  db: DbExecutor,
  playerId: string,
  type: PaymentDirection,
): Promise<number> {
  await db.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for("update");
  const [row] = await db
    .select({ max: sql<number | null>`max(${paymentInvoices.number})` })
    .from(paymentInvoices)
    .where(and(eq(paymentInvoices.playerId, playerId), eq(paymentInvoices.type, type)));
  return Number(row?.max ?? 0) + 1;
}

export interface InvoiceFilter {
  playerId?: string;
  type?: PaymentDirection;
  statuses?: number[];
  currency?: string;
  from?: Date;
  to?: Date;
}

function where(filter: InvoiceFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.playerId) conditions.push(eq(paymentInvoices.playerId, filter.playerId));
  if (filter.type) conditions.push(eq(paymentInvoices.type, filter.type));
  if (filter.statuses && filter.statuses.length > 0) {
    conditions.push(inArray(paymentInvoices.status, filter.statuses));
  }
  if (filter.currency) conditions.push(eq(paymentInvoices.currency, filter.currency));
  if (filter.from) conditions.push(gte(paymentInvoices.createdAt, filter.from));
  if (filter.to) conditions.push(lte(paymentInvoices.createdAt, filter.to));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listInvoices(
  db: DbExecutor,
  filter: InvoiceFilter,
  page: { page: number; perPage: number; oldestFirst?: boolean },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const condition = where(filter);
  const [total] = await db.select({ total: count() }).from(paymentInvoices).where(condition);
  const order = page.oldestFirst
    ? [asc(paymentInvoices.createdAt), asc(paymentInvoices.id)]
    : [desc(paymentInvoices.createdAt), desc(paymentInvoices.id)];
  const rows = await selectInvoices(db)
    .where(condition)
    .orderBy(...order)
    .limit(page.perPage)
    .offset((page.page - 1) * page.perPage);
  return { rows, total: Number(total?.total ?? 0) };
}

/** Count and sum per currency of the player's successful invoices of each type. */
export async function invoiceTotals(db: DbExecutor, playerId: string) {
  return db
    .select({
      type: paymentInvoices.type,
      currency: paymentInvoices.currency,
      subunitToUnit: currencies.subunitToUnit,
      count: count(),
      sum: sql<string>`sum(${paymentInvoices.amount})::text`,
    })
    .from(paymentInvoices)
    .innerJoin(currencies, eq(currencies.code, paymentInvoices.currency))
    .where(and(eq(paymentInvoices.playerId, playerId), eq(paymentInvoices.status, 2)))
    .groupBy(paymentInvoices.type, paymentInvoices.currency, currencies.subunitToUnit)
    .orderBy(asc(paymentInvoices.currency));
}

/** Claims a provider transaction id; false when it was claimed before (a repeated webhook). */
export async function claimWebhook(
  db: DbExecutor,
  provider: string,
  transactionId: string,
): Promise<number | undefined> {
  const [row] = await db
    .insert(paymentWebhooks)
    .values({ provider, transactionId, response: {} })
    .onConflictDoNothing({ target: [paymentWebhooks.provider, paymentWebhooks.transactionId] })
    .returning({ id: paymentWebhooks.id });
  return row?.id;
}

export async function storeWebhookResponse(
  db: DbExecutor,
  id: number,
  invoiceId: string,
  response: Record<string, unknown>,
): Promise<void> {
  await db.update(paymentWebhooks).set({ invoiceId, response }).where(eq(paymentWebhooks.id, id));
}

export async function storedWebhookResponse(
  db: DbExecutor,
  provider: string,
  transactionId: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ response: paymentWebhooks.response })
    .from(paymentWebhooks)
    .where(
      and(eq(paymentWebhooks.provider, provider), eq(paymentWebhooks.transactionId, transactionId)),
    );
  return row?.response;
}
