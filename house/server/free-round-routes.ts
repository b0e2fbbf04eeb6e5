import type { FastifyError } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { GAME_WALLET_SIGNATURE_HEADER } from "../../contracts/game-wallet.ts";
import { AppError } from "../../server/platform/errors.ts";
import { toErrorResponse, type HttpServer } from "../../server/platform/http.ts";
import { verifySignature } from "../../server/platform/signature.ts";
import { FREE_ROUNDS_PATH, freeRoundsGrantBody, freeRoundsRevokeBody } from "./free-rounds.ts";
import type { HouseStudio } from "./studio.ts";

const tags = ["house"];

/**
 * The studio's free-rounds API for operators: POST /house/api/operator/free-rounds grants a
 * player free rounds of one game, /revoke takes back the spins left. Each call is signed like a
 * wallet call, the other way round: x-signature = hex HMAC-SHA256 of the raw body under the
 * secret of the brand named in `provider`. A forged or missing signature answers 401.
 */
export async function registerFreeRoundRoutes(app: HttpServer, studio: HouseStudio) {
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toErrorResponse(error);
      if (status >= 500) request.log.error({ err: error }, "house free-rounds call failed");
      return reply.status(status).send(body);
    });

    /** The signed body, parsed by `schema`: 401 for a bad signature, 400 for a bad body. */
    function signed<T extends z.ZodType>(schema: T, raw: unknown, signature: unknown): z.output<T> {
      if (!Buffer.isBuffer(raw)) throw AppError.validation({ body: ["A JSON body is needed"] });
      let json: unknown;
      try {
        json = JSON.parse(raw.toString("utf8"));
      } catch {
        throw AppError.validation({ body: ["The body is not JSON"] });
      }
      const provider =
        typeof json === "object" && json !== null && "provider" in json
          ? String((json as { provider: unknown }).provider)
          : "";
      const secret = studio.secretFor(provider);
      if (!secret || !verifySignature(secret, raw, signature as string | undefined)) {
        throw AppError.unauthorized("Missing or invalid x-signature");
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        const fields: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path.join(".") || "body";
          (fields[key] ??= []).push(issue.message);
        }
        throw AppError.validation(fields);
      }
      return parsed.data;
    }

    const ok = z.object({ data: z.object({ reference: z.string() }) });

    scope.post(
      FREE_ROUNDS_PATH,
      {
        schema: {
          tags,
          summary: "Grant a player free rounds of one game (signed by the operator)",
          description:
            "reference: the operator's id for them; the same grant again answers 200, the same " +
            "reference with other terms 409. The player sees them in the game and plays them one " +
            "spin at a time; each spin is a wallet bet with freeRoundsId, never debited.",
          response: { 200: ok },
        },
      },
      async (request) => {
        const body = signed(
          freeRoundsGrantBody,
          request.body,
          request.headers[GAME_WALLET_SIGNATURE_HEADER],
        );
        const currency = await studio.contexts.currencyOf(body.currency);
        await studio.freeRounds.grant(body, currency.subunitToUnit);
        return { data: { reference: body.reference } };
      },
    );

    scope.post(
      `${FREE_ROUNDS_PATH}/revoke`,
      {
        schema: {
          tags,
          summary: "Take back the free rounds left of a grant (signed by the operator)",
          response: { 200: ok },
        },
      },
      async (request) => {
        const body = signed(
          freeRoundsRevokeBody,
          request.body,
          request.headers[GAME_WALLET_SIGNATURE_HEADER],
        );
        await studio.freeRounds.revoke(body);
        return { data: { reference: body.reference } };
      },
    );
  });
}
