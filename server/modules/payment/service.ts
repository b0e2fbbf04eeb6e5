import type { IncomingHttpHeaders } from "node:http";
import { ErrorCode, type FieldErrors } from "../../../contracts/errors.ts";
import { formatMinor, tryParseMajor } from "../../../contracts/money.ts";
import {
  INVOICE_STATUS,
  paymentFieldSchema,
  type CreateDeposit,
  type CreateWithdrawal,
  type DepositResponse,
  type Invoice,
  type InvoicesQuery,
  type PaymentAction,
  type PaymentDirection,
  type PaymentField,
  type PaymentMethod,
} from "../../../contracts/payment.ts";
import type { PageMeta } from "../../../contracts/player.ts";
import type { Config } from "../../config.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import type { EventStream } from "../../platform/event-stream.ts";
import type { Outbox } from "../../platform/outbox.ts";
import type { PaymentProvider, ProviderPaymentInput } from "../../providers/payments/provider.ts";
import { playerAccount, systemAccount, type Ledger } from "../wallet/ledger.ts";
import { appendDepositSucceeded } from "./deposit-events.ts";
import { enqueueInvoiceEvent, toInvoice } from "./events.ts";
import {
  claimWebhook,
  insertInvoice,
  invoiceTotals,
  listInvoices,
  lockInvoice,
  nextNumber,
  selectActiveCurrency,
  selectInvoice,
  selectMethod,
  selectMethods,
  selectSubunit,
  selectWalletAccount,
  storedWebhookResponse,
  storeWebhookResponse,
  updateInvoice,
  type InvoiceRecord,
  type InvoiceRow,
  type PaymentMethodRow,
} from "./store.ts";

/**
 * Payments: the method catalogue, deposits and withdrawals as invoices, provider webhooks and the
 * operator's decisions. Money moves only through the ledger, in the transaction that changes the
 * invoice, with one idempotency key per movement:
 * - deposit success: payment_clearing(provider) → player real, `deposit:{invoiceId}`;
 * - withdrawal request: player real → player locked, `withdrawal-lock:{invoiceId}`;
 * - withdrawal approval: player locked → payment_clearing(provider), `withdrawal:{invoiceId}`;
 * - withdrawal decline: player locked → player real, `withdrawal-decline:{invoiceId}`.
 * Every state change locks the invoice row first (then the player row for `number`, then the
 * ledger's accounts) and enqueues `invoice.{type}.updated` in the same transaction.
 */

export const AUTO_APPROVE_JOB = "payments.withdrawal.auto-approve";

/** The platform a request comes from (`x-platform`). */
export type ClientPlatform = "web" | "tg";

export interface RequestContext {
  country: string;
  platform: ClientPlatform;
}

/**
 * The responsible-gaming deposit limit hook (code 13100 DEPOSIT_LIMIT_REACHED). It is asked
 * before deposit methods are listed (amount undefined) and before a deposit is created; it throws
 * `depositLimitReached()` to refuse. The limits issue replaces `allowAllDeposits`.
 */
export type DepositLimitCheck = (input: {
  playerId: string;
  currency: string;
  amount?: bigint;
  /** The transaction that creates the invoice: a deposit counts only if it commits. */
  tx?: DbExecutor;
}) => Promise<void>;

export const allowAllDeposits: DepositLimitCheck = async () => undefined;

export function depositLimitReached(): AppError {
  return new AppError(403, ErrorCode.DEPOSIT_LIMIT_REACHED, "Deposit limit reached");
}

export interface WebhookResult {
  status: number;
  body: Record<string, unknown>;
}

export interface OperatorInvoice extends Invoice {
  playerId: string;
  provider: string;
  providerReference: string | null;
  fields: Record<string, string>;
}

