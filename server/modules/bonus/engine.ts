import { BONUS_STATUS } from "../../../contracts/bonus.ts";
import { ErrorCode } from "../../../contracts/errors.ts";
import { channels, RealtimeEvent } from "../../../contracts/events.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import type {
  BonusDefinitionRow,
  BonusKind,
  PlayerBonusRow,
  PlayerFreespinRow,
  WagerContributions,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { playerAccount, systemAccount, type Ledger } from "../wallet/ledger.ts";
import {
  conversion,
  depositMatch,
  jurisdictionRefusal,
  resolveTerms,
  transition,
  wagerRequired,
  type BonusEvent,
  type CurrencyFacts,
  type ResolvedTerms,
} from "./rules.ts";
import {
  insertPlayerBonus,
  insertPlayerFreespin,
  lockBonusAccount,
  lockPlayerMoney,
  selectActiveBonus,
  selectActiveFreespin,
  selectBonusByKey,
  selectBonusCodes,
  selectBonusViews,
  selectClaimedDefinitions,
  selectFreespinByKey,
  selectFreespinViews,
  selectGame,
  selectPlayerFacts,
  updatePlayerBonus,
  updatePlayerFreespin,
  type AccountFacts,
  type PlayerFacts,
} from "./store.ts";
import {
  toPlayerBonus,
  toPlayerBonusCode,
  toPlayerFreespin,
  triggerConditionsOf,
} from "./views.ts";

/**
 * The bonus engine: what issuing, activating and ending a bonus or free-spin package does, inside
 * the caller's transaction (issue 12). Money moves only through the ledger with keys of the
 * bonus's id: activation moves the amount bonus pool → the account's bonus balance; the end
 * moves the bonus balance to real money (played, up to maxWin) or back to the pool (the rest,
 * canceled, expired). Lock order: the account's bonus lock, the bonus row, the ledger accounts.
 * Every change publishes the item's latest state on its SPEC §7 channel.
 */

export const BONUS_EXPIRE_JOB = "bonus.expire";
export const FREESPIN_GRANT_JOB = "bonus.freespins.grant";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a bonus can't be given; callers that must not fail (a deposit) skip it. */
export class BonusRefusal extends Error {
  override name = "BonusRefusal";
  readonly reason: string;

  constructor(reason: string, message: string) {
    super(message);
    this.reason = reason;
  }

  toAppError(): AppError {
    return new AppError(403, ErrorCode.BONUS_NOT_AVAILABLE, this.message);
  }
}

/** Who a bonus goes to: the player and the wallet account (its currency). */
export interface Recipient {
  playerId: string;
  account: AccountFacts;
  base: CurrencyFacts;
}

/** A money bonus to write (from a definition, or free-spin winnings). */
export interface BonusGrant {
  kind: BonusKind;
  name: string;
  definitionId: string | null;
  amount: bigint;
  wagerMultiplier: number;
  maxBet: bigint | null;
  maxWin: bigint | null;
  contributions: WagerContributions;
  products: string[];
  isCancelLock: boolean;
  packageId: string | null;
  depositNumber: number | null;
  triggerConditions: Record<string, unknown> | null;
  activationDays: number | null;
  wageringDays: number | null;
  invoiceId?: string | null;
  freespinId?: string | null;
}

/** A free-spin package to write. */
export interface FreespinGrant {
  name: string;
  definitionId: string | null;
  count: number;
  betAmount: bigint;
  gameId: number;
  wagerMultiplier: number;
  contributions: WagerContributions;
  packageId: string | null;
  expiryDays: number | null;
}

export interface Issued {
  playerBonusId?: string;
  playerFreespinId?: string;
}

/** Whether the player may get a bonus now (not excluded); plugged in by the limits module. */
export type ExclusionCheck = (db: DbExecutor, playerId: string) => Promise<boolean>;

export interface EngineDeps {
  db: Db;
  outbox: Outbox;
  jobs: Pick<JobQueue, "schedule">;
  ledger: Ledger;
  now?: () => Date;
}

const addDays = (from: Date, days: number | null) =>
  days === null ? null : new Date(from.getTime() + days * DAY_MS);

