import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  bonusDefinitionInput,
  bonusDefinitionParams,
  bonusDefinitionResponse,
  bonusDefinitionSchema,
  bonusDefinitionsResponse,
  operatorIssueBody,
  operatorIssueResponse,
  operatorPlayerBonusesResponse,
  operatorPlayerParams,
} from "../../../contracts/bonus.ts";
import { AppError } from "../../platform/errors.ts";
import type { HttpServer } from "../../platform/http.ts";
import { hasOperatorToken } from "../../platform/operator-token.ts";
import type { Platform } from "../../platform/platform.ts";
import { createDefinitionStore } from "./definitions.ts";
import type { BonusService } from "./service.ts";

const tags = ["operator"];
const security = [{ bearerAuth: [] }];

/**
 * /operator/bonuses (bearer OPERATOR_TOKEN): bonus definitions (list, create, replace, delete),
 * issuing a definition to a player, and a player's bonuses and free spins.
 */
export async function registerOperatorBonusRoutes(
  api: HttpServer,
  platform: Platform,
  service: BonusService,
  afterDefinitionChange: () => Promise<void>,
): Promise<void> {
  const definitions = createDefinitionStore(platform.db);
  await api.register(async (plugin) => {
    const operator = plugin.withTypeProvider<ZodTypeProvider>();
    operator.addHook("onRequest", async (request) => {
      if (!hasOperatorToken(request, platform.config.secrets.operatorToken)) {
        throw AppError.unauthorized("Operator token required");
      }
    });

    operator.get(
      "/operator/bonuses/definitions",
      {
        schema: {
          tags,
          security,
          summary: "Every bonus definition, in display order",
          response: { 200: bonusDefinitionsResponse },
        },
      },
      async () => ({ data: await definitions.list() }),
    );

    operator.get(
      "/operator/bonuses/definitions/:id",
      {
        schema: {
          tags,
          security,
          summary: "One bonus definition",
          params: bonusDefinitionParams,
          response: { 200: bonusDefinitionResponse },
        },
      },
      async (request) => ({ data: await definitions.get(request.params.id) }),
    );

    operator.post(
      "/operator/bonuses/definitions",
      {
        schema: {
          tags,
          security,
          summary: "Create a bonus definition",
          description:
            "kind deposit (percent of the deposit, capped by maxAmount), fixed (amount), freespins " +
            "(freespinCount spins of freespinBet on freespinGame) or cashback (cashbackPercent of " +
            "net losses per cashbackPeriod). trigger registration, deposit (a welcome package " +
            "step: packageId and depositNumber), code, manual or cashback. amounts: terms per " +
            "currency in major units, `base` in the base currency for the others. " +
            "wagerMultiplier 0 converts to real money at once. A taken identity or code: 400, 11005.",
          body: bonusDefinitionInput,
          response: { 200: bonusDefinitionResponse },
        },
      },
      async (request) => {
        const created = await definitions.create(request.body);
        await afterDefinitionChange();
        return { data: created };
      },
    );

    operator.put(
      "/operator/bonuses/definitions/:id",
      {
        schema: {
          tags,
          security,
          summary: "Replace a bonus definition (bonuses already issued keep their terms)",
          params: bonusDefinitionParams,
          body: bonusDefinitionInput,
          response: { 200: bonusDefinitionResponse },
        },
      },
      async (request) => {
        const replaced = await definitions.replace(request.params.id, request.body);
        await afterDefinitionChange();
        return { data: replaced };
      },
    );

    operator.delete(
      "/operator/bonuses/definitions/:id",
      {
        schema: {
          tags,
          security,
          summary: "Delete a definition nobody got yet; disable one already issued",
          params: bonusDefinitionParams,
          response: {
            200: z.object({
              data: z.object({ deleted: z.boolean(), definition: bonusDefinitionSchema }),
            }),
          },
        },
      },
      async (request) => ({ data: await definitions.remove(request.params.id) }),
    );

    operator.post(
      "/operator/bonuses/issue",
      {
        schema: {
          tags,
          security,
          summary: "Issue a definition to a player",
          description:
            "To the player's account in `currency` (else the active one). A retry with the same " +
            "idempotencyKey issues nothing more. Refused (403, code 15100) for a player who is " +
            "excluded or blocked, or by the country's rules (GB: wagering above 10×, mixed " +
            "products); 404 for an unknown player or definition.",
          body: operatorIssueBody,
          response: { 200: operatorIssueResponse },
        },
      },
      async (request) => ({ data: await service.issueByOperator(request.body) }),
    );

    operator.get(
      "/operator/bonuses/players/:playerId",
      {
        schema: {
          tags,
          security,
          summary: "A player's bonuses and free-spin packages, every status, newest first",
          params: operatorPlayerParams,
          response: { 200: operatorPlayerBonusesResponse },
        },
      },
      async (request) => ({ data: await service.playerItems(request.params.playerId) }),
    );
  });
}
