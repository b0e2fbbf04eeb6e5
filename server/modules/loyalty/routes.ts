import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  claimRakebackBody,
  levelsInputSchema,
  levelsResponse,
  loyaltyAccountResponse,
  manualPointsBody,
  pointEntrySchema,
  pointHistoryQuery,
  pointRatesInputSchema,
  pointRatesResponse,
  rakebackClaimResponse,
} from "../../../contracts/loyalty.ts";
import { withNameIn } from "../../../contracts/localized-text.ts";
import { pageMetaSchema } from "../../../contracts/player.ts";
import type { HttpServer } from "../../platform/http.ts";
import { operatorOnly } from "../../platform/operator-token.ts";
import type { Platform } from "../../platform/platform.ts";
import { requirePlayer } from "../player/auth.ts";
import { requestLocale } from "../player/locale.ts";
import { loyaltyBetEffect } from "./bet-effect.ts";
import { accountIn } from "./in-locale.ts";
import type { RewardIssuer, RewardWiring } from "./reward-issuer.ts";
import {
  createLoyaltyService,
  LEVEL_REWARD_JOB,
  RAKEBACK_PAYOUT_JOB,
  type LoyaltyService,
} from "./service.ts";

const tags = ["retention"];
const operatorTags = ["operator"];
const security = [{ bearerAuth: [] }];
const LOCALE_NOTE =
  "Level `name` is in the request's locale (x-locale header, English where the operator " +
  "wrote none); `names` has every locale written.";

export interface LoyaltyModule {
  service: LoyaltyService;
  /** The bonus engine that pays level-up rewards, rakeback and quests' bonus rewards. */
  rewards: {
    set(wiring: RewardWiring): void;
    /** The issuer, once set. */
    get(): RewardIssuer | undefined;
  };
}

/**
 * Loyalty (SPEC §7 Quests and retention): the player's account and the levels, the points
 * history and rakeback claims under /api/retention; levels, rates and manual credits under
 * /api/operator/loyalty (operator token). Points and rakeback are a bet effect.
 */
export async function registerLoyaltyRoutes(
  api: HttpServer,
  platform: Platform,
): Promise<LoyaltyModule> {
  let wiring: RewardWiring | undefined;
  const rewards = {
    set(next: RewardWiring) {
      wiring = next;
    },
    get: () => wiring?.issuer,
  };
  const service = createLoyaltyService({
    db: platform.db,
    outbox: platform.outbox,
    jobs: platform.jobs,
    rewards: () => wiring,
  });
  platform.events.register(loyaltyBetEffect(service, platform.outbox));
  platform.jobs.register<{ playerId?: unknown; levelOrder?: unknown }>(
    LEVEL_REWARD_JOB,
    async (payload) => {
      if (typeof payload.playerId === "string" && typeof payload.levelOrder === "number") {
        await service.issueLevelReward(payload.playerId, payload.levelOrder);
      }
    },
  );
  platform.jobs.register<{ claimId?: unknown }>(RAKEBACK_PAYOUT_JOB, async (payload) => {
    if (typeof payload.claimId === "string") await service.payRakeback(payload.claimId);
  });

  await api.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();

    scope.get(
      "/retention/account",
      {
        preHandler: api.authenticate,
        schema: {
          tags,
          security,
          summary: "The player's loyalty account: points, level, next level, rakeback",
          description:
            "points are whole points; percentage is the way from the current level's threshold " +
            "to the next. rakeback lists what accrued per currency (whole minor units). " +
            "vip.eligible is false for a player in GB without a verified identity or under 25: " +
            "VIP levels' perks then do not apply. " +
            LOCALE_NOTE,
          response: { 200: loyaltyAccountResponse },
        },
      },
      async (request) => ({
        data: accountIn(await service.account(requirePlayer(request).id), requestLocale(request)),
      }),
    );

    scope.get(
      "/retention/levels",
      {
        schema: {
          tags,
          summary: "The loyalty levels, lowest first, with their thresholds and perks",
          description: LOCALE_NOTE,
          response: { 200: levelsResponse },
        },
      },
      async (request) => ({
        data: (await service.levels()).map((level) => withNameIn(level, requestLocale(request))),
      }),
    );

    scope.get(
      "/retention/account/history",
      {
        preHandler: api.authenticate,
        schema: {
          tags,
          security,
          summary: "The player's points history, newest first",
          description:
            "Wagering is one line per product and UTC day (refunded stakes one line of their " +
            "own); quest rewards and operator credits one line each.",
          querystring: pointHistoryQuery,
          response: { 200: z.object({ data: z.array(pointEntrySchema), meta: pageMetaSchema }) },
        },
      },
      async (request) =>
        service.history(requirePlayer(request).id, request.query.page, request.query.perPage),
    );

    scope.post(
      "/retention/rakeback/claim",
      {
        preHandler: api.authenticate,
        schema: {
          tags,
          security,
          summary: "Claim the rakeback accrued in a currency",
          description:
            "Takes the whole minor units accrued and has the bonus engine pay them as a bonus " +
            "without wagering (status 1 waiting, 2 paid, 3 refused by its rules: the amount " +
            "returns to the accrued rakeback). Nothing accrued: 400. No bonus engine: 403.",
          body: claimRakebackBody,
          response: { 200: rakebackClaimResponse },
        },
      },
      async (request) => ({
        data: await service.claimRakeback(requirePlayer(request).id, request.body.currency),
      }),
    );
  });

  await api.register(async (plugin) => {
    const operator = plugin.withTypeProvider<ZodTypeProvider>();
    operator.addHook("onRequest", operatorOnly(platform.config.secrets.operatorToken));

    operator.get(
      "/operator/loyalty/levels",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "The loyalty levels",
          response: { 200: levelsResponse },
        },
      },
      async () => ({ data: await service.levels() }),
    );

    operator.put(
      "/operator/loyalty/levels",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "Replace the loyalty levels (the whole table, lowest first)",
          description:
            "The first level needs 0 points and each next one more. Players keep their points; " +
            "a level reached through a lowered threshold is announced with its next points.",
          body: levelsInputSchema,
          response: { 200: levelsResponse },
        },
      },
      async (request) => ({ data: await service.operator.replaceLevels(request.body) }),
    );

    operator.get(
      "/operator/loyalty/rates",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "Points per 1 unit of the base currency staked, per product and currency",
          response: { 200: pointRatesResponse },
        },
      },
      async () => ({ data: await service.operator.rates() }),
    );

    operator.put(
      "/operator/loyalty/rates",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "Replace the point rates",
          description: "currency * is the rate of every currency without a row of its own.",
          body: pointRatesInputSchema,
          response: { 200: pointRatesResponse },
        },
      },
      async (request) => ({ data: await service.operator.replaceRates(request.body) }),
    );

    operator.post(
      "/operator/loyalty/players/:playerId/points",
      {
        schema: {
          tags: operatorTags,
          security,
          summary: "Credit a player points (once per idempotencyKey)",
          params: z.object({ playerId: z.uuid() }),
          body: manualPointsBody,
          response: { 200: loyaltyAccountResponse },
        },
      },
      async (request) => ({
        data: await service.operator.creditManual(request.params.playerId, request.body),
      }),
    );
  });

  return { service, rewards };
}
