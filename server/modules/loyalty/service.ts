import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { channels, RealtimeEvent } from "../../../contracts/events.ts";
import {
  levelPerksSchema,
  type AccountLevelUpdatedMessage,
  type Level,
  type LevelInput,
  type LoyaltyAccount,
  type LoyaltyProduct,
  type PointEntry,
  type PointRate,
} from "../../../contracts/loyalty.ts";
import { formatMinor } from "../../../contracts/money.ts";
import type { PageMeta } from "../../../contracts/player.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import {
  currencies,
  loyaltyLevelRewards,
  loyaltyLevels,
  loyaltyPointRates,
  loyaltyRakeback,
  loyaltyRakebackClaims,
  players,
  type LoyaltyLevelRow,
} from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { pageMeta } from "../game/service.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { isRefusal, type RewardIssuer, type RewardWiring } from "./reward-issuer.ts";
import { toBaseCents } from "../../../contracts/base-money.ts";
import {
  edgeFromRtp,
  formatPoints,
  levelPercentage,
  levelsAt,
  MICRO_PER_MINOR,
  pointsCentiFor,
  pointsPerUnitFor,
  rakebackMicroFor,
  wholePoints,
} from "./rules.ts";
import {
  accountOf,
  addRakeback,
  addRakebacks,
  addToDayEntries,
  insertEntryOnce,
  lockAccount,
  lockAccounts,
  lockRakeback,
  selectAccount,
  selectActiveCurrency,
  selectCurrencyFacts,
  selectEntries,
  selectGameRtps,
  selectLevels,
  selectRakeback,
  selectRates,
  selectVipFacts,
  setAccountPoints,
  updateAccount,
  type DayLine,
} from "./store.ts";
import { perksLevel, vipTreatment, type VipDecision } from "./vip-rule.ts";

export const LEVEL_REWARD_JOB = "loyalty.level-reward";
export const RAKEBACK_PAYOUT_JOB = "loyalty.rakeback-payout";

export const RAKEBACK_CLAIM_STATUS = { WAITING: 1, PAID: 2, REFUSED: 3 } as const;

/** A real-money stake or its refund, as the loyalty bet effect reads it. */
export interface WageringFact {
  kind: "placed" | "refunded";
  playerId: string;
  currency: string;
  amount: bigint;
  gameId: number;
  product: LoyaltyProduct;
  /** The UTC day it happened. */
  day: string;
}

export interface LoyaltyService {
  levels(): Promise<Level[]>;
  account(playerId: string): Promise<LoyaltyAccount>;
  history(
    playerId: string,
    page: number,
    perPage: number,
  ): Promise<{ data: PointEntry[]; meta: PageMeta }>;
  claimRakeback(playerId: string, currency: string): Promise<RakebackClaim>;
  /**
   * Credits points once per `reference` in the caller's transaction (quest rewards, operator
   * credits); a level reached is announced. Answers whether it credited.
   */
  creditPoints(
    tx: DbExecutor,
    input: {
      playerId: string;
      points: number;
      kind: "quest" | "manual";
      title: Record<string, string>;
      reference: string;
    },
  ): Promise<boolean>;
  /** The bet effect: points and rakeback for a batch of stakes and refunds. */
  applyWagering(tx: DbExecutor, facts: readonly WageringFact[]): Promise<void>;
  /** Jobs. */
  issueLevelReward(playerId: string, levelOrder: number): Promise<void>;
  payRakeback(claimId: string): Promise<void>;
  /** Whether bonus rewards (level-up, rakeback) can be paid here. */
  hasRewardIssuer(): boolean;
  operator: {
    replaceLevels(levels: readonly LevelInput[]): Promise<Level[]>;
    rates(): Promise<PointRate[]>;
    replaceRates(rates: readonly PointRate[]): Promise<PointRate[]>;
    creditManual(
      playerId: string,
      input: { points: number; reason: string; idempotencyKey: string },
    ): Promise<LoyaltyAccount>;
  };
}

export interface RakebackClaim {
  id: string;
  currency: string;
  amount: string;
  status: number;
  playerBonusId: string | null;
  createdAt: string;
}

