import { randomUUID } from "node:crypto";
import {
  BONUS_STATUS,
  type PlayerBonus,
  type PlayerBonusesQuery,
  type PlayerFreespin,
} from "../../../contracts/bonus.ts";
import { ErrorCode } from "../../../contracts/errors.ts";
import { tryParseMajor } from "../../../contracts/money.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { AppError } from "../../platform/errors.ts";
import { BonusRefusal, type BonusEngine, type Issued, type Recipient } from "./engine.ts";
import { cancelLocked } from "./rules.ts";
import {
  lockBonusAccount,
  lockPlayerBonus,
  lockPlayerFreespin,
  selectAccount,
  selectActiveBonus,
  selectActiveFreespin,
  selectBonusViews,
  selectCurrencyPair,
  selectDefinition,
  selectFreespinViews,
  selectPlayerFacts,
} from "./store.ts";
import { toPlayerBonus, toPlayerFreespin } from "./views.ts";

/**
 * What players and other modules do with bonuses: list, activate and cancel their bonuses and
 * free-spin packages (SPEC §7), the expiry job, and issuing a definition to a player (the
 * operator API, quests and loyalty through `issueReward`).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface IssueRewardInput {
  playerId: string;
  definitionId: string;
  /** The account's currency; the active account's when absent. */
  currency?: string;
  /**
   * For a definition whose amount is given at issue (rakeback): the amount in major units of
   * the account's currency. A fixed definition's own amount applies without it.
   */
  amount?: string;
  idempotencyKey: string;
  source: { kind: "quest" | "loyalty" | "manual"; id: string };
}

export interface BonusService {
  /** The player's bonuses, named and described in `locale` (English by default). */
  listBonuses(playerId: string, query: PlayerBonusesQuery, locale?: string): Promise<PlayerBonus[]>;
  listFreespins(
    playerId: string,
    query: PlayerBonusesQuery,
    locale?: string,
  ): Promise<PlayerFreespin[]>;
  /** The player's actions; the item answered is named in `locale` (English by default). */
  activateBonus(playerId: string, id: string, locale?: string): Promise<PlayerBonus>;
  cancelBonus(playerId: string, id: string, locale?: string): Promise<PlayerBonus>;
  activateFreespins(playerId: string, id: string, locale?: string): Promise<PlayerFreespin>;
  cancelFreespins(playerId: string, id: string, locale?: string): Promise<PlayerFreespin>;
  /** The expiry job: ends what is due (activation or wagering time over). */
  expire(kind: "bonus" | "freespins", id: string): Promise<void>;
  /**
   * Issues a bonus or free-spin definition to a player once per idempotencyKey (a second call
   * with the same key returns the first result), respecting exclusions and jurisdiction rules
   * (403, code 15100). A definition without wagering converts to real money at once (rakeback).
   */
  issueReward(input: IssueRewardInput): Promise<Issued>;
  /** The operator's issue: like issueReward, with an amount for fixed bonuses and activation. */
  issueByOperator(input: {
    playerId: string;
    definitionId: string;
    currency?: string;
    amount?: string;
    activate: boolean;
    idempotencyKey?: string;
  }): Promise<{ playerBonus: PlayerBonus | null; playerFreespin: PlayerFreespin | null }>;
  /** Every bonus and package of a player (operator view), newest first. */
  playerItems(playerId: string): Promise<{ bonuses: PlayerBonus[]; freespins: PlayerFreespin[] }>;
  /** The recipient of a player's account by currency (or the active one); 404 without one. */
  recipient(db: DbExecutor, playerId: string, currency?: string): Promise<Recipient>;
}

function notFound(): AppError {
  return AppError.notFound("No such bonus");
}

function finished(): AppError {
  return AppError.validation({ id: ["This bonus has already finished"] }, "Already finished");
}

