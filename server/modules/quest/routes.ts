import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  questActionQuery,
  questDefinitionInputSchema,
  questDefinitionParams,
  questDefinitionResponse,
  questDefinitionsResponse,
  questParams,
  questResponse,
  questsQuery,
  questsResponse,
} from "../../../contracts/quest.ts";
import { withNameIn } from "../../../contracts/localized-text.ts";
import type { HttpServer } from "../../platform/http.ts";
import { operatorOnly } from "../../platform/operator-token.ts";
import type { Platform } from "../../platform/platform.ts";
import { foldBracketArrays } from "../game/routes.ts";
import type { LoyaltyModule } from "../loyalty/routes.ts";
import { requirePlayer } from "../player/auth.ts";
import { requestLocale } from "../player/locale.ts";
import { questProgressEffect } from "./progress-effect.ts";
import {
  createQuestService,
  QUEST_EXPIRE_JOB,
  QUEST_REWARD_JOB,
  type QuestService,
} from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Quests and loyalty on the root instance (registerModules sets it). */
    retention?: RetentionModule;
  }
}

export interface RetentionModule {
  loyalty: LoyaltyModule;
  quests: QuestService;
}

const tags = ["retention"];
const operatorTags = ["operator"];
const security = [{ bearerAuth: [] }];

/**
 * Quests (SPEC §7 Quests and retention): the player's quests under /api/retention/quests, the
 * definitions under /api/operator/quests (operator token). Progress is an effect of the event
 * stream; expiry and bonus rewards are jobs.
 */
export async function registerQuestRoutes(
  api: HttpServer,
  platform: Platform,
  loyalty: LoyaltyModule,
): Promise<QuestService> {
  const quests = createQuestService({
    db: platform.db,
    outbox: platform.outbox,
    jobs: platform.jobs,
    loyalty: loyalty.service,
    issuer: loyalty.rewards.get,
  });
  platform.events.register(questProgressEffect(quests, platform.outbox));
  platform.jobs.register<{ playerQuestId?: unknown }>(QUEST_EXPIRE_JOB, async (payload) => {
    if (typeof payload.playerQuestId === "string") await quests.expire(payload.playerQuestId);
  });
  platform.jobs.register<{ playerQuestId?: unknown; rewardIndex?: unknown }>(
    QUEST_REWARD_JOB,
    async (payload) => {
      if (typeof payload.playerQuestId === "string" && typeof payload.rewardIndex === "number") {
        await quests.issueReward(payload.playerQuestId, payload.rewardIndex);
      }
    },
  );

  await api.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addHook("preValidation", async (request) => {
      if (request.query && typeof request.query === "object") {
        foldBracketArrays(request.query as Record<string, unknown>);
      }
    });

    scope.get(
      "/retention/quests",
      {
        preHandler: api.authenticate,
        schema: {
          tags,
          security,
          summary: "The player's quests: state 1 issued, 2 started (default), 3 completed",
          description:
            "state repeats or uses brackets (state[]=1&state[]=2); completed quests (3) are " +
            "listed while their rewards wait to be claimed. Money tasks show progress and " +
            "quantity in `currency` (default: the active account's). Quests on offer that the " +
            "player has no instance of yet are issued on the way. `name` is in the request's " +
            "locale (x-locale header, English where the operator wrote none); `names` and " +
            "`descriptions` have every locale written.",
          querystring: questsQuery,
          response: { 200: questsResponse },
        },
      },
      async (request) => ({
        data: (await quests.list(requirePlayer(request).id, request.query)).map((quest) =>
          withNameIn(quest, requestLocale(request)),
        ),
      }),
    );

    const action = (
      path: "activate" | "cancel" | "claim",
      summary: string,
      description: string,
      run: (
        playerId: string,
        id: string,
        currency?: string,
      ) => ReturnType<QuestService["activate"]>,
    ) =>
      scope.put(
        `/retention/quests/:id/${path}`,
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary,
            description: `${description} Unknown or another player's quest: 404.`,
            params: questParams,
            querystring: questActionQuery,
            response: { 200: questResponse },
          },
        },
        async (request) => ({
          data: withNameIn(
            await run(requirePlayer(request).id, request.params.id, request.query.currency),
            requestLocale(request),
          ),
        }),
      );

    action(
      "activate",
      "Start an issued quest (1 → 2)",
      "Its tasks count from now until its deadline (the duration, or the quest's end). A quest " +
        "not in state 1, or already ended: 400.",
      (playerId, id, currency) => quests.activate(playerId, id, currency),
    );
    action(
      "cancel",
      "Leave a started quest (2 → 1): its progress is lost, it can be started again",
      "A quest not in state 2: 400.",
      (playerId, id, currency) => quests.cancel(playerId, id, currency),
    );
    action(
      "claim",
      "Claim the rewards of a completed quest (3), once",
      "Points are credited at once; a bonus or free spins follow from the bonus engine. " +
        "Not completed, or claimed already: 400.",
      (playerId, id, currency) => quests.claim(playerId, id, currency),
    );
  });

  await api.register(async (plugin) => {
    const operator = plugin.withTypeProvider<ZodTypeProvider>();
    operator.addHook("onRequest", operatorOnly(platform.config.secrets.operatorToken));

    operator.get(
      "/operator/quests",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "Quest definitions, in display order",
          response: { 200: questDefinitionsResponse },
        },
      },
      async () => ({ data: await quests.operator.list() }),
    );
    operator.get(
      "/operator/quests/:id",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "One quest definition",
          params: questDefinitionParams,
          response: { 200: questDefinitionResponse },
        },
      },
      async (request) => ({ data: await quests.operator.get(request.params.id) }),
    );
    operator.post(
      "/operator/quests",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "Add a quest definition",
          description:
            "Money quantities and minBet are in the base currency. Players get it on their next " +
            "visit (quests list, sign-in). Bonus and free-spin rewards need the bonus engine.",
          body: questDefinitionInputSchema,
          response: { 200: questDefinitionResponse },
        },
      },
      async (request) => ({ data: await quests.operator.create(request.body) }),
    );
    operator.put(
      "/operator/quests/:id",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "Change a quest definition",
          description:
            "Quests already issued keep what they were issued with; the change applies to new " +
            "instances (the next period of a quest that resets). isEnabled false stops issuing.",
          params: questDefinitionParams,
          body: questDefinitionInputSchema,
          response: { 200: questDefinitionResponse },
        },
      },
      async (request) => ({
        data: await quests.operator.update(request.params.id, request.body),
      }),
    );
  });

  return quests;
}
