import { eq } from "drizzle-orm";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  addBonusCodeBody,
  bonusAvailabilityResponse,
  bonusCodesQuery,
  bonusStatusQuery,
  cashbackQuery,
  cashbackResponse,
  deleteBonusCodeBody,
  depositBonusesQuery,
  depositBonusesResponse,
  playerBonusCodeResponse,
  playerBonusCodesResponse,
  playerBonusesQuery,
  playerBonusesResponse,
  playerBonusParams,
  playerBonusResponse,
  playerFreespinResponse,
  playerFreespinsResponse,
} from "../../../contracts/bonus.ts";
import type { HttpServer } from "../../platform/http.ts";
import type { Platform } from "../../platform/platform.ts";
import type { GameModule } from "../game/routes.ts";
import { foldBracketQuery } from "../game/routes.ts";
import type { LimitService } from "../limit/service.ts";
import type { PaymentModule } from "../payment/routes.ts";
import { requirePlayer } from "../player/auth.ts";
import { requestLocale } from "../player/locale.ts";
import type { PlayerService } from "../player/service.ts";
import type { Ledger } from "../wallet/ledger.ts";
import {
  BONUS_EXPIRE_JOB,
  createBonusEngine,
  FREESPIN_GRANT_JOB,
  type BonusEngine,
} from "./engine.ts";
import { tryParseMajor } from "../../../contracts/money.ts";
import { emptyResponse } from "../../../contracts/player.ts";
import { bonusDefinitions } from "../../db/schema.ts";
import { AppError } from "../../platform/errors.ts";
import { CASHBACK_JOB, createCashback } from "./cashback.ts";
import { createBonusCodes } from "./codes.ts";
import { createDepositBonuses } from "./deposits.ts";
import { createFreeRounds, finishPlayedPackage, syncFreeRounds } from "./freespins.ts";
import { selectAccount, selectCurrencyPair } from "./store.ts";
import { createMaxBetCheck } from "./max-bet-check.ts";
import { registerOperatorBonusRoutes } from "./operator-routes.ts";
import { wageringConsumer } from "./wagering.ts";
import { createBonusService, type BonusService, type IssueRewardInput } from "./service.ts";
import type { Issued } from "./engine.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The bonus module on the root instance (registerModules sets it): tests and later modules. */
    bonuses?: BonusModule;
  }
}

const tags = ["bonuses"];
const LOCALE_NOTE =
  "Names, descriptions and terms are in the request's locale (x-locale header), " +
  "each in English where the operator wrote no translation.";
const security = [{ bearerAuth: [] }];

export interface BonusModule {
  service: BonusService;
  engine: BonusEngine;
  /**
   * Issues a bonus or free-spin definition to a player once per idempotencyKey (quests, loyalty,
   * manual rewards); see BonusService.issueReward.
   */
  issueReward(input: IssueRewardInput): Promise<Issued>;
  /** The id of a definition by its identity (e.g. "rakeback", the seeded no-wagering one). */
  definitionId(identity: string): Promise<string | undefined>;
  /** Whether a definition with this id exists (ids are UUIDs; anything else does not). */
  hasDefinition(id: string): Promise<boolean>;
}

/**
 * Bonuses (SPEC §7 Bonuses, issue 12): the player's bonuses and free spins under /game, the
 * operator API under /operator/bonuses, and the engine's hooks into other modules: the max-bet
 * check and wagering effect of the bet pipeline, deposits, registration codes, free rounds.
 */