export interface PaymentService {
  listMethods(
    playerId: string,
    direction: PaymentDirection,
    query: { currency?: string; country: string; platform: ClientPlatform },
  ): Promise<PaymentMethod[]>;
  createDeposit(
    playerId: string,
    body: CreateDeposit,
    context: RequestContext,
  ): Promise<DepositResponse>;
  createWithdrawal(
    playerId: string,
    body: CreateWithdrawal,
    context: RequestContext,
  ): Promise<Invoice>;
  listInvoices(
    playerId: string,
    query: InvoicesQuery,
  ): Promise<{ data: Invoice[]; meta: PageMeta }>;
  /** The player cancels a pending invoice of theirs. */
  decline(playerId: string, invoiceId: string): Promise<Invoice>;
  statistics(playerId: string): Promise<{
    depositCount: number;
    depositSum: { currency: string; amount: string }[];
    withdrawalCount: number;
    withdrawalSum: { currency: string; amount: string }[];
  }>;
  handleWebhook(
    providerKey: string,
    rawBody: Buffer,
    headers: IncomingHttpHeaders,
  ): Promise<WebhookResult>;
  operator: {
    list(
      type: PaymentDirection,
      query: { status: number; page: number; perPage: number },
    ): Promise<{ data: OperatorInvoice[]; meta: PageMeta }>;
    approveWithdrawal(id: string): Promise<OperatorInvoice>;
    declineWithdrawal(id: string): Promise<OperatorInvoice>;
    approveDeposit(id: string): Promise<OperatorInvoice>;
  };
  /** Replaces the deposit limit hook. */
  setDepositLimitCheck(check: DepositLimitCheck): void;
  /**
   * The second factor a withdrawal needs when the player has one (the identity module's
   * two-factor check); it throws to refuse. Runs before anything is locked.
   */
  setWithdrawalSecondFactor(
    check: (playerId: string, code: string | undefined) => Promise<void>,
  ): void;
  /**
   * What else may refuse a withdrawal, in the transaction that creates it (the identity check:
   * 13200 above the threshold or where the country requires it); it throws to refuse.
   */
  setWithdrawalCheck(check: WithdrawalCheck): void;
  /**
   * How a crypto deposit in another coin finds the player's account in it (opened when
   * missing); without one, deposits go only to the account given.
   */
  setAccountOpener(opener: AccountOpener): void;
  /** The bonus a deposit may choose and gets on success (the bonus module). */
  setDepositBonus(hook: DepositBonusHook): void;
}

/**
 * Deposit bonuses: `check` refuses a request whose bonusId does not fit the deposit (400 on
 * bonusId) before the invoice is created; `onSucceeded` issues the chosen (or default) bonus
 * inside the transaction that credits the deposit, before the credit, idempotently per invoice.
 */
export interface DepositBonusHook {
  check(input: {
    playerId: string;
    walletAccountId: string;
    currency: string;
    amount: bigint;
    bonusId: string | null;
    isBonusDecline: boolean;
  }): Promise<void>;
  onSucceeded(tx: DbExecutor, invoice: InvoiceRecord & { number: number }): Promise<void>;
}

/** The id of the player's account in `currency`, opened when they have none. */
export type AccountOpener = (playerId: string, currency: string) => Promise<string>;

export type WithdrawalCheck = (
  tx: DbExecutor,
  input: { playerId: string; currency: string; amount: bigint },
) => Promise<void>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ACTION_OF: Record<PaymentMethodRow["processingType"], PaymentAction> = {
  crypto: "qr",
  redirect: "redirect",
  form: "form",
  manual: "manual",
};

function invoiceNotFound(): AppError {
  return AppError.notFound("No such invoice");
}

function notPending(invoice: { status: number }): AppError {
  return new AppError(400, ErrorCode.VALIDATION, "The invoice is already final", {
    id: [
      invoice.status === INVOICE_STATUS.SUCCESS
        ? "The invoice has already succeeded"
        : "The invoice has already failed",
    ],
  });
}

function parseFields(method: PaymentMethodRow): PaymentField[] {
  return method.fields
    .map((field) => paymentFieldSchema.parse(field))
    .sort((a, b) => a.position - b.position);
}

