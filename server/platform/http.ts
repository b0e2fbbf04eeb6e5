import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { DestinationStream } from "pino";
import fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { ErrorCode, type ApiErrorBody, type FieldErrors } from "../../contracts/errors.ts";
import type { Config } from "../config.ts";
import { reportServerError } from "./error-reporting.ts";
import { AppError } from "./errors.ts";
import { refuseNulBytes } from "./nul-guard.ts";
import { SafeLogController, serializeError, serializeRequest } from "./log-hygiene.ts";

const TRACE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Paths pino replaces with [Redacted] so tokens and secrets never reach the logs. */
export const redactedLogPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-operator-token"]',
  "res.headers['set-cookie']",
  "*.password",
  "*.token",
  "*.accessToken",
  "*.refreshToken",
  "*.secret",
  "*.secrets",
  // The house studio's launch (bets with the player's money while it lasts).
  'req.headers["x-house-launch"]',
  "*.launch",
  "*.sessionToken",
];

export type HttpServer = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface HttpServerOptions {
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: DestinationStream;
}

export function createHttpServer(config: Config, options: HttpServerOptions = {}): HttpServer {
  const app = fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: redactedLogPaths, censor: "[Redacted]" },
            // URLs without query strings or secret segments, failed queries without parameters.
            serializers: { req: serializeRequest, err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    logController: new SafeLogController({ requestIdLogLabel: "traceId" }),
    genReqId: (request) => {
      const given = request.headers["x-trace-id"];
      return typeof given === "string" && TRACE_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-trace-id", request.id);
  });
  // Every route, before its own validation: no string may carry a NUL to the database.
  app.addHook("preValidation", refuseNulBytes);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      reportServerError(error, {
        method: request.method,
        route: request.routeOptions.url ?? "unknown",
      });
    } else request.log.info({ status, code: body.error.code }, body.error.message);
    return reply.status(status).send(body);
  });

  return app as unknown as HttpServer;
}

/** Maps anything thrown in a route to the one error shape of the API. */
export function toErrorResponse(error: unknown): { status: number; body: ApiErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { error: { code: error.code, message: error.message, fields: error.fields } },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: FieldErrors = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
      (fields[field] ??= []).push(issue.message ?? "Invalid value");
    }
    return {
      status: 400,
      body: { error: { code: ErrorCode.VALIDATION, message: "Validation failed", fields } },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status === 413) {
    return {
      status,
      body: { error: { code: ErrorCode.PAYLOAD_TOO_LARGE, message: "Request body is too large" } },
    };
  }
  if (status === 429) {
    return {
      status,
      body: { error: { code: ErrorCode.RATE_LIMITED, message: "Too many requests" } },
    };
  }
  if (status >= 400 && status < 500) {
    const code = status === 404 ? ErrorCode.NOT_FOUND : ErrorCode.VALIDATION;
    return {
      status,
      body: { error: { code, message: fastifyError.message ?? "Bad request", fields: {} } },
    };
  }
  return {
    status: 500,
    body: { error: { code: ErrorCode.INTERNAL, message: "Something went wrong" } },
  };
}
