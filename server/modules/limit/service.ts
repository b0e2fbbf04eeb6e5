import { eq } from "drizzle-orm";
import { channels } from "../../../contracts/events.ts";
import { ErrorCode } from "../../../contracts/errors.ts";
import {
  LIMIT_DEFINITION,
  isMoneyLimit,
  type CreateLimit,
  type Limit,
  type LimitDefinition,
  type LimitsMessage,
  type MoneyLimitPeriod,
  type UpdateLimit,
} from "../../../contracts/limit.ts";
import { formatMinor, tryParseMajor } from "../../../contracts/money.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { players, type PlayerLimitRow } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import type { Outbox } from "../../platform/outbox.ts";
import {
  advancedModeErrors,
  depositFits,
  exclusionEnd,
  extendsExclusion,
  isMoneyPeriod,
  planChange,
  removalAt,
  settle,
  usageAt,
  windowAt,
  type LimitState,
} from "./rules.ts";
import {
  LIMIT_STATUS_ENDED,
  insertLimit,
  selectActiveLimits,
  selectConstant,
  selectEndedExclusions,
  selectPlayerCurrencies,
  selectSubunits,
  sumDepositsSince,
  updateLimit,
} from "./store.ts";

export const LIMIT_SETTLE_JOB = "limit.settle";

const EXCLUSIONS: readonly LimitDefinition[] = [
  LIMIT_DEFINITION.SELF_EXCLUSION,
  LIMIT_DEFINITION.COOLING_OFF,
];

const EXCLUSION_OPTIONS_KEY: Record<4 | 5, string> = {
  4: "limit.selfExclusionPeriods",
  5: "limit.coolingOffPeriods",
};

export interface LimitService {
  list(playerId: string): Promise<Limit[]>;
  /** New limits (one, or every item of advanced mode); answers the player's whole list. */
  create(playerId: string, body: CreateLimit): Promise<Limit[]>;
  update(playerId: string, id: string, body: UpdateLimit): Promise<Limit>;
  /** Asks for a removal: it applies after 24 hours; answers the limit with cancelProcess. */
  remove(playerId: string, id: string): Promise<Limit>;
  /** Applies what is due (pending changes, ended exclusions) and tells the player's clients. */
  settlePlayer(playerId: string): Promise<void>;
  /**
   * Refuses a deposit that a deposit limit forbids (13100), inside the transaction that creates
   * the invoice; without an amount, refuses when a limit is used up (methods are not listed).
   */
  assertDepositAllowed(
    tx: DbExecutor,
    input: { playerId: string; currency: string; amount?: bigint },
  ): Promise<void>;
  /** Refuses a sign-in during self-exclusion or cooling-off (14103, with the end); lifts an ended one. */
  assertMaySignIn(playerId: string): Promise<void>;
  /** The end of the exclusion in force (null: permanent), or undefined when none. */
  exclusionEnd(db: DbExecutor, playerId: string): Promise<Date | null | undefined>;
}

export interface LimitServiceDeps {
  db: Db;
  outbox: Pick<Outbox, "enqueue" | "notify">;
  jobs: Pick<JobQueue, "schedule">;
  /** Revokes every session of the player in the transaction; returns their ids. */
  revokeSessions(tx: DbExecutor, playerId: string): Promise<string[]>;
  /** After commit: disconnect and forget the revoked sessions and the player's cached status. */
  afterRevoke(playerId: string, sessionIds: readonly string[]): Promise<void>;
  now?: () => Date;
}

export function toState(row: PlayerLimitRow): LimitState {
  return {
    definition: row.definition as LimitDefinition,
    currency: row.currency,
    period: row.period,
    amount: row.amount,
    anchoredAt: row.anchoredAt,
    endsAt: row.endsAt,
    usageWindowStart: row.usageWindowStart,
    usageAmount: row.usageAmount,
    pendingAmount: row.pendingAmount,
    pendingPeriod: row.pendingPeriod,
    pendingRemoval: row.pendingRemoval,
    pendingAt: row.pendingAt,
  };
}

function fieldError(field: string, message: string): AppError {
  return AppError.validation({ [field]: [message] }, message);
}