function toOperatorInvoice(row: InvoiceRow): OperatorInvoice {
  return {
    ...toInvoice(row),
    playerId: row.playerId,
    provider: row.provider,
    providerReference: row.providerReference,
    fields: row.fields,
  };
}

function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, perPage, totalRows: total, totalPages: Math.ceil(total / perPage) };
}

export function createPaymentService(deps: {
  db: Db;
  outbox: Outbox;
  /** Where a successful deposit's fact goes (quests read it). */
  events: Pick<EventStream, "append" | "notify">;
  jobs: Pick<JobQueue, "schedule">;
  ledger: Ledger;
  config: Pick<
    Config,
    | "PUBLIC_URL"
    | "CORS_ORIGINS"
    | "SOCIAL_REDIRECT_ORIGINS"
    | "PAYMENT_SANDBOX_AUTO_APPROVE_WITHDRAWALS"
  >;
  providers: ReadonlyMap<string, PaymentProvider>;
}): PaymentService {
  const { db, outbox, events, jobs, ledger, config, providers } = deps;
  let checkDepositLimit: DepositLimitCheck = allowAllDeposits;
  let checkWithdrawal: WithdrawalCheck = async () => undefined;
  let openAccount: AccountOpener | undefined;
  let depositBonus: DepositBonusHook | undefined;
  let checkSecondFactor: (
    playerId: string,
    code: string | undefined,
  ) => Promise<void> = async () => {};
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  const redirectOrigins = new Set(
    [publicOrigin, ...config.CORS_ORIGINS, ...config.SOCIAL_REDIRECT_ORIGINS].flatMap((value) => {
      try {
        return [new URL(value).origin];
      } catch {
        return [];
      }
    }),
  );

  /** A method is offered in a country, currency and platform; its provider must be here. */
  function offered(
    method: PaymentMethodRow,
    query: { currency: string; country?: string; platform: ClientPlatform },
  ): boolean {
    return (
      providers.has(method.provider) &&
      method.limits[query.currency] !== undefined &&
      (method.countries.length === 0 ||
        query.country === undefined ||
        method.countries.includes(query.country)) &&
      (method.platforms.length === 0 || method.platforms.includes(query.platform))
    );
  }

  function toMethod(method: PaymentMethodRow, currency: string): PaymentMethod {
    const limits = method.limits[currency];
    if (!limits) throw new Error(`payment: ${method.id} has no limits in ${currency}`);
    return {
      method: method.id,
      provider: method.provider,
      kind: method.kind,
      direction: method.direction,
      type: method.type,
      processingType: method.processingType,
      isManual: method.isManual,
      currency,
      currencies: Object.keys(method.limits),
      countries: method.countries,
      amountMin: limits.min,
      amountMax: limits.max,
      presets: limits.presets.map((amount) => ({ amount, default: amount === limits.default })),
      names: method.names,
      logo: method.logo,
      fields: parseFields(method),
    };
  }

  /**
   * Where the provider sends the payer back. Our own addresses are kept; any other origin (an
   * open redirect) is replaced by the same path on PUBLIC_URL, so a player who reached the site
   * by another name still pays instead of reading a configuration error.
   */
  function returnUrl(value: string | undefined, fallback: string): string {
    if (value === undefined) return `${config.PUBLIC_URL}${fallback}`;
    if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) {
      return `${config.PUBLIC_URL}${value}`;
    }
    try {
      const url = new URL(value);
      if (url.protocol === "https:" || url.protocol === "http:") {
        return redirectOrigins.has(url.origin)
          ? url.toString()
          : `${config.PUBLIC_URL}${url.pathname}${url.search}`;
      }
    } catch {
      // not an address: the fallback below
    }
    return `${config.PUBLIC_URL}${fallback}`;
  }

  interface Validated {
    method: PaymentMethodRow;
    provider: PaymentProvider;
    account: { id: string; playerId: string; currency: string; realBalance: bigint };
    amount: bigint;
    subunitToUnit: bigint;
    fields: Record<string, string>;
  }

  /** Everything a payment request must satisfy; 400 with field messages, 404 for others' ids. */
  async function validate(
    playerId: string,
    direction: PaymentDirection,
    body: CreateDeposit | CreateWithdrawal,
    query: { country?: string; platform: ClientPlatform },
  ): Promise<Validated> {
    if (!UUID.test(body.accountId)) throw AppError.notFound("No such wallet account");
    let account = await selectWalletAccount(db, body.accountId);
    if (!account || account.playerId !== playerId) {
      throw AppError.notFound("No such wallet account");
    }
    if (direction === "withdrawal" && (account.hidden || account.status !== 1)) {
      // Money leaves only through accounts the player sees and uses: show it again first.
      throw new AppError(
        409,
        ErrorCode.ACCOUNT_INACTIVE,
        "This wallet account is hidden or inactive: show it in your wallet to withdraw from it",
      );
    }
    const method = await selectMethod(db, body.method);
    const provider = method ? providers.get(method.provider) : undefined;
    if (!method || !method.isEnabled || method.direction !== direction || !provider) {
      throw AppError.validation({ method: ["Unknown payment method"] });
    }
    const errors: FieldErrors = {};
    if (
      direction === "deposit" &&
      body.currency !== account.currency &&
      method.type === "crypto" &&
      method.limits[body.currency] !== undefined &&
      openAccount
    ) {
      // A crypto deposit in another coin goes to the player's account in that coin.
      const target = await selectWalletAccount(db, await openAccount(playerId, body.currency));
      if (target && target.playerId === playerId) account = target;
    }
    if (body.currency !== account.currency) {
      errors["currency"] = [`The account is in ${account.currency}`];
    } else if (!method.limits[body.currency]) {
      errors["currency"] = [`This method does not take ${body.currency}`];
    }
    if (!offered(method, { currency: body.currency, ...query })) {
      if (!errors["currency"]) errors["method"] = ["This method is not available here"];
    }
    const subunitToUnit = (await selectSubunit(db, account.currency)) ?? 1n;
    const amount = tryParseMajor(body.amount, subunitToUnit);
    const limits = method.limits[body.currency];
    if (amount === null) {
      errors["amount"] = ["Enter an amount with no more decimals than the currency has"];
    } else if (limits && !errors["currency"]) {
      const min = tryParseMajor(limits.min, subunitToUnit) ?? 0n;
      const max = tryParseMajor(limits.max, subunitToUnit) ?? 0n;
      if (amount < min) errors["amount"] = [`The minimum is ${limits.min} ${body.currency}`];
      else if (amount > max) errors["amount"] = [`The maximum is ${limits.max} ${body.currency}`];
    }
    const fields: Record<string, string> = {};
    for (const field of parseFields(method)) {
      const raw = body.fields[field.key];
      const value = raw === null || raw === undefined ? "" : String(raw).trim();
      const path = `fields.${field.key}`;
      if (value === "") {
        if (field.isRequired) errors[path] = ["Value is required"];
        continue;
      }
      if (field.regexp && !new RegExp(field.regexp, "u").test(value)) {
        errors[path] = ["Value is not valid"];
        continue;
      }
      fields[field.key] = value;
    }
    if (
      direction === "withdrawal" &&
      amount !== null &&
      !errors["amount"] &&
      amount > account.realBalance
    ) {
      errors["amount"] = [
        `You can withdraw up to ${formatMinor(account.realBalance, subunitToUnit)} ${account.currency}`,
      ];
    }
    if (Object.keys(errors).length > 0 || amount === null) throw AppError.validation(errors);
    return { method, provider, account, amount, subunitToUnit, fields };
  }

  function providerInput(
    invoice: InvoiceRecord,
    valid: Validated,
    returnUrls: { success: string; error: string },
  ): ProviderPaymentInput {
    return {
      invoiceId: invoice.id,
      playerId: invoice.playerId,
      direction: invoice.type,
      method: valid.method.id,
      kind: valid.method.kind,
      amount: invoice.amount,
      currency: invoice.currency,
      subunitToUnit: valid.subunitToUnit,
      fields: valid.fields,
      details: valid.method.details,
      returnUrls,
    };
  }

  /**
   * Deposit succeeded: its bonus (before the credit: the bonus locks come before the ledger's),
   * then the credit from the provider's clearing account.
   */
  async function succeedDeposit(tx: DbExecutor, invoice: InvoiceRecord): Promise<void> {
    const number = await nextNumber(tx, invoice.playerId, "deposit");
    await depositBonus?.onSucceeded(tx, { ...invoice, number });
    await ledger.transfer(tx, {
      from: systemAccount("payment_clearing", invoice.currency, invoice.provider),
      to: playerAccount(invoice.walletAccountId, "real"),
      amount: invoice.amount,
      currency: invoice.currency,
      kind: "deposit",
      idempotencyKey: `deposit:${invoice.id}`,
      reference: { invoiceId: invoice.id, method: invoice.method },
    });
    await updateInvoice(tx, invoice.id, { status: INVOICE_STATUS.SUCCESS, number });
    await appendDepositSucceeded(events, tx, {
      invoiceId: invoice.id,
      playerId: invoice.playerId,
      walletAccountId: invoice.walletAccountId,
      currency: invoice.currency,
      amount: invoice.amount.toString(),
      method: invoice.method,
      number,
    });
  }

  async function approveWithdrawalLocked(tx: DbExecutor, invoice: InvoiceRecord): Promise<void> {
    await ledger.transfer(tx, {
      from: playerAccount(invoice.walletAccountId, "locked"),
      to: systemAccount("payment_clearing", invoice.currency, invoice.provider),
      amount: invoice.amount,
      currency: invoice.currency,
      kind: "withdrawal",
      idempotencyKey: `withdrawal:${invoice.id}`,
      reference: { invoiceId: invoice.id, method: invoice.method },
    });
    const number = await nextNumber(tx, invoice.playerId, "withdrawal");
    await updateInvoice(tx, invoice.id, { status: INVOICE_STATUS.SUCCESS, number });
  }

  async function declineWithdrawalLocked(tx: DbExecutor, invoice: InvoiceRecord): Promise<void> {
    await ledger.transfer(tx, {
      from: playerAccount(invoice.walletAccountId, "locked"),
      to: playerAccount(invoice.walletAccountId, "real"),
      amount: invoice.amount,
      currency: invoice.currency,
      kind: "withdrawal.decline",
      idempotencyKey: `withdrawal-decline:${invoice.id}`,
      reference: { invoiceId: invoice.id, method: invoice.method },
    });
    await updateInvoice(tx, invoice.id, { status: INVOICE_STATUS.FAILED });
  }

  /**
   * Runs `change` on the locked pending invoice (of `type`, and of `playerId` when given) and
   * publishes it, in one transaction; 404 for unknown or others' ids, 400 when final.
   */
  async function transition(
    id: string,
    filter: { type?: PaymentDirection; playerId?: string },
    change: (tx: DbExecutor, invoice: InvoiceRecord) => Promise<void>,
  ): Promise<InvoiceRow> {
    if (!UUID.test(id)) throw invoiceNotFound();
    const row = await db.transaction(async (tx) => {
      const invoice = await lockInvoice(tx, id);
      if (
        !invoice ||
        (filter.playerId !== undefined && invoice.playerId !== filter.playerId) ||
        (filter.type !== undefined && invoice.type !== filter.type)
      ) {
        throw invoiceNotFound();
      }
      if (invoice.status !== INVOICE_STATUS.PENDING) throw notPending(invoice);
      await change(tx, invoice);
      return enqueueInvoiceEvent(outbox, tx, invoice.id);
    });
    outbox.notify();
    events.notify();
    return row;
  }

  async function operatorList(
    type: PaymentDirection,
    query: { status: number; page: number; perPage: number },
  ) {
    const { rows, total } = await listInvoices(
      db,
      { type, statuses: [query.status] },
      { page: query.page, perPage: query.perPage, oldestFirst: true },
    );
    return { data: rows.map(toOperatorInvoice), meta: pageMeta(query.page, query.perPage, total) };
  }

  return {
    async listMethods(playerId, direction, query) {
      const currency = query.currency ?? (await selectActiveCurrency(db, playerId));
      if (!currency) return [];
      if (direction === "deposit") await checkDepositLimit({ playerId, currency });
      const methods = await selectMethods(db, direction);
      const own = methods
        .filter((method) => offered(method, { ...query, currency }))
        .map((method) => toMethod(method, currency));
      if (direction !== "deposit" || !openAccount) return own;
      // Crypto for every player (issue 11): after the methods of the currency asked for, each
      // crypto method in its own coin; paying credits that coin's account, opened on the way.
      // One-coin methods only: a wallet that takes several coins is offered in their accounts.
      const crypto = methods.flatMap((method) =>
        method.type === "crypto" &&
        method.limits[currency] === undefined &&
        Object.keys(method.limits).length === 1
          ? Object.keys(method.limits)
              .filter((code) => offered(method, { ...query, currency: code }))
              .map((code) => toMethod(method, code))
          : [],
      );
      return [...own, ...crypto];
    },

    async createDeposit(playerId, body, context) {
      const query = { country: body.country ?? context.country, platform: context.platform };
      const valid = await validate(playerId, "deposit", body, query);
      const returnUrls = {
        success: returnUrl(body.redirect?.success, "/"),
        error: returnUrl(body.redirect?.error, "/"),
      };
      const action = ACTION_OF[valid.method.processingType];
      const bonusId =
        body.bonusId === undefined || body.bonusId === null ? null : String(body.bonusId);
      await depositBonus?.check({
        playerId,
        walletAccountId: valid.account.id,
        currency: valid.account.currency,
        amount: valid.amount,
        bonusId,
        isBonusDecline: body.isBonusDecline ?? false,
      });
      // The limit check and the invoice share one transaction: the check locks the player's
      // deposit limits, so two deposits at once can't both fit into the same room.
      const invoice = await db.transaction(async (tx) => {
        await checkDepositLimit({
          playerId,
          currency: valid.account.currency,
          amount: valid.amount,
          tx,
        });
        return insertInvoice(tx, {
          playerId,
          walletAccountId: valid.account.id,
          type: "deposit",
          method: valid.method.id,
          action,
          amount: valid.amount,
          currency: valid.account.currency,
          provider: valid.provider.key,
          fields: valid.fields,
          redirect: returnUrls,
          details: {
            bonusId,
            isBonusDecline: body.isBonusDecline ?? false,
            country: query.country,
            platform: context.platform,
          },
        });
      });

      let result;
      try {
        result = await valid.provider.createDeposit(providerInput(invoice, valid, returnUrls));
      } catch {
        await db.transaction(async (tx) => {
          await updateInvoice(tx, invoice.id, { status: INVOICE_STATUS.FAILED });
          await enqueueInvoiceEvent(outbox, tx, invoice.id);
        });
        outbox.notify();
        throw new AppError(
          502,
          ErrorCode.INTERNAL,
          "We could not start this payment. Please try again in a moment or choose another method.",
        );
      }
      const publicData: Record<string, unknown> =
        result.action === "qr"
          ? { ...result.publicData }
          : result.action === "redirect"
            ? { redirectUrl: result.redirectUrl }
            : { instructions: result.instructions };
      // The provider decides the action; the method's processing type is the expectation.
      const row = await db.transaction(async (tx) => {
        await updateInvoice(tx, invoice.id, {
          providerReference: result.providerReference,
          publicData,
          action: result.action,
        });
        return enqueueInvoiceEvent(outbox, tx, invoice.id);
      });
      outbox.notify();
      return {
        action: result.action,
        method: valid.method.id,
        invoiceId: invoice.id,
        fields: result.action === "form" || result.action === "manual" ? result.instructions : [],
        type: "deposit",
        qr: result.action === "qr" ? result.publicData : null,
        redirectUrl: result.action === "redirect" ? result.redirectUrl : null,
        invoice: toInvoice(row),
      };
    },

    async createWithdrawal(playerId, body, context) {
      const valid = await validate(playerId, "withdrawal", body, {
        country: context.country,
        platform: context.platform,
      });
      await checkSecondFactor(playerId, body.twoFactorCode);
      const created = await db.transaction(async (tx) => {
        await checkWithdrawal(tx, {
          playerId,
          currency: valid.account.currency,
          amount: valid.amount,
        });
        const invoice = await insertInvoice(tx, {
          playerId,
          walletAccountId: valid.account.id,
          type: "withdrawal",
          method: valid.method.id,
          action: "form",
          amount: valid.amount,
          currency: valid.account.currency,
          provider: valid.provider.key,
          fields: valid.fields,
          details: { country: context.country, platform: context.platform },
        });
        // Refused (400, nothing moved, no invoice) when the real balance is short by now.
        await ledger.transfer(tx, {
          from: playerAccount(valid.account.id, "real"),
          to: playerAccount(valid.account.id, "locked"),
          amount: valid.amount,
          currency: valid.account.currency,
          kind: "withdrawal.lock",
          idempotencyKey: `withdrawal-lock:${invoice.id}`,
          reference: { invoiceId: invoice.id, method: valid.method.id },
        });
        if (config.PAYMENT_SANDBOX_AUTO_APPROVE_WITHDRAWALS && valid.provider.key === "sandbox") {
          await jobs.schedule(
            tx,
            AUTO_APPROVE_JOB,
            { invoiceId: invoice.id },
            { uniqueKey: `withdrawal-auto-approve:${invoice.id}` },
          );
        }
        await enqueueInvoiceEvent(outbox, tx, invoice.id);
        return invoice;
      });
      outbox.notify();

      try {
        const result = await valid.provider.createWithdrawal(
          providerInput(created, valid, {
            success: config.PUBLIC_URL,
            error: config.PUBLIC_URL,
          }),
        );
        await db.transaction(async (tx) => {
          await updateInvoice(tx, created.id, { providerReference: result.providerReference });
        });
      } catch {
        // The provider refused the payout request: give the money back.
        await transition(created.id, {}, declineWithdrawalLocked).catch(() => undefined);
        throw new AppError(
          502,
          ErrorCode.INTERNAL,
          "We could not send this withdrawal. Your money is back in your balance; please try again later.",
        );
      }
      const row = await selectInvoice(db, created.id);
      if (!row) throw invoiceNotFound();
      return toInvoice(row);
    },

    async listInvoices(playerId, query) {
      const statuses = query.status ?? query["status[]"];
      const to = query.dateTo
        ? new Date(query.dateTo.length === 10 ? `${query.dateTo}T23:59:59.999Z` : query.dateTo)
        : undefined;
      const { rows, total } = await listInvoices(
        db,
        {
          playerId,
          type: query.type,
          statuses,
          currency: query.currency,
          from: query.dateFrom ? new Date(query.dateFrom) : undefined,
          to,
        },
        { page: query.page, perPage: query.perPage },
      );
      return { data: rows.map(toInvoice), meta: pageMeta(query.page, query.perPage, total) };
    },

    async decline(playerId, invoiceId) {
      let cancelled: InvoiceRecord | undefined;
      const row = await transition(invoiceId, { playerId }, async (tx, invoice) => {
        if (invoice.type === "withdrawal") {
          await declineWithdrawalLocked(tx, invoice);
        } else {
          await updateInvoice(tx, invoice.id, { status: INVOICE_STATUS.FAILED });
          cancelled = invoice;
        }
      });
      if (cancelled?.providerReference) {
        // Tell the provider not to confirm it any more (best effort: a late confirmation of a
        // failed invoice is ignored anyway).
        await providers
          .get(cancelled.provider)
          ?.cancelDeposit?.(cancelled.providerReference)
          .catch(() => undefined);
      }
      return toInvoice(row);
    },

    async statistics(playerId) {
      const totals = await invoiceTotals(db, playerId);
      const of = (type: PaymentDirection) => totals.filter((row) => row.type === type);
      const sums = (type: PaymentDirection) =>
        of(type).map((row) => ({
          currency: row.currency,
          amount: formatMinor(BigInt(row.sum), row.subunitToUnit),
        }));
      const counts = (type: PaymentDirection) =>
        of(type).reduce((sum, row) => sum + Number(row.count), 0);
      return {
        depositCount: counts("deposit"),
        depositSum: sums("deposit"),
        withdrawalCount: counts("withdrawal"),
        withdrawalSum: sums("withdrawal"),
      };
    },

    async handleWebhook(providerKey, rawBody, headers) {
      const provider = providers.get(providerKey);
      if (!provider) throw AppError.notFound("No such payment provider");
      if (!provider.verifyWebhook(rawBody, headers)) {
        throw AppError.unauthorized("Invalid webhook signature");
      }
      let event;
      try {
        event = provider.parseWebhook(rawBody);
      } catch {
        throw AppError.validation({ _: ["Not a webhook this provider sends"] });
      }
      const result = await db.transaction(async (tx): Promise<WebhookResult> => {
        const claim = await claimWebhook(tx, provider.key, event.transactionId);
        if (claim === undefined) {
          const stored = await storedWebhookResponse(tx, provider.key, event.transactionId);
          return { status: 200, body: { ...stored, replayed: true } };
        }
        const invoice = UUID.test(event.invoiceId)
          ? await lockInvoice(tx, event.invoiceId)
          : undefined;
        if (!invoice || invoice.provider !== provider.key) throw invoiceNotFound();
        if (event.currency !== invoice.currency || BigInt(event.amount) !== invoice.amount) {
          throw AppError.validation({ amount: ["Amount or currency differ from the invoice"] });
        }
        let applied = false;
        if (invoice.status === INVOICE_STATUS.PENDING) {
          applied = true;
          if (invoice.type === "deposit") {
            if (event.status === "success") await succeedDeposit(tx, invoice);
            else await updateInvoice(tx, invoice.id, { status: INVOICE_STATUS.FAILED });
          } else if (event.status === "success") {
            await approveWithdrawalLocked(tx, invoice);
          } else {
            await declineWithdrawalLocked(tx, invoice);
          }
        }
        const row = applied
          ? await enqueueInvoiceEvent(outbox, tx, invoice.id)
          : await selectInvoice(tx, invoice.id);
        if (!row) throw invoiceNotFound();
        const body = { data: { invoiceId: row.id, status: row.status, applied } };
        await storeWebhookResponse(tx, claim, row.id, body);
        return { status: 200, body };
      });
      outbox.notify();
      events.notify();
      return result;
    },

    operator: {
      list: operatorList,
      async approveWithdrawal(id) {
        return toOperatorInvoice(
          await transition(id, { type: "withdrawal" }, approveWithdrawalLocked),
        );
      },
      async declineWithdrawal(id) {
        return toOperatorInvoice(
          await transition(id, { type: "withdrawal" }, declineWithdrawalLocked),
        );
      },
      async approveDeposit(id) {
        return toOperatorInvoice(await transition(id, { type: "deposit" }, succeedDeposit));
      },
    },

    setDepositLimitCheck(check) {
      checkDepositLimit = check;
    },
    setWithdrawalSecondFactor(check) {
      checkSecondFactor = check;
    },
    setWithdrawalCheck(check) {
      checkWithdrawal = check;
    },
    setDepositBonus(hook) {
      depositBonus = hook;
    },
    setAccountOpener(opener) {
      openAccount = opener;
    },
  };
}
