import { ErrorCode } from "../../../contracts/errors.ts";
import type { WalletAccount } from "../../../contracts/wallet.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { uniqueViolation } from "../../db/errors.ts";
import { accountEvents, enqueueAccountEvents, toWalletAccount } from "./events.ts";
import {
  insertWalletAccount,
  lockPlayerAccounts,
  selectAccountsByIds,
  selectCurrency,
  selectPlayerAccounts,
  setActive,
  setHidden,
} from "./store.ts";

/** The player's wallet accounts: list, add a currency, switch the active one, hide. */
export interface WalletService {
  list(playerId: string): Promise<WalletAccount[]>;
  /** Adds an account in an enabled currency; the first account of a player becomes active. */
  open(playerId: string, currency: string): Promise<WalletAccount>;
  /** Makes the account the active one (and shown); answers the whole list, active first. */
  switchTo(playerId: string, accountId: string): Promise<WalletAccount[]>;
  /** Sets the hidden flag, or toggles it when `hidden` is undefined. */
  hide(playerId: string, accountId: string, hidden?: boolean): Promise<WalletAccount>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function notFound(): AppError {
  return AppError.notFound("No such wallet account");
}

function alreadyExists(currency: string): AppError {
  return new AppError(400, ErrorCode.ALREADY_EXISTS, "Already exists", {
    currency: [`You already have a ${currency} account`],
  });
}

/**
 * Creates a wallet account with its ledger accounts inside the caller's transaction (the
 * registration uses it for the first account). Throws the unique violation on a duplicate.
 */
export async function openWalletAccount(
  tx: DbExecutor,
  values: { playerId: string; currency: string; isActive: boolean },
): Promise<string> {
  return insertWalletAccount(tx, values);
}

export function createWalletService(deps: { db: Db; outbox: Outbox }): WalletService {
  const { db, outbox } = deps;

  return {
    async list(playerId) {
      return (await selectPlayerAccounts(db, playerId)).map(toWalletAccount);
    },

    async open(playerId, code) {
      const currency = await selectCurrency(db, code);
      if (!currency?.isEnabled) {
        throw AppError.validation({ currency: ["This currency is not available"] });
      }
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const existing = await lockPlayerAccounts(tx, playerId);
          const created = await openWalletAccount(tx, {
            playerId,
            currency: currency.code,
            isActive: !existing.some((account) => account.isActive),
          });
          await enqueueAccountEvents(
            outbox,
            tx,
            accountEvents.created,
            await selectAccountsByIds(tx, [created]),
          );
          return created;
        });
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw alreadyExists(currency.code);
        throw error;
      }
      outbox.notify();
      const [row] = await selectAccountsByIds(db, [id]);
      if (!row) throw new Error("wallet account vanished after creation");
      return toWalletAccount(row);
    },

    async switchTo(playerId, accountId) {
      if (!UUID.test(accountId)) throw notFound();
      await db.transaction(async (tx) => {
        const accounts = await lockPlayerAccounts(tx, playerId);
        const target = accounts.find((account) => account.id === accountId);
        if (!target) throw notFound();
        if (target.isActive && !target.hidden) return;
        const changed = accounts
          .filter((account) => account.isActive || account.id === accountId)
          .map((account) => account.id);
        await setActive(tx, playerId, accountId);
        await enqueueAccountEvents(
          outbox,
          tx,
          accountEvents.updated,
          await selectAccountsByIds(tx, changed),
        );
      });
      outbox.notify();
      return (await selectPlayerAccounts(db, playerId)).map(toWalletAccount);
    },

    async hide(playerId, accountId, hidden) {
      if (!UUID.test(accountId)) throw notFound();
      const row = await db.transaction(async (tx) => {
        const accounts = await lockPlayerAccounts(tx, playerId);
        const target = accounts.find((account) => account.id === accountId);
        if (!target) throw notFound();
        const next = hidden ?? !target.hidden;
        if (next && target.isActive) {
          throw new AppError(400, ErrorCode.ACCOUNT_ACTIVE, "The active account can't be hidden", {
            id: ["Switch to another account before hiding this one"],
          });
        }
        if (next !== target.hidden) await setHidden(tx, accountId, next);
        const [updated] = await selectAccountsByIds(tx, [accountId]);
        if (!updated) throw notFound();
        if (next !== target.hidden) {
          await enqueueAccountEvents(outbox, tx, accountEvents.updated, [updated]);
        }
        return updated;
      });
      outbox.notify();
      return toWalletAccount(row);
    },
  };
}
