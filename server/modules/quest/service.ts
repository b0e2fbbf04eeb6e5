import { eq } from "drizzle-orm";
import { channels, RealtimeEvent } from "../../../contracts/events.ts";
import {
  ACTIVE_QUEST_STATES,
  QUEST_STATE,
  type Quest,
  type QuestDefinition,
  type QuestDefinitionInput,
  type QuestTaskUpdatedMessage,
  type QuestUpdatedMessage,
  type ResetSchedule,
} from "../../../contracts/quest.ts";
import type { Db, DbExecutor } from "../../db/client.ts";
import { questDefinitions, type PlayerQuestRow, type PlayerQuestTaskRow } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import type { JobQueue } from "../../platform/jobs.ts";
import type { Outbox } from "../../platform/outbox.ts";
import { isRefusal, type RewardIssuer } from "../loyalty/reward-issuer.ts";
import type { LoyaltyService } from "../loyalty/service.ts";
import { uniqueViolation } from "../../db/errors.ts";
import { selectActiveCurrency } from "../loyalty/store.ts";
import {
  definitionTasks,
  parseRewards,
  storedMinBet,
  storedMultiplier,
  storedQuantity,
  toDefinition,
  toDefinitionValues,
} from "./definitions.ts";
import { advanceQuest, type QuestFact } from "./progress.ts";
import { deadlineOf, instanceExpiry, isOffered, periodKey } from "./schedule.ts";
import {
  insertInstance,
  insertRewardIssue,
  insertTasks,
  lockPlayerQuest,
  lockQuestById,
  lockStartedQuests,
  resetTasks,
  selectDefinition,
  selectDefinitions,
  selectDisplayCurrency,
  selectGames,
  selectIssuedPeriods,
  selectIssuedRewards,
  selectPlayerQuests,
  selectQuestById,
  selectRewardIssue,
  selectTasks,
  updateQuest,
  updateTask,
} from "./store.ts";
import { toQuest, toQuestTask, toTaskState, type DisplayCurrency } from "./views.ts";

export const QUEST_EXPIRE_JOB = "quest.expire";
export const QUEST_REWARD_JOB = "quest.reward";

/** A fact of one player, as the progress consumer hands it over. */
export interface PlayerFact {
  playerId: string;
  fact: QuestFact;
}

export interface QuestService {
  list(playerId: string, query: { state?: number[]; currency?: string }): Promise<Quest[]>;
  activate(playerId: string, id: string, currency?: string): Promise<Quest>;
  cancel(playerId: string, id: string, currency?: string): Promise<Quest>;
  claim(playerId: string, id: string, currency?: string): Promise<Quest>;
  /** Issues the quests on offer the player has no instance of yet, in the caller's transaction. */
  issueOffered(
    tx: DbExecutor,
    playerId: string,
    options: { at: Date; announce: boolean },
  ): Promise<PlayerQuestRow[]>;
  /** The progress effect: facts of a batch, in commit order, in its transaction. */
  applyFacts(tx: DbExecutor, facts: readonly PlayerFact[]): Promise<void>;
  /** Jobs. */
  expire(playerQuestId: string): Promise<void>;
  issueReward(playerQuestId: string, rewardIndex: number): Promise<void>;
  operator: {
    list(): Promise<QuestDefinition[]>;
    get(id: number): Promise<QuestDefinition>;
    create(input: QuestDefinitionInput): Promise<QuestDefinition>;
    update(id: number, input: QuestDefinitionInput): Promise<QuestDefinition>;
  };
}

export interface QuestServiceDeps {
  db: Db;
  outbox: Pick<Outbox, "enqueue" | "enqueueMany" | "notify">;
  jobs: Pick<JobQueue, "schedule">;
  loyalty: Pick<LoyaltyService, "creditPoints">;
  /** The bonus engine, once it is wired (server/modules.ts). */
  issuer: () => RewardIssuer | undefined;
  now?: () => Date;
}

function notFound(): AppError {
  return AppError.notFound("No such quest");
}

function refused(message: string): AppError {
  return AppError.validation({ id: [message] }, message);
}

