import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  GAME_WALLET_SIGNATURE_HEADER,
  gameWalletError,
  gameWalletOk,
  gameWalletRequest,
} from "../../../contracts/game-wallet.ts";
import { toErrorResponse, type HttpServer } from "../../platform/http.ts";
import type { SeamlessWallet } from "./seamless-wallet.ts";

/**
 * POST /callbacks/games/{provider}: the seamless wallet's HTTP face. The signature covers the
 * exact bytes, so the body stays raw here and is parsed by the wallet after the check. Every
 * answer is the protocol's own `{ status: "ok" | "error", … }` (never the API's error shape).
 */
export async function registerGameCallbacks(
  app: HttpServer,
  wallet: SeamlessWallet,
): Promise<void> {
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    // The protocol is JSON: any other media type is refused with 415 before the wallet runs.
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "buffer" },
      (_request, body, done) => {
        done(null, body);
      },
    );
    // Whatever fails before the wallet answers (413 body limit, 415 media type, 400 NUL guard)
    // still gets the protocol's shape, which is what the response schema allows.
    scope.setErrorHandler((error, request, reply) => {
      const { status } = toErrorResponse(error);
      if (status >= 500) {
        request.log.error({ err: error }, "game callback failed");
        return reply
          .status(500)
          .send({ status: "error", code: "INVALID_REQUEST", message: "Internal error" });
      }
      const message =
        status === 413
          ? "Request body is too large"
          : status === 415
            ? "Content-Type must be application/json"
            : "Malformed request";
      return reply.status(status).send({ status: "error", code: "INVALID_REQUEST", message });
    });
    scope.post(
      "/callbacks/games/:provider",
      {
        schema: {
          tags: ["callbacks"],
          summary: "Seamless wallet of game providers (HMAC-SHA256 of the raw body in x-signature)",
          description:
            "balance, bet (debit), win (credit, closes the round unless finished is false), " +
            "rollback (refund a bet). A repeated transactionId with the same parameters answers " +
            "the stored result with replayed: true; with other parameters 409 " +
            "TRANSACTION_CONFLICT. Unknown provider 404, forged or missing signature 401, " +
            "malformed body 400. See contracts/game-wallet.ts.",
          params: z.object({ provider: z.string() }),
          // Documentation only: the raw body is validated by the wallet after the signature.
          body: gameWalletRequest,
          response: {
            200: gameWalletOk,
            "4xx": gameWalletError,
          },
        },
        // The raw bytes are what was signed: validation happens in the wallet.
        validatorCompiler: () => () => true,
        // A provider's server calls here, never a browser: document headers (CSP and its
        // nonce) protect nothing, and answers of a few hundred bytes gain nothing from
        // compression. Both cost every bet and win (issue 10's profile).
        helmet: false,
        compress: false,
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const header = request.headers[GAME_WALLET_SIGNATURE_HEADER];
        const answer = await wallet.handle(
          request.params.provider,
          raw,
          typeof header === "string" ? header : undefined,
        );
        return reply.status(answer.status).send(answer.body);
      },
    );
  });
}