function limitedUntil(end: Date | null): AppError {
  const message =
    end === null
      ? "You have excluded yourself from play permanently"
      : `You have excluded yourself from play until ${end.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  return AppError.forbidden(message, ErrorCode.LIMITED_PLAYER);
}

const PERIOD_ORDER = ["daily", "weekly", "monthly"];

function byDefinitionCurrencyPeriod(a: PlayerLimitRow, b: PlayerLimitRow): number {
  return (
    a.definition - b.definition ||
    (a.currency ?? "").localeCompare(b.currency ?? "") ||
    PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period) ||
    a.createdAt.getTime() - b.createdAt.getTime()
  );
}

export function createLimitService(deps: LimitServiceDeps): LimitService {
  const { db, outbox, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  /** Writes what `settle` decided; answers the rows still in force, as they now stand. */
  async function settleRows(
    tx: DbExecutor,
    rows: readonly PlayerLimitRow[],
    at: Date,
  ): Promise<{ rows: PlayerLimitRow[]; changed: boolean }> {
    const kept: PlayerLimitRow[] = [];
    let changed = false;
    for (const row of rows) {
      const settled = settle(toState(row), at);
      if (settled.kind === "unchanged") {
        kept.push(row);
        continue;
      }
      changed = true;
      if (settled.kind === "applied") {
        const { limit } = settled;
        const patch = {
          amount: limit.amount,
          period: limit.period,
          usageWindowStart: limit.usageWindowStart,
          usageAmount: limit.usageAmount,
          pendingAmount: null,
          pendingPeriod: null,
          pendingRemoval: false,
          pendingAt: null,
        };
        await updateLimit(tx, row.id, patch);
        kept.push({ ...row, ...patch });
      } else {
        await updateLimit(tx, row.id, { status: LIMIT_STATUS_ENDED });
      }
    }
    return { rows: kept, changed };
  }

  async function toLimits(tx: DbExecutor, rows: readonly PlayerLimitRow[], at: Date) {
    const codes = [...new Set(rows.flatMap((row) => (row.currency ? [row.currency] : [])))];
    const subunits = await selectSubunits(tx, codes);
    const limits: Limit[] = [];
    for (const row of [...rows].sort(byDefinitionCurrencyPeriod)) {
      const definition = row.definition as LimitDefinition;
      const money = (value: bigint | null) => {
        const factor = row.currency ? subunits.get(row.currency) : undefined;
        return value === null || factor === undefined ? null : formatMinor(value, factor);
      };
      let startedAt = row.createdAt;
      let expiredAt: Date | null = row.endsAt;
      let currentAmount: string | null = null;
      if (isMoneyLimit(definition) && isMoneyPeriod(row.period) && row.currency) {
        const window = windowAt(row.anchoredAt, row.period, at);
        startedAt = window.start;
        expiredAt = window.end;
        const used =
          definition === LIMIT_DEFINITION.DEPOSIT
            ? await sumDepositsSince(tx, row.playerId, row.currency, window.start)
            : usageAt(toState(row), at);
        currentAmount = money(used > 0n ? used : 0n);
      }
      limits.push({
        id: row.id,
        definition,
        status: row.status,
        amount: money(row.amount),
        currentAmount,
        currency: row.currency,
        period: row.period,
        startedAt: startedAt.toISOString(),
        expiredAt: expiredAt ? expiredAt.toISOString() : null,
        cancelProcess: row.pendingRemoval,
        pendingExist: row.pendingAt !== null && !row.pendingRemoval,
        pendingAmount: row.pendingRemoval ? null : money(row.pendingAmount),
        pendingPeriod: row.pendingRemoval ? null : row.pendingPeriod,
        pendingAt: row.pendingAt ? row.pendingAt.toISOString() : null,
      });
    }
    return limits;
  }

  /** The player's limits in force, settled; in `tx` with the rows locked. */
  async function loadSettled(tx: DbExecutor, playerId: string, at: Date) {
    const rows = await selectActiveLimits(tx, playerId, { lock: true });
    return settleRows(tx, rows, at);
  }

  async function publish(
    tx: DbExecutor,
    playerId: string,
    rows: readonly PlayerLimitRow[],
    at: Date,
  ) {
    const message: LimitsMessage = { event: "limits.updated", data: await toLimits(tx, rows, at) };
    await outbox.enqueue(tx, channels.playerLimits(playerId), message);
  }

  /** After a change: tell the player's clients, and answer the changed limit as it stands. */
  async function publishAndAnswer(tx: DbExecutor, playerId: string, id: string, at: Date) {
    const current = await selectActiveLimits(tx, playerId);
    await publish(tx, playerId, current, at);
    const [updated] = await toLimits(
      tx,
      current.filter((candidate) => candidate.id === id),
      at,
    );
    if (!updated) throw AppError.notFound("No such limit");
    return updated;
  }

  async function scheduleSettle(tx: DbExecutor, playerId: string, at: Date): Promise<void> {
    await jobs.schedule(
      tx,
      LIMIT_SETTLE_JOB,
      { playerId },
      { runAt: at, uniqueKey: `limit-settle:${playerId}:${at.getTime()}` },
    );
  }

  function parseAmount(
    text: string,
    currency: string,
    subunits: Map<string, bigint>,
    field: string,
  ) {
    const factor = subunits.get(currency);
    if (factor === undefined) throw fieldError("currency", `Unknown currency ${currency}`);
    const amount = tryParseMajor(text, factor);
    if (amount === null) {
      throw fieldError(
        field,
        `${currency} amounts have at most ${factor.toString().length - 1} decimals`,
      );
    }
    if (amount <= 0n) throw fieldError(field, "A limit must be more than zero");
    return amount;
  }

  /** Sets one money limit: new, or a change of the one in force for the same period and currency. */
  async function setMoneyLimit(
    tx: DbExecutor,
    playerId: string,
    rows: PlayerLimitRow[],
    input: { definition: 1 | 2 | 3; period: MoneyLimitPeriod; currency: string; amount: bigint },
    at: Date,
  ): Promise<void> {
    const existing = rows.find(
      (row) =>
        row.definition === input.definition &&
        row.currency === input.currency &&
        row.period === input.period,
    );
    if (!existing) {
      const row = await insertLimit(tx, {
        playerId,
        definition: input.definition,
        currency: input.currency,
        period: input.period,
        amount: input.amount,
        anchoredAt: at,
      });
      rows.push(row);
      return;
    }
    await applyChange(tx, playerId, existing, input, at);
  }

  async function applyChange(
    tx: DbExecutor,
    playerId: string,
    row: PlayerLimitRow,
    next: { period: MoneyLimitPeriod; amount: bigint },
    at: Date,
  ): Promise<void> {
    if (!isMoneyPeriod(row.period) || row.amount === null) {
      throw AppError.validation({ id: ["This limit can't be changed"] });
    }
    const plan = planChange({ amount: row.amount, period: row.period }, next, at);
    const state = toState(row);
    if (plan.kind === "cancel-pending") {
      await updateLimit(tx, row.id, {
        pendingAmount: null,
        pendingPeriod: null,
        pendingRemoval: false,
        pendingAt: null,
      });
    } else if (plan.kind === "now") {
      // A new period keeps what the current one used: a stricter limit never frees room.
      const used = usageAt(state, at);
      const window = windowAt(row.anchoredAt, plan.period, at);
      await updateLimit(tx, row.id, {
        amount: plan.amount,
        period: plan.period,
        usageWindowStart: window.start,
        usageAmount: used,
        pendingAmount: null,
        pendingPeriod: null,
        pendingRemoval: false,
        pendingAt: null,
      });
    } else {
      await updateLimit(tx, row.id, {
        pendingAmount: plan.amount,
        pendingPeriod: plan.period,
        pendingRemoval: false,
        pendingAt: plan.at,
      });
      await scheduleSettle(tx, playerId, plan.at);
    }
  }

  async function createExclusion(
    tx: DbExecutor,
    playerId: string,
    rows: readonly PlayerLimitRow[],
    definition: 4 | 5,
    period: string | undefined,
    at: Date,
  ): Promise<void> {
    const options = await selectConstant(tx, EXCLUSION_OPTIONS_KEY[definition]);
    const option = Array.isArray(options)
      ? (options as { id?: unknown; days?: unknown }[]).find((item) => item.id === period)
      : undefined;
    if (!period || !option) {
      const ids = Array.isArray(options)
        ? (options as { id?: unknown }[]).map((item) => String(item.id)).join(", ")
        : "";
      throw fieldError("period", `Choose one of: ${ids}`);
    }
    const days = typeof option.days === "number" ? option.days : null;
    const end = exclusionEnd(at, days);
    const current = rows.filter((row) => EXCLUSIONS.includes(row.definition as LimitDefinition));
    for (const row of current) {
      if (!extendsExclusion(row.endsAt, end)) {
        throw fieldError(
          "period",
          row.endsAt
            ? `You are already excluded until ${row.endsAt.toISOString().slice(0, 10)}: choose a longer period`
            : "You are already excluded permanently",
        );
      }
    }
    for (const row of current) await updateLimit(tx, row.id, { status: LIMIT_STATUS_ENDED });
    await insertLimit(tx, { playerId, definition, period, anchoredAt: at, endsAt: end });
    await tx.update(players).set({ status: "self_excluded" }).where(eq(players.id, playerId));
    if (end) await scheduleSettle(tx, playerId, end);
  }

  async function exclusionEndOf(
    tx: DbExecutor,
    playerId: string,
  ): Promise<Date | null | undefined> {
    const rows = await selectActiveLimits(tx, playerId, { definitions: EXCLUSIONS });
    const at = now();
    const inForce = rows.filter((row) => settle(toState(row), at).kind === "unchanged");
    if (inForce.length === 0) return undefined;
    if (inForce.some((row) => row.endsAt === null)) return null;
    return new Date(Math.max(...inForce.map((row) => row.endsAt?.getTime() ?? 0)));
  }

  /**
   * An exclusion that ran out gives the player back their account. Only one that ran out: a
   * player the operator marked self-excluded without a limit here stays so.
   */
  async function liftEndedExclusion(tx: DbExecutor, playerId: string): Promise<boolean> {
    if ((await exclusionEndOf(tx, playerId)) !== undefined) return false;
    const rows = await selectActiveLimits(tx, playerId, { definitions: EXCLUSIONS, lock: true });
    const ended = await selectEndedExclusions(tx, playerId);
    if (rows.length === 0 && ended === 0) return false;
    await tx.update(players).set({ status: "active" }).where(eq(players.id, playerId));
    return true;
  }

  const service: LimitService = {
    async list(playerId) {
      const at = now();
      const { limits, changed } = await db.transaction(async (tx) => {
        const settled = await loadSettled(tx, playerId, at);
        if (settled.changed) await publish(tx, playerId, settled.rows, at);
        return { limits: await toLimits(tx, settled.rows, at), changed: settled.changed };
      });
      if (changed) outbox.notify();
      return limits;
    },

    async create(playerId, body) {
      const at = now();
      let revoked: string[] = [];
      const limits = await db.transaction(async (tx) => {
        const { rows } = await loadSettled(tx, playerId, at);
        const definition = body.definition;
        if (!isMoneyLimit(definition)) {
          await createExclusion(tx, playerId, rows, definition, body.period, at);
          revoked = await deps.revokeSessions(tx, playerId);
        } else if (body.items) {
          const currencies = await selectPlayerCurrencies(tx, playerId);
          const errors = advancedModeErrors(body.items, currencies);
          if (errors.length > 0) throw AppError.validation({ items: errors });
          const subunits = await selectSubunits(tx, currencies);
          for (const [index, item] of body.items.entries()) {
            const amount = parseAmount(
              item.amount,
              item.currency,
              subunits,
              `items.${index}.amount`,
            );
            await setMoneyLimit(tx, playerId, rows, { definition, ...item, amount }, at);
          }
        } else {
          const fields: Record<string, string[]> = {};
          if (!body.period || !isMoneyPeriod(body.period))
            fields.period = ["Choose daily, weekly or monthly"];
          if (!body.currency) fields.currency = ["Choose a currency"];
          if (!body.amount) fields.amount = ["Enter an amount"];
          if (Object.keys(fields).length > 0) throw AppError.validation(fields);
          const currency = body.currency as string;
          const period = body.period as MoneyLimitPeriod;
          const currencies = await selectPlayerCurrencies(tx, playerId);
          if (!currencies.includes(currency)) {
            throw fieldError("currency", `You have no account in ${currency}`);
          }
          const subunits = await selectSubunits(tx, [currency]);
          const amount = parseAmount(body.amount as string, currency, subunits, "amount");
          if (
            rows.some(
              (row) =>
                row.definition === definition && row.currency === currency && row.period === period,
            )
          ) {
            throw fieldError(
              "period",
              `You already have a ${period} limit of this kind in ${currency}: change it instead`,
            );
          }
          await setMoneyLimit(tx, playerId, rows, { definition, period, currency, amount }, at);
        }
        const current = await selectActiveLimits(tx, playerId);
        await publish(tx, playerId, current, at);
        return toLimits(tx, current, at);
      });
      outbox.notify();
      if (revoked.length > 0 || !isMoneyLimit(body.definition)) {
        await deps.afterRevoke(playerId, revoked);
      }
      return limits;
    },

    async update(playerId, id, body) {
      const at = now();
      const limit = await db.transaction(async (tx) => {
        const { rows } = await loadSettled(tx, playerId, at);
        const row = rows.find((candidate) => candidate.id === id);
        if (!row) throw AppError.notFound("No such limit");
        if (!isMoneyLimit(row.definition as LimitDefinition)) {
          throw AppError.validation(
            { id: ["Self-exclusion and cooling-off can't be changed or lifted early"] },
            "Self-exclusion and cooling-off can't be changed or lifted early",
          );
        }
        if (
          body.period !== row.period &&
          rows.some(
            (other) =>
              other.definition === row.definition &&
              other.currency === row.currency &&
              other.period === body.period,
          )
        ) {
          throw fieldError(
            "period",
            `You already have a ${body.period} limit of this kind: change that one`,
          );
        }
        const subunits = await selectSubunits(tx, row.currency ? [row.currency] : []);
        const amount = parseAmount(body.amount, row.currency ?? "", subunits, "amount");
        await applyChange(tx, playerId, row, { period: body.period, amount }, at);
        return publishAndAnswer(tx, playerId, id, at);
      });
      outbox.notify();
      return limit;
    },

    async remove(playerId, id) {
      const at = now();
      const limit = await db.transaction(async (tx) => {
        const { rows } = await loadSettled(tx, playerId, at);
        const row = rows.find((candidate) => candidate.id === id);
        if (!row) throw AppError.notFound("No such limit");
        if (!isMoneyLimit(row.definition as LimitDefinition)) {
          throw AppError.validation(
            { id: ["Self-exclusion and cooling-off can't be lifted early"] },
            "Self-exclusion and cooling-off can't be lifted early",
          );
        }
        if (!row.pendingRemoval) {
          const when = removalAt(at);
          await updateLimit(tx, row.id, {
            pendingRemoval: true,
            pendingAmount: null,
            pendingPeriod: null,
            pendingAt: when,
          });
          await scheduleSettle(tx, playerId, when);
        }
        return publishAndAnswer(tx, playerId, id, at);
      });
      outbox.notify();
      return limit;
    },

    async settlePlayer(playerId) {
      const at = now();
      const lifted = await db.transaction(async (tx) => {
        const settled = await loadSettled(tx, playerId, at);
        const wasExcluded = await tx
          .select({ status: players.status })
          .from(players)
          .where(eq(players.id, playerId));
        const lift =
          wasExcluded[0]?.status === "self_excluded" && (await liftEndedExclusion(tx, playerId));
        if (settled.changed || lift) await publish(tx, playerId, settled.rows, at);
        return lift;
      });
      outbox.notify();
      if (lifted) await deps.afterRevoke(playerId, []);
    },

    async assertDepositAllowed(tx, { playerId, currency, amount }) {
      const rows = await selectActiveLimits(tx, playerId, {
        definitions: [LIMIT_DEFINITION.DEPOSIT],
        currency,
        lock: amount !== undefined,
      });
      if (rows.length === 0) return;
      const at = now();
      const limits: { amount: bigint; used: bigint }[] = [];
      for (const row of rows) {
        const settled = settle(toState(row), at);
        if (settled.kind !== "unchanged" && settled.kind !== "applied") continue;
        const state = settled.limit;
        if (state.amount === null || !isMoneyPeriod(state.period)) continue;
        const window = windowAt(state.anchoredAt, state.period, at);
        limits.push({
          amount: state.amount,
          used: await sumDepositsSince(tx, playerId, currency, window.start),
        });
      }
      // Listing methods: refuse once a limit is used up; a deposit: refuse what would exceed it.
      const fits =
        amount === undefined
          ? limits.every((limit) => limit.used < limit.amount)
          : depositFits(limits, amount);
      if (!fits) {
        throw new AppError(403, ErrorCode.DEPOSIT_LIMIT_REACHED, "Deposit limit reached");
      }
    },

    async assertMaySignIn(playerId) {
      // The limit rows decide, whatever the status says: an exclusion in force refuses.
      const result = await db.transaction(async (tx) => {
        const end = await exclusionEndOf(tx, playerId);
        if (end !== undefined) return { lifted: false, end };
        const [player] = await tx
          .select({ status: players.status })
          .from(players)
          .where(eq(players.id, playerId))
          .for("update");
        if (player?.status !== "self_excluded") return { lifted: false };
        if (!(await liftEndedExclusion(tx, playerId))) return { lifted: false };
        const at = now();
        const settled = await loadSettled(tx, playerId, at);
        await publish(tx, playerId, settled.rows, at);
        return { lifted: true };
      });
      if (result.end !== undefined) throw limitedUntil(result.end);
      if (result.lifted) {
        outbox.notify();
        await deps.afterRevoke(playerId, []);
      }
    },

    exclusionEnd: exclusionEndOf,
  };
  return service;
}