export function createBonusService(deps: { db: Db; engine: BonusEngine }): BonusService {
  const { db, engine } = deps;

  async function recipient(
    executor: DbExecutor,
    playerId: string,
    currency?: string,
  ): Promise<Recipient> {
    const account = await selectAccount(executor, playerId, currency ? { currency } : {});
    if (!account) {
      throw currency
        ? AppError.validation({ currency: [`You have no ${currency} account`] })
        : AppError.notFound("No wallet account");
    }
    const pair = await selectCurrencyPair(executor, account.currency.code);
    if (!pair) throw new Error(`bonus: no currency ${account.currency.code}`);
    return { playerId, account, base: pair.base };
  }

  async function bonusView(
    executor: DbExecutor,
    id: string,
    locale?: string,
  ): Promise<PlayerBonus> {
    const [row] = await selectBonusViews(executor, { ids: [id] });
    if (!row) throw notFound();
    return toPlayerBonus(row, locale);
  }

  async function freespinView(
    executor: DbExecutor,
    id: string,
    locale?: string,
  ): Promise<PlayerFreespin> {
    const [row] = await selectFreespinViews(executor, { ids: [id] });
    if (!row) throw notFound();
    return toPlayerFreespin(row, locale);
  }

  /** The player's own bonus, locked with its account's bonus lock; 404 otherwise. */
  async function lockOwnBonus(tx: DbExecutor, playerId: string, id: string) {
    if (!UUID.test(id)) throw notFound();
    const peek = await selectBonusViews(tx, { ids: [id], playerId });
    const first = peek[0];
    if (!first) throw notFound();
    await lockBonusAccount(tx, first.walletAccountId);
    const row = await lockPlayerBonus(tx, id);
    if (!row) throw notFound();
    return { row, countries: first.countries };
  }

  async function lockOwnFreespin(tx: DbExecutor, playerId: string, id: string) {
    if (!UUID.test(id)) throw notFound();
    const [peek] = await selectFreespinViews(tx, { ids: [id], playerId });
    if (!peek) throw notFound();
    await lockBonusAccount(tx, peek.walletAccountId);
    const row = await lockPlayerFreespin(tx, id);
    if (!row) throw notFound();
    return row;
  }

  async function issueDefinitionTo(input: {
    playerId: string;
    definitionId: string;
    currency?: string;
    amount?: string;
    activate: boolean;
    idempotencyKey: string;
    source: { kind: string; id: string };
  }): Promise<Issued> {
    const issued = await db.transaction(async (tx) => {
      const definition = UUID.test(input.definitionId)
        ? await selectDefinition(tx, input.definitionId)
        : undefined;
      if (!definition) throw AppError.notFound("No such bonus definition");
      if (!(await selectPlayerFacts(tx, input.playerId))) throw AppError.notFound("No such player");
      const to = await recipient(tx, input.playerId, input.currency);
      let amount: bigint | undefined;
      if (input.amount !== undefined) {
        const parsed = tryParseMajor(input.amount, to.account.currency.subunitToUnit);
        if (parsed === null || parsed <= 0n) {
          throw AppError.validation({ amount: ["Not an amount of this currency"] });
        }
        amount = parsed;
      }
      try {
        return await engine.issueDefinition(tx, to, definition, {
          idempotencyKey: input.idempotencyKey,
          source: input.source,
          amount,
          activate: input.activate,
          once: false,
        });
      } catch (error) {
        if (error instanceof BonusRefusal) throw error.toAppError();
        throw error;
      }
    });
    engine.notify();
    return issued;
  }

  return {
    recipient,

    async listBonuses(playerId, query, locale) {
      const rows = await selectBonusViews(db, {
        playerId,
        statuses: query.status,
        currency: query.currency,
      });
      return rows.map((row) => toPlayerBonus(row, locale));
    },

    async listFreespins(playerId, query, locale) {
      const rows = await selectFreespinViews(db, {
        playerId,
        statuses: query.status,
        currency: query.currency,
      });
      return rows.map((row) => toPlayerFreespin(row, locale));
    },

    async activateBonus(playerId, id, locale) {
      const view = await db.transaction(async (tx) => {
        const { row } = await lockOwnBonus(tx, playerId, id);
        if (row.status !== BONUS_STATUS.ISSUED) {
          throw AppError.validation(
            {
              id: [
                row.status === BONUS_STATUS.ACTIVE
                  ? "This bonus is already active"
                  : "This bonus has already finished",
              ],
            },
            "Not waiting for activation",
          );
        }
        if (row.activationExpiresAt && row.activationExpiresAt <= engine.now()) {
          await engine.finishLocked(tx, row, "expire");
          await engine.publish(tx, { bonusIds: [row.id] });
          return null;
        }
        const active = await selectActiveBonus(tx, row.walletAccountId);
        if (active) {
          throw new AppError(
            400,
            ErrorCode.BONUS_ANOTHER_ACTIVE,
            "Another bonus is active: finish or cancel it first",
            { id: [`${active.name} is active: finish or cancel it first`] },
          );
        }
        await engine.activateLocked(tx, row);
        await engine.publish(tx, { bonusIds: [row.id] });
        return bonusView(tx, row.id, locale);
      });
      engine.notify();
      if (!view) {
        throw AppError.validation({ id: ["This bonus expired before it was activated"] });
      }
      return view;
    },

    async cancelBonus(playerId, id, locale) {
      const view = await db.transaction(async (tx) => {
        const { row, countries } = await lockOwnBonus(tx, playerId, id);
        if (row.status === BONUS_STATUS.FINISHED) throw finished();
        if (row.status === BONUS_STATUS.ACTIVE && cancelLocked(row.isCancelLock, countries)) {
          throw new AppError(
            400,
            ErrorCode.BONUS_CANCEL_LOCKED,
            "This bonus can't be canceled before its wagering is complete",
            { id: ["This bonus can't be canceled before its wagering is complete"] },
          );
        }
        await engine.finishLocked(tx, row, "cancel");
        await engine.publish(tx, { bonusIds: [row.id] });
        return bonusView(tx, row.id, locale);
      });
      engine.notify();
      return view;
    },

    async activateFreespins(playerId, id, locale) {
      const view = await db.transaction(async (tx) => {
        const row = await lockOwnFreespin(tx, playerId, id);
        if (row.status !== BONUS_STATUS.ISSUED) {
          throw AppError.validation({ id: ["These free spins are not waiting for activation"] });
        }
        if (row.expiresAt && row.expiresAt <= engine.now()) {
          await engine.finishFreespinLocked(tx, row, "expire");
          await engine.publish(tx, { freespinIds: [row.id] });
          return null;
        }
        if (await selectActiveFreespin(tx, row.walletAccountId)) {
          throw new AppError(
            400,
            ErrorCode.BONUS_ANOTHER_ACTIVE,
            "Other free spins are active: play or cancel them first",
            { id: ["Other free spins are active: play or cancel them first"] },
          );
        }
        await engine.activateFreespinLocked(tx, row);
        await engine.publish(tx, { freespinIds: [row.id] });
        return freespinView(tx, row.id, locale);
      });
      engine.notify();
      if (!view) throw AppError.validation({ id: ["These free spins have expired"] });
      return view;
    },

    async cancelFreespins(playerId, id, locale) {
      const view = await db.transaction(async (tx) => {
        const row = await lockOwnFreespin(tx, playerId, id);
        if (row.status === BONUS_STATUS.FINISHED) throw finished();
        await engine.finishFreespinLocked(tx, row, "cancel");
        await engine.publish(tx, { freespinIds: [row.id] });
        return freespinView(tx, row.id, locale);
      });
      engine.notify();
      return view;
    },

    async expire(kind, id) {
      await db.transaction(async (tx) => {
        const [peek] =
          kind === "bonus"
            ? await selectBonusViews(tx, { ids: [id] })
            : await selectFreespinViews(tx, { ids: [id] });
        if (!peek) return;
        await lockBonusAccount(tx, peek.walletAccountId);
        const at = engine.now();
        if (kind === "bonus") {
          const row = await lockPlayerBonus(tx, id);
          if (!row) return;
          const due =
            row.status === BONUS_STATUS.ISSUED
              ? row.activationExpiresAt
              : row.status === BONUS_STATUS.ACTIVE
                ? row.wageringExpiresAt
                : null;
          if (!due || due > at) return;
          await engine.finishLocked(tx, row, "expire");
          await engine.publish(tx, { bonusIds: [row.id] });
        } else {
          const row = await lockPlayerFreespin(tx, id);
          if (!row || row.status === BONUS_STATUS.FINISHED) return;
          if (!row.expiresAt || row.expiresAt > at) return;
          await engine.finishFreespinLocked(tx, row, "expire");
          await engine.publish(tx, { freespinIds: [row.id] });
        }
      });
      engine.notify();
    },

    issueReward(input) {
      return issueDefinitionTo({ ...input, activate: false });
    },

    async issueByOperator(input) {
      const issued = await issueDefinitionTo({
        ...input,
        idempotencyKey: input.idempotencyKey
          ? `operator:${input.idempotencyKey}`
          : `operator:${randomUUID()}`,
        source: { kind: "manual", id: "operator" },
      });
      return {
        playerBonus: issued.playerBonusId ? await bonusView(db, issued.playerBonusId) : null,
        playerFreespin: issued.playerFreespinId
          ? await freespinView(db, issued.playerFreespinId)
          : null,
      };
    },

    async playerItems(playerId) {
      const [bonuses, freespins] = await Promise.all([
        selectBonusViews(db, { playerId, limit: 500 }),
        selectFreespinViews(db, { playerId, limit: 500 }),
      ]);
      return {
        bonuses: bonuses.map((row) => toPlayerBonus(row)),
        freespins: freespins.map((row) => toPlayerFreespin(row)),
      };
    },
  };
}