export interface LoyaltyServiceDeps {
  db: Db;
  outbox: Pick<Outbox, "enqueue" | "notify">;
  jobs: Pick<JobQueue, "schedule">;
  /** The bonus engine, once it is wired (server/modules.ts). */
  rewards: () => RewardWiring | undefined;
  now?: () => Date;
}

const DEFAULT_LOCALE = "en";

function localizedName(names: Record<string, string>): string {
  return names[DEFAULT_LOCALE] ?? Object.values(names)[0] ?? "";
}

export function toLevel(row: LoyaltyLevelRow): Level {
  const perks = levelPerksSchema.safeParse(row.perks);
  return {
    id: row.id,
    order: row.order,
    name: localizedName(row.name),
    names: row.name,
    points: row.points,
    perks: perks.success
      ? { rakebackPercent: perks.data.rakebackPercent, levelUpReward: perks.data.levelUpReward }
      : { rakebackPercent: "0", levelUpReward: null },
    isVip: row.isVip,
  };
}

function levelRef(level: Level | null) {
  if (!level) return null;
  return {
    id: level.id,
    name: level.name,
    names: level.names,
    points: level.points,
    order: level.order,
    isVip: level.isVip,
  };
}

export function createLoyaltyService(deps: LoyaltyServiceDeps): LoyaltyService {
  const { db, outbox, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const issuerOf = (): RewardIssuer | undefined => deps.rewards()?.issuer;
  const rakebackDefinition = (): string | undefined => deps.rewards()?.rakebackDefinitionId;

  async function vipDecision(executor: DbExecutor, playerId: string): Promise<VipDecision> {
    const facts = await selectVipFacts(executor, playerId);
    return vipTreatment(
      facts ?? { country: null, birthdate: null, identityVerified: false },
      now(),
    );
  }

  async function accountView(executor: DbExecutor, playerId: string): Promise<LoyaltyAccount> {
    const [levelRows, account, rakeback, decision] = await Promise.all([
      selectLevels(executor),
      selectAccount(executor, playerId),
      selectRakeback(executor, playerId),
      vipDecision(executor, playerId),
    ]);
    const levels = levelRows.map(toLevel);
    const points = wholePoints(account.pointsCenti);
    const { current, next } = levelsAt(levels, points);
    const perks = perksLevel(levels, current, decision);
    return {
      points,
      currentLevel: levelRef(current),
      nextLevel: levelRef(next),
      percentage: levelPercentage(points, current, next),
      rakebackPercent: perks?.perks.rakebackPercent ?? "0",
      rakeback: rakeback
        .filter((row) => row.accruedMicro >= MICRO_PER_MINOR)
        .map((row) => ({
          currency: row.currency,
          amount: formatMinor(row.accruedMicro / MICRO_PER_MINOR, row.subunitToUnit),
        })),
      rakebackClaimable: issuerOf() !== undefined && rakebackDefinition() !== undefined,
      vip: decision.eligible
        ? { eligible: true, reason: null }
        : { eligible: false, reason: decision.reason },
    };
  }

  /**
   * After the points changed: the level of the new total is stored; a higher one is announced
   * on retention:accounts#{id} and its level-up rewards are scheduled (once per level).
   */
  async function settleLevel(
    tx: DbExecutor,
    playerId: string,
    pointsCenti: bigint,
    storedOrder: number,
    levels: readonly Level[],
  ): Promise<void> {
    const reached = levelsAt(levels, wholePoints(pointsCenti)).current?.order ?? 1;
    if (reached === storedOrder) return;
    await updateAccount(tx, playerId, { levelOrder: reached });
    if (reached < storedOrder) return;
    for (const level of levels) {
      if (level.order <= storedOrder || level.order > reached || !level.perks.levelUpReward) {
        continue;
      }
      await jobs.schedule(
        tx,
        LEVEL_REWARD_JOB,
        { playerId, levelOrder: level.order },
        { uniqueKey: `loyalty-level:${playerId}:${level.order}` },
      );
    }
    const message: AccountLevelUpdatedMessage = {
      event: RealtimeEvent.ACCOUNT_LEVEL_UPDATED,
      ...(await accountView(tx, playerId)),
    };
    await outbox.enqueue(tx, channels.retentionAccounts(playerId), message);
  }

  async function toClaim(row: typeof loyaltyRakebackClaims.$inferSelect): Promise<RakebackClaim> {
    const facts = await selectCurrencyFacts(db, [row.currency]);
    const subunit = facts.get(row.currency)?.subunitToUnit ?? 100n;
    return {
      id: row.id,
      currency: row.currency,
      amount: formatMinor(row.amount, subunit),
      status: row.status,
      playerBonusId: row.playerBonusId,
      createdAt: row.createdAt.toISOString(),
    };
  }

  const service: LoyaltyService = {
    async levels() {
      return (await selectLevels(db)).map(toLevel);
    },

    account: (playerId) => accountView(db, playerId),

    async history(playerId, page, perPage) {
      const { rows, total } = await selectEntries(db, playerId, page, perPage);
      return {
        data: rows.map((row) => ({
          id: row.id.toString(),
          kind: row.kind,
          product: row.product === "casino" || row.product === "sport" ? row.product : null,
          points: formatPoints(row.pointsCenti),
          title: row.title,
          day: row.day,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        })),
        meta: pageMeta(page, perPage, total),
      };
    },

    async claimRakeback(playerId, currency) {
      if (!issuerOf() || !rakebackDefinition()) {
        throw AppError.forbidden("Rakeback is not paid out on this site");
      }
      const row = await db.transaction(async (tx) => {
        const accrued = await lockRakeback(tx, playerId, currency);
        const amount = (accrued?.accruedMicro ?? 0n) / MICRO_PER_MINOR;
        if (amount <= 0n) {
          throw AppError.validation(
            { currency: [`No rakeback to claim in ${currency} yet`] },
            `No rakeback to claim in ${currency} yet`,
          );
        }
        await tx
          .update(loyaltyRakeback)
          .set({
            accruedMicro: sql`${loyaltyRakeback.accruedMicro} - ${(amount * MICRO_PER_MINOR).toString()}::bigint`,
            updatedAt: sql`now()`,
          })
          .where(
            and(eq(loyaltyRakeback.playerId, playerId), eq(loyaltyRakeback.currency, currency)),
          );
        const [claim] = await tx
          .insert(loyaltyRakebackClaims)
          .values({ playerId, currency, amount })
          .returning();
        if (!claim) throw new Error("loyalty: claim not written");
        await jobs.schedule(
          tx,
          RAKEBACK_PAYOUT_JOB,
          { claimId: claim.id },
          { uniqueKey: `loyalty-rakeback:${claim.id}`, maxAttempts: 10 },
        );
        return claim;
      });
      return toClaim(row);
    },

    async creditPoints(tx, input) {
      const pointsCenti = BigInt(input.points) * 100n;
      const written = await insertEntryOnce(tx, {
        playerId: input.playerId,
        kind: input.kind,
        pointsCenti,
        title: input.title,
        reference: input.reference,
      });
      if (!written) return false;
      const account = await lockAccount(tx, input.playerId);
      const total = account.pointsCenti + pointsCenti;
      await updateAccount(tx, input.playerId, { pointsCenti: total });
      const levels = (await selectLevels(tx)).map(toLevel);
      await settleLevel(tx, input.playerId, total, account.levelOrder, levels);
      return true;
    },

    async applyWagering(tx, facts) {
      if (facts.length === 0) return;
      const [rates, levelRows, currencyFacts, rtps] = await Promise.all([
        selectRates(tx),
        selectLevels(tx),
        selectCurrencyFacts(tx, [...new Set(facts.map((fact) => fact.currency))]),
        selectGameRtps(tx, [...new Set(facts.map((fact) => fact.gameId))]),
      ]);
      const levels = levelRows.map(toLevel);
      const byPlayer = new Map<string, WageringFact[]>();
      for (const fact of facts) {
        const list = byPlayer.get(fact.playerId) ?? [];
        list.push(fact);
        byPlayer.set(fact.playerId, list);
      }
      // One statement per kind of write for the whole batch, whatever its number of players.
      const accounts = await lockAccounts(tx, [...byPlayer.keys()]);
      const dayLines: DayLine[] = [];
      const rakebacks: { playerId: string; currency: string; micro: bigint }[] = [];
      const totals: { playerId: string; pointsCenti: bigint; levelOrder: number }[] = [];
      for (const [playerId, playerFacts] of byPlayer) {
        const account = accountOf(accounts, playerId);
        const reached = levelsAt(levels, wholePoints(account.pointsCenti)).current;
        const decision: VipDecision = reached?.isVip
          ? await vipDecision(tx, playerId)
          : { eligible: true, reason: null };
        const rakebackPercent = perksLevel(levels, reached, decision)?.perks.rakebackPercent ?? "0";
        const lines = new Map<string, DayLine>();
        const rakeback = new Map<string, bigint>();
        let delta = 0n;
        for (const fact of playerFacts) {
          const currency = currencyFacts.get(fact.currency);
          if (!currency) continue;
          const sign = fact.kind === "placed" ? 1n : -1n;
          const base = toBaseCents(fact.amount, currency.subunitToUnit, currency.rate);
          const centi =
            pointsCentiFor(base, pointsPerUnitFor(rates, fact.product, fact.currency)) * sign;
          const kind = fact.kind === "placed" ? "wager" : "refund";
          const key = `${kind}:${fact.product}:${fact.day}`;
          const line = lines.get(key) ?? {
            playerId,
            kind,
            product: fact.product,
            day: fact.day,
            pointsCenti: 0n,
          };
          line.pointsCenti += centi;
          lines.set(key, line);
          delta += centi;
          const edge = edgeFromRtp(rtps.get(fact.gameId) ?? null, fact.product);
          const micro = rakebackMicroFor(fact.amount, edge, rakebackPercent) * sign;
          rakeback.set(fact.currency, (rakeback.get(fact.currency) ?? 0n) + micro);
        }
        dayLines.push(...[...lines.values()].filter((line) => line.pointsCenti !== 0n));
        for (const [currency, micro] of rakeback) {
          if (micro !== 0n) rakebacks.push({ playerId, currency, micro });
        }
        if (delta !== 0n) {
          const total = account.pointsCenti + delta > 0n ? account.pointsCenti + delta : 0n;
          totals.push({ playerId, pointsCenti: total, levelOrder: account.levelOrder });
        }
      }
      await addToDayEntries(tx, dayLines);
      await addRakebacks(tx, rakebacks);
      await setAccountPoints(tx, totals);
      for (const total of totals) {
        await settleLevel(tx, total.playerId, total.pointsCenti, total.levelOrder, levels);
      }
    },

    async issueLevelReward(playerId, levelOrder) {
      const [done] = await db
        .select({ outcome: loyaltyLevelRewards.outcome })
        .from(loyaltyLevelRewards)
        .where(
          and(
            eq(loyaltyLevelRewards.playerId, playerId),
            eq(loyaltyLevelRewards.levelOrder, levelOrder),
          ),
        );
      if (done) return;
      const [row] = await db
        .select()
        .from(loyaltyLevels)
        .where(eq(loyaltyLevels.order, levelOrder));
      const level = row ? toLevel(row) : null;
      const reward = level?.perks.levelUpReward;
      if (!level || !reward) return;
      const record = (
        outcome: "issued" | "withheld",
        issued: { playerBonusId?: string; playerFreespinId?: string } = {},
      ) =>
        db
          .insert(loyaltyLevelRewards)
          .values({
            playerId,
            levelOrder,
            outcome,
            playerBonusId: issued.playerBonusId ?? null,
            playerFreespinId: issued.playerFreespinId ?? null,
          })
          .onConflictDoNothing();
      if (level.isVip && !(await vipDecision(db, playerId)).eligible) {
        await record("withheld");
        return;
      }
      const issuer = issuerOf();
      if (!issuer) throw new Error("loyalty: no bonus engine to issue the level-up reward");
      try {
        const issued = await issuer.issueReward({
          playerId,
          definitionId: reward.definitionId,
          currency: (await selectActiveCurrency(db, playerId)) ?? undefined,
          idempotencyKey: `loyalty-level:${playerId}:${levelOrder}`,
          source: { kind: "loyalty", id: `level:${levelOrder}` },
        });
        await record("issued", issued);
      } catch (error) {
        if (!isRefusal(error)) throw error;
        await record("withheld");
      }
    },

    async payRakeback(claimId) {
      const [claim] = await db
        .select()
        .from(loyaltyRakebackClaims)
        .where(eq(loyaltyRakebackClaims.id, claimId));
      if (!claim || claim.status !== RAKEBACK_CLAIM_STATUS.WAITING) return;
      const issuer = issuerOf();
      const definitionId = rakebackDefinition();
      if (!issuer || !definitionId) throw new Error("loyalty: no bonus engine to pay rakeback");
      const subunit =
        (await selectCurrencyFacts(db, [claim.currency])).get(claim.currency)?.subunitToUnit ??
        100n;
      try {
        const issued = await issuer.issueReward({
          playerId: claim.playerId,
          definitionId,
          currency: claim.currency,
          amount: formatMinor(claim.amount, subunit),
          idempotencyKey: `loyalty-rakeback:${claim.id}`,
          source: { kind: "loyalty", id: claim.id },
        });
        await db
          .update(loyaltyRakebackClaims)
          .set({
            status: RAKEBACK_CLAIM_STATUS.PAID,
            playerBonusId: issued.playerBonusId ?? null,
            updatedAt: sql`now()`,
          })
          .where(eq(loyaltyRakebackClaims.id, claim.id));
      } catch (error) {
        if (!isRefusal(error)) throw error;
        // Refused (an exclusion, a jurisdiction rule): the rakeback stays the player's.
        await db.transaction(async (tx) => {
          const [refused] = await tx
            .update(loyaltyRakebackClaims)
            .set({ status: RAKEBACK_CLAIM_STATUS.REFUSED, updatedAt: sql`now()` })
            .where(
              and(
                eq(loyaltyRakebackClaims.id, claim.id),
                eq(loyaltyRakebackClaims.status, RAKEBACK_CLAIM_STATUS.WAITING),
              ),
            )
            .returning();
          if (refused) {
            await addRakeback(tx, claim.playerId, claim.currency, claim.amount * MICRO_PER_MINOR);
          }
        });
      }
    },

    hasRewardIssuer: () => issuerOf() !== undefined,

    operator: {
      async replaceLevels(levels) {
        if (!issuerOf() && levels.some((level) => level.perks.levelUpReward)) {
          throw AppError.validation(
            { levelUpReward: ["No bonus engine on this server to issue level-up rewards"] },
            "No bonus engine on this server to issue level-up rewards",
          );
        }
        await db.transaction(async (tx) => {
          for (const [index, level] of levels.entries()) {
            const values = {
              order: index + 1,
              name: level.name,
              points: level.points,
              perks: level.perks,
              isVip: level.isVip,
              updatedAt: new Date(),
            };
            await tx
              .insert(loyaltyLevels)
              .values(values)
              .onConflictDoUpdate({ target: loyaltyLevels.order, set: values });
          }
          await tx.delete(loyaltyLevels).where(gt(loyaltyLevels.order, levels.length));
        });
        return service.levels();
      },

      async rates() {
        return (await selectRates(db)).map((rate) => ({
          product: rate.product as LoyaltyProduct,
          currency: rate.currency,
          pointsPerUnit: rate.pointsPerUnit.replace(/\.?0+$/, ""),
        }));
      },

      async replaceRates(rates) {
        const codes = rates.map((rate) => rate.currency).filter((code) => code !== "*");
        if (codes.length > 0) {
          const known = await db
            .select({ code: currencies.code })
            .from(currencies)
            .where(inArray(currencies.code, codes));
          const unknown = codes.filter((code) => !known.some((row) => row.code === code));
          if (unknown.length > 0) {
            throw AppError.validation(
              { currency: [`Unknown currency: ${unknown.join(", ")}`] },
              `Unknown currency: ${unknown.join(", ")}`,
            );
          }
        }
        await db.transaction(async (tx) => {
          await tx.delete(loyaltyPointRates);
          await tx.insert(loyaltyPointRates).values(rates.map((rate) => ({ ...rate })));
        });
        return service.operator.rates();
      },

      async creditManual(playerId, input) {
        const [player] = await db
          .select({ id: players.id })
          .from(players)
          .where(eq(players.id, playerId));
        if (!player) throw AppError.notFound("No such player");
        await db.transaction((tx) =>
          service.creditPoints(tx, {
            playerId,
            points: input.points,
            kind: "manual",
            title: { en: input.reason },
            reference: `manual:${input.idempotencyKey}`,
          }),
        );
        outbox.notify();
        return accountView(db, playerId);
      },
    },
  };
  return service;
}
