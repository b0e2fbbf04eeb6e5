import {
  createLimitSchema,
  limitParams,
  limitResponse,
  limitsResponse,
  updateLimitSchema,
} from "../../../contracts/limit.ts";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";
import type { GameModule } from "../game/routes.ts";
import type { PaymentModule } from "../payment/routes.ts";
import { requirePlayer } from "../player/auth.ts";
import type { SessionService } from "../player/sessions/service.ts";
import { createLimitBetCheck } from "./bet-check.ts";
import { createLimitService, LIMIT_SETTLE_JOB, type LimitService } from "./service.ts";

const tags = ["limits"];
const security = [{ bearerAuth: [] }];

/**
 * /player/limits (SPEC §7): responsible-gaming limits, and their enforcement where the limited
 * thing happens: deposits (13100) through the payment module's hook, bets (14100, 14101) as a bet
 * check, sign-in and game launch (14103) during self-exclusion or cooling-off.
 */
export async function registerLimitRoutes(
  api: HttpServer,
  platform: Platform,
  modules: { sessions: SessionService; payments?: PaymentModule; games?: GameModule },
): Promise<LimitService> {
  const { sessions } = modules;
  const limits = createLimitService({
    db: platform.db,
    outbox: platform.outbox,
    jobs: platform.jobs,
    revokeSessions: (tx, playerId) =>
      sessions.revokeInTransaction(tx, { playerId }, "self-exclusion"),
    async afterRevoke(playerId, sessionIds) {
      await sessions.afterRevoke(sessionIds);
      await sessions.forgetPlayer(playerId, { disconnect: sessionIds.length > 0 });
    },
  });
  platform.jobs.register<{ playerId?: unknown }>(LIMIT_SETTLE_JOB, async (payload) => {
    if (typeof payload.playerId === "string") await limits.settlePlayer(payload.playerId);
  });
  sessions.setSignInGate((playerId) => limits.assertMaySignIn(playerId));
  modules.payments?.service.setDepositLimitCheck((input) =>
    limits.assertDepositAllowed(input.tx ?? platform.db, input),
  );
  modules.games?.registerBetCheck(createLimitBetCheck());

  api.get(
    "/player/limits",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "The player's limits in force, with what each period has used",
        description:
          "definition 1 bet, 2 loss, 3 deposit (amount and currentAmount in major units of " +
          "currency; startedAt/expiredAt bound the current period), 4 self-exclusion, 5 " +
          "cooling-off (expiredAt is the end; null = permanent). pendingExist: an increase waits " +
          "until pendingAt; cancelProcess: a removal waits until pendingAt.",
        response: { 200: limitsResponse },
      },
    },
    async (request) => ({ data: await limits.list(requirePlayer(request).id) }),
  );

  api.post(
    "/player/limits",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Set a limit; answers every limit in force",
        description:
          "Money limits: { definition: 1|2|3, period, currency, amount }, or advanced mode " +
          "{ definition, items: [{ period, currency, amount }] } with every period and, in each, " +
          "every currency of the player. A new limit applies at once. Exclusions: { definition: " +
          "4|5, period } with a period option of the settings constants; they apply at once, " +
          "sign the player out everywhere and can only be extended.",
        body: createLimitSchema,
        response: { 200: limitsResponse },
      },
    },
    async (request) => ({ data: await limits.create(requirePlayer(request).id, request.body) }),
  );

  api.put(
    "/player/limits/:id",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Change a money limit's period and amount",
        description:
          "A lower amount (or a longer period) applies at once; a higher amount or a shorter " +
          "period waits 24 hours (pendingExist). Asking for the limit as it is cancels a pending " +
          "increase or removal. Exclusions can't be changed (400).",
        params: limitParams,
        body: updateLimitSchema,
        response: { 200: limitResponse },
      },
    },
    async (request) => ({
      data: await limits.update(requirePlayer(request).id, request.params.id, request.body),
    }),
  );

  api.delete(
    "/player/limits/:id",
    {
      preHandler: api.authenticate,
      schema: {
        tags,
        security,
        summary: "Remove a money limit after 24 hours",
        description:
          "The limit stays in force with cancelProcess: true until pendingAt; a PUT with its " +
          "current period and amount cancels the removal. Exclusions can't be lifted (400).",
        params: limitParams,
        response: { 200: limitResponse },
      },
    },
    async (request) => ({
      data: await limits.remove(requirePlayer(request).id, request.params.id),
    }),
  );

  return limits;
}