export function createBonusEngine(deps: EngineDeps) {
  const { outbox, jobs, ledger } = deps;
  const now = deps.now ?? (() => new Date());
  let isExcluded: ExclusionCheck = async () => false;

  // -------------------------------------------------------------------------------------------
  // Refusals
  // -------------------------------------------------------------------------------------------

  /** Throws a BonusRefusal when the player may not get this definition now. */
  async function assertMayReceive(
    tx: DbExecutor,
    playerId: string,
    facts: PlayerFacts,
    definition: BonusDefinitionRow,
    options: { once: boolean },
  ): Promise<void> {
    if (facts.status !== "active" || (await isExcluded(tx, playerId))) {
      throw new BonusRefusal("excluded", "No bonus is given while play is excluded or blocked");
    }
    const at = now();
    if (
      !definition.isEnabled ||
      (definition.startsAt && definition.startsAt > at) ||
      (definition.endsAt && definition.endsAt <= at)
    ) {
      throw new BonusRefusal("ended", "This bonus is not on offer");
    }
    const refusal = jurisdictionRefusal(facts.countries, {
      wagerMultiplier: Math.max(definition.wagerMultiplier, definition.freespinWagerMultiplier),
      products: definition.products,
    });
    if (refusal) {
      throw new BonusRefusal(
        "jurisdiction",
        refusal === "mixed-products"
          ? "Bonuses that mix casino and sportsbook wagering are not offered in your country"
          : "Bonuses with wagering above 10 times are not offered in your country",
      );
    }
    if (options.once) {
      const claimed = await selectClaimedDefinitions(tx, playerId, [definition.id]);
      if (claimed.has(definition.id)) {
        throw new BonusRefusal("claimed", "You already got this bonus");
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Grants from definitions
  // -------------------------------------------------------------------------------------------

  function termsOf(definition: BonusDefinitionRow, recipient: Recipient): ResolvedTerms {
    return resolveTerms(definition.amounts, recipient.account.currency, recipient.base);
  }

  /** The money bonus a definition gives (null: none), for a deposit or a fixed amount. */
  function bonusGrantOf(
    definition: BonusDefinitionRow,
    terms: ResolvedTerms,
    input: { depositAmount?: bigint; amount?: bigint; invoiceId?: string },
  ): BonusGrant | null {
    let amount: bigint | null;
    if (definition.kind === "deposit") {
      if (input.depositAmount === undefined || definition.percent === null) return null;
      if (terms.minDeposit !== null && input.depositAmount < terms.minDeposit) {
        throw new BonusRefusal("deposit", "The deposit is below this bonus's minimum");
      }
      amount = depositMatch(input.depositAmount, definition.percent, terms.maxAmount);
    } else if (definition.kind === "freespins") {
      return null;
    } else {
      amount = input.amount ?? terms.amount;
    }
    if (amount === null || amount <= 0n) return null;
    return {
      kind: definition.kind,
      name: definition.name,
      definitionId: definition.id,
      amount,
      wagerMultiplier: definition.wagerMultiplier,
      maxBet: terms.maxBet,
      maxWin: terms.maxWin,
      contributions: definition.wagerContributions,
      products: definition.products,
      isCancelLock: definition.isCancelLock,
      packageId: definition.packageId,
      depositNumber: definition.depositNumber,
      triggerConditions: triggerConditionsOf(definition.amounts),
      activationDays: definition.activationDays,
      wageringDays: definition.wageringDays,
      invoiceId: input.invoiceId ?? null,
    };
  }

  async function freespinGrantOf(
    tx: DbExecutor,
    definition: BonusDefinitionRow,
    terms: ResolvedTerms,
  ): Promise<FreespinGrant | null> {
    if (definition.freespinCount === null || !definition.freespinGame) return null;
    const game = await selectGame(tx, definition.freespinGame);
    if (!game || terms.freespinBet === null || terms.freespinBet <= 0n) {
      throw new BonusRefusal("currency", "These free spins are not offered in this currency");
    }
    return {
      name: definition.name,
      definitionId: definition.id,
      count: definition.freespinCount,
      betAmount: terms.freespinBet,
      gameId: game.id,
      wagerMultiplier: definition.freespinWagerMultiplier,
      contributions: definition.wagerContributions,
      packageId: definition.packageId,
      expiryDays: definition.activationDays,
    };
  }

  // -------------------------------------------------------------------------------------------
  // State changes (inside the caller's transaction, after lockBonusAccount)
  // -------------------------------------------------------------------------------------------

  async function scheduleExpiry(
    tx: DbExecutor,
    kind: "bonus" | "freespins",
    id: string,
    phase: string,
    at: Date | null,
  ): Promise<void> {
    if (!at) return;
    await jobs.schedule(
      tx,
      BONUS_EXPIRE_JOB,
      { kind, id },
      { runAt: at, uniqueKey: `bonus-expire:${kind}:${id}:${phase}` },
    );
  }

  /** Issued → active: the amount moves bonus pool → the bonus balance; wagering starts. */
  async function activateLocked(tx: DbExecutor, row: PlayerBonusRow): Promise<PlayerBonusRow> {
    if (row.wagerMultiplier === 0) return finishLocked(tx, row, "play");
    const next = transition(row, "activate");
    if (!next) return row;
    if (row.amount > 0n) {
      await ledger.transfer(tx, {
        from: systemAccount("bonus_pool", row.currency),
        to: playerAccount(row.walletAccountId, "bonus"),
        amount: row.amount,
        currency: row.currency,
        kind: "bonus.activate",
        idempotencyKey: `bonus.activate:${row.id}`,
        reference: { playerBonusId: row.id },
      });
    }
    const at = now();
    const wageringExpiresAt = addDays(at, row.wageringDays);
    const updated = await updatePlayerBonus(tx, row.id, {
      ...next,
      activatedAt: at,
      wageringExpiresAt,
    });
    await scheduleExpiry(tx, "bonus", row.id, "wagering", wageringExpiresAt);
    return updated;
  }

  /**
   * Ends a bonus. An active one: played converts the bonus balance to real money (up to maxWin,
   * the rest back to the pool); canceled, expired and lost give it back to the pool. An issued
   * one holds no money. A bonus that needs no wagering ends played at once: its amount goes
   * bonus pool → real money.
   */
  async function finishLocked(
    tx: DbExecutor,
    row: PlayerBonusRow,
    event: Exclude<BonusEvent, "activate">,
  ): Promise<PlayerBonusRow> {
    const next = transition(row, event);
    if (!next) return row;
    let converted = 0n;
    let forfeited = 0n;
    if (row.status === BONUS_STATUS.ACTIVE) {
      const money = await lockPlayerMoney(tx, row.walletAccountId);
      const split =
        event === "play"
          ? conversion(money.bonus, row.maxWin)
          : { converted: 0n, forfeited: money.bonus };
      converted = split.converted;
      forfeited = split.forfeited;
      const entries = [
        { account: playerAccount(row.walletAccountId, "bonus"), amount: -money.bonus },
        { account: playerAccount(row.walletAccountId, "real"), amount: converted },
        { account: systemAccount("bonus_pool", row.currency), amount: forfeited },
      ].filter((entry) => entry.amount !== 0n);
      if (entries.length > 1) {
        await ledger.postTransaction(tx, {
          kind: event === "play" ? "bonus.convert" : "bonus.forfeit",
          idempotencyKey: `bonus.finish:${row.id}`,
          reference: { playerBonusId: row.id, result: next.result },
          entries,
        });
      }
    } else if (event === "play" && row.amount > 0n) {
      converted = row.amount;
      await ledger.transfer(tx, {
        from: systemAccount("bonus_pool", row.currency),
        to: playerAccount(row.walletAccountId, "real"),
        amount: row.amount,
        currency: row.currency,
        kind: "bonus.convert",
        idempotencyKey: `bonus.finish:${row.id}`,
        reference: { playerBonusId: row.id, result: next.result },
      });
    }
    return updatePlayerBonus(tx, row.id, {
      ...next,
      finishedAt: now(),
      convertedAmount: converted,
      forfeitedAmount: forfeited,
    });
  }

  /** The job that tells the game's provider about a package (grant or revoke, once each). */
  async function scheduleFreeRoundsSync(
    tx: DbExecutor,
    id: string,
    what: "grant" | "revoke",
  ): Promise<void> {
    await jobs.schedule(
      tx,
      FREESPIN_GRANT_JOB,
      { id },
      { uniqueKey: `bonus-freespins-grant:${id}:${what}` },
    );
  }

  /** Issued → active for free spins: the studio is granted its free rounds (a job). */
  async function activateFreespinLocked(
    tx: DbExecutor,
    row: PlayerFreespinRow,
  ): Promise<PlayerFreespinRow> {
    const next = transition(row, "activate", { freespins: true });
    if (!next) return row;
    const updated = await updatePlayerFreespin(tx, row.id, { ...next, activatedAt: now() });
    await scheduleFreeRoundsSync(tx, row.id, "grant");
    return updated;
  }

  /** Ends a free-spin package; one that was granted has its free rounds revoked (a job). */
  async function finishFreespinLocked(
    tx: DbExecutor,
    row: PlayerFreespinRow,
    event: "play" | "cancel" | "expire",
  ): Promise<PlayerFreespinRow> {
    const next = transition(row, event, { freespins: true });
    if (!next) return row;
    const updated = await updatePlayerFreespin(tx, row.id, { ...next, finishedAt: now() });
    if (row.status === BONUS_STATUS.ACTIVE && event !== "play") {
      await scheduleFreeRoundsSync(tx, row.id, "revoke");
    }
    return updated;
  }

  /**
   * Writes a bonus and/or free spins for a recipient under one idempotency key (a repeat
   * answers the first result and changes nothing). With `activate`, a bonus becomes active at
   * once when the account has none; a package of free spins does whenever the account has no
   * active one. A bonus without wagering converts to real money at once.
   */
  async function grantLocked(
    tx: DbExecutor,
    recipient: Recipient,
    input: {
      idempotencyKey: string;
      source: { kind: string; id: string };
      bonus: BonusGrant | null;
      spins: FreespinGrant | null;
      activate: boolean;
    },
  ): Promise<Issued & { changed: boolean }> {
    const issued: Issued & { changed: boolean } = { changed: false };
    const at = now();
    const account = recipient.account;
    if (input.bonus) {
      const grant = input.bonus;
      const activationExpiresAt = addDays(at, grant.activationDays);
      const row = await insertPlayerBonus(tx, {
        playerId: recipient.playerId,
        walletAccountId: account.id,
        currency: account.currency.code,
        definitionId: grant.definitionId,
        name: grant.name,
        kind: grant.kind,
        amount: grant.amount,
        wagerMultiplier: grant.wagerMultiplier,
        wagerRequired: wagerRequired(grant.amount, grant.wagerMultiplier),
        maxBet: grant.maxBet,
        maxWin: grant.maxWin,
        wagerContributions: grant.contributions,
        products: grant.products,
        isCancelLock: grant.isCancelLock,
        packageId: grant.packageId,
        depositNumber: grant.depositNumber,
        triggerConditions: grant.triggerConditions,
        invoiceId: grant.invoiceId ?? null,
        freespinId: grant.freespinId ?? null,
        source: input.source,
        idempotencyKey: input.idempotencyKey,
        wageringDays: grant.wageringDays,
        activationExpiresAt,
      });
      if (row) {
        issued.changed = true;
        issued.playerBonusId = row.id;
        if (row.wagerMultiplier === 0) {
          await finishLocked(tx, row, "play");
        } else if (input.activate && !(await selectActiveBonus(tx, account.id))) {
          await activateLocked(tx, row);
        } else {
          await scheduleExpiry(tx, "bonus", row.id, "activation", activationExpiresAt);
        }
      } else {
        issued.playerBonusId = (await selectBonusByKey(tx, input.idempotencyKey))?.id;
      }
    }
    if (input.spins) {
      const grant = input.spins;
      const expiresAt = addDays(at, grant.expiryDays);
      const row = await insertPlayerFreespin(tx, {
        playerId: recipient.playerId,
        walletAccountId: account.id,
        currency: account.currency.code,
        definitionId: grant.definitionId,
        name: grant.name,
        count: grant.count,
        betAmount: grant.betAmount,
        gameId: grant.gameId,
        wagerMultiplier: grant.wagerMultiplier,
        wagerContributions: grant.contributions,
        packageId: grant.packageId,
        source: input.source,
        idempotencyKey: input.idempotencyKey,
        expiresAt,
      });
      if (row) {
        issued.changed = true;
        issued.playerFreespinId = row.id;
        await scheduleExpiry(tx, "freespins", row.id, "expiry", expiresAt);
        if (!(await selectActiveFreespin(tx, account.id))) await activateFreespinLocked(tx, row);
      } else {
        issued.playerFreespinId = (await selectFreespinByKey(tx, input.idempotencyKey))?.id;
      }
    }
    if (issued.changed) {
      await publish(tx, {
        bonusIds: issued.playerBonusId ? [issued.playerBonusId] : [],
        freespinIds: issued.playerFreespinId ? [issued.playerFreespinId] : [],
      });
    }
    return issued;
  }

  /**
   * Issues a definition to a recipient inside `tx`: refusals first (BonusRefusal), then the
   * grants under `idempotencyKey` (a repeat answers the first result without checking again).
   * `once`: refuse a definition the player already got (welcome steps, codes, registration).
   */
  async function issueDefinition(
    tx: DbExecutor,
    recipient: Recipient,
    definition: BonusDefinitionRow,
    input: {
      idempotencyKey: string;
      source: { kind: string; id: string };
      depositAmount?: bigint;
      amount?: bigint;
      invoiceId?: string;
      activate: boolean;
      once: boolean;
    },
  ): Promise<Issued> {
    const [bonusRow, spinsRow] = await Promise.all([
      selectBonusByKey(tx, input.idempotencyKey),
      selectFreespinByKey(tx, input.idempotencyKey),
    ]);
    if (bonusRow || spinsRow) {
      return { playerBonusId: bonusRow?.id, playerFreespinId: spinsRow?.id };
    }
    const facts = await selectPlayerFacts(tx, recipient.playerId);
    if (!facts) throw AppError.notFound("No such player");
    await assertMayReceive(tx, recipient.playerId, facts, definition, { once: input.once });
    const terms = termsOf(definition, recipient);
    const bonus = bonusGrantOf(definition, terms, input);
    const spins = await freespinGrantOf(tx, definition, terms);
    if (!bonus && !spins) {
      throw new BonusRefusal("currency", "This bonus gives nothing in this currency");
    }
    await lockBonusAccount(tx, recipient.account.id);
    const issued = await grantLocked(tx, recipient, {
      idempotencyKey: input.idempotencyKey,
      source: input.source,
      bonus,
      spins,
      activate: input.activate,
    });
    return { playerBonusId: issued.playerBonusId, playerFreespinId: issued.playerFreespinId };
  }

  // -------------------------------------------------------------------------------------------
  // Realtime
  // -------------------------------------------------------------------------------------------

  /** Enqueues the latest state of bonuses and packages on the player's channels. */
  async function publish(
    tx: DbExecutor,
    items: { bonusIds?: readonly string[]; freespinIds?: readonly string[] },
  ): Promise<void> {
    const bonusIds = [...new Set(items.bonusIds ?? [])];
    const freespinIds = [...new Set(items.freespinIds ?? [])];
    const [bonuses, spins] = await Promise.all([
      bonusIds.length > 0 ? selectBonusViews(tx, { ids: bonusIds }) : [],
      freespinIds.length > 0 ? selectFreespinViews(tx, { ids: freespinIds }) : [],
    ]);
    await outbox.enqueueMany(tx, [
      ...bonuses.map((row) => ({
        channel: channels.bonusPlayerBonuses(row.playerId),
        message: { event: RealtimeEvent.PLAYER_BONUS_UPDATED, ...toPlayerBonus(row) },
      })),
      ...spins.map((row) => ({
        channel: channels.bonusPlayerFreespins(row.playerId),
        message: { event: RealtimeEvent.PLAYER_FREESPIN_UPDATED, ...toPlayerFreespin(row) },
      })),
    ]);
  }

  /** Enqueues a stored bonus code's latest state on bonus:player-bonus-codes#{playerId}. */
  async function publishCode(tx: DbExecutor, playerId: string, id: string): Promise<void> {
    const [row] = await selectBonusCodes(tx, playerId, { id });
    if (!row) return;
    await outbox.enqueue(tx, channels.bonusPlayerBonusCodes(playerId), {
      event: RealtimeEvent.PLAYER_BONUS_CODE_UPDATED,
      ...toPlayerBonusCode(row),
    });
  }

  return {
    now,
    termsOf,
    publishCode,
    issueDefinition,
    grantLocked,
    activateLocked,
    finishLocked,
    activateFreespinLocked,
    finishFreespinLocked,
    assertMayReceive,
    publish,
    setExclusionCheck(check: ExclusionCheck) {
      isExcluded = check;
    },
    isExcluded: (db: DbExecutor, playerId: string) => isExcluded(db, playerId),
    notify: () => outbox.notify(),
  };
}

export type BonusEngine = ReturnType<typeof createBonusEngine>;