export function createQuestService(deps: QuestServiceDeps): QuestService {
  const { db, outbox, jobs, loyalty } = deps;
  const now = deps.now ?? (() => new Date());

  async function view(
    executor: DbExecutor,
    quest: PlayerQuestRow,
    currency: DisplayCurrency,
  ): Promise<Quest> {
    const [tasks, issued] = await Promise.all([
      selectTasks(executor, [quest.id]),
      selectIssuedRewards(executor, [quest.id]),
    ]);
    return toQuest(quest, tasks, currency, issued.get(quest.id));
  }

  async function publishQuest(
    tx: DbExecutor,
    quest: PlayerQuestRow,
    currency?: DisplayCurrency,
  ): Promise<Quest> {
    const shown = currency ?? (await selectDisplayCurrency(tx, quest.playerId));
    const data = await view(tx, quest, shown);
    const message: QuestUpdatedMessage = { event: RealtimeEvent.QUEST_UPDATED, ...data };
    await outbox.enqueue(tx, channels.retentionQuests(quest.playerId), message);
    return data;
  }

  async function scheduleExpiry(tx: DbExecutor, quest: PlayerQuestRow, at: Date): Promise<void> {
    await jobs.schedule(
      tx,
      QUEST_EXPIRE_JOB,
      { playerQuestId: quest.id },
      { runAt: at, uniqueKey: `quest-expire:${quest.id}:${at.getTime()}` },
    );
  }

  async function issueOffered(
    tx: DbExecutor,
    playerId: string,
    options: { at: Date; announce: boolean },
  ): Promise<PlayerQuestRow[]> {
    const { at } = options;
    const offered = (await selectDefinitions(tx)).filter((definition) => isOffered(definition, at));
    if (offered.length === 0) return [];
    const have = await selectIssuedPeriods(tx, playerId);
    const missing = offered.filter(
      (definition) =>
        !have.has(`${definition.id}:${periodKey(definition.resetSchedule as ResetSchedule, at)}`),
    );
    if (missing.length === 0) return [];
    const tasksOf = new Map(
      missing.map((definition) => [definition.id, definitionTasks(definition)]),
    );
    const gamesByIdentity = await selectGames(tx, [
      ...new Set([...tasksOf.values()].flatMap((tasks) => tasks.flatMap((task) => task.games))),
    ]);
    const issued: PlayerQuestRow[] = [];
    for (const definition of missing) {
      const schedule = definition.resetSchedule as ResetSchedule;
      const expiresAt = instanceExpiry(schedule, definition.availableUntil, at);
      const quest = await insertInstance(tx, {
        playerId,
        definitionId: definition.id,
        periodKey: periodKey(schedule, at),
        identity: definition.identity,
        name: definition.name,
        description: definition.description,
        rewards: parseRewards(definition.rewards).map((reward) => ({ ...reward })),
        sequential: definition.sequential,
        resetSchedule: schedule,
        durationMinutes: definition.durationMinutes,
        state: QUEST_STATE.ISSUED,
        issuedAt: at,
        expiresAt,
      });
      if (!quest) continue;
      await insertTasks(
        tx,
        (tasksOf.get(definition.id) ?? []).map((task, position) => {
          const games = task.games.flatMap((identity) => {
            const game = gamesByIdentity.get(identity);
            return game ? [{ identity, id: game.id, name: game.name }] : [];
          });
          return {
            playerQuestId: quest.id,
            position,
            type: task.type,
            quantity: storedQuantity(task),
            games: games.map(({ identity, name }) => ({ identity, name })),
            gameIds: games.map((game) => game.id),
            minBet: storedMinBet(task.minBet),
            minMultiplier: storedMultiplier(task.minMultiplier),
            minLegs: task.minLegs,
            name: task.name,
          };
        }),
      );
      if (expiresAt) await scheduleExpiry(tx, quest, expiresAt);
      if (options.announce) await publishQuest(tx, quest);
      issued.push(quest);
    }
    return issued;
  }

  /** Locks the player's quest, changes it, publishes it: the answer is what the player sees. */
  async function change(
    playerId: string,
    id: string,
    currencyCode: string | undefined,
    apply: (tx: DbExecutor, quest: PlayerQuestRow, at: Date) => Promise<PlayerQuestRow>,
  ): Promise<Quest> {
    const data = await db.transaction(async (tx) => {
      const quest = await lockPlayerQuest(tx, playerId, id);
      if (!quest) throw notFound();
      const changed = await apply(tx, quest, now());
      return publishQuest(tx, changed, await selectDisplayCurrency(tx, playerId, currencyCode));
    });
    outbox.notify();
    return data;
  }

  /** Writes what advancing did to one started quest; answers the messages to send. */
  async function saveAdvance(
    tx: DbExecutor,
    quest: PlayerQuestRow,
    before: readonly PlayerQuestTaskRow[],
    after: ReturnType<typeof toTaskState>[],
    changed: ReadonlySet<number>,
    at: Date,
  ) {
    const rows: PlayerQuestTaskRow[] = before.map((row) => {
      const state = after.find((task) => task.position === row.position);
      if (!state || !changed.has(row.position)) return row;
      return {
        ...row,
        progress: state.progress,
        lastDay: state.lastDay,
        completedAt: state.completed ? (row.completedAt ?? at) : null,
      };
    });
    for (const row of rows) {
      if (!changed.has(row.position)) continue;
      await updateTask(tx, row.id, {
        progress: row.progress,
        lastDay: row.lastDay,
        completedAt: row.completedAt,
      });
    }
    const allDone = rows.every((row) => row.completedAt !== null);
    const current = allDone
      ? await updateQuest(tx, quest.id, { state: QUEST_STATE.COMPLETED, completedAt: at })
      : quest;
    return { quest: current, rows, allDone };
  }

  const service: QuestService = {
    async list(playerId, query) {
      const states = query.state ?? [...ACTIVE_QUEST_STATES];
      await db.transaction((tx) => issueOffered(tx, playerId, { at: now(), announce: false }));
      const [quests, currency] = await Promise.all([
        selectPlayerQuests(db, playerId, states),
        selectDisplayCurrency(db, playerId, query.currency),
      ]);
      const ids = quests.map((quest) => quest.id);
      const [tasks, issued] = await Promise.all([
        selectTasks(db, ids),
        selectIssuedRewards(db, ids),
      ]);
      return quests.map((quest) =>
        toQuest(
          quest,
          tasks.filter((task) => task.playerQuestId === quest.id),
          currency,
          issued.get(quest.id),
        ),
      );
    },

    activate(playerId, id, currency) {
      return change(playerId, id, currency, async (tx, quest, at) => {
        if (quest.state !== QUEST_STATE.ISSUED) {
          throw refused(
            quest.state === QUEST_STATE.ACTIVE
              ? "This quest is already started"
              : "This quest can no longer be started",
          );
        }
        if (quest.expiresAt && quest.expiresAt <= at) throw refused("This quest has ended");
        const deadlineAt = deadlineOf(quest.durationMinutes, quest.expiresAt, at);
        const started = await updateQuest(tx, quest.id, {
          state: QUEST_STATE.ACTIVE,
          activatedAt: at,
          deadlineAt,
        });
        if (deadlineAt && deadlineAt.getTime() !== quest.expiresAt?.getTime()) {
          await scheduleExpiry(tx, started, deadlineAt);
        }
        return started;
      });
    },

    cancel(playerId, id, currency) {
      return change(playerId, id, currency, async (tx, quest) => {
        if (quest.state !== QUEST_STATE.ACTIVE) throw refused("Only a started quest can be left");
        await resetTasks(tx, quest.id);
        return updateQuest(tx, quest.id, {
          state: QUEST_STATE.ISSUED,
          activatedAt: null,
          deadlineAt: null,
        });
      });
    },

    claim(playerId, id, currency) {
      return change(playerId, id, currency, async (tx, quest) => {
        if (quest.state !== QUEST_STATE.COMPLETED) {
          throw refused("Finish every task before claiming the rewards");
        }
        if (quest.rewardsClaimedAt) throw refused("These rewards were already claimed");
        const claimed = await updateQuest(tx, quest.id, { rewardsClaimedAt: new Date() });
        for (const [index, reward] of parseRewards(quest.rewards).entries()) {
          if (reward.kind === "points") {
            await loyalty.creditPoints(tx, {
              playerId,
              points: reward.points,
              kind: "quest",
              title: quest.name,
              reference: `quest:${quest.id}:${index}`,
            });
          } else {
            await jobs.schedule(
              tx,
              QUEST_REWARD_JOB,
              { playerQuestId: quest.id, rewardIndex: index },
              { uniqueKey: `quest-reward:${quest.id}:${index}`, maxAttempts: 10 },
            );
          }
        }
        return claimed;
      });
    },

    issueOffered,

    async applyFacts(tx, facts) {
      if (facts.length === 0) return;
      const playerIds = [...new Set(facts.map((item) => item.playerId))].sort();
      // Sign-ins issue what is on offer first: a quest appears for a returning player.
      for (const { playerId, fact } of facts) {
        if (fact.kind === "signIn")
          await issueOffered(tx, playerId, { at: fact.at, announce: false });
      }
      const quests = await lockStartedQuests(tx, playerIds);
      if (quests.length === 0) return;
      const allTasks = await selectTasks(
        tx,
        quests.map((quest) => quest.id),
      );
      const at = now();
      const messages: Parameters<Outbox["enqueueMany"]>[1][number][] = [];
      const currencies = new Map<string, DisplayCurrency>();
      for (const quest of quests) {
        const startedAt = quest.activatedAt;
        if (!startedAt) continue;
        const before = allTasks.filter((task) => task.playerQuestId === quest.id);
        let states = before.map(toTaskState);
        const changed = new Set<number>();
        for (const { playerId, fact } of facts) {
          if (playerId !== quest.playerId) continue;
          if (fact.at < startedAt || (quest.deadlineAt && fact.at >= quest.deadlineAt)) continue;
          const step = advanceQuest(states, quest.sequential, fact);
          states = step.tasks;
          for (const position of step.changed) changed.add(position);
        }
        if (changed.size === 0) continue;
        const saved = await saveAdvance(tx, quest, before, states, changed, at);
        let currency = currencies.get(quest.playerId);
        if (!currency) {
          currency = await selectDisplayCurrency(tx, quest.playerId);
          currencies.set(quest.playerId, currency);
        }
        const channel = channels.retentionQuests(quest.playerId);
        // A task that moved, and in a sequential quest the one a completion opened.
        const completedNow = saved.rows.some(
          (row) => changed.has(row.position) && row.completedAt !== null,
        );
        const opened =
          quest.sequential && completedNow
            ? saved.rows.find((row) => row.completedAt === null)
            : undefined;
        for (const row of saved.rows) {
          if (!changed.has(row.position) && opened?.id !== row.id) continue;
          const message: QuestTaskUpdatedMessage = {
            event: RealtimeEvent.QUEST_TASK_UPDATED,
            ...toQuestTask(saved.quest, saved.rows, row, currency),
          };
          messages.push({ channel, message });
        }
        if (saved.allDone) {
          const message: QuestUpdatedMessage = {
            event: RealtimeEvent.QUEST_UPDATED,
            ...(await view(tx, saved.quest, currency)),
          };
          messages.push({ channel, message });
        }
      }
      await outbox.enqueueMany(tx, messages);
    },

    async expire(playerQuestId) {
      const ended = await db.transaction(async (tx) => {
        const quest = await lockQuestById(tx, playerQuestId);
        if (!quest) return false;
        const at = now();
        let state: number | null = null;
        if (quest.state === QUEST_STATE.ISSUED && quest.expiresAt && quest.expiresAt <= at) {
          state = QUEST_STATE.EXPIRED_UNSTARTED;
        } else if (
          quest.state === QUEST_STATE.ACTIVE &&
          quest.deadlineAt &&
          quest.deadlineAt <= at
        ) {
          state = QUEST_STATE.EXPIRED;
        }
        if (state === null) return false;
        const expired = await updateQuest(tx, quest.id, { state, endedAt: at });
        await publishQuest(tx, expired);
        // A quest that resets comes back at once for the new period.
        if (quest.resetSchedule !== "none" && quest.expiresAt && quest.expiresAt <= at) {
          await issueOffered(tx, quest.playerId, { at, announce: true });
        }
        return true;
      });
      if (ended) outbox.notify();
    },

    async issueReward(playerQuestId, rewardIndex) {
      if (await selectRewardIssue(db, playerQuestId, rewardIndex)) return;
      const quest = await selectQuestById(db, playerQuestId);
      if (!quest || !quest.rewardsClaimedAt) return;
      const reward = parseRewards(quest.rewards)[rewardIndex];
      if (!reward || reward.kind === "points") return;
      const issuer = deps.issuer();
      if (!issuer) throw new Error("quest: no bonus engine to issue the reward");
      let issued: { playerBonusId?: string; playerFreespinId?: string } = {};
      try {
        issued = await issuer.issueReward({
          playerId: quest.playerId,
          definitionId: reward.definitionId,
          currency: (await selectActiveCurrency(db, quest.playerId)) ?? undefined,
          idempotencyKey: `quest-reward:${quest.id}:${rewardIndex}`,
          source: { kind: "quest", id: quest.id },
        });
      } catch (error) {
        // Refused by the engine's rules: recorded with nothing issued, never retried.
        if (!isRefusal(error)) throw error;
      }
      await db.transaction(async (tx) => {
        await insertRewardIssue(tx, {
          playerQuestId: quest.id,
          rewardIndex,
          playerBonusId: issued.playerBonusId ?? null,
          playerFreespinId: issued.playerFreespinId ?? null,
        });
        const locked = await lockQuestById(tx, quest.id);
        if (locked) await publishQuest(tx, locked);
      });
      outbox.notify();
    },

    operator: {
      async list() {
        return (await selectDefinitions(db)).map(toDefinition);
      },
      async get(id) {
        const row = await selectDefinition(db, id);
        if (!row) throw AppError.notFound("No such quest definition");
        return toDefinition(row);
      },
      async create(input) {
        await assertDefinitionUsable(input);
        const [row] = await db
          .insert(questDefinitions)
          .values(toDefinitionValues(input))
          .onConflictDoNothing()
          .returning();
        if (!row) {
          throw AppError.validation({ identity: ["A quest with this identity exists"] });
        }
        return toDefinition(row);
      },
      async update(id, input) {
        await assertDefinitionUsable(input);
        const existing = await selectDefinition(db, id);
        if (!existing) throw AppError.notFound("No such quest definition");
        try {
          const [row] = await db
            .update(questDefinitions)
            .set({ ...toDefinitionValues(input), updatedAt: new Date() })
            .where(eq(questDefinitions.id, id))
            .returning();
          if (!row) throw AppError.notFound("No such quest definition");
          return toDefinition(row);
        } catch (error) {
          if (uniqueViolation(error) !== undefined) {
            throw AppError.validation({ identity: ["A quest with this identity exists"] });
          }
          throw error;
        }
      },
    },
  };

  /** Games must exist and bonus rewards need the bonus engine. */
  async function assertDefinitionUsable(input: QuestDefinitionInput): Promise<void> {
    const identities = [...new Set(input.tasks.flatMap((task) => task.games))];
    const known = await selectGames(db, identities);
    const unknown = identities.filter((identity) => !known.has(identity));
    if (unknown.length > 0) {
      throw AppError.validation({ games: [`Unknown games: ${unknown.join(", ")}`] });
    }
    const issuer = deps.issuer();
    const engineRewards = input.rewards.flatMap((reward) =>
      reward.kind === "points" ? [] : [reward.definitionId],
    );
    if (!issuer && engineRewards.length > 0) {
      throw AppError.validation({
        rewards: ["No bonus engine on this server to issue bonus or free-spin rewards"],
      });
    }
    for (const definitionId of engineRewards) {
      if (issuer?.knowsDefinition && !(await issuer.knowsDefinition(definitionId))) {
        throw AppError.validation({ rewards: [`Unknown bonus definition: ${definitionId}`] });
      }
    }
  }

  return service;
}