export async function registerBonusRoutes(
  api: HttpServer,
  platform: Platform,
  modules: {
    ledger: Ledger;
    games?: GameModule;
    payments?: PaymentModule;
    limits?: LimitService;
    players?: PlayerService;
  },
): Promise<BonusModule> {
  const { db, outbox, jobs } = platform;
  const engine = createBonusEngine({ db, outbox, jobs, ledger: modules.ledger });
  const service = createBonusService({ db, engine });
  const limits = modules.limits;
  if (limits) {
    // No bonus goes to a player in self-exclusion or cooling-off (issue 13).
    engine.setExclusionCheck(async (executor, playerId) => {
      return (await limits.exclusionEnd(executor, playerId)) !== undefined;
    });
  }
  const deposits = createDepositBonuses({ db, engine });
  const codes = createBonusCodes({ db, engine, service });
  const cashback = createCashback({ db, engine, jobs });
  modules.payments?.service.setDepositBonus(deposits.hook);
  modules.players?.setRegistrationBonus(codes.registration);
  // The bet pipeline: the max bet is a check in the bet's transaction, wagering an effect after.
  modules.games?.registerBetCheck(createMaxBetCheck());
  modules.games?.setFreeRounds(createFreeRounds(engine));
  platform.events.register(
    wageringConsumer({
      engine,
      finishFreespins: (tx, freespinId) => finishPlayedPackage(engine, tx, freespinId),
    }),
  );
  // Free spins are granted to (and taken back from) the game's studio by a job, with retries.
  jobs.register<{ id?: unknown }>(FREESPIN_GRANT_JOB, async (payload) => {
    if (typeof payload.id !== "string") return;
    await syncFreeRounds({ db, providers: modules.games?.providers, now: engine.now }, payload.id);
  });
  jobs.register<{ definitionId?: unknown; periodStart?: unknown }>(
    CASHBACK_JOB,
    async (payload) => {
      if (typeof payload.definitionId !== "string" || typeof payload.periodStart !== "string")
        return;
      await cashback.run(payload.definitionId, new Date(payload.periodStart));
    },
  );
  await cashback.ensureJobs();
  jobs.register<{ kind?: unknown; id?: unknown }>(BONUS_EXPIRE_JOB, async (payload) => {
    if (
      (payload.kind === "bonus" || payload.kind === "freespins") &&
      typeof payload.id === "string"
    ) {
      await service.expire(payload.kind, payload.id);
    }
  });

  await api.register(
    async (plugin) => {
      const scope = plugin.withTypeProvider<ZodTypeProvider>();
      scope.addHook("preValidation", foldBracketQuery);

      const listDescription = (lost: string) =>
        "status 1 issued, 2 active, 3 finished (result 2 played, 3 canceled, 4 expired" +
        lost +
        "). Newest first, at most 100. Money in major units of the item's currency. " +
        LOCALE_NOTE;
      scope.get(
        "/player-bonuses",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "The player's bonuses (status[] default 1 and 2, currency)",
            description: listDescription(", 5 lost"),
            querystring: playerBonusesQuery,
            response: { 200: playerBonusesResponse },
          },
        },
        async (request) => ({
          data: await service.listBonuses(
            requirePlayer(request).id,
            request.query,
            requestLocale(request),
          ),
        }),
      );
      scope.get(
        "/player-freespins",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "The player's free-spin packages (status[] default 1 and 2, currency)",
            description: listDescription(""),
            querystring: playerBonusesQuery,
            response: { 200: playerFreespinsResponse },
          },
        },
        async (request) => ({
          data: await service.listFreespins(
            requirePlayer(request).id,
            request.query,
            requestLocale(request),
          ),
        }),
      );

      scope.get(
        "/bonuses",
        {
          preHandler: api.authenticateOptional,
          schema: {
            tags,
            summary: "Bonuses on offer with a deposit (currency, amount)",
            description:
              "Without amount: every deposit bonus on offer, each step of the welcome package " +
              "included (depositNumber), for the welcome and campaign pages. With amount: what a " +
              "deposit of that amount gets now (the next welcome step, other promotions, codes the " +
              "player entered), with `amount` the bonus it would be. Currency: the active " +
              "account's (a guest: the base currency). Guests see the public offers. " +
              LOCALE_NOTE,
            querystring: depositBonusesQuery,
            response: { 200: depositBonusesResponse },
          },
        },
        async (request) => {
          const playerId = request.player?.id ?? null;
          const account = playerId ? await selectAccount(db, playerId, {}) : undefined;
          const code =
            request.query.currency ??
            account?.currency.code ??
            (await platform.settings.listCurrencies()).find((currency) => currency.isBase)?.code;
          const pair = code ? await selectCurrencyPair(db, code) : undefined;
          if (!pair) throw AppError.validation({ currency: ["Unknown currency"] });
          let amount: bigint | null = null;
          if (request.query.amount !== undefined) {
            amount = tryParseMajor(request.query.amount, pair.currency.subunitToUnit);
            if (amount === null) {
              throw AppError.validation({
                amount: [`Too many decimals for ${pair.currency.code}`],
              });
            }
          }
          return {
            data: await deposits.offers(
              playerId,
              pair.currency,
              pair.base,
              amount,
              requestLocale(request),
            ),
          };
        },
      );

      scope.get(
        "/bonuses/cashback",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "The current cashback period of an account (currency; the active one's)",
            description:
              "amount: what the period has earned so far (percent of net losses of real-money " +
              "rounds, capped); it is issued as a bonus when the period ends. null: no cashback " +
              "is on offer or no such account.",
            querystring: cashbackQuery,
            response: { 200: cashbackResponse },
          },
        },
        async (request) => ({
          data: await cashback.current(requirePlayer(request).id, request.query.currency),
        }),
      );

      scope.get(
        "/bonuses/status",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "Whether each bonus (definition id) may still be taken by the player",
            description:
              "status says why not: claimed, ended, excluded, jurisdiction; null when available.",
            querystring: bonusStatusQuery,
            response: { 200: bonusAvailabilityResponse },
          },
        },
        async (request) => ({
          data: await deposits.availability(requirePlayer(request).id, request.query.bonusIds),
        }),
      );

      scope.get(
        "/bonuses/bonuscodes",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "Bonus codes waiting for their trigger (3: the next deposit)",
            querystring: bonusCodesQuery,
            response: { 200: playerBonusCodesResponse },
          },
        },
        async (request) => ({
          data: await codes.list(
            requirePlayer(request).id,
            request.query.trigger,
            requestLocale(request),
          ),
        }),
      );

      scope.post(
        "/bonuses/bonuscodes",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "Enter a bonus code",
            description:
              "A deposit code waits for the next deposit (status 1, trigger 3); any other code " +
              "issues its bonus at once (status 2). status 3: no such code; 4: not available to " +
              "this player (used, ended, the country's rules) — nothing is stored. A code with " +
              "other characters than letters, digits, - and _: 400 on bonusCode.",
            body: addBonusCodeBody,
            response: { 200: playerBonusCodeResponse },
          },
        },
        async (request) => ({
          data: await codes.add(requirePlayer(request).id, request.body, requestLocale(request)),
        }),
      );

      scope.delete(
        "/bonuses/bonuscodes",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "Drop a code still waiting for its deposit",
            body: deleteBonusCodeBody,
            response: { 200: emptyResponse },
          },
        },
        async (request) => {
          await codes.remove(requirePlayer(request).id, request.body.playerBonusCodeId);
          return { data: null };
        },
      );

      scope.put(
        "/player-bonuses/:id/activate",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "Activate an issued bonus: its amount moves to the bonus balance",
            description:
              "One bonus is active per account: with another active, 400 (code 15102). A bonus " +
              "without wagering becomes real money at once. Unknown or others' ids: 404.",
            params: playerBonusParams,
            response: { 200: playerBonusResponse },
          },
        },
        async (request) => ({
          data: await service.activateBonus(
            requirePlayer(request).id,
            request.params.id,
            requestLocale(request),
          ),
        }),
      );

      scope.put(
        "/player-bonuses/:id/cancel",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "Cancel a bonus: only its bonus money is removed",
            description:
              "Real money (your deposit and its winnings) stays. Wins of bets still open that were " +
              "staked with bonus money are not paid to the bonus. A locked bonus (isBonusCancelLock) " +
              "answers 400 with code 15101 while wagering; GB players may always cancel.",
            params: playerBonusParams,
            response: { 200: playerBonusResponse },
          },
        },
        async (request) => ({
          data: await service.cancelBonus(
            requirePlayer(request).id,
            request.params.id,
            requestLocale(request),
          ),
        }),
      );

      scope.put(
        "/player-freespins/:id/activate",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "Activate issued free spins: the game is granted its free rounds",
            description: "One package is active per account: with another active, 400 (15102).",
            params: playerBonusParams,
            response: { 200: playerFreespinResponse },
          },
        },
        async (request) => ({
          data: await service.activateFreespins(
            requirePlayer(request).id,
            request.params.id,
            requestLocale(request),
          ),
        }),
      );

      scope.put(
        "/player-freespins/:id/cancel",
        {
          preHandler: api.authenticate,
          schema: {
            tags,
            security,
            summary: "Cancel free spins: spins left and their winnings so far are given up",
            params: playerBonusParams,
            response: { 200: playerFreespinResponse },
          },
        },
        async (request) => ({
          data: await service.cancelFreespins(
            requirePlayer(request).id,
            request.params.id,
            requestLocale(request),
          ),
        }),
      );
    },
    { prefix: "/game" },
  );

  // A cashback definition created or changed gets the job of its current period.
  await registerOperatorBonusRoutes(api, platform, service, () => cashback.ensureJobs());

  return {
    service,
    engine,
    issueReward: (input) => service.issueReward(input),
    async definitionId(identity) {
      const [row] = await db
        .select({ id: bonusDefinitions.id })
        .from(bonusDefinitions)
        .where(eq(bonusDefinitions.identity, identity));
      return row?.id;
    },
    async hasDefinition(id) {
      if (!UUID.test(id)) return false;
      const [row] = await db
        .select({ id: bonusDefinitions.id })
        .from(bonusDefinitions)
        .where(eq(bonusDefinitions.id, id));
      return row !== undefined;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
